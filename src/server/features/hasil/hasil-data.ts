import type { Kysely } from 'kysely';
import {
  INSTRUMEN,
  metaValiditas,
  traitDiprorata,
  kesimpulanPid5,
  skorPsc17,
  type HasilKeluaran,
  type HasilKeluaranJenis,
  type InstrumentKey,
  type MetaHasil,
} from '#domain/index.ts';
import type { DB, Hasil } from '#server/db/schema.ts';
import { pageOf, type PagedQuery } from '#server/kernel/paging.ts';
import { cocokPeserta, pesertaBernomor } from '#server/kernel/cari-peserta.ts';
import { halamanIdDulu } from '#server/kernel/halaman.ts';
import { bacaDetikPerSoal, bacaJawaban, bacaSkor } from './skor-tersimpan';

/** The columns of a stored result that its output is read from. */
export const KOLOM_HASIL = [
  'jawaban',
  'jawaban_essay',
  'skor',
  'timed_out',
  'started_at',
  'submitted_at',
  'durasi_detik',
  'jumlah_soal',
  'detik_per_soal',
  'versi_bank',
  // Finding 8 (issue 27): who ended a sub test from Pemantauan and why. Also the column list of a
  // closed round's archive (hasil_riwayat), which keeps them since migration 20261129-11.
  'diakhiri_oleh',
  'diakhiri_alasan',
  // D21: stopped by the person ("Berhenti"), kept in hasil_riwayat too (migration 20261129-40).
  'berhenti_peserta_at',
  // D24: the facility's criteria version the result was judged by, kept in hasil_riwayat too (migration 20261130-50).
  'kriteria_versi',
] as const;
type HasilTersimpan = Pick<Hasil, (typeof KOLOM_HASIL)[number]>;

/** Open to submit in whole seconds; null when the start is unknown or the times do not parse. */
function durasiDari(row: HasilTersimpan): number | null {
  if (row.durasi_detik !== null && row.durasi_detik !== undefined) return Number(row.durasi_detik);
  if (!row.started_at) return null;
  const ms = Date.parse(row.submitted_at) - Date.parse(row.started_at);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 1000)) : null;
}

/**
 * Reads one stored `hasil` row into its output shape with the D12 meta. Results saved before the meta
 * was kept get it from what they have: the duration from their start and save times, and, without
 * per-item times, the answers counted as arriving together at the save (each item the mean time).
 */
/** Symptom checklists: answering 0 throughout reports no complaint, which is not pola_sama (D12). */
const GEJALA = new Set(['trait', 'domain', 'ya_tidak']);

export function hasilKeluaran<K extends InstrumentKey>(instrument: K, row: HasilTersimpan): HasilKeluaran[K] {
  const skor = bacaSkor(instrument, row.skor);
  const jawaban = bacaJawaban(row.jawaban);
  const dijawab = Object.keys(jawaban).length;
  const durasiDetik = durasiDari(row);
  const tersimpan = bacaDetikPerSoal(row.detik_per_soal);
  const detikPerSoal = tersimpan ?? (durasiDetik !== null && dijawab > 0 ? Array(dijawab).fill(durasiDetik / dijawab) : null);
  const def = INSTRUMEN[instrument];
  // A test with an answer key (cognitive) knows its bank size and can be at or below chance.
  const kognitif = def.skor.jenis === 'kunci' ? (skor as HasilKeluaranJenis<'kunci'>) : null;
  const jumlahSoal = kognitif?.jumlah_soal || Number(row.jumlah_soal ?? 0) || def.jumlahSoal || dijawab;
  const meta: MetaHasil = {
    tanggal: row.submitted_at,
    started_at: row.started_at,
    timed_out: Boolean(row.timed_out),
    versi_bank: row.versi_bank === null || row.versi_bank === undefined ? null : Number(row.versi_bank),
    jawaban,
    ...metaValiditas({
      jumlahSoal,
      jawaban,
      timedOut: Boolean(row.timed_out),
      diakhiri: row.diakhiri_oleh ? { oleh: row.diakhiri_oleh, alasan: row.diakhiri_alasan ?? null } : null,
      berhentiPeserta: Boolean(row.berhenti_peserta_at),
      detikPerSoal,
      detikMinimum: def.detikMinimumPerSoal,
      durasiDetik,
      peluang: kognitif ? { benar: kognitif.total_skor, jumlahPilihan: def.pilihan.length } : undefined,
      nilaiTanpaKeluhan: GEJALA.has(def.skor.jenis) ? 0 : undefined,
    }),
  };
  // Object.assign, not `{ ...skor, ...meta }`: V8 copies a second spread slowly (~15 µs a row, the
  // largest cost of a combined list page; measured for issue 17). The result is the same object.
  switch (def.skor.jenis) {
    case 'trait': {
      // Results stored before the prorated mark get it from their answers.
      const pid5 = skor as HasilKeluaranJenis<'trait'>;
      for (const t of traitDiprorata(jawaban)) if (pid5.traitScores[t].skor !== null) pid5.traitScores[t].diprorata = true;
      // Results stored before round three said "no trait is high" when none could be scored.
      const kategori = Object.values(pid5.traitScores).map((s) => s.kategori);
      pid5.kesimpulan = kesimpulanPid5(
        kategori.filter((k) => k === 'Tinggi').length,
        kategori.filter((k) => k === 'Tidak dapat dihitung').length,
      );
      return Object.assign({}, pid5, meta) as HasilKeluaran[K];
    }
    case 'domain': {
      // A form stored as not scorable before round three may already reach a cut-off on its answered items.
      const psc17 = skor as HasilKeluaranJenis<'domain'>;
      if (psc17.kategori_total === 'Tidak dapat dihitung' && instrument === 'psc17') {
        try {
          return Object.assign({}, skorPsc17(jawaban), meta) as HasilKeluaran[K];
        } catch {
          // answers that no longer parse keep the stored score
        }
      }
      return Object.assign({}, psc17, meta) as HasilKeluaran[K];
    }
    case 'rerata':
      return Object.assign({}, skor, meta, { jawaban_essay: row.jawaban_essay }) as HasilKeluaran[K];
    default:
      return Object.assign({}, skor, meta) as HasilKeluaran[K];
  }
}

