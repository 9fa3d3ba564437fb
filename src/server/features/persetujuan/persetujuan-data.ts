import type { Kysely } from 'kysely';
import { CARA_PERSETUJUAN, PEMBERI_PERSETUJUAN, PESAN_PERSETUJUAN_BELUM } from '../../../domain/persetujuan';
import type { DB } from '../../db/schema';
import { conflict } from '../../errors';
import type { PersetujuanMasuk, PersetujuanRow } from './persetujuan-schemas';

const pilihan = <T extends string>(all: readonly T[], v: string, bawaan: T): T => (all.includes(v as T) ? (v as T) : bawaan);

/** The consent on file for a record, with the name of the assessor who recorded it; undefined when none. */
export async function findPersetujuan(db: Kysely<DB>, pesertaId: number): Promise<PersetujuanRow | undefined> {
  const row = await db
    .selectFrom('persetujuan as s')
    .leftJoin('asessor as a', 'a.id', 's.dicatat_oleh')
    .select([
      's.pemberi',
      's.nama_pemberi',
      's.hubungan',
      's.cara',
      's.diberikan_at',
      's.saksi',
      's.alasan_tanpa_pendamping',
      's.catatan_pk',
      'a.name as dicatat_oleh_nama',
      's.created_at',
      's.updated_at',
    ])
    .where('s.peserta_id', '=', pesertaId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    pemberi: pilihan(PEMBERI_PERSETUJUAN, row.pemberi, 'tanpa_pendamping'),
    cara: pilihan(CARA_PERSETUJUAN, row.cara, 'lisan'),
  };
}

/** Whether a record has consent on file (D21). */
export async function adaPersetujuan(db: Kysely<DB>, pesertaId: number): Promise<boolean> {
  const row = await db.selectFrom('persetujuan').select('peserta_id').where('peserta_id', '=', pesertaId).executeTakeFirst();
  return row !== undefined;
}

/** No entry and no sub test without consent on file (D21): a 409 that says what the assessor must do. */
export async function pastikanPersetujuan(db: Kysely<DB>, pesertaId: number): Promise<void> {
  if (!(await adaPersetujuan(db, pesertaId))) throw conflict(PESAN_PERSETUJUAN_BELUM);
}

/** Records a record's consent, replacing the one on file; true when one was replaced. */
export async function replacePersetujuan(
  db: Kysely<DB>,
  pesertaId: number,
  body: PersetujuanMasuk,
  asessorId: number,
  now: string,
): Promise<boolean> {
  const fields = {
    pemberi: body.pemberi,
    // What a choice does not ask for is not kept (a companion's name on a "tanpa pendamping" record).
    nama_pemberi: body.pemberi === 'tanpa_pendamping' || body.pemberi === 'diri_sendiri' ? null : body.nama_pemberi,
    hubungan: body.pemberi === 'tanpa_pendamping' || body.pemberi === 'diri_sendiri' ? null : body.hubungan,
    cara: body.cara,
    diberikan_at: body.diberikan_at,
    saksi: body.saksi,
    alasan_tanpa_pendamping: body.pemberi === 'tanpa_pendamping' ? body.alasan_tanpa_pendamping : null,
    catatan_pk: body.pemberi === 'tanpa_pendamping' ? body.catatan_pk : null,
    dicatat_oleh: asessorId,
    updated_at: now,
  };
  const ada = await adaPersetujuan(db, pesertaId);
  // Two recordings at once: the later one wins, neither fails.
  await db
    .insertInto('persetujuan')
    .values({ peserta_id: pesertaId, ...fields, created_at: now })
    .onConflict((oc) => oc.column('peserta_id').doUpdateSet(fields))
    .execute();
  return ada;
}
