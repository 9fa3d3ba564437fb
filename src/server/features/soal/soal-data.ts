import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { HURUF_KOGNITIF, INSTRUMEN, type InstrumentKey, type ItemBank, type ItemBankKognitif } from '../../../domain';
import type { DB, Soal } from '../../db/schema';

/** A question as the API lists it; `kunci` only for the admin. */
export interface SoalKeluar {
  id: number;
  nomor: number;
  pertanyaan: string;
  pilihan: string[];
  gambar?: Record<string, string>;
  kunci?: string;
}

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
export async function daftarSoal(db: Kysely<DB>, instrument: InstrumentKey): Promise<Soal[]> {
  return db.selectFrom('soal').selectAll().where('instrument', '=', instrument).orderBy('nomor').orderBy('id').execute();
}

/** One question of an instrument, or undefined. */
export async function cariSoal(db: Kysely<DB>, instrument: InstrumentKey, id: number): Promise<Soal | undefined> {
  return db.selectFrom('soal').selectAll().where('id', '=', id).where('instrument', '=', instrument).executeTakeFirst();
}

/** Number of questions in an instrument's bank. */
export async function jumlahSoal(db: Kysely<DB>, instrument: InstrumentKey): Promise<number> {
  const row = await db
    .selectFrom('soal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('instrument', '=', instrument)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
export async function sisipkanSoal(
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
export async function gantiBank(
  db: Kysely<DB>,
  instrument: InstrumentKey,
  items: readonly (ItemBank | ItemBankKognitif)[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('soal').where('instrument', '=', instrument).execute();
    await sisipkanSoal(trx, instrument, items);
  });
}

/** Deletes every question of an instrument; returns how many. */
export async function hapusSemuaSoal(db: Kysely<DB>, instrument: InstrumentKey): Promise<number> {
  const res = await db.deleteFrom('soal').where('instrument', '=', instrument).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Deletes one question. Where the scoring key is tied to item numbers (PID5-BF, PSC17) the others
 * keep their numbers; elsewhere the rest are renumbered 1..n so that answers stay keyed by position.
 */
export async function hapusSoal(db: Kysely<DB>, instrument: InstrumentKey, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('soal').where('id', '=', id).where('instrument', '=', instrument).execute();
    if (INSTRUMEN[instrument].jumlahSoal !== null) return;
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

/** Changes the text and options of a question. */
export async function ubahSoal(db: Kysely<DB>, id: number, pertanyaan: string, pilihan: string[]): Promise<void> {
  await db
    .updateTable('soal')
    .set({ pertanyaan, pilihan: JSON.stringify(pilihan) })
    .where('id', '=', id)
    .execute();
}

/** Points a cognitive question's image ('soal' or an option letter) at a file, or removes it (filename null). */
export async function aturGambarKognitif(db: Kysely<DB>, row: Soal, label: LabelGambar, filename: string | null): Promise<void> {
  if (label === 'soal') {
    await db
      .updateTable('soal')
      .set({ pertanyaan: filename ?? '' })
      .where('id', '=', row.id)
      .execute();
    return;
  }
  const gambar = bacaJson<Record<string, string>>(row.gambar, {});
  if (filename === null) delete gambar[label];
  else gambar[label] = filename;
  const urut = Object.fromEntries(HURUF_KOGNITIF.filter((h) => gambar[h]).map((h) => [h, gambar[h]]));
  await db
    .updateTable('soal')
    .set({ gambar: JSON.stringify(urut) })
    .where('id', '=', row.id)
    .execute();
}

/** Serialises start-up seeding across servers that share one PostgreSQL database. */
export async function kunciSeeding(trx: Transaction<DB>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(7134001)`.execute(trx);
}
