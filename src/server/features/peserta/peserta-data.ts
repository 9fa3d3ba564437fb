import { randomBytes } from 'node:crypto';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { contains } from '#server/kernel/like.ts';
import { pageOf, wantsPage, type PagedQuery } from '#server/kernel/paging.ts';
import { cocokPeserta } from '#server/kernel/cari-peserta.ts';
import { halamanIdDulu } from '#server/kernel/halaman.ts';
import { INSTRUMEN, KATEGORI_PESERTA, type InstrumentKey, type KategoriPeserta } from '#domain/instruments.ts';
import { findBaterai } from '../baterai/baterai-data';
import type { DB, Peserta } from '#server/db/schema.ts';
import type { PesertaRow } from './peserta-schemas';
import { sql } from 'kysely';

/** A record whose battery is done has nothing left to enter. */
export const PESAN_SEMUA_SELESAI = 'Semua sub test anak ini sudah selesai dikerjakan.';
export const PESAN_SEMUA_SELESAI_TAHANAN = 'Semua sub test tahanan ini sudah selesai dikerjakan.';

/** Initials of a name ('Budi Santoso' -> 'B. S.'): the list shows no child's name to a visitor (D2). */
export function samarkanNama(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '-';
  return parts.map((p) => `${p[0]!.toUpperCase()}.`).join(' ');
}

/**
 * The child list (D2, issue 32): every facility masked, or one facility (`location`) masked for the
 * device that chose it, or in full for its assessor; newest records first, so the one just added is
 * on the first page. A search reads registration numbers, and names too only where names are shown.
 */
export async function listPeserta(
  db: Kysely<DB>,
  options: { location?: string; full: boolean; kategori?: KategoriPeserta; paging?: PagedQuery },
): Promise<{ rows: PesertaRow[]; total: number }> {
  const kategori = options.kategori ?? 'anak';
  const paging = options.paging ?? {};
  const q = paging.q?.trim();
  let saring = db.selectFrom('peserta as p').where('p.kategori', '=', kategori);
  if (options.location) saring = saring.where('p.location', '=', options.location);
  if (q) saring = saring.where(options.full ? cocokPeserta(db, q) : contains('p.registration_no', q));
  const query = halamanIdDulu(
    db.selectFrom('peserta as p').select((eb) => [
      'p.id',
      'p.registration_no',
      'p.name',
      eb
        .selectFrom('hasil')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('hasil.peserta_id', '=', 'p.id')
        // D20: a result waiting for its retest is not done.
        .where('hasil.ulang_diminta_at', 'is', null)
        .as('selesai'),
    ]),
    'p.id',
    saring.select('p.id').orderBy('p.id', 'desc'),
    pageOf(paging),
  ).orderBy('p.id', 'desc');
  const [rows, jumlahSubtes] = await Promise.all([query.execute(), findBaterai(db, kategori).then((b) => b.length)]);
  const total = !wantsPage(paging)
    ? rows.length
    : q
      ? await hitung(saring)
      : await jumlahTanpaCari(db, kategori, options.location);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      registration_no: r.registration_no,
      name: options.full ? r.name : samarkanNama(r.name),
      disamarkan: !options.full,
      selesai: Number(r.selesai ?? 0),
      jumlah_subtes: jumlahSubtes,
    })),
  };
}

async function hitung(saring: SelectQueryBuilder<DB & { p: DB['peserta'] }, 'p', object>): Promise<number> {
  const row = await saring.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A category's records (of one facility, when given) from the counts the database keeps (ADR 017). */
async function jumlahTanpaCari(db: Kysely<DB>, kategori: string, location?: string): Promise<number> {
  let query = db
    .selectFrom('peserta_jumlah')
    .select((eb) => eb.fn.sum<number | string | null>('jumlah').as('n'))
    .where('kategori', '=', kategori);
  if (location) query = query.where('location', '=', location);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A child's record by id. */
export function findPeserta(db: Kysely<DB>, id: number): Promise<Peserta | undefined> {
  return db.selectFrom('peserta').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A record's category as stored; anything unexpected reads as the spec's child. */
export function kategoriDari(nilai: string | null | undefined): KategoriPeserta {
  return (KATEGORI_PESERTA as readonly string[]).includes(nilai ?? '') ? (nilai as KategoriPeserta) : 'anak';
}

/** The first sub test of a record's battery not saved yet, or null when the whole battery is saved. */
export async function findSubtesBerikutnya(db: Kysely<DB>, pesertaId: number): Promise<InstrumentKey | null> {
  const peserta = await db.selectFrom('peserta').select('kategori').where('id', '=', pesertaId).executeTakeFirst();
  const baterai = await findBaterai(db, kategoriDari(peserta?.kategori));
  const rows = await db
    .selectFrom('hasil')
    .select('instrument')
    .where('peserta_id', '=', pesertaId)
    .where('ulang_diminta_at', 'is', null)
    .execute();
  const saved = new Set(rows.map((r) => r.instrument));
  return baterai.find((k) => !saved.has(k)) ?? null;
}

/** The page of a sub test: the spec's child route, or the detainee's (D17). */
export function ruteSubtes(key: InstrumentKey, pesertaId: number, kategori: string = 'anak'): string {
  const awal = kategoriDari(kategori) === 'tahanan' ? '/asesmen-tahanan' : '/asesmen';
  return `${awal}/${INSTRUMEN[key].ruteAnak}/${pesertaId}`;
}

/**
 * The open facilities a child-list device can be placed in (issue 32), by province then name: names
 * of institutions, nothing about the people in them. A closed facility takes no new records (D24).
 */
export function listLokasiPerangkat(db: Kysely<DB>) {
  return db
    .selectFrom('lokasi')
    .select(['nama', 'jenis', 'provinsi'])
    .where('aktif', '=', 1)
    .orderBy(sql`coalesce(provinsi, '')`)
    .orderBy(sql`lower(nama)`)
    .execute();
}

/**
 * The key of the child's device copy of unsent answers (issue 29): made at the first entry, the same on
 * every later one, so a re-entry reads what the tablet kept; it goes with the record (cascade).
 */
export async function kunciPerangkat(db: Kysely<DB>, pesertaId: number, sekarang: string): Promise<string> {
  await db
    .insertInto('kunci_perangkat')
    .values({ peserta_id: pesertaId, kunci: randomBytes(32).toString('base64url'), dibuat_at: sekarang })
    .onConflict((oc) => oc.column('peserta_id').doNothing())
    .execute();
  const { kunci } = await db
    .selectFrom('kunci_perangkat')
    .select('kunci')
    .where('peserta_id', '=', pesertaId)
    .executeTakeFirstOrThrow();
  return kunci;
}
