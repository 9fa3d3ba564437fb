// The one place that assembles a record's combined result: the record, its assessor, the results of
// its category's battery (keyed by each definition's code), the seven screening answers with their
// risk labels, the interpretation (D4) and the note. The combined page and the PDF report both read
// this model.
import { sql, type InferResult, type Kysely, type SqlBool } from 'kysely';
import {
  INSTRUMEN,
  INSTRUMENT_KEYS,
  SCREENING_KEYS,
  SCREENING_LABEL,
  buatInterpretasi,
  prioritasDari,
  PRIORITAS_KEYS,
  labelRisiko,
  type HasilGabungan,
  type HasilKeluaran,
  type HasilPerKode,
  type InstrumentKey,
  type KategoriPeserta,
  type KriteriaRekam,
  type KunciSubtes,
  type Prioritas,
  type ScreeningKey,
  type SkriningGabungan,
  statusTinjauan,
} from '#domain/index.ts';
import { findTinjauan } from '../tinjauan/tinjauan-data';
import type { TulisSejenis } from '#server/db/commit-bersama.ts';
import { barisDaftar, Daftar, kueriTetap } from '#server/db/kueri-tetap.ts';
import type { Dialect } from '#server/db/database.ts';
import type { DB, Hasil } from '#server/db/schema.ts';
import { denganHasil, findBaterai } from '../baterai/baterai-data';
import { JENIS_KELAMIN, PENDIDIKAN, hariIniWib, hariSejakMasuk } from '#domain/rekam-peserta.ts';

export type { HasilGabungan, SkriningGabungan };
import { KOLOM_HASIL, hasilKeluaran } from './hasil-data';
import { bacaJawaban } from './skor-tersimpan';
import { pageOf, type PagedQuery } from '#server/kernel/paging.ts';
import type { SimpanSambil } from '#server/kernel/rute.ts';
import { KOLOM_IDENTITAS } from '#server/kernel/peserta.ts';
import { namaLokasiDari } from '#server/kernel/lokasi.ts';
import { jumlahPeserta, jumlahTersimpan, totalHalaman } from '#server/kernel/jumlah-peserta.ts';
import { pesertaDiLokasi } from '#server/kernel/cari-peserta.ts';
import { halamanIdDulu } from '#server/kernel/halaman.ts';
import { versiLokasi, versiPenilai, versiRutanSql, versiUntuk, type VersiKriteria } from '../kriteria-lokasi/kriteria-data';

const yaTidak = (v: string | null | undefined): 'Ya' | 'Tidak' | null => (v === 'Ya' || v === 'Tidak' ? v : null);
const kategoriDari = (v: string | null | undefined): KategoriPeserta => (v === 'tahanan' ? 'tahanan' : 'anak');

type BarisPeserta = Partial<
  Record<ScreeningKey | (typeof KOLOM_ORANG)[number] | 'kekerasan_seksual_baru' | 'pelaku_satu_fasilitas', string | null>
>;

/**
 * What the rules read of the record beyond the screening answers: the person and the recorded follow-up
 * (issue 27). A round freezes these when it closes (D20, ronde-data.ts); the record's creation time is not
 * the round's.
 */
export const KOLOM_ORANG_RONDE = [
  'skrining_at',
  'jenis_kelamin',
  'pendidikan',
  'tanggal_masuk',
  'tl_kapan_terakhir',
  'tl_pikiran_hari_ini',
  'tl_rencana',
  'tl_dicatat_at',
] as const;
const KOLOM_ORANG = ['created_at', ...KOLOM_ORANG_RONDE] as const;

const pilihan = <T extends string>(nilai: readonly T[], v: string | null | undefined): T | null =>
  v && (nilai as readonly string[]).includes(v) ? (v as T) : null;

