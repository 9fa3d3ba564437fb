import type { Kysely } from 'kysely';
import { INSTRUMEN, URUTAN_ANAK, type InstrumentKey } from '../../../domain/instruments';
import type { DB, Peserta } from '../../db/schema';
import type { PesertaRow } from './peserta-schemas';

/** Initials of a name ('Budi Santoso' -> 'B. S.'): the list shows no child's name to a visitor (D2). */
export function samarkanNama(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '-';
  return parts.map((p) => `${p[0]!.toUpperCase()}.`).join(' ');
}

/** The child list: all Rutan masked, or one Rutan in full for its assessor. */
export async function listPeserta(db: Kysely<DB>, options: { location?: string; full: boolean }): Promise<PesertaRow[]> {
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
  if (options.location) query = query.where('peserta.location', '=', options.location);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    registration_no: r.registration_no,
    name: options.full ? r.name : samarkanNama(r.name),
    disamarkan: !options.full,
    selesai: Number(r.selesai ?? 0),
  }));
}

/** A child's record by id. */
export function findPeserta(db: Kysely<DB>, id: number): Promise<Peserta | undefined> {
  return db.selectFrom('peserta').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The first sub test a child has not saved yet, or null when all four are saved. */
export async function subtesBerikutnya(db: Kysely<DB>, pesertaId: number): Promise<InstrumentKey | null> {
  const rows = await db.selectFrom('hasil').select('instrument').where('peserta_id', '=', pesertaId).execute();
  const saved = new Set(rows.map((r) => r.instrument));
  return URUTAN_ANAK.find((k) => !saved.has(k)) ?? null;
}

/** The child's page of a sub test (seed-spec route table). */
export function ruteSubtes(key: InstrumentKey, pesertaId: number): string {
  return `/asesmen/${INSTRUMEN[key].ruteAnak}/${pesertaId}`;
}