export type HasilListRow<K extends InstrumentKey> = HasilKeluaran[K] & {
  id: number;
  peserta_id: number;
  registration_no: string;
  name: string;
};

function baseQuery(db: Kysely<DB>, location: string, instrument: InstrumentKey, q: string | undefined, kategori: string) {
  const query = db
    .selectFrom('hasil as h')
    .innerJoin('peserta as p', 'p.id', 'h.peserta_id')
    .where('h.instrument', '=', instrument)
    // The result's copies of its record's Rutan and category (migration 72) lead to the index.
    .where('h.location', '=', location)
    .where('h.kategori', '=', kategori)
    .where('p.location', '=', location)
    .where('p.kategori', '=', kategori);
  return q?.trim() ? query.where(cocokPeserta(db, q)) : query;
}

/**
 * One instrument's results of a Rutan matching the search text: without one from the results' index
 * alone (their copied Rutan and category, migration 72), with one joined to their records.
 */
function saringHasil(db: Kysely<DB>, location: string, instrument: InstrumentKey, q: string | undefined, kategori: string) {
  return q?.trim()
    ? baseQuery(db, location, instrument, q, kategori)
    : db
        .selectFrom('hasil as h')
        .where('h.instrument', '=', instrument)
        .where('h.location', '=', location)
        .where('h.kategori', '=', kategori);
}

/** Counts a list's total, or gives the one this process kept at the facility's count of writes (`KonteksTersimpan`). */
export type Penghitung = (kunci: string, hitung: () => Promise<number>) => Promise<number>;
const hitungLangsung: Penghitung = (_kunci, hitung) => hitung();

/**
 * One instrument's results of a Rutan, newest first: one query for the page (its ids first), one for
 * the total; without a search text the total is kept while nothing is written (`jumlah`).
 */
export async function listHasil<K extends InstrumentKey>(
  db: Kysely<DB>,
  location: string,
  instrument: K,
  paging: PagedQuery,
  kategori: string = 'anak',
  jumlah: Penghitung = hitungLangsung,
): Promise<{ rows: HasilListRow<K>[]; total: number }> {
  const potongan = pageOf(paging);
  const urutanId = saringHasil(db, location, instrument, paging.q, kategori)
    .select('h.id')
    .orderBy('h.submitted_at', 'desc')
    .orderBy('h.id', 'desc');
  const kolom = ['h.id', 'h.peserta_id', 'p.registration_no', 'p.name', ...KOLOM_HASIL.map((k) => `h.${k}` as const)] as const;
  // A page read from its ids outward (the ids' table first, each result by its key): with the ids as
  // `h.id in (...)` beside the list's filters, SQLite without statistics walked the instrument's whole
  // index to keep the order (10,000 results: 92,000 steps for a page of 50, 3,300 so).
  const found =
    potongan.limit === undefined
      ? await halamanIdDulu(baseQuery(db, location, instrument, undefined, kategori).select(kolom), 'h.id', urutanId, potongan)
          .orderBy('h.submitted_at', 'desc')
          .orderBy('h.id', 'desc')
          .execute()
      : await db
          .selectFrom(urutanId.limit(potongan.limit).offset(potongan.offset).as('halaman'))
          .crossJoin('hasil as h')
          .innerJoin('peserta as p', 'p.id', 'h.peserta_id')
          .whereRef('h.id', '=', 'halaman.id')
          .where('h.instrument', '=', instrument)
          .where('h.location', '=', location)
          .where('h.kategori', '=', kategori)
          .where('p.location', '=', location)
          .where('p.kategori', '=', kategori)
          .select(kolom)
          .orderBy('h.submitted_at', 'desc')
          .orderBy('h.id', 'desc')
          .execute();
  const rows = found.map((r) => ({
    id: r.id,
    peserta_id: r.peserta_id,
    registration_no: r.registration_no,
    name: r.name,
    ...hasilKeluaran(instrument, r),
  })) as HasilListRow<K>[];
  if (potongan.limit === undefined) return { rows, total: rows.length };
  const hitung = async () => {
    const { total } = await saringHasil(db, location, instrument, paging.q, kategori)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  };
  const total = paging.q?.trim() ? await hitung() : await jumlah(`hasil\n${instrument}\n${kategori}`, hitung);
  return { rows, total };
}

/**
 * Deletes a child's result of one instrument together with its `pengerjaan` row, so that the child
 * can take that sub test again (D5). 'peserta' when no record of the Rutan has the number.
 */
export async function deleteHasil(
  db: Kysely<DB>,
  location: string,
  instrument: InstrumentKey,
  registrationNo: string,
): Promise<'ok' | 'peserta' | 'hasil'> {
  return db.transaction().execute(async (trx) => {
    const peserta = await pesertaBernomor(trx, location, registrationNo);
    if (!peserta) return 'peserta';
    const removed = await trx
      .deleteFrom('hasil')
      .where('peserta_id', '=', peserta.id)
      .where('instrument', '=', instrument)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return 'hasil';
    await trx.deleteFrom('pengerjaan').where('peserta_id', '=', peserta.id).where('instrument', '=', instrument).execute();
    return 'ok';
  });
}
