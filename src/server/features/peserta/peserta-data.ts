import type { Kysely } from 'kysely';
import { INSTRUMEN, KATEGORI_PESERTA, type InstrumentKey, type KategoriPeserta } from '../../../domain/instruments';
import { findBaterai } from '../baterai/baterai-data';
import type { DB, Peserta } from '../../db/schema';
import type { PesertaRow } from './peserta-schemas';

/** A record whose battery is done has nothing left to enter. */
export const PESAN_SEMUA_SELESAI = 'Semua sub test anak ini sudah selesai dikerjakan.';
export const PESAN_SEMUA_SELESAI_TAHANAN = 'Semua sub test tahanan ini sudah selesai dikerjakan.';

/** Initials of a name ('Budi Santoso' -> 'B. S.'): the list shows no child's name to a visitor (D2). */
export function samarkanNama(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '-';
  return parts.map((p) => `${p[0]!.toUpperCase()}.`).join(' ');
}

/** The child list: all Rutan masked, or one Rutan in full for its assessor. */
export async function listPeserta(
  db: Kysely<DB>,
  options: { location?: string; full: boolean; kategori?: KategoriPeserta },
): Promise<PesertaRow[]> {
  let query = db
    .selectFrom('peserta')
    .select((eb) => [
      'peserta.id',
      'peserta.registration_no',
      'peserta.name',
      eb
        .selectFrom('hasil')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('hasil.peserta_id', '=', 'peserta.id')
        .as('selesai'),
    ])
    .orderBy('peserta.id');
  query = query.where('peserta.kategori', '=', options.kategori ?? 'anak');
  if (options.location) query = query.where('peserta.location', '=', options.location);
  const rows = await query.execute();
  const jumlahSubtes = (await findBaterai(db, options.kategori ?? 'anak')).length;
  return rows.map((r) => ({
    id: r.id,
    registration_no: r.registration_no,
    name: options.full ? r.name : samarkanNama(r.name),
    disamarkan: !options.full,
    selesai: Number(r.selesai ?? 0),
    jumlah_subtes: jumlahSubtes,
  }));
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
  const rows = await db.selectFrom('hasil').select('instrument').where('peserta_id', '=', pesertaId).execute();
  const saved = new Set(rows.map((r) => r.instrument));
  return baterai.find((k) => !saved.has(k)) ?? null;
}

/** The page of a sub test: the spec's child route, or the detainee's (D17). */
export function ruteSubtes(key: InstrumentKey, pesertaId: number, kategori: string = 'anak'): string {
  const awal = kategoriDari(kategori) === 'tahanan' ? '/asesmen-tahanan' : '/asesmen';
  return `${awal}/${INSTRUMEN[key].ruteAnak}/${pesertaId}`;
}
