// D21 / UU PDP: one person's whole record, for "Unduh semua data". Every table that holds something
// about the person, and the audit of who did what to the record (its registration number).
import { namaLokasi } from '#server/kernel/lokasi.ts';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

const json = (teks: string | null): unknown => {
  if (teks === null) return null;
  try {
    return JSON.parse(teks) as unknown;
  } catch {
    return teks;
  }
};

const hasilTerbaca = <H extends { jawaban: string; skor: string; detik_per_soal: string | null }>(h: H) => ({
  ...h,
  jawaban: json(h.jawaban),
  skor: json(h.skor),
  detik_per_soal: json(h.detik_per_soal),
});

/** The record's follow-ups (D19), oldest first, each with its officer's name, actions, referrals and history. */
async function loadTindakLanjut(db: Kysely<DB>, pesertaId: number) {
  const daftar = await db
    .selectFrom('tindak_lanjut as t')
    .leftJoin('asessor as a', 'a.id', 't.petugas_id')
    .selectAll('t')
    .select('a.name as petugas_name')
    .where('t.peserta_id', '=', pesertaId)
    .orderBy('t.id')
    .execute();
  const ids = daftar.map((t) => t.id);
  if (ids.length === 0) return [];
  const [aksi, rujukan, riwayat] = await Promise.all([
    db.selectFrom('tindak_lanjut_aksi').selectAll().where('tindak_lanjut_id', 'in', ids).orderBy('pada').orderBy('id').execute(),
    db
      .selectFrom('tindak_lanjut_rujukan')
      .selectAll()
      .where('tindak_lanjut_id', 'in', ids)
      .orderBy('tanggal')
      .orderBy('id')
      .execute(),
    db.selectFrom('tindak_lanjut_riwayat').selectAll().where('tindak_lanjut_id', 'in', ids).orderBy('id').execute(),
  ]);
  return daftar.map((t) => ({
    ...t,
    aksi: aksi.filter((x) => x.tindak_lanjut_id === t.id),
    rujukan: rujukan.filter((x) => x.tindak_lanjut_id === t.id),
    riwayat: riwayat.filter((x) => x.tindak_lanjut_id === t.id),
  }));
}

/** Everything kept about one record (never its password digest), or undefined when there is no such record. */
export async function loadSemuaData(db: Kysely<DB>, pesertaId: number) {
  const peserta = await db.selectFrom('peserta').selectAll().where('id', '=', pesertaId).executeTakeFirst();
  if (!peserta) return undefined;
  const { password_hash: _rahasia, ...simpanan } = peserta;
  // The facility by its name, as the person reads it (D24: the column holds its id).
  const rekaman = { ...simpanan, location: await namaLokasi(db, peserta.location) };
  // The responsible assessor by name: an id alone means nothing to the person reading their data.
  const asesor =
    peserta.asessor_id === null
      ? undefined
      : await db.selectFrom('asessor').select('name').where('id', '=', peserta.asessor_id).executeTakeFirst();
  const [ronde, hasil, hasilRiwayat, tinjauan, draf, catatan, persetujuan, kesediaan, tindakLanjut, audit] = await Promise.all([
    db.selectFrom('ronde').selectAll().where('peserta_id', '=', pesertaId).orderBy('nomor').execute(),
    db.selectFrom('hasil').selectAll().where('peserta_id', '=', pesertaId).orderBy('id').execute(),
    db.selectFrom('hasil_riwayat').selectAll().where('peserta_id', '=', pesertaId).orderBy('ronde').orderBy('id').execute(),
    db.selectFrom('tinjauan').selectAll().where('peserta_id', '=', pesertaId).orderBy('ronde').orderBy('id').execute(),
    db.selectFrom('pengerjaan').selectAll().where('peserta_id', '=', pesertaId).orderBy('id').execute(),
    db.selectFrom('catatan').selectAll().where('peserta_id', '=', pesertaId).execute(),
    db.selectFrom('persetujuan').selectAll().where('peserta_id', '=', pesertaId).executeTakeFirst(),
    db.selectFrom('kesediaan').selectAll().where('peserta_id', '=', pesertaId).executeTakeFirst(),
    loadTindakLanjut(db, pesertaId),
    db
      .selectFrom('audit')
      .select(['at', 'role', 'actor_name', 'action', 'detail'])
      .where('target', '=', peserta.registration_no)
      .orderBy('id')
      .execute(),
  ]);
  return {
    rekaman,
    asesor_penanggung_jawab: asesor?.name ?? null,
    // D20: every round, the closed ones with what they were judged by.
    ronde: ronde.map((r) => ({
      ...r,
      skrining: json(r.skrining),
      persetujuan: json(r.persetujuan),
      kesediaan: json(r.kesediaan),
    })),
    hasil: hasil.map(hasilTerbaca),
    // Closed rounds' results and attempts a retest replaced.
    hasil_riwayat: hasilRiwayat.map(hasilTerbaca),
    // D22: the psychologist's reviews, with the clinical note: the person's data too.
    tinjauan,
    draf: draf.map((d) => ({ ...d, jawaban: json(d.jawaban), waktu_jawab: json(d.waktu_jawab) })),
    catatan,
    persetujuan: persetujuan ?? null,
    kesediaan: kesediaan ?? null,
    tindak_lanjut: tindakLanjut,
    audit,
  };
}

export type SemuaData = NonNullable<Awaited<ReturnType<typeof loadSemuaData>>>;
