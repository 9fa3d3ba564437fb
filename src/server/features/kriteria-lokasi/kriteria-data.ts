// D24: a facility's added critical criteria, versioned. A version is never edited (a change is the next
// number); a result records the version in force when it was scored (`hasil.kriteria_versi`) and keeps
// it (versiPenilai says which version judges what).
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

/** SQL: a facility's count of writes (`versi_rutan`), read as a column of a query that needs its criteria (`versiLokasi`). */
export const versiRutanSql = (location: string) =>
  sql<number | string | null>`(select vr.versi from versi_rutan vr where vr.location = ${location})`;

/** Each database's facilities' versions, with the facility's count of writes they were read at. */
const versiKept = new WeakMap<Kysely<DB>, Map<string, { versi: number; isi: VersiKriteria[] }>>();

/**
 * Every version of a facility, kept by this process while the facility's count of writes stays the
 * one given (read by the caller with its rows, `versiRutanSql`): a new version raises it (trigger of
 * migration 20261201-50), a rename too (migration 20261129-80), and versions are never edited. The
 * combined list's computed priorities and the combined view read them on every call; the read cost a
 * statement a request (issue 33: the combined page's CPU a request above 77cfd88's). Versions read
 * after the count are at least as new as it, so they may be kept under it.
 */
export async function versiLokasi(db: Kysely<DB>, location: string, versiRutan: number | string | null): Promise<VersiKriteria[]> {
  const versi = Number(versiRutan ?? 0);
  let perLokasi = versiKept.get(db);
  if (!perLokasi) versiKept.set(db, (perLokasi = new Map()));
  const ada = perLokasi.get(location);
  if (ada?.versi === versi) return ada.isi;
  const isi = await versiUntuk(db, [location]);
  // Counts only grow: a later count kept meanwhile stays.
  if (!ada || ada.versi < versi) perLokasi.set(location, { versi, isi });
  return isi;
}

/** The criteria instrument a result's instrument is read as (the adult PID-5 has PID-5's items). */
const instrumenKriteria = (instrument: string) => (instrument === 'pid5dewasa' ? 'pid5' : instrument);

/**
 * The criteria that judge a record (D24), oldest version first:
 * - each result's items and total by the version it was scored under (`hasil.kriteria_versi`), so a
 *   result keeps its judgement when the facility changes its criteria later, and a moved record keeps
 *   its old facility's versions for what was scored there;
 * - the screening answers by the newest version among the results' and the facility's version in force
 *   when the answers were given; a record without any result yet by its facility's version in force
 *   now, the one that will score its results (a criterion added after its screening still reaches it).
 * Null when no version judges it (the defaults alone).
 */
export function versiPenilai(
  semua: readonly VersiKriteria[],
  rekam: { location: string; waktuSkrining: string | null },
  hasil: readonly { instrument: string; kriteria_versi: number | null | undefined }[],
): KriteriaBerlaku[] | null {
  const byId = new Map(semua.map((v) => [v.id, v]));
  const milik = semua.filter((v) => String(v.lokasi_id) === rekam.location).sort((a, b) => a.id - b.id);
  const versiHasil = hasil.map((h) => (typeof h.kriteria_versi === 'number' ? Number(h.kriteria_versi) : null));
  let versiSkrining: number | undefined;
  if (hasil.length === 0) versiSkrining = milik.at(-1)?.id;
  else {
    const saatSkrining = rekam.waktuSkrining ? milik.filter((v) => v.dibuat_at <= rekam.waktuSkrining!).at(-1)?.id : undefined;
    versiSkrining = Math.max(-1, ...versiHasil.filter((v): v is number => v !== null), saatSkrining ?? -1);
  }
  const per = new Map<number, KriteriaTambahan[]>();
  const ambil = (id: number | null | undefined, cocok: (k: KriteriaTambahan) => boolean) => {
    const v = id === null || id === undefined ? undefined : byId.get(id);
    if (v) per.set(v.id, [...(per.get(v.id) ?? []), ...v.kriteria.filter(cocok)]);
  };
  ambil(versiSkrining, (k) => k.jenis === 'skrining');
  hasil.forEach((h, n) => ambil(versiHasil[n], (k) => k.jenis !== 'skrining' && k.instrumen === instrumenKriteria(h.instrument)));
  if (per.size === 0) return null;
  return [...per.keys()]
    .sort((a, b) => a - b)
    .map((id) => ({ lokasi: byId.get(id)!.lokasi, nomor: byId.get(id)!.nomor, kriteria: per.get(id)! }));
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
    // A record without results is judged by the version in force now: its kept summary is stale, and
    // its follow-up is checked again (periksaTertunda reads the raised versi). Records with results
    // keep the versions their results were scored under.
    await trx
      .updateTable('ringkasan_gabungan')
      .set((eb) => ({ versi: eb('versi', '+', 1) }))
      .where('peserta_id', 'in', (eb) =>
        eb
          .selectFrom('peserta as p')
          .select('p.id')
          .where('p.location', '=', String(v.lokasiId))
          .where((w) => w.not(w.exists(w.selectFrom('hasil as h').select('h.id').whereRef('h.peserta_id', '=', 'p.id')))),
      )
      .execute();
    return { nomor: nomorKini + 1 };
  });
}

/** SQL: the id of the newest criteria version of the facility of record `pesertaId` (null: none); for a result being saved. */
export const versiKriteriaKiniSql = (pesertaId: number) =>
  sql<number | null>`(select max(k.id) from kriteria_lokasi k join peserta p on cast(k.lokasi_id as varchar(20)) = p.location where p.id = ${pesertaId})`;