/** When the screening answers were given (before `skrining_at` was kept: the record's creation). */
const waktuSkriningDari = (p: BarisPeserta) => p.skrining_at ?? p.created_at ?? null;
/** The person and the follow-up as the rules read them; days from admission to the screening (a fixed number, never "today"). */
function orangDari(p: BarisPeserta) {
  const waktuSkrining = waktuSkriningDari(p);
  return {
    orang: {
      jenis_kelamin: pilihan(JENIS_KELAMIN, p.jenis_kelamin),
      pendidikan: pilihan(PENDIDIKAN, p.pendidikan),
      hari_sejak_masuk: waktuSkrining ? hariSejakMasuk(p.tanggal_masuk, hariIniWib(new Date(waktuSkrining))) : null,
    },
    tindak_lanjut: {
      kapan_terakhir: p.tl_kapan_terakhir ?? null,
      pikiran_hari_ini: pilihan(['Ya', 'Tidak', 'Ragu-ragu'] as const, p.tl_pikiran_hari_ini),
      rencana: p.tl_rencana ?? null,
    },
    waktuSkrining,
  };
}
type BarisHasil = Pick<Hasil, 'instrument' | (typeof KOLOM_HASIL)[number]>;
/** Each instrument's result by key (null when missing or outside the battery): the interpretation's input. */
type HasilPerKunci = { [K in InstrumentKey]: HasilKeluaran[K] | null };

/**
 * A record's results of its battery read from their rows, and the interpretation's input over them (the
 * view builds the interpretation, the list only its priority): one place for both. Which instruments are read comes from the battery only.
 */
function nilaiPeserta(
  p: BarisPeserta,
  rows: readonly BarisHasil[],
  kategori: KategoriPeserta,
  baterai: readonly InstrumentKey[],
  diganti: readonly BarisDiganti[] = [],
  kriteria: KriteriaRekam = null,
) {
  const byKey = new Map(rows.map((r) => [r.instrument, r]));
  const baca = <K extends InstrumentKey>(k: K): HasilKeluaran[K] | null => {
    const row = baterai.includes(k) ? byKey.get(k) : undefined;
    return row ? hasilKeluaran(k, row) : null;
  };
  const perKunci = Object.fromEntries(INSTRUMENT_KEYS.map((k) => [k, baca(k)])) as HasilPerKunci;
  const hasil = Object.fromEntries(baterai.map((k) => [INSTRUMEN[k].kode, perKunci[k]])) as HasilPerKode;
  const jawabanSkrining = Object.fromEntries(SCREENING_KEYS.map((k) => [k, p[k] === 'Ya' ? 'Ya' : 'Tidak'])) as Record<
    ScreeningKey,
    'Ya' | 'Tidak'
  >;
  const { orang, tindak_lanjut, waktuSkrining } = orangDari(p);
  const masukan = {
    kategori,
    baterai: [...baterai],
    ...perKunci,
    skrining: jawabanSkrining,
    kekerasan_seksual_baru: yaTidak(p.kekerasan_seksual_baru),
    pelaku_satu_fasilitas: yaTidak(p.pelaku_satu_fasilitas),
    // Every saved sub test's answers by instrument key, so item rules (BUTIR_KRITIS: SRQ-20 item 17) see them.
    lain: Object.fromEntries(rows.map((r) => [r.instrument, { jawaban: bacaJawaban(r.jawaban) }])),
    // The current round's attempts a retest replaced (D20): their safety items still count.
    diganti: jawabanDiganti(diganti),
    orang,
    tindak_lanjut,
    // D24: the facility's added criteria of the versions this record is judged by.
    kriteria,
    // When each finding arose (D19): the screening answers when given, each sub test at its submission, the follow-up when recorded.
    waktu: {
      skrining: waktuSkrining,
      tindak_lanjut: p.tl_dicatat_at ?? null,
      ...Object.fromEntries(rows.map((r) => [r.instrument === 'pid5dewasa' ? 'pid5' : r.instrument, r.submitted_at])),
    },
  };
  return { hasil, jawabanSkrining, masukan };
}

type BarisDiganti = { instrument: string; jawaban: string; submitted_at: string };

