// D21 / UU PDP: one person's whole record, for "Unduh semua data". Every table that holds something
// about the person, and the audit of who did what to the record (its registration number).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const json = (teks: string | null): unknown => {
  if (teks === null) return null;
  try {
    return JSON.parse(teks) as unknown;
  } catch {
    return teks;
  }
};

/** Everything kept about one record (never its password digest), or undefined when there is no such record. */
export async function loadSemuaData(db: Kysely<DB>, pesertaId: number) {
  const peserta = await db.selectFrom('peserta').selectAll().where('id', '=', pesertaId).executeTakeFirst();
  if (!peserta) return undefined;
  const { password_hash: _rahasia, ...rekaman } = peserta;
  const [hasil, draf, catatan, persetujuan, kesediaan, audit] = await Promise.all([
    db.selectFrom('hasil').selectAll().where('peserta_id', '=', pesertaId).orderBy('id').execute(),
    db.selectFrom('pengerjaan').selectAll().where('peserta_id', '=', pesertaId).orderBy('id').execute(),
    db.selectFrom('catatan').selectAll().where('peserta_id', '=', pesertaId).execute(),
    db.selectFrom('persetujuan').selectAll().where('peserta_id', '=', pesertaId).executeTakeFirst(),
    db.selectFrom('kesediaan').selectAll().where('peserta_id', '=', pesertaId).executeTakeFirst(),
    db.selectFrom('audit').select(['at', 'role', 'actor_name', 'action', 'detail']).where('target', '=', peserta.registration_no).orderBy('id').execute(),
  ]);
  return {
    rekaman,
    hasil: hasil.map((h) => ({ ...h, jawaban: json(h.jawaban), skor: json(h.skor), detik_per_soal: json(h.detik_per_soal) })),
    draf: draf.map((d) => ({ ...d, jawaban: json(d.jawaban), waktu_jawab: json(d.waktu_jawab) })),
    catatan,
    persetujuan: persetujuan ?? null,
    kesediaan: kesediaan ?? null,
    audit,
  };
}
