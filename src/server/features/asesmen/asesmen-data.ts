import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type Kysely } from 'kysely';
import type { InstrumentKey } from '#domain/instruments.ts';
import type { DB, Hasil, PengerjaanTable } from '#server/db/schema.ts';
import type { Selectable } from 'kysely';
import { findVersiBank } from '../soal/soal-data';
import { simpanPercobaanDiganti } from '../ronde/ronde-data';
import { PerItem, type TulisSejenis } from '#server/db/commit-bersama.ts';
import { barisDaftar, Daftar, kueriTetap } from '#server/db/kueri-tetap.ts';
import { bacaBersama, type BacaSejenis } from '#server/db/baca-bersama.ts';
import { versiKriteriaKiniSql } from '../kriteria-lokasi/kriteria-data';

export type Pengerjaan = Selectable<PengerjaanTable>;

/** The saved result of one sub test of a child, if any. */
export function findHasil(db: Kysely<DB>, pesertaId: number, key: InstrumentKey): Promise<Hasil | undefined> {
  return db
    .selectFrom('hasil')
    .selectAll()
    .where('peserta_id', '=', pesertaId)
    .where('instrument', '=', key)
    // D20: a flagged result whose retest an assessor asked for leaves the sub test open again.
    .where('ulang_diminta_at', 'is', null)
    .executeTakeFirst();
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

/** What a draft or a sign of life of one sub test is checked against, read in one query. */
export interface KeadaanSubtes {
  registration_no: string;
  kategori: string;
  /** The stored battery of the record's own category (`baterai.instrumen`), null without a row. */
  baterai: string | null;
  /** A result of this sub test is saved. */
  tersimpan: boolean;
  /** The sub test in progress, if it was opened. */
  pengerjaan: Pengerjaan | undefined;
  /**
   * How many answers the bank takes: its highest question number, or its number of questions when
   * that is larger (0 when the bank is empty). Answers are keyed by number, which may skip a deleted item.
   */
  jumlahSoal: number;
}

/** The attempt's columns of a sub test's checks (null when it was never opened). */
const KOLOM_PENGERJAAN = [
  'pengerjaan.id',
  'pengerjaan.started_at',
  'pengerjaan.jawaban',
  'pengerjaan.jawaban_essay',
  'pengerjaan.updated_at',
  'pengerjaan.waktu_jawab',
  'pengerjaan.tambahan_detik',
  'pengerjaan.jeda_detik',
  'pengerjaan.terakhir_aktif',
  'pengerjaan.bantuan_at',
  'pengerjaan.versi',
] as const;

/**
 * The checks beside the attempt, for the record `peserta` and the sub test `instrumen` (a value for
 * one sub test, a column for several at once): its category's stored battery, its saved result, its
 * bank's size.
 */
function keadaanLain(eb: ExpressionBuilder<DB, 'peserta'>, instrumen: Expression<string>) {
  return [
    eb.selectFrom('baterai').select('baterai.instrumen').whereRef('baterai.kategori', '=', 'peserta.kategori').as('baterai'),
    eb
      .selectFrom('hasil')
      .select('hasil.id')
      .whereRef('hasil.peserta_id', '=', 'peserta.id')
      .where('hasil.instrument', '=', instrumen)
      .where('hasil.ulang_diminta_at', 'is', null)
      .as('hasil_id'),
    eb
      .selectFrom('soal')
      .select((sb) => sb.fn.countAll<number | string>().as('banyak'))
      .where('soal.instrument', '=', instrumen)
      .as('banyak_soal'),
    eb
      .selectFrom('soal')
      .select((sb) => sb.fn.max('soal.nomor').as('terbesar'))
      .where('soal.instrument', '=', instrumen)
      .as('nomor_terbesar'),
  ] as const;
}

const keadaanSubtes = kueriTetap((db, pesertaId: number, key: InstrumentKey) =>
  db
    .selectFrom('peserta')
    .leftJoin('pengerjaan', (join) =>
      join.onRef('pengerjaan.peserta_id', '=', 'peserta.id').on('pengerjaan.instrument', '=', key),
    )
    .where('peserta.id', '=', pesertaId)
    .select((eb) => [
      'peserta.registration_no',
      'peserta.kategori',
      ...keadaanLain(eb, eb.val<string>(key)),
      ...KOLOM_PENGERJAAN,
    ]),
);

/** A row of the checks query (alone or several at once) as the checks of one sub test. */
function keadaanDari(
  row: Awaited<ReturnType<typeof keadaanSubtes>>[number],
  pesertaId: number,
  key: InstrumentKey,
): KeadaanSubtes {
  const pengerjaan: Pengerjaan | undefined =
    row.id === null
      ? undefined
      : {
          id: row.id,
          peserta_id: pesertaId,
          instrument: key,
          started_at: row.started_at!,
          jawaban: row.jawaban!,
          jawaban_essay: row.jawaban_essay,
          updated_at: row.updated_at!,
          waktu_jawab: row.waktu_jawab,
          tambahan_detik: row.tambahan_detik!,
          jeda_detik: row.jeda_detik!,
          terakhir_aktif: row.terakhir_aktif,
          bantuan_at: row.bantuan_at,
          versi: row.versi!,
        };
  return {
    registration_no: row.registration_no,
    kategori: row.kategori,
    baterai: row.baterai ?? null,
    tersimpan: row.hasil_id !== null && row.hasil_id !== undefined,
    pengerjaan,
    jumlahSoal: Math.max(Number(row.banyak_soal ?? 0), Number(row.nomor_terbesar ?? 0)),
  };
}

interface KunciSubtes {
  pesertaId: number;
  key: InstrumentKey;
}

/**
 * The checks of several sub tests in one query: the keys go as two lists, so the query's text stays
 * the same for any number of them (prepared once). The same columns as
 * `keadaanSubtes`, per key; `urutan` is the key's place in the lists (from 1).
 */
const keadaanSubtesBanyak = kueriTetap((db, pesertaIds: Daftar<number>, keys: Daftar<string>) =>
  db
    .selectFrom(
      barisDaftar<{ peserta_id: number; instrument: string }>(db, [
        ['peserta_id', pesertaIds, 'integer'],
        ['instrument', keys, 'text'],
      ]),
    )
    .innerJoin('peserta', 'peserta.id', 'v.peserta_id')
    .leftJoin('pengerjaan', (join) =>
      join.onRef('pengerjaan.peserta_id', '=', 'peserta.id').onRef('pengerjaan.instrument', '=', 'v.instrument'),
    )
    .select((eb) => [
      'v.urutan',
      'peserta.registration_no',
      'peserta.kategori',
      ...keadaanLain(eb, eb.ref('v.instrument')),
      ...KOLOM_PENGERJAAN,
    ]),
);

/** The checks of a room of children's drafts and signs of life: read together. */
const keadaanBersama: BacaSejenis<KunciSubtes, KeadaanSubtes | undefined> = {
  async satu(db, { pesertaId, key }) {
    const [row] = await keadaanSubtes(db, pesertaId, key);
    return row && keadaanDari(row, pesertaId, key);
  },
  async semua(db, kunci) {
    const rows = await keadaanSubtesBanyak(db, new Daftar(kunci.map((k) => k.pesertaId)), new Daftar(kunci.map((k) => k.key)));
    const hasil: (KeadaanSubtes | undefined)[] = Array(kunci.length).fill(undefined);
    for (const row of rows) {
      const k = kunci[row.urutan - 1]!;
      hasil[row.urutan - 1] = keadaanDari(row, k.pesertaId, k.key);
    }
    return hasil;
  },
};

/**
 * The record, its category's stored battery, whether this sub test is saved, its attempt and its
 * bank's size, in one query built once (a room of children saving drafts at once: one round trip
 * per draft instead of five; the checks arriving together share one). Undefined when
 * the record is gone.
 */
export function loadKeadaanSubtes(db: Kysely<DB>, pesertaId: number, key: InstrumentKey): Promise<KeadaanSubtes | undefined> {
  return bacaBersama(db, keadaanBersama, { pesertaId, key });
}

/** Opens a sub test: records the server's start time once; a second opener gets the same row. */
export async function findOrInsertPengerjaan(
  db: Kysely<DB>,
  pesertaId: number,
  key: InstrumentKey,
  now: string,
): Promise<Pengerjaan> {
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
 * One draft to store: the attempt's id, the answers it sends (laid over the stored ones by the
 * database), the essay when sent, the arrival time of each answer it sends (a time already stored
 * stays: an answer's time is its first arrival, D12).
 */
export interface Draf {
  id: number;
  jawaban: Record<string, number | string>;
  /** undefined: the draft did not send the essay, the stored one stays. */
  essay: string | null | undefined;
  waktuJawab: Record<string, string>;
  now: string;
}

/** Rows per statement on SQLite: far below its limit of bound values (6 a row). */
const DRAF_PER_KUERI = 1000;

/**
 * The drafts of a batch as one draft per attempt, leaving stored what they leave written one after
 * another in their order: later answers over earlier ones, the earliest time of each answer, the
 * last essay sent (a later draft without an essay keeps it), the last draft's time.
 */
export function drafGabungan(drafs: readonly Draf[]): Draf[] {
  const per = new Map<number, Draf>();
  for (const d of drafs) {
    const sebelum = per.get(d.id);
    per.set(
      d.id,
      sebelum
        ? {
            ...d,
            jawaban: { ...sebelum.jawaban, ...d.jawaban },
            waktuJawab: { ...d.waktuJawab, ...sebelum.waktuJawab },
            essay: d.essay === undefined ? sebelum.essay : d.essay,
          }
        : d,
    );
  }
  return [...per.values()];
}

/*
 * The merge happens in the UPDATE itself, never read in JS and written back whole: two devices of
 * one child saving different answers at the same moment both keep theirs (issue 28). SQLite's
 * json_patch lays its second object over its first; PostgreSQL's jsonb || lets its right side win.
 * An answer's stored time wins over the one sent.
 */
const GABUNG_JAWABAN_SQLITE = sql<string>`json_patch(coalesce(pengerjaan.jawaban, '{}'), v.jawaban)`;
const GABUNG_WAKTU_SQLITE = sql<string>`json_patch(v.waktu_jawab, coalesce(pengerjaan.waktu_jawab, '{}'))`;
const GABUNG_JAWABAN_POSTGRES = sql<string>`cast(cast(pengerjaan.jawaban as jsonb) || cast(v.jawaban as jsonb) as text)`;
const GABUNG_WAKTU_POSTGRES = sql<string>`cast(cast(v.waktu_jawab as jsonb) || cast(coalesce(pengerjaan.waktu_jawab, '{}') as jsonb) as text)`;

/** The attempts a statement of drafts wrote to (an attempt saved or closed meanwhile is gone: not among them). */
type Tertulis = { id: number }[];

function updateDrafSekaligus(db: Kysely<DB>, drafs: readonly Draf[]): Promise<Tertulis> {
  const baris = drafs.map(
    (d) =>
      sql`(cast(${d.id} as integer), cast(${JSON.stringify(d.jawaban)} as text), cast(${d.essay === undefined ? 0 : 1} as integer), cast(${d.essay ?? null} as text), cast(${JSON.stringify(d.waktuJawab)} as text), cast(${d.now} as text))`,
  );
  return sql<{ id: number }>`with v (id, jawaban, ganti_essay, essay, waktu_jawab, waktu) as (values ${sql.join(baris)})
    update pengerjaan set
      jawaban = ${GABUNG_JAWABAN_SQLITE},
      jawaban_essay = case when v.ganti_essay = 1 then v.essay else pengerjaan.jawaban_essay end,
      waktu_jawab = ${GABUNG_WAKTU_SQLITE},
      updated_at = v.waktu,
      terakhir_aktif = v.waktu,
      versi = pengerjaan.versi + 1
    from v where pengerjaan.id = v.id
    returning pengerjaan.id`
    .execute(db)
    .then((r) => r.rows);
}

/**
 * The drafts of a batch as one statement on PostgreSQL: each column's values go as one array, so the
 * statement's text is the same for any number of drafts and is prepared once (a statement of six
 * values a draft was parsed and planned again for every batch).
 */
const updateDrafPostgres = kueriTetap(
  (
    db,
    ids: Daftar<number>,
    jawaban: Daftar<string>,
    gantiEssay: Daftar<number>,
    essay: Daftar<string | null>,
    waktuJawab: Daftar<string>,
    waktu: Daftar<string>,
  ) =>
    db
      .updateTable('pengerjaan')
      .from(
        barisDaftar<{
          id: number;
          jawaban: string;
          ganti_essay: number;
          essay: string | null;
          waktu_jawab: string;
          waktu: string;
        }>(db, [
          ['id', ids, 'integer'],
          ['jawaban', jawaban, 'text'],
          ['ganti_essay', gantiEssay, 'integer'],
          ['essay', essay, 'text'],
          ['waktu_jawab', waktuJawab, 'text'],
          ['waktu', waktu, 'text'],
        ]),
      )
      .set((eb) => ({
        jawaban: GABUNG_JAWABAN_POSTGRES,
        jawaban_essay: eb
          .case()
          .when('v.ganti_essay', '=', 1)
          .then(eb.ref('v.essay'))
          .else(eb.ref('pengerjaan.jawaban_essay'))
          .end(),
        waktu_jawab: GABUNG_WAKTU_POSTGRES,
        updated_at: eb.ref('v.waktu'),
        terakhir_aktif: eb.ref('v.waktu'),
        versi: sql<number>`pengerjaan.versi + 1`,
      }))
      .whereRef('pengerjaan.id', '=', 'v.id')
      .returning('pengerjaan.id'),
);

/**
 * Drafts of a room of children: the drafts of one group commit go as one statement (both databases).
 * Each draft learns whether its attempt was still there to take it: false when it was gone (saved or
 * closed after the draft's checks read it), nothing was stored, and the caller must not say it was
 * (issue 28). The draft's route declares this kind (`bersama`), and the kernel commits it.
 */
export const drafBersama: TulisSejenis<Draf, boolean> = {
  async tulisSemua(db, items) {
    const tertulis = new Set((await tulisDraf(db, drafGabungan(items))).map((r) => Number(r.id)));
    return new PerItem(items.map((d) => tertulis.has(d.id)));
  },
};

async function tulisDraf(db: Kysely<DB>, drafs: Draf[]): Promise<Tertulis> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return updateDrafPostgres(
      db,
      new Daftar(drafs.map((d) => d.id)),
      new Daftar(drafs.map((d) => JSON.stringify(d.jawaban))),
      new Daftar(drafs.map((d) => (d.essay === undefined ? 0 : 1))),
      new Daftar(drafs.map((d) => d.essay ?? null)),
      new Daftar(drafs.map((d) => JSON.stringify(d.waktuJawab))),
      new Daftar(drafs.map((d) => d.now)),
    );
  }
  if (drafs.length <= DRAF_PER_KUERI) return updateDrafSekaligus(db, drafs);
  const semua = async (trx: Kysely<DB>) => {
    const tertulis: Tertulis = [];
    for (let i = 0; i < drafs.length; i += DRAF_PER_KUERI)
      tertulis.push(...(await updateDrafSekaligus(trx, drafs.slice(i, i + DRAF_PER_KUERI))));
    return tertulis;
  };
  return db.isTransaction ? semua(db) : db.transaction().execute(semua);
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
  /** Open to submit in whole seconds, the time no server ran left out (decision 051); null without a start. */
  durasiDetik: number | null;
  /** Seconds per answered item (D12). */
  detikPerSoal: Record<string, number>;
  /** The attempt read and scored: its id and its draft's version then. */
  pengerjaan: Pick<Pengerjaan, 'id' | 'versi'>;
}