/**
 * The facility criteria versions that may judge these records (D24): their facility's, kept while its
 * count of writes (`versiRutan`, read with the records) stays, and any other a result names (a record
 * moved, D20), read only when one does.
 */
async function versiKriteria(
  db: Kysely<DB>,
  location: string,
  versiRutan: number | string | null,
  rows: readonly { kriteria_versi: number | null }[],
): Promise<VersiKriteria[]> {
  const milikLokasi = await versiLokasi(db, location, versiRutan);
  const lain = [...new Set(rows.map((r) => r.kriteria_versi).filter((v): v is number => v !== null && v !== undefined))].filter(
    (v) => !milikLokasi.some((x) => x.id === Number(v)),
  );
  return lain.length ? [...milikLokasi, ...(await versiUntuk(db, [], lain))] : milikLokasi;
}

/** The version a record is judged by, from its results and when its screening answers were given. */
const kriteriaRekam = (semua: readonly VersiKriteria[], location: string, p: BarisPeserta, rows: readonly BarisHasil[]) =>
  semua.length === 0
    ? null
    : versiPenilai(
        semua,
        { location, waktuSkrining: waktuSkriningDari(p) },
        rows,
      );
/** The replaced attempts' answers by the rules' key (the adult PID-5 is read as PID-5). */
function jawabanDiganti(
  rows: readonly BarisDiganti[],
): Partial<Record<KunciSubtes, { jawaban: Record<string, number | string>; submitted_at: string }[]>> {
  const hasil: Partial<Record<KunciSubtes, { jawaban: Record<string, number | string>; submitted_at: string }[]>> = {};
  for (const r of rows) {
    const k = (r.instrument === 'pid5dewasa' ? 'pid5' : r.instrument) as KunciSubtes;
    // Its own submission dates a trigger it gave (D20), not the retest's.
    (hasil[k] ??= []).push({ jawaban: bacaJawaban(r.jawaban), submitted_at: r.submitted_at });
  }
  return hasil;
}

/**
 * The ids of a list as a query's rows (`v.id`): a fixed query (`kueriTetap`) for any number of records,
 * built and compiled once instead of on every call (issue 33: building the computed rows' three reads
 * cost more CPU than running them), and prepared once on PostgreSQL.
 */
const idDari = (db: Kysely<DB>, ids: Daftar<number>) =>
  db.selectFrom(barisDaftar<{ id: number }>(db, [['id', ids, 'integer']])).select('v.id');

const DIGANTI = kueriTetap((db, ids: Daftar<number>) =>
  db
    .selectFrom('hasil_riwayat as h')
    .select(['h.peserta_id', 'h.instrument', 'h.jawaban', 'h.submitted_at'])
    .where('h.peserta_id', 'in', idDari(db, ids))
    .where('h.status', '=', 'diganti')
    .where((eb) =>
      eb(
        'h.ronde',
        '=',
        eb.selectFrom('ronde as r').select((r) => r.fn.max('r.nomor').as('n')).whereRef('r.peserta_id', '=', 'h.peserta_id'),
      ),
    ),
);

/** The answers of the attempts of the records' current rounds that a retest replaced (D20). */
async function bacaDiganti(db: Kysely<DB>, pesertaIds: readonly number[]): Promise<Map<number, BarisDiganti[]>> {
  const per = new Map<number, BarisDiganti[]>();
  if (pesertaIds.length === 0) return per;
  for (const r of await DIGANTI(db, new Daftar(pesertaIds))) {
    const ada = per.get(r.peserta_id);
    if (ada) ada.push(r);
    else per.set(r.peserta_id, [r]);
  }
  return per;
}

export interface GabunganQuery {
  /** The caller's Rutan: a record of another Rutan is not found (D1). */
  location: string;
  registrationNo: string;
}

/** Loads the combined view of one record of a Rutan (by its category's battery), or null when no such record exists there. */
export async function loadGabungan(ctx: { db: Kysely<DB> }, query: GabunganQuery): Promise<HasilGabungan | null> {
  return (await bacaGabungan(ctx, query))?.view ?? null;
}

