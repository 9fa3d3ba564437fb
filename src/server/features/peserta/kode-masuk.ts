// One-time entry codes (D14): made for a record by an assessor of its Rutan, typed by the child on
// the child list. Only a digest is stored, in the database, so every server process sees the same codes.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BERLAKU_KODE_MASUK_MENIT, HURUF_KODE_MASUK, PANJANG_KODE_MASUK } from '#domain/kode-masuk.ts';
import type { DB } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';

/** The digest names the record too, so one code's digest says nothing about another record's. */
const digestKode = (pesertaId: number, kode: string) => createHash('sha256').update(`${pesertaId}:${kode}`).digest('hex');
/** The digest of the code alone, by which the code finds its record (issue 32); unique among live codes. */
const digestCari = (kode: string) => createHash('sha256').update(`kode:${kode}`).digest('hex');

/** Codes drawn again when a new one meets a live code of another record (one in billions per draw). */
const PERCOBAAN_KODE_UNIK = 5;

function kodeAcak(): string {
  let kode = '';
  for (let i = 0; i < PANJANG_KODE_MASUK; i++) kode += HURUF_KODE_MASUK[randomInt(HURUF_KODE_MASUK.length)];
  return kode;
}

/** A new code for a record; the record's previous code stops working at once. */
export async function buatKodeMasuk(
  db: Kysely<DB>,
  pesertaId: number,
  asessorId: number,
  now: Date,
): Promise<{ kode: string; berlaku_sampai: string }> {
  const berlakuSampai = new Date(now.getTime() + BERLAKU_KODE_MASUK_MENIT * 60_000).toISOString();
  // Expired codes leave the unique index, so a new code can only meet a live one.
  await db.deleteFrom('kode_masuk').where('berlaku_sampai', '<=', now.toISOString()).execute();
  for (let percobaan = 1; ; percobaan++) {
    const kode = kodeAcak();
    try {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('kode_masuk').where('peserta_id', '=', pesertaId).execute();
        await trx
          .insertInto('kode_masuk')
          .values({
            peserta_id: pesertaId,
            kode_digest: digestKode(pesertaId, kode),
            kode_cari: digestCari(kode),
            berlaku_sampai: berlakuSampai,
            dibuat_oleh: asessorId,
            created_at: now.toISOString(),
          })
          .execute();
      });
      return { kode, berlaku_sampai: berlakuSampai };
    } catch (error) {
      if (!isUniqueViolation(error) || percobaan >= PERCOBAAN_KODE_UNIK) throw error;
    }
  }
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

/** The record a live code belongs to, found by the code alone (issue 32); the code is not used by this. */
export async function findPemilikKode(db: Kysely<DB>, kode: string, now: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom('kode_masuk')
    .select('peserta_id')
    .where('kode_cari', '=', digestCari(kode))
    .where('berlaku_sampai', '>', now.toISOString())
    .executeTakeFirst();
  return row?.peserta_id;
}
