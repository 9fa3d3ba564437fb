import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import {
  HURUF_KOGNITIF,
  INSTRUMENT_KEYS,
  masalahBank,
  type HurufKognitif,
  type InstrumentKey,
  type ItemBank,
  type ItemBankKognitif,
  type ItemDiperiksa,
} from '#domain/index.ts';
import type { z } from 'zod';
import type { DB, Soal } from '#server/db/schema.ts';
import type { soalItem } from './soal-schemas';

/** A question as the API lists it (`soalItem`); `kunci` only for the admin. */
export type SoalKeluar = z.infer<typeof soalItem>;

export type LabelGambar = 'soal' | (typeof HURUF_KOGNITIF)[number];

function bacaJson<T>(teks: string | null, cadangan: T): T {
  if (!teks) return cadangan;
  try {
    return JSON.parse(teks) as T;
  } catch {
    return cadangan;
  }
}

/** The stored row in the API's shape. */
export function keSoalKeluar(row: Soal, denganKunci: boolean): SoalKeluar {
  const out: SoalKeluar = {
    id: row.id,
    nomor: row.nomor,
    pertanyaan: row.pertanyaan,
    pilihan: bacaJson<string[]>(row.pilihan, []),
  };
  if (row.gambar !== null) out.gambar = bacaJson<Record<string, string>>(row.gambar, {});
  if (denganKunci && row.kunci !== null) out.kunci = row.kunci;
  return out;
}

/** An instrument's questions, ordered by number. */
export async function listSoal(db: Kysely<DB>, instrument: InstrumentKey): Promise<Soal[]> {
  return db.selectFrom('soal').selectAll().where('instrument', '=', instrument).orderBy('nomor').orderBy('id').execute();
}

/** One question of an instrument, or undefined. */
export async function findSoal(db: Kysely<DB>, instrument: InstrumentKey, id: number): Promise<Soal | undefined> {
  return db.selectFrom('soal').selectAll().where('id', '=', id).where('instrument', '=', instrument).executeTakeFirst();
}

function keBarisDb(instrument: InstrumentKey, item: ItemBank | ItemBankKognitif) {
  const kognitif = 'gambar' in item;
  return {
    instrument,
    nomor: item.nomor,
    pertanyaan: item.pertanyaan,
    pilihan: JSON.stringify(item.pilihan),
    gambar: kognitif ? JSON.stringify(item.gambar) : null,
    kunci: kognitif ? item.kunci : null,
  };
}

/** Inserts bank items (in chunks: SQLite limits the parameters of one statement). */
export async function insertSoal(
  trx: Kysely<DB> | Transaction<DB>,
  instrument: InstrumentKey,
  items: readonly (ItemBank | ItemBankKognitif)[],
): Promise<void> {
  for (let i = 0; i < items.length; i += 50) {
    await trx
      .insertInto('soal')
      .values(items.slice(i, i + 50).map((it) => keBarisDb(instrument, it)))
      .execute();
  }
}

/** Replaces an instrument's whole bank in one transaction (D6): every row goes in, or none does. */
export async function replaceBank(
  db: Kysely<DB>,
  instrument: InstrumentKey,
  items: readonly (ItemBank | ItemBankKognitif)[],
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('soal').where('instrument', '=', instrument).execute();
    await insertSoal(trx, instrument, items);
    await raiseVersiBank(trx, instrument, now);
  });
}

/** Deletes every question of an instrument (never a fixed bank: the route refuses it); returns how many. */
export async function deleteAllSoal(db: Kysely<DB>, instrument: InstrumentKey, now: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom('soal').where('instrument', '=', instrument).executeTakeFirst();
    await raiseVersiBank(trx, instrument, now);
    return Number(res.numDeletedRows);
  });
}

/**
 * Deletes one question of a bank without a fixed length (the route refuses it for a fixed one) and
 * renumbers the rest 1..n, so that answers stay keyed by position.
 */
export async function deleteSoal(db: Kysely<DB>, instrument: InstrumentKey, id: number, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('soal').where('id', '=', id).where('instrument', '=', instrument).execute();
    await raiseVersiBank(trx, instrument, now);
    const sisa = await trx
      .selectFrom('soal')
      .select(['id', 'nomor'])
      .where('instrument', '=', instrument)
      .orderBy('nomor')
      .orderBy('id')
      .execute();
    for (const [i, row] of sisa.entries()) {
      if (row.nomor !== i + 1)
        await trx
          .updateTable('soal')
          .set({ nomor: i + 1 })
          .where('id', '=', row.id)
          .execute();
    }
  });
}