/**
 * A record's summary as the combined list keeps it (`ringkasan_gabungan`): its priority, its done
 * instruments and the battery it was judged against, the same values `listGabungan` computes.
 */
export interface RingkasanRekam {
  baterai: string;
  prioritas: Prioritas;
  selesai: string;
}

/** The combined view with the list's summary of the same record (the rules' check keeps it, issue 33). */
export async function bacaGabungan(
  ctx: { db: Kysely<DB> },
  query: GabunganQuery,
): Promise<{ view: HasilGabungan; ringkasan: RingkasanRekam } | null> {
  const { db } = ctx;
  const p = await db
    .selectFrom('peserta as p')
    .leftJoin('asessor as a', 'a.id', 'p.asessor_id')
    .leftJoin('catatan as c', 'c.peserta_id', 'p.id')
    .select([
      ...KOLOM_IDENTITAS,
      // The facility's name (D24: the column holds its id; the scope is the where below).
      namaLokasiDari('p.location').as('location'),
      'p.kategori',
      'p.asessor_id',
      'a.assesor_id as asessor_login_id',
      'a.name as asessor_name',
      'c.catatan',
      'c.updated_at as catatan_updated_at',
      'p.kekerasan_seksual_baru',
      'p.pelaku_satu_fasilitas',
      ...KOLOM_ORANG.map((k) => `p.${k}` as const),
      'p.bahasa',
      ...SCREENING_KEYS.map((k) => `p.${k}` as const),
    ])
    // The facility's count of writes: whether its kept criteria versions are current (versiLokasi).
    .select(versiRutanSql(query.location).as('versi_rutan'))
    .where('p.registration_no', '=', query.registrationNo)
    .where('p.location', '=', query.location)
    .executeTakeFirst();
  if (!p) return null;

  const kategori = kategoriDari(p.kategori);
  // Both need only the record: read together (one round trip less on PostgreSQL).
  const [rows, bateraiKini, tinjauan, diganti] = await Promise.all([
    db
      .selectFrom('hasil')
      .select(['instrument', ...KOLOM_HASIL])
      .where('peserta_id', '=', p.id)
      .execute(),
    findBaterai(db, kategori),
    findTinjauan(db, p.id),
    bacaDiganti(db, [p.id]),
  ]);
  // Results of instruments outside the current battery stay (issue 29 finding 4).
  const baterai = denganHasil(
    bateraiKini,
    rows.map((r) => r.instrument),
  );
  const kriteria = kriteriaRekam(await versiKriteria(db, query.location, p.versi_rutan, rows), query.location, p, rows);
  const { hasil, jawabanSkrining, masukan } = nilaiPeserta(p, rows, kategori, baterai, diganti.get(p.id), kriteria);
  const interpretasi = buatInterpretasi(masukan);
  const skrining = SCREENING_KEYS.map((key) => ({
    key,
    label: SCREENING_LABEL[key],
    jawaban: jawabanSkrining[key],
    risiko: labelRisiko(jawabanSkrining[key]),
    tinggi: jawabanSkrining[key] === 'Ya',
  }));

  const view: HasilGabungan = {
    kategori,
    baterai,
    peserta: {
      id: p.id,
      registration_no: p.registration_no,
      name: p.name,
      age: p.age,
      place_of_birth: p.place_of_birth,
      date_of_birth: p.date_of_birth,
      location: p.location,
      assesor_id: p.asessor_id,
      asessor_login_id: p.asessor_login_id,
      asessor_name: p.asessor_name,
      kekerasan_seksual_baru: yaTidak(p.kekerasan_seksual_baru),
      pelaku_satu_fasilitas: yaTidak(p.pelaku_satu_fasilitas),
      jenis_kelamin: p.jenis_kelamin ?? null,
      pendidikan: p.pendidikan ?? null,
      bahasa: p.bahasa ?? null,
      tanggal_masuk: p.tanggal_masuk ?? null,
    },
    prioritas: interpretasi.prioritas,
    tenggat: interpretasi.tenggat,
    tindakan_utama: interpretasi.tindakan_utama,
    hasil,
    skrining,
    interpretasi,
    catatan: p.catatan ?? null,
    catatan_updated_at: p.catatan_updated_at ?? null,
    // D22: a review covers what existed when it was given; a later result or screening answer makes it a draft again.
    tinjauan: statusTinjauan(
      tinjauan,
      temuanTerakhir([p.skrining_at ?? null, p.tl_dicatat_at ?? null, ...rows.map((r) => r.submitted_at)]),
    ),
  };
  // As the list computes it (listGabungan): the current battery's key, the battery's instruments with a result.
  const ringkasan = {
    baterai: bateraiKini.join(','),
    prioritas: interpretasi.prioritas,
    selesai: baterai.filter((k) => rows.some((r) => r.instrument === k)).join(','),
  };
  return { view, ringkasan };
}

