import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { SCREENING_KEYS, type KategoriPeserta } from '#domain/index.ts';
import { endSessionsOf } from '#server/auth/sessions.ts';
import { kueriTetap } from '#server/db/kueri-tetap.ts';
import type { DB, PesertaTable } from '#server/db/schema.ts';
import { pageOf, type PagedQuery } from '#server/kernel/paging.ts';
import { KOLOM_IDENTITAS } from '#server/kernel/peserta.ts';
import { namaLokasiDari } from '#server/kernel/lokasi.ts';
import { jumlahPeserta, jumlahTersimpan, totalHalaman } from '#server/kernel/jumlah-peserta.ts';
import { pesertaDiLokasi } from '#server/kernel/cari-peserta.ts';
import { halamanIdDulu } from '#server/kernel/halaman.ts';
import type { KelolaRow } from './kelola-schemas';
import { findBaterai } from '../baterai/baterai-data';

const COLUMNS = [
  ...KOLOM_IDENTITAS,
  'p.asessor_id as assesor_id',
  'a.name as asessor_name',
  // The facility's name, as the spec's replies give it (D24: the column holds its id).
  namaLokasiDari('p.location').as('location'),
  'p.kategori',
  ...SCREENING_KEYS.map((k) => `p.${k}` as const),
  'p.kekerasan_seksual_baru',
  'p.pelaku_satu_fasilitas',
  'p.versi',
  'p.jenis_kelamin',
  'p.pendidikan',
  'p.bahasa',
  'p.tanggal_masuk',
  'p.tl_kapan_terakhir',
  'p.tl_pikiran_hari_ini',
  'p.tl_rencana',
] as const;

/** The records of one Rutan with their columns, newest first (the page's ids say which: `urutanKelola`). */
const halamanKelola = (db: Kysely<DB>, location: string) =>
  pesertaDiLokasi(db, location)
    .leftJoin('asessor as a', 'a.id', 'p.asessor_id')
    .select(COLUMNS)
    // D21: whether consent is on file, shown on the record.
    .select((eb) => eb.selectFrom('persetujuan as s').select('s.updated_at').whereRef('s.peserta_id', '=', 'p.id').as('persetujuan_at'))
    // Issue 32: the status of each record, from what raises the Rutan's version (results, assent), so
    // that a kept reply never shows an old status.
    .select((eb) => [
      eb
        .selectFrom('hasil as h')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('h.peserta_id', '=', 'p.id')
        .where('h.ulang_diminta_at', 'is', null)
        .as('selesai'),
      eb.selectFrom('kesediaan as k').select('k.jawaban').whereRef('k.peserta_id', '=', 'p.id').as('kesediaan'),
      eb
        .selectFrom('kesediaan as k')
        .select(sql<boolean | number | null>`k.berhenti_at is not null`.as('b'))
        .whereRef('k.peserta_id', '=', 'p.id')
        .as('berhenti'),
    ])
    .orderBy('p.id', 'desc');

type BarisMentah = Omit<KelolaRow, 'selesai' | 'jumlah_subtes' | 'kesediaan' | 'berhenti'> & {
  selesai: number | string | null;
  kesediaan: string | null;
  berhenti: boolean | number | null;
};

/** The rows with their status: the sub tests of each category's battery (D17) beside those saved. */
async function denganStatus(db: Kysely<DB>, rows: BarisMentah[]): Promise<KelolaRow[]> {
  const [anak, tahanan] = await Promise.all([findBaterai(db, 'anak'), findBaterai(db, 'tahanan')]);
  const jumlah: Record<KategoriPeserta, number> = { anak: anak.length, tahanan: tahanan.length };
  // Each row completed where it stands: copying a row of 40 columns (a rest and a spread) was a sixth of
  // a records page's CPU (issue 33).
  return rows.map((r) =>
    Object.assign(r, {
      selesai: Number(r.selesai ?? 0),
      jumlah_subtes: jumlah[r.kategori],
      kesediaan: r.kesediaan === 'mau' || r.kesediaan === 'menolak' ? r.kesediaan : null,
      berhenti: Boolean(r.berhenti),
    }) as KelolaRow,
  );
}
/** The ids of the list's records in its order: what its pages are cut from (`halamanIdDulu`). */
const urutanKelola = (db: Kysely<DB>, location: string, q?: string, kategori?: string) =>
  pesertaDiLokasi(db, location, q, kategori).select('p.id').orderBy('p.id', 'desc');

