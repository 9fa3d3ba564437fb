import type { Kysely } from 'kysely';
import type { InstrumentKey } from '../../../domain/instruments';
import type { DB, Hasil, PengerjaanTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { findVersiBank } from '../soal/soal-data';
import { tulisBersama } from '../../db/commit-bersama';

export type Pengerjaan = Selectable<PengerjaanTable>;

/** The saved result of one sub test of a child, if any. */
export function findHasil(db: Kysely<DB>, pesertaId: number, key: InstrumentKey): Promise<Hasil | undefined> {
  return db.selectFrom('hasil').selectAll().where('peserta_id', '=', pesertaId).where('instrument', '=', key).executeTakeFirst();
}

/** The sub test in progress (start time and draft), if it was opened. */
export function findPengerjaan(db: Kysely<DB>, pesertaId: number, key: InstrumentKey): Promise<Pengerjaan | undefined> {
  return db
    .selectFrom('pengerjaan')
    .selectAll()
    .where('peserta_id', '=', pesertaId)
    .where('instrument', '=', key)
    .executeTakeFirst();
}

/** Opens a sub test: records the server's start time once; a second opener gets the same row. */
export async function findOrInsertPengerjaan(db: Kysely<DB>, pesertaId: number, key: InstrumentKey, now: string): Promise<Pengerjaan> {
  const existing = await findPengerjaan(db, pesertaId, key);
  if (existing) return existing;
  try {
    await db
      .insertInto('pengerjaan')
      .values({
        peserta_id: pesertaId,
        instrument: key,
        started_at: now,
        jawaban: '{}',
        jawaban_essay: null,
        waktu_jawab: '{}',
        updated_at: now,
        terakhir_aktif: now,
      })
      .execute();
  } catch (error) {
    // Two devices opening at once: the unique (peserta_id, instrument) lets one insert win.
    const raced = await findPengerjaan(db, pesertaId, key);
    if (raced) return raced;
    throw error;
  }
  return (await findPengerjaan(db, pesertaId, key))!;
}

/**
 * How many answers a bank takes: its highest question number, or its number of questions when that is
 * larger (0 when the bank is empty). Answers are keyed by number, which may skip a deleted item.
 */
export async function findJumlahSoal(db: Kysely<DB>, key: InstrumentKey): Promise<number> {
  const row = await db
    .selectFrom('soal')
    .select((eb) => [eb.fn.countAll<number | string>().as('banyak'), eb.fn.max('nomor').as('terbesar')])
    .where('instrument', '=', key)
    .executeTakeFirst();
  return Math.max(Number(row?.banyak ?? 0), Number(row?.terbesar ?? 0));
}

interface Draf {
  id: number;
  jawaban: Record<string, number | string>;
  essay: string | null | undefined;
  waktuJawab: Record<string, string>;
  now: string;
}

function tulisSatuDraft(db: Kysely<DB>, d: Draf) {
  return db
    .updateTable('pengerjaan')
    .set({
      jawaban: JSON.stringify(d.jawaban),
      ...(d.essay !== undefined ? { jawaban_essay: d.essay } : {}),
      waktu_jawab: JSON.stringify(d.waktuJawab),
      updated_at: d.now,
      terakhir_aktif: d.now,
    })
    .where('id', '=', d.id)
    .execute();
}

/** Stores a draft (answers as JSON, essay, first arrival time of each answer) of an open sub test; resolves once committed. */
export function updateDraft(
  db: Kysely<DB>,
  id: number,
  jawaban: Record<string, number | string>,
  essay: string | null | undefined,
  waktuJawab: Record<string, string>,
  now: string,
): Promise<void> {
  // Drafts of a room of children arrive together: committed together (synchronous durability kept).
  return tulisBersama(db, (trx) => tulisSatuDraft(trx, { id, jawaban, essay, waktuJawab, now }));
}

/** The child's page of an open sub test was seen now (online on Pemantauan). */
export async function markAktif(db: Kysely<DB>, id: number, now: string): Promise<void> {
  await db.updateTable('pengerjaan').set({ terakhir_aktif: now }).where('id', '=', id).execute();
}

export interface HasilBaru {
  pesertaId: number;
  key: InstrumentKey;
  jawaban: Record<string, number | string>;
  essay: string | null;
  skor: unknown;
  timedOut: boolean;
  startedAt: string | null;
  submittedAt: string;
  /** The bank's size when the sub test was taken. */
  jumlahSoal: number;
  /** Seconds per answered item (D12). */
  detikPerSoal: Record<string, number>;
}

/**
 * Saves a sub test once: inserts the result and removes the draft in one transaction.
 * Returns false when a result already exists (a double tap, a second device): nothing is written.
 */
export async function insertHasilOnce(db: Kysely<DB>, h: HasilBaru): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom('hasil')
        .select('id')
        .where('peserta_id', '=', h.pesertaId)
        .where('instrument', '=', h.key)
        .executeTakeFirst();
      if (exists) return false;
      await trx
        .insertInto('hasil')
        .values({
          peserta_id: h.pesertaId,
          instrument: h.key,
          jawaban: JSON.stringify(h.jawaban),
          jawaban_essay: h.essay,
          skor: JSON.stringify(h.skor),
          timed_out: h.timedOut ? 1 : 0,
          started_at: h.startedAt,
          submitted_at: h.submittedAt,
          durasi_detik: h.startedAt ? Math.max(0, Math.round((Date.parse(h.submittedAt) - Date.parse(h.startedAt)) / 1000)) : null,
          jumlah_soal: h.jumlahSoal,
          detik_per_soal: JSON.stringify(h.detikPerSoal),
          // The bank the answers were scored on (issue 11).
          versi_bank: await findVersiBank(trx, h.key),
        })
        .execute();
      await trx.deleteFrom('pengerjaan').where('peserta_id', '=', h.pesertaId).where('instrument', '=', h.key).execute();
      return true;
    });
  } catch (error) {
    // The unique (peserta_id, instrument) caught a concurrent save.
    if (await findHasil(db, h.pesertaId, h.key)) return false;
    throw error;
  }
}