/** The latest of the times a record's findings arose (ISO strings compare as text), or null. */
const temuanTerakhir = (ts: (string | null)[]) =>
  ts
    .filter((t): t is string => Boolean(t))
    .sort()
    .at(-1) ?? null;

export interface GabunganListRow {
  id: number;
  registration_no: string;
  name: string;
  /** Instruments with a saved result, in sub-test order. */
  selesai: InstrumentKey[];
  /** The category's battery in order (what `selesai` counts against). */
  baterai: InstrumentKey[];
  ada_catatan: boolean;
  /** The same priority as the combined view (D12), from what exists so far. */
  prioritas: Prioritas;
}

const PRIORITAS_SAH = new Set<string>(PRIORITAS_KEYS);

/** What the list reads of a record's answers when its priority has to be computed (D12). */
const KOLOM_JAWABAN = [
  'p.kekerasan_seksual_baru',
  'p.pelaku_satu_fasilitas',
  ...SCREENING_KEYS.map((k) => `p.${k}` as const),
  ...KOLOM_ORANG.map((k) => `p.${k}` as const),
] as const;

/** The answers and results of the records whose priority a list computes (`listGabungan`). */
const JAWABAN_DIHITUNG = kueriTetap((db, ids: Daftar<number>) =>
  db
    .selectFrom('peserta as p')
    .select(['p.id', ...KOLOM_JAWABAN])
    .where('p.id', 'in', idDari(db, ids)),
);
const HASIL_DIHITUNG = kueriTetap((db, ids: Daftar<number>) =>
  db
    .selectFrom('hasil')
    .select(['peserta_id', 'instrument', ...KOLOM_HASIL])
    .where('peserta_id', 'in', idDari(db, ids)),
);

/**
 * The combined list's rows of a Rutan (alias `p`), newest first: only what a valid kept summary needs
 * (each column of each row costs, issue 17), and whether that summary is valid: computed at the
 * record's current version, for this battery (null: no summary). The page's ids say which rows
 * (`urutanGabungan`).
 */
const halamanGabungan = (db: Kysely<DB>, location: string, kunciBaterai: string) =>
  pesertaDiLokasi(db, location)
    .leftJoin('ringkasan_gabungan as r', 'r.peserta_id', 'p.id')
    .select((eb) => [
      'p.id',
      'p.registration_no',
      'p.name',
      eb.exists(eb.selectFrom('catatan as c').select('c.id').whereRef('c.peserta_id', '=', 'p.id')).as('ada_catatan'),
      'r.versi as r_versi',
      sql<SqlBool | null>`r.dihitung = r.versi and r.baterai = ${kunciBaterai}`.as('r_sah'),
      'r.prioritas as r_prioritas',
      'r.selesai as r_selesai',
      // Whether the facility's kept criteria versions are current, for the rows computed (versiLokasi).
      versiRutanSql(location).as('versi_rutan'),
    ])
    .orderBy('p.id', 'desc');