/** A page without a search text with the kept count, of all categories or of one, built once (every view of the list asks). */
const HALAMAN_KELOLA = kueriTetap((db, location: string, limit: number, offset: number) =>
  halamanIdDulu(halamanKelola(db, location), 'p.id', urutanKelola(db, location), { limit, offset }).select(
    jumlahTersimpan(db, location).as('jumlah'),
  ),
);
const HALAMAN_KELOLA_KATEGORI = kueriTetap((db, location: string, kategori: string, limit: number, offset: number) =>
  halamanIdDulu(halamanKelola(db, location), 'p.id', urutanKelola(db, location, undefined, kategori), { limit, offset }).select(
    jumlahTersimpan(db, location, kategori).as('jumlah'),
  ),
);

/** The records of one Rutan, newest first, and their total. */
export async function listKelola(
  db: Kysely<DB>,
  location: string,
  paging: PagedQuery & { kategori?: KategoriPeserta },
): Promise<{ rows: KelolaRow[]; total: number }> {
  const potongan = pageOf(paging);
  const { limit, offset } = potongan;
  const { kategori, q } = paging;
  if (limit !== undefined && !q?.trim()) {
    const page = kategori
      ? await HALAMAN_KELOLA_KATEGORI(db, location, kategori, limit, offset)
      : await HALAMAN_KELOLA(db, location, limit, offset);
    const total = await totalHalaman(db, location, kategori, page);
    // Each row also carries `jumlah`: the reply's schema leaves it out.
    return { rows: await denganStatus(db, page as BarisMentah[]), total };
  }
  // The search and the category in the ids alone: the rows are read by id.
  const query = halamanIdDulu(halamanKelola(db, location), 'p.id', urutanKelola(db, location, q, kategori), potongan);
  const rows = await denganStatus(db, (await query.execute()) as BarisMentah[]);
  if (limit === undefined) return { rows, total: rows.length };
  return { rows, total: await jumlahPeserta(db, location, q, kategori) };
}

/** One record of the caller's Rutan, or undefined (another Rutan's record is not found, D1). */
export async function findKelola(db: Kysely<DB>, location: string, id: number) {
  return db
    .selectFrom('peserta')
    .select(['id', 'registration_no', 'name', 'kategori'])
    .where('id', '=', id)
    .where('location', '=', location)
    .executeTakeFirst();
}

/** The record's person fields and the recorded follow-up, as the body and the table name them. */
export const KOLOM_ORANG = [
  'jenis_kelamin',
  'pendidikan',
  'bahasa',
  'tanggal_masuk',
  'tl_kapan_terakhir',
  'tl_pikiran_hari_ini',
  'tl_rencana',
] as const;