/** Changes one question's stored fields (its number never changes) and raises its bank's version. */
async function ubahBaris(
  db: Kysely<DB>,
  row: Soal,
  set: Partial<Pick<Soal, 'pertanyaan' | 'pilihan' | 'gambar' | 'kunci'>>,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('soal').set(set).where('id', '=', row.id).execute();
    await raiseVersiBank(trx, row.instrument as InstrumentKey, now);
  });
}

/** Changes the text and options of a question. */
export async function updateSoal(db: Kysely<DB>, row: Soal, pertanyaan: string, pilihan: string[], now: string): Promise<void> {
  await ubahBaris(db, row, { pertanyaan, pilihan: JSON.stringify(pilihan) }, now);
}

/** Sets the answer key of a cognitive question. */
export async function updateKunci(db: Kysely<DB>, row: Soal, kunci: HurufKognitif, now: string): Promise<void> {
  await ubahBaris(db, row, { kunci }, now);
}

/** Points a cognitive question's image ('soal' or an option letter) at a file, or removes it (filename null). */
export async function updateGambarKognitif(
  db: Kysely<DB>,
  row: Soal,
  label: LabelGambar,
  filename: string | null,
  now: string,
): Promise<void> {
  if (label === 'soal') {
    await ubahBaris(db, row, { pertanyaan: filename ?? '' }, now);
    return;
  }
  const gambar = bacaJson<Record<string, string>>(row.gambar, {});
  if (filename === null) delete gambar[label];
  else gambar[label] = filename;
  const urut = Object.fromEntries(HURUF_KOGNITIF.filter((h) => gambar[h]).map((h) => [h, gambar[h]]));
  await ubahBaris(db, row, { gambar: JSON.stringify(urut) }, now);
}

// ---------------------------------------------------------------------------------------------
// Bank versions and completeness (issue 11)
// ---------------------------------------------------------------------------------------------

/** Raises an instrument's bank version by one, inside the transaction that changes the bank. */
export async function raiseVersiBank(trx: Transaction<DB>, instrument: InstrumentKey, now: string): Promise<void> {
  await trx
    .insertInto('bank_versi')
    .values({ instrument, versi: 1, diubah_at: null })
    .onConflict((oc) => oc.column('instrument').doNothing())
    .execute();
  await trx
    .updateTable('bank_versi')
    .set((eb) => ({ versi: eb('versi', '+', 1), diubah_at: now }))
    .where('instrument', '=', instrument)
    .execute();
}

/** The current version of an instrument's bank (1 for the default bank as first seeded). */
export async function findVersiBank(db: Kysely<DB> | Transaction<DB>, instrument: InstrumentKey): Promise<number> {
  const row = await db.selectFrom('bank_versi').select('versi').where('instrument', '=', instrument).executeTakeFirst();
  return row ? Number(row.versi) : 1;
}

/** A stored question in the shape the completeness check reads. */
export function keItemDiperiksa(row: Soal): ItemDiperiksa {
  return {
    nomor: row.nomor,
    pertanyaan: row.pertanyaan,
    pilihan: bacaJson<string[]>(row.pilihan, []),
    gambar: row.gambar === null ? null : bacaJson<Record<string, string>>(row.gambar, {}),
    kunci: row.kunci,
  };
}

export interface StatusBank {
  instrument: InstrumentKey;
  jumlah: number;
  versi: number;
  diubah_at: string | null;
  masalah: string[];
}

/** For every instrument: its number of questions, version, last change and the problems that keep it from working. */
export async function listStatusBank(db: Kysely<DB>): Promise<StatusBank[]> {
  const soal = await db.selectFrom('soal').selectAll().orderBy('instrument').orderBy('nomor').orderBy('id').execute();
  const versi = new Map((await db.selectFrom('bank_versi').selectAll().execute()).map((v) => [v.instrument, v]));
  return INSTRUMENT_KEYS.map((instrument) => {
    const rows = soal.filter((s) => s.instrument === instrument);
    const v = versi.get(instrument);
    return {
      instrument,
      jumlah: rows.length,
      versi: v ? Number(v.versi) : 1,
      diubah_at: v?.diubah_at ?? null,
      masalah: masalahBank(instrument, rows.map(keItemDiperiksa)),
    };
  });
}

/** Serialises start-up seeding across servers that share one PostgreSQL database. */
export async function lockSeeding(trx: Transaction<DB>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(7134001)`.execute(trx);
}