type BarisHalaman = InferResult<ReturnType<typeof halamanGabungan>>[number];
/** The ids of a category's records in a Rutan matching the search text, newest first: what the pages are cut from. */
const urutanGabungan = (db: Kysely<DB>, location: string, kategori: string, q?: string) =>
  pesertaDiLokasi(db, location, q, kategori).select('p.id').orderBy('p.id', 'desc');
/** A page without a search text with the kept count of the category, built once (every view of the list asks for one). */
const HALAMAN_GABUNGAN = kueriTetap(
  (db, location: string, kategori: string, kunciBaterai: string, limit: number, offset: number) =>
    halamanIdDulu(halamanGabungan(db, location, kunciBaterai), 'p.id', urutanGabungan(db, location, kategori), {
      limit,
      offset,
    }).select(jumlahTersimpan(db, location, kategori).as('jumlah')),
);

/** A record whose summary is computed: its summary's version read before its results (null: none kept) and its facility's count of writes. */
export interface UntukDihitung {
  id: number;
  r_versi: BarisHalaman['r_versi'];
  versi_rutan: BarisHalaman['versi_rutan'];
}

/**
 * The priority and done instruments of records of one category in a Rutan, computed from their
 * answers and results as the combined view computes them, and those to keep (`RINGKASAN_BERSAMA`).
 */
async function hitungRingkasan(
  db: Kysely<DB>,
  location: string,
  kategori: KategoriPeserta,
  baterai: readonly InstrumentKey[],
  hitung: readonly UntukDihitung[],
) {
  const ringkasan = new Map<number, { prioritas: Prioritas; selesai: InstrumentKey[] }>();
  // The others from their answers and results (D12), read after their version, so a write in between
  // only keeps the new summary from being stored. A record deleted since the page was read is left
  // out: it is gone.
  const jawabanAnak = new Map<number, BarisPeserta>();
  const hasilAnak = new Map<number, BarisHasil[]>();
  const digantiAnak = new Map<number, BarisDiganti[]>();
  if (hitung.length > 0) {
    const ids = hitung.map((p) => p.id);
    for (const j of await JAWABAN_DIHITUNG(db, new Daftar(ids))) jawabanAnak.set(j.id, j);
    for (const h of await HASIL_DIHITUNG(db, new Daftar(ids))) {
      const ada = hasilAnak.get(h.peserta_id);
      if (ada) ada.push(h);
      else hasilAnak.set(h.peserta_id, [h]);
    }
    for (const [id, d] of await bacaDiganti(db, ids)) digantiAnak.set(id, d);
  }
  const semuaVersi = hitung.length
    ? await versiKriteria(db, location, hitung[0]!.versi_rutan, [...hasilAnak.values()].flat())
    : [];
  const baru: { id: number; versi: number; prioritas: Prioritas; selesai: string }[] = [];
  for (const p of hitung) {
    const jawaban = jawabanAnak.get(p.id);
    if (!jawaban) continue;
    const rows = hasilAnak.get(p.id) ?? [];
    const tampil = denganHasil(
      baterai,
      rows.map((h) => h.instrument),
    );
    const r = {
      // Done instruments from the results just read (per-instrument exists() in the page query made
      // PostgreSQL scan every result of each instrument: 0.2 s a page at 30,000 children; issue 17),
      // those outside the current battery too (issue 29 finding 4).
      selesai: tampil.filter((k) => rows.some((h) => h.instrument === k)),
      prioritas: prioritasDari(
        nilaiPeserta(jawaban, rows, kategori, tampil, digantiAnak.get(p.id), kriteriaRekam(semuaVersi, location, jawaban, rows)).masukan,
      ),
    };
    ringkasan.set(p.id, r);
    if (p.r_versi !== null)
      baru.push({ id: p.id, versi: Number(p.r_versi), prioritas: r.prioritas, selesai: r.selesai.join(',') });
  }
  return { ringkasan, baru };
}

