// D24: a facility's added critical criteria, versioned. A version is never edited (a change is the next
// number); a result records the version in force when it was scored (`hasil.kriteria_versi`), and the
// combined view judges by the newest version among its results and the one in force when its screening
// answers were given, so an older result keeps its version's judgement.
import { sql, type Kysely } from 'kysely';
import type { KriteriaBerlaku, KriteriaTambahan } from '#domain/index.ts';
import type { DB } from '#server/db/schema.ts';
import { kunciLokasiSql } from '#server/kernel/lokasi.ts';

/** One stored version as the rules and the admin read it. */
export interface VersiKriteria {
  id: number;
  lokasi_id: number;
  lokasi: string;
  nomor: number;
  kriteria: KriteriaTambahan[];
  alasan: string;
  dibuat_at: string;
  dibuat_oleh: string | null;
}

const bacaKriteria = (teks: string): KriteriaTambahan[] => {
  try {
    const v: unknown = JSON.parse(teks);
    return Array.isArray(v) ? (v as KriteriaTambahan[]) : [];
  } catch {
    return [];
  }
};

const pilihVersi = (db: Kysely<DB>) =>
  db
    .selectFrom('kriteria_lokasi as k')
    .innerJoin('lokasi as l', 'l.id', 'k.lokasi_id')
    .select(['k.id', 'k.lokasi_id', 'l.nama as lokasi', 'k.nomor', 'k.kriteria', 'k.alasan', 'k.dibuat_at', 'k.dibuat_oleh']);

const keVersi = (r: { id: number; lokasi_id: number; lokasi: string; nomor: number; kriteria: string; alasan: string; dibuat_at: string; dibuat_oleh: string | null }): VersiKriteria => ({
  ...r,
  id: Number(r.id),
  nomor: Number(r.nomor),
  kriteria: bacaKriteria(r.kriteria),
});

/** Every version of a facility, newest first. */
export async function listVersi(db: Kysely<DB>, lokasiId: number): Promise<VersiKriteria[]> {
  const rows = await pilihVersi(db).where('k.lokasi_id', '=', lokasiId).orderBy('k.nomor', 'desc').execute();
  return rows.map(keVersi);
}

/**
 * The versions that may judge the given records: every version of their facilities (by `location`
 * key) and any other version one of their results names (a record moved from another facility, D20).
 */
export async function versiUntuk(db: Kysely<DB>, locations: readonly string[], ids: readonly number[] = []): Promise<VersiKriteria[]> {
  if (locations.length === 0 && ids.length === 0) return [];
  const rows = await pilihVersi(db)
    .where((eb) =>
      eb.or([
        ...(locations.length ? [eb(kunciLokasiSql('l'), 'in', [...locations])] : []),
        ...(ids.length ? [eb('k.id', 'in', [...ids])] : []),
      ]),
    )
    .execute();
  return rows.map(keVersi);
}

/**
 * The version a record's combined result is judged by (D24): the newest among the versions its
 * results were scored under and the version of its facility in force when its screening answers were
 * given; null when none (the defaults alone).
 */
export function versiPenilai(
  semua: readonly VersiKriteria[],
  rekam: { location: string; waktuSkrining: string | null },
  versiHasil: readonly (number | null | undefined)[],
): KriteriaBerlaku | null {
  const kandidat = new Set(versiHasil.filter((v): v is number => typeof v === 'number').map(Number));
  if (rekam.waktuSkrining) {
    const saatSkrining = semua
      .filter((v) => String(v.lokasi_id) === rekam.location && v.dibuat_at <= rekam.waktuSkrining!)
      .sort((a, b) => b.id - a.id)[0];
    if (saatSkrining) kandidat.add(saatSkrining.id);
  }
  const terbaru = semua.filter((v) => kandidat.has(v.id)).sort((a, b) => b.id - a.id)[0];
  return terbaru ? { lokasi: terbaru.lokasi, nomor: terbaru.nomor, kriteria: terbaru.kriteria } : null;
}

/**
 * Saves the next version of a facility's criteria, only if the newest is still `dariNomor` (another
 * admin's save in between: 'berubah', nothing written). The unique (lokasi_id, nomor) catches two at once.
 */
export async function simpanVersi(
  db: Kysely<DB>,
  v: { lokasiId: number; dariNomor: number; kriteria: readonly KriteriaTambahan[]; alasan: string; at: string; oleh: string | null },
): Promise<{ nomor: number } | 'berubah'> {
  return db.transaction().execute(async (trx) => {
    const kini = await trx
      .selectFrom('kriteria_lokasi')
      .select((eb) => eb.fn.max('nomor').as('n'))
      .where('lokasi_id', '=', v.lokasiId)
      .executeTakeFirst();
    const nomorKini = Number(kini?.n ?? 0);
    if (nomorKini !== v.dariNomor) return 'berubah';
    await trx
      .insertInto('kriteria_lokasi')
      .values({
        lokasi_id: v.lokasiId,
        nomor: nomorKini + 1,
        kriteria: JSON.stringify(v.kriteria),
        alasan: v.alasan,
        dibuat_at: v.at,
        dibuat_oleh: v.oleh,
      })
      .execute();
    return { nomor: nomorKini + 1 };
  });
}

/** SQL: the id of the newest criteria version of the facility of record `pesertaId` (null: none); for a result being saved. */
export const versiKriteriaKiniSql = (pesertaId: number) =>
  sql<number | null>`(select max(k.id) from kriteria_lokasi k join peserta p on cast(k.lokasi_id as varchar(20)) = p.location where p.id = ${pesertaId})`;