/** A draft was written to the attempt after it was read: the result was not saved (rolled back). */
class DrafBerubah extends Error {}

/**
 * Saves a sub test once: inserts the result and removes the attempt in one transaction, only if the
 * attempt is still at the version that was read and scored. 'ada' when a result already exists (a
 * double tap, a second device): nothing is written. 'berubah' when a draft reached the attempt since
 * it was read (a second device, issue 28): nothing is written, read it again and score that.
 */
export async function insertHasilOnce(db: Kysely<DB>, h: HasilBaru): Promise<'disimpan' | 'ada' | 'berubah'> {
  try {
    return await db.transaction().execute(async (trx) => {
      const exists = await trx
        .selectFrom('hasil')
        .select(['id', 'percobaan', 'ulang_diminta_at'])
        .where('peserta_id', '=', h.pesertaId)
        .where('instrument', '=', h.key)
        .executeTakeFirst();
      if (exists && !exists.ulang_diminta_at) return 'ada';
      // D20: a retest keeps the first attempt (an invalid protocol is clinical information) and is
      // scored in its place, as the next attempt of the round.
      if (exists) await simpanPercobaanDiganti(trx, exists.id, h.submittedAt);
      await trx
        .insertInto('hasil')
        .values({
          peserta_id: h.pesertaId,
          instrument: h.key,
          percobaan: exists ? Number(exists.percobaan) + 1 : 1,
          jawaban: JSON.stringify(h.jawaban),
          jawaban_essay: h.essay,
          skor: JSON.stringify(h.skor),
          timed_out: h.timedOut ? 1 : 0,
          started_at: h.startedAt,
          submitted_at: h.submittedAt,
          durasi_detik: h.durasiDetik,
          jumlah_soal: h.jumlahSoal,
          detik_per_soal: JSON.stringify(h.detikPerSoal),
          // The bank the answers were scored on (issue 11).
          versi_bank: await findVersiBank(trx, h.key),
          // D24: the facility's criteria version in force now judges this result, also after later versions.
          kriteria_versi: versiKriteriaKiniSql(h.pesertaId),
        })
        .execute();
      // Removed only as it was read: a draft acknowledged meanwhile makes this remove nothing, and
      // the result (without that draft) is rolled back. A draft arriving after this answers 409.
      const removed = await trx
        .deleteFrom('pengerjaan')
        .where('id', '=', h.pengerjaan.id)
        .where('versi', '=', h.pengerjaan.versi)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new DrafBerubah();
      return 'disimpan';
    });
  } catch (error) {
    if (error instanceof DrafBerubah) return (await findHasil(db, h.pesertaId, h.key)) ? 'ada' : 'berubah';
    // The unique (peserta_id, instrument) caught a concurrent save.
    if (await findHasil(db, h.pesertaId, h.key)) return 'ada';
    throw error;
  }
}