/**
 * The records of a category in a Rutan for the combined list, newest first: the page with whether a
 * note exists, each record's priority and done instruments, and the total. The priority and the done
 * instruments come from the record's kept summary when it is still valid (`ringkasan_gabungan`:
 * triggers raise its version on every write to the record or its results); the others are computed
 * from their answers and results, as the combined view computes them, and handed to `simpanSambil`
 * (the route's commit) to be kept for the next view.
 */
export async function listGabungan(
  ctx: { db: Kysely<DB>; dialect: Dialect },
  location: string,
  paging: PagedQuery,
  kategori: KategoriPeserta,
  baterai: readonly InstrumentKey[],
  simpanSambil: SimpanSambil,
): Promise<{ rows: GabunganListRow[]; total: number }> {
  const { db } = ctx;
  const { limit, offset } = pageOf(paging);
  const kunciBaterai = baterai.join(',');
  let found: BarisHalaman[];
  let total: number | undefined;
  if (limit !== undefined && !paging.q?.trim()) {
    const page = await HALAMAN_GABUNGAN(db, location, kategori, kunciBaterai, limit, offset);
    [found, total] = [page, await totalHalaman(db, location, kategori, page)];
  } else {
    const ids = urutanGabungan(db, location, kategori, paging.q);
    found = await halamanIdDulu(halamanGabungan(db, location, kunciBaterai), 'p.id', ids, { limit, offset }).execute();
  }
  const ringkasan = new Map<number, { prioritas: Prioritas; selesai: InstrumentKey[] }>();
  for (const p of found) {
    // SQLite answers comparisons with 0/1, PostgreSQL with booleans.
    if (!p.r_sah || !PRIORITAS_SAH.has(p.r_prioritas ?? '')) continue;
    const selesai = (p.r_selesai ? p.r_selesai.split(',') : []) as InstrumentKey[];
    ringkasan.set(p.id, { prioritas: p.r_prioritas as Prioritas, selesai });
  }

  // The others from their answers and results (D12).
  const dihitung = await hitungRingkasan(
    db,
    location,
    kategori,
    baterai,
    found.filter((p) => !ringkasan.has(p.id)),
  );
  for (const [id, r] of dihitung.ringkasan) ringkasan.set(id, r);
  const { baru } = dihitung;
  if (baru.length > 0) simpanSambil(RINGKASAN_BERSAMA, { dialect: ctx.dialect, baterai: kunciBaterai, baru });

  const rows = found
    .filter((p) => ringkasan.has(p.id))
    .map((p) => ({
      id: p.id,
      registration_no: p.registration_no,
      name: p.name,
      selesai: ringkasan.get(p.id)!.selesai,
      baterai: denganHasil(baterai, ringkasan.get(p.id)!.selesai),
      // SQLite answers exists() with 0/1, PostgreSQL with booleans.
      ada_catatan: Boolean(p.ada_catatan),
      prioritas: ringkasan.get(p.id)!.prioritas,
    }));
  if (limit === undefined) return { rows, total: rows.length };
  return { rows, total: total ?? (await jumlahPeserta(db, location, paging.q, kategori)) };
}

/** One view's computed summaries, for the battery they were computed with. */
export interface RingkasanBaru {
  dialect: Dialect;
  baterai: string;
  baru: { id: number; versi: number; prioritas: Prioritas; selesai: string }[];
}

/**
 * Keeps computed summaries, each only if its record's version is still the one read before its
 * results (a write since then raised it). Handed to the request's commit (`simpanSambil`): the route
 * commits them with the read's audit entry, so they cost no commit of their own. PostgreSQL skips
 * rows a writer holds (never waits, never deadlocks).
 */
