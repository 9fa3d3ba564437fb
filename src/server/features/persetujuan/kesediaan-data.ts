// D21: the person's own assent ("Saya mau mulai" / "Saya tidak mau") and "Berhenti" inside a sub test.
import type { Kysely, Selectable } from 'kysely';
import { PESAN_ASESMEN_DIHENTIKAN, PESAN_KESEDIAAN_BELUM } from '#domain/persetujuan.ts';
import type { DB, KesediaanTable } from '#server/db/schema.ts';
import { conflict, HttpError } from '#server/errors.ts';
import { kategoriDari } from '../peserta/peserta-data';

export type Kesediaan = Selectable<KesediaanTable>;

/** The record's assent, or undefined before the first page was answered. */
export function findKesediaan(db: Kysely<DB>, pesertaId: number): Promise<Kesediaan | undefined> {
  return db.selectFrom('kesediaan').selectAll().where('peserta_id', '=', pesertaId).executeTakeFirst();
}

/** The person said no, or stopped: nothing more is collected in this round. */
export const sudahDihentikan = (k: Kesediaan | undefined): boolean => k !== undefined && (k.jawaban !== 'mau' || k.berhenti_at !== null);

/** The first page (assent) of a record's list: the child's or the detainee's (D17). */
export function ruteKesediaan(pesertaId: number, kategori: string): string {
  return `${kategoriDari(kategori) === 'tahanan' ? '/asesmen-tahanan' : '/asesmen'}/kesediaan/${pesertaId}`;
}

/**
 * A sub test opens only after "Saya mau mulai" (a 409 pointing at the first page before it) and never
 * after "Saya tidak mau" or "Berhenti" (a 409 that says the round has stopped).
 */
export async function pastikanMauMulai(db: Kysely<DB>, peserta: { id: number; kategori: string }): Promise<void> {
  const k = await findKesediaan(db, peserta.id);
  if (!k) throw new HttpError(409, PESAN_KESEDIAAN_BELUM, 'kesediaan', { lanjut: ruteKesediaan(peserta.id, peserta.kategori) });
  if (sudahDihentikan(k)) throw conflict(PESAN_ASESMEN_DIHENTIKAN);
}

/** No answer after a refusal or a stop (D21): a 409 when the round has stopped. */
export async function pastikanBelumDihentikan(db: Kysely<DB>, pesertaId: number): Promise<void> {
  if (sudahDihentikan(await findKesediaan(db, pesertaId))) throw conflict(PESAN_ASESMEN_DIHENTIKAN);
}

/** Records the first page's answer once; a second answer does not change it. True when recorded now. */
export async function insertKesediaan(db: Kysely<DB>, pesertaId: number, jawaban: 'mau' | 'menolak', now: string): Promise<boolean> {
  const res = await db
    .insertInto('kesediaan')
    .values({ peserta_id: pesertaId, jawaban, dijawab_at: now, berhenti_at: null, berhenti_instrument: null })
    .onConflict((oc) => oc.column('peserta_id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** "Berhenti": the rest of the round is not taken (the first stop's time and sub test are kept). */
export async function markBerhenti(db: Kysely<DB>, pesertaId: number, instrument: string | null, now: string): Promise<void> {
  await db
    .insertInto('kesediaan')
    .values({ peserta_id: pesertaId, jawaban: 'mau', dijawab_at: now, berhenti_at: now, berhenti_instrument: instrument })
    .onConflict((oc) => oc.column('peserta_id').doUpdateSet({ berhenti_at: now, berhenti_instrument: instrument }).where('kesediaan.berhenti_at', 'is', null))
    .execute();
}

/** Who in a Rutan said no or stopped since `sejak`, newest first (Pemantauan tells the assessor). */
export async function listDihentikan(db: Kysely<DB>, location: string, sejak: string) {
  const rows = await db
    // From the week's answers (indexes on their times, migration 20261130-60) to their records: SQLite
    // keeps a cross join's order; from the records it read every record of the Rutan (3 ms at 10,000).
    .selectFrom('kesediaan as k')
    .crossJoin('peserta as p')
    .whereRef('p.id', '=', 'k.peserta_id')
    .select(['p.id as peserta_id', 'p.registration_no', 'p.name', 'p.kategori', 'k.jawaban', 'k.dijawab_at', 'k.berhenti_at', 'k.berhenti_instrument'])
    .where('p.location', '=', location)
    .where((eb) =>
      eb.or([eb.and([eb('k.jawaban', '=', 'menolak'), eb('k.dijawab_at', '>=', sejak)]), eb('k.berhenti_at', '>=', sejak)]),
    )
    .execute();
  return rows
    .map((r) => ({
      peserta_id: r.peserta_id,
      registration_no: r.registration_no,
      name: r.name,
      kategori: kategoriDari(r.kategori),
      jenis: r.jawaban === 'mau' ? ('berhenti' as const) : ('menolak' as const),
      waktu: r.jawaban === 'mau' ? r.berhenti_at! : r.dijawab_at,
      instrument: r.jawaban === 'mau' ? r.berhenti_instrument : null,
    }))
    .sort((a, b) => b.waktu.localeCompare(a.waktu));
}
