// One-time entry codes (D14): made for a record by an assessor of its Rutan, typed by the child on
// the child list. Only a digest is stored, in the database, so every server process sees the same codes.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BERLAKU_KODE_MASUK_MENIT, HURUF_KODE_MASUK, PANJANG_KODE_MASUK } from '../../../domain/kode-masuk';
import type { DB } from '../../db/schema';

/** The digest names the record too, so one code's digest says nothing about another record's. */
const digestKode = (pesertaId: number, kode: string) => createHash('sha256').update(`${pesertaId}:${kode}`).digest('hex');

/** A new code for a record; the record's previous code stops working at once. */
export async function buatKodeMasuk(
  db: Kysely<DB>,
  pesertaId: number,
  asessorId: number,
  now: Date,
): Promise<{ kode: string; berlaku_sampai: string }> {
  let kode = '';
  for (let i = 0; i < PANJANG_KODE_MASUK; i++) kode += HURUF_KODE_MASUK[randomInt(HURUF_KODE_MASUK.length)];
  const berlakuSampai = new Date(now.getTime() + BERLAKU_KODE_MASUK_MENIT * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('kode_masuk').where('peserta_id', '=', pesertaId).execute();
    await trx
      .insertInto('kode_masuk')
      .values({
        peserta_id: pesertaId,
        kode_digest: digestKode(pesertaId, kode),
        berlaku_sampai: berlakuSampai,
        dibuat_oleh: asessorId,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return { kode, berlaku_sampai: berlakuSampai };
}

/**
 * Uses a record's code: true when it matched and was still valid. The delete is the check, so two
 * devices typing the same code at once cannot both get in (one use).
 */
export async function pakaiKodeMasuk(db: Kysely<DB>, pesertaId: number, kode: string, now: Date): Promise<boolean> {
  const result = await db
    .deleteFrom('kode_masuk')
    .where('peserta_id', '=', pesertaId)
    .where('kode_digest', '=', digestKode(pesertaId, kode))
    .where('berlaku_sampai', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