export const RINGKASAN_BERSAMA: TulisSejenis<RingkasanBaru> = {
  async tulisSemua(db, items) {
    for (const { dialect, baterai, baru } of items) {
      if (dialect === 'sqlite') {
        await sql`update ringkasan_gabungan as r
          set dihitung = v.versi, baterai = ${baterai}, prioritas = v.prioritas, selesai = v.selesai
          from (select value ->> 'id' as id, value ->> 'versi' as versi, value ->> 'prioritas' as prioritas,
                  value ->> 'selesai' as selesai from json_each(${JSON.stringify(baru)})) as v
          where r.peserta_id = v.id and r.versi = v.versi`.execute(db);
        continue;
      }
      // Arrays, whose length the planner sees (the statement is planned with its values): from JSON it
      // guessed 100 rows and, beside 100,000 other summaries, ran the locking subquery again for each
      // row (10,000 rows of a view by priority: 10,000 x 10,000 lookups, minutes; ringkasan-banyak.test).
      const ids = baru.map((b) => b.id);
      await sql`update ringkasan_gabungan as r
          set dihitung = v.versi, baterai = ${baterai}, prioritas = v.prioritas, selesai = v.selesai
          from unnest(cast(${ids} as integer[]), cast(${baru.map((b) => b.versi)} as integer[]),
            cast(${baru.map((b) => b.prioritas)} as text[]), cast(${baru.map((b) => b.selesai)} as text[]))
            as v(id, versi, prioritas, selesai)
          where r.peserta_id = v.id and r.versi = v.versi
            and r.peserta_id in (select peserta_id from ringkasan_gabungan
              where peserta_id = any(cast(${ids} as integer[])) for update skip locked)`.execute(db);
    }
  },
};

/**
 * Computes and keeps the summaries no longer valid (never computed, computed before a write, or by
 * other code: a new build makes every one stale, db/prepare.ts), newest records first: at most `batas`
 * records with an id below `sebelum`. A combined page whose summaries are kept costs 3 ms, one that
 * computes its 50 priorities 12.5 ms (issue 33, 10,000 records on SQLite). Each is kept only at the
 * version read before its results, as a view keeps it. Gives the last id looked at (the next batch
 * starts below it, so a record that stays stale is looked at once a run) and how many were, undefined
 * when none was left.
 */
export async function segarkanRingkasan(
  db: Kysely<DB>,
  dialect: Dialect,
  batas: number,
  sebelum?: number,
): Promise<{ terakhir: number; dilihat: number } | undefined> {
  let basi = db
    .selectFrom('ringkasan_gabungan as r')
    .crossJoin('peserta as p')
    .whereRef('p.id', '=', 'r.peserta_id')
    .where((eb) => eb.or([eb('r.dihitung', 'is', null), eb('r.dihitung', '<>', eb.ref('r.versi'))]))
    .select(['p.id', 'p.location', 'p.kategori', 'r.versi as r_versi'])
    .orderBy('r.peserta_id', 'desc')
    .limit(batas);
  if (sebelum !== undefined) basi = basi.where('r.peserta_id', '<', sebelum);
  const rows = await basi.execute();
  if (rows.length === 0) return undefined;
  const kelompok = new Map<string, typeof rows>();
  for (const r of rows) {
    const kunci = `${r.location}\n${r.kategori}`;
    const ada = kelompok.get(kunci);
    if (ada) ada.push(r);
    else kelompok.set(kunci, [r]);
  }
  for (const anggota of kelompok.values()) {
    const { location } = anggota[0]!;
    const kategori = kategoriDari(anggota[0]!.kategori);
    const baterai = await findBaterai(db, kategori);
    const { versi_rutan } = await db.selectNoFrom(versiRutanSql(location).as('versi_rutan')).executeTakeFirstOrThrow();
    const { baru } = await hitungRingkasan(
      db,
      location,
      kategori,
      baterai,
      anggota.map((r) => ({ id: r.id, r_versi: r.r_versi, versi_rutan })),
    );
    if (baru.length > 0) await RINGKASAN_BERSAMA.tulisSemua(db, [{ dialect, baterai: baterai.join(','), baru }]);
  }
  return { terakhir: rows.at(-1)!.id, dilihat: rows.length };
}