/** A record's screening answers, person fields and recorded follow-up (what an edit compares with and may keep). */
export async function findJawabanRekam(db: Kysely<DB>, id: number): Promise<Partial<Record<string, string | null>> | undefined> {
  return db
    .selectFrom('peserta')
    .select([...SCREENING_KEYS, ...KOLOM_ORANG])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether a registration number is taken by another record (any Rutan: it is unique everywhere). */
export async function registrationTaken(db: Kysely<DB>, registrationNo: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('peserta')
    .select('id')
    .where(sql`lower(registration_no)`, '=', registrationNo.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** The assessors of a Rutan (active or not), by name: the choices of the responsible assessor. */
export async function listAsessorOptions(db: Kysely<DB>, location: string) {
  return db
    .selectFrom('asessor')
    .select(['id', 'name', 'assesor_id'])
    .where('location', '=', location)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Whether an assessor belongs to the Rutan. */
export async function isAsessorInLocation(db: Kysely<DB>, asessorId: number, location: string): Promise<boolean> {
  const row = await db
    .selectFrom('asessor')
    .select('id')
    .where('id', '=', asessorId)
    .where('location', '=', location)
    .executeTakeFirst();
  return Boolean(row);
}

/** The time `months` calendar months before `now` (UTC). */
export function bulanSebelum(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * Records of a Rutan whose last activity (the record edited, a result saved, a draft written, the note
 * changed) is older than `cutoff`: due for review under UU PDP (erasure when no longer needed).
 */
export async function listRetensi(db: Kysely<DB>, location: string, cutoff: string) {
  const rows = await db
    .selectFrom('peserta as p')
    .select((eb) => [
      'p.id',
      'p.registration_no',
      'p.name',
      'p.updated_at',
      eb
        .selectFrom('hasil as h')
        .select((e) => e.fn.max('h.submitted_at').as('t'))
        .whereRef('h.peserta_id', '=', 'p.id')
        .as('hasil_at'),
      eb
        .selectFrom('pengerjaan as g')
        .select((e) => e.fn.max('g.updated_at').as('t'))
        .whereRef('g.peserta_id', '=', 'p.id')
        .as('draf_at'),
      eb
        .selectFrom('catatan as c')
        .select((e) => e.fn.max('c.updated_at').as('t'))
        .whereRef('c.peserta_id', '=', 'p.id')
        .as('catatan_at'),
    ])
    .where('p.location', '=', location)
    .where('p.updated_at', '<', cutoff)
    .orderBy('p.updated_at')
    .orderBy('p.id')
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      registration_no: r.registration_no,
      name: r.name,
      aktivitas_terakhir: [r.updated_at, r.hasil_at, r.draf_at, r.catatan_at]
        .filter((t): t is string => typeof t === 'string')
        .sort()
        .at(-1)!,
    }))
    .filter((r) => r.aktivitas_terakhir < cutoff);
}

/** What erasing a record takes with it (counts only: the audit keeps no answers). */
export async function countIsiRekaman(db: Kysely<DB>, pesertaId: number) {
  const count = async (table: 'hasil' | 'pengerjaan' | 'catatan') => {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('peserta_id', '=', pesertaId)
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  return { hasil: await count('hasil'), draf: await count('pengerjaan'), catatan: await count('catatan') };
}

/** Adds a record; returns its id. A registration number taken at the same moment fails on the unique key. */
export async function insertKelola(db: Kysely<DB>, row: Insertable<PesertaTable>): Promise<number> {
  const { id } = await db.insertInto('peserta').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a record's fields. */
/**
 * Changes a record and raises its version, in one statement that holds only while the record is
 * still at `versi` (when given): false when another edit came first (issue 28).
 */
export async function updateKelola(
  db: Kysely<DB>,
  id: number,
  fields: Updateable<PesertaTable>,
  versi: number | undefined,
): Promise<boolean> {
  let query = db
    .updateTable('peserta')
    .set({ ...fields, versi: sql<number>`versi + 1` })
    .where('id', '=', id);
  if (versi !== undefined) query = query.where('versi', '=', versi);
  const { numUpdatedRows } = await query.executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** A record's version, its last editor and time (for the 409 of a save from an older version). */
export function findVersiKelola(db: Kysely<DB>, id: number) {
  return db.selectFrom('peserta').select(['versi', 'diubah_oleh', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

/**
 * Erases a record (UU PDP): its results, drafts, note and entry code go with it (foreign keys cascade),
 * and its open sessions end.
 */
export async function deleteKelola(db: Kysely<DB>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await endSessionsOf(trx, 'peserta', id);
    await trx.deleteFrom('peserta').where('id', '=', id).execute();
  });
}

/** The tables a record's text lives in: its own row and everything erased with it. */
const TABEL_REKAMAN = [
  'peserta',
  'hasil',
  'hasil_riwayat',
  'ronde',
  'pengerjaan',
  'catatan',
  'persetujuan',
  'kesediaan',
  'kode_masuk',
  'sesi',
  'ringkasan_gabungan',
  // The psychologist's review holds a clinical note about the person (D22, cascade).
  'tinjauan',
  // The follow-ups' notes, actions and referral outcomes are the person's text too (D19, cascade).
  'tindak_lanjut',
  'tindak_lanjut_aksi',
  'tindak_lanjut_rujukan',
  'tindak_lanjut_riwayat',
];

/**
 * D21: erased means erased in the database files too. SQLite overwrites deleted rows (`secure_delete`,
 * set when the database opens) in the database file, but the log (WAL) still holds the pages as they
 * were until a checkpoint copies them back: a TRUNCATE checkpoint does that and empties the log.
 * PostgreSQL: VACUUM of the record's tables takes the dead rows out of their pages and marks the space
 * free; the bytes stay until PostgreSQL writes over them (measured: README, "Retention and erasure").
 */
export async function bersihkanSetelahHapus(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  else await sql`vacuum ${sql.join(TABEL_REKAMAN.map((t) => sql.id(t)))}`.execute(db);
}
