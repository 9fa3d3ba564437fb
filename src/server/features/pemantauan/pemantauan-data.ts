import type { Kysely } from 'kysely';
import { INSTRUMEN, INSTRUMENT_KEYS, type InstrumentKey } from '#domain/instruments.ts';
import type { AppContext } from '#server/context.ts';
import type { DB } from '#server/db/schema.ts';
import { sisaDetik } from '../asesmen/asesmen-subtes';
import type { PemantauanRow } from './pemantauan-schemas';

/** A page that saved a draft or said it is open this recently counts as online (it says so every 15 s). */
export const ONLINE_SUBTES_MS = 45_000;
/** Saved sub tests stay on the page this long, so the assessor sees who finished or ran out of time. */
export const SELESAI_TAMPIL_MS = 60 * 60_000;

const isKey = (v: string): v is InstrumentKey => (INSTRUMENT_KEYS as readonly string[]).includes(v);

function jumlahJawaban(json: string): number {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? Object.values(parsed).filter((v) => v !== null && v !== '').length : 0;
  } catch {
    return 0;
  }
}

/** Questions of each instrument's bank (the highest number, as the answers are keyed). */
async function jumlahSoal(db: Kysely<DB>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('soal')
    .select(['instrument', (eb) => eb.fn.count<number | string>('id').as('n'), (eb) => eb.fn.max('nomor').as('maks')])
    .groupBy('instrument')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.instrument, Math.max(Number(r.n), Number(r.maks ?? 0))]));
}

/** The children of a Rutan in a sub test now, and those who saved one in the last hour; help requests first. */
export async function listPemantauan(ctx: AppContext, location: string): Promise<PemantauanRow[]> {
  const now = ctx.clock.now();
  const [terbuka, selesai, soal] = await Promise.all([
    // Open attempts are few, the Rutan's records many: the attempts are read first and each finds its
    // record by key (SQLite keeps a CROSS JOIN's order; a plain join walked all 10,000 records of the
    // Rutan looking for attempts).
    ctx.db
      .selectFrom('pengerjaan as g')
      .crossJoin('peserta as p')
      .whereRef('p.id', '=', 'g.peserta_id')
      .select(['g.id', 'g.peserta_id', 'g.instrument', 'g.started_at', 'g.jawaban', 'g.jawaban_essay', 'g.updated_at', 'g.tambahan_detik', 'g.jeda_detik', 'g.terakhir_aktif', 'g.bantuan_at', 'p.registration_no', 'p.name'])
      .where('p.location', '=', location)
      .execute(),
    ctx.db
      .selectFrom('hasil as h')
      .innerJoin('peserta as p', 'p.id', 'h.peserta_id')
      .select(['h.peserta_id', 'h.instrument', 'h.jawaban', 'h.timed_out', 'h.diakhiri_oleh', 'h.berhenti_peserta_at', 'h.started_at', 'h.submitted_at', 'p.registration_no', 'p.name'])
      // The result's own copy of its record's Rutan with its time: only the last hour's rows are read
      // (index hasil_terbaru), however long the Rutan's history; the record's Rutan is checked as well.
      .where('h.location', '=', location)
      .where('h.submitted_at', '>=', new Date(now.getTime() - SELESAI_TAMPIL_MS).toISOString())
      .where('p.location', '=', location)
      .execute(),
    jumlahSoal(ctx.db),
  ]);

  const rows: PemantauanRow[] = [];
  for (const g of terbuka) {
    if (!isKey(g.instrument)) continue;
    const sisa = sisaDetik(ctx, g.instrument, g);
    rows.push({
      peserta_id: g.peserta_id,
      registration_no: g.registration_no,
      name: g.name,
      instrument: g.instrument,
      kode: INSTRUMEN[g.instrument].kode,
      status: sisa > 0 ? 'berjalan' : 'waktu_habis',
      terbuka: true,
      dijawab: jumlahJawaban(g.jawaban),
      jumlah_soal: soal[g.instrument] ?? 0,
      sisa_detik: sisa,
      tambahan_menit: Math.round(g.tambahan_detik / 60),
      online: g.terakhir_aktif !== null && now.getTime() - new Date(g.terakhir_aktif).getTime() <= ONLINE_SUBTES_MS,
      terakhir_aktif: g.terakhir_aktif,
      bantuan_at: g.bantuan_at,
      started_at: g.started_at,
      submitted_at: null,
      diakhiri_oleh: null,
    });
  }
  for (const h of selesai) {
    if (!isKey(h.instrument)) continue;
    rows.push({
      peserta_id: h.peserta_id,
      registration_no: h.registration_no,
      name: h.name,
      instrument: h.instrument,
      kode: INSTRUMEN[h.instrument].kode,
      status: h.diakhiri_oleh ? 'diakhiri' : h.berhenti_peserta_at ? 'berhenti' : h.timed_out ? 'waktu_habis' : 'selesai',
      terbuka: false,
      dijawab: jumlahJawaban(h.jawaban),
      jumlah_soal: soal[h.instrument] ?? 0,
      sisa_detik: null,
      tambahan_menit: 0,
      online: false,
      terakhir_aktif: null,
      bantuan_at: null,
      started_at: h.started_at,
      submitted_at: h.submitted_at,
      diakhiri_oleh: h.diakhiri_oleh,
    });
  }
  const urutan = (r: PemantauanRow) => (r.bantuan_at ? 0 : r.terbuka ? 1 : 2);
  return rows.sort(
    (a, b) =>
      urutan(a) - urutan(b) ||
      (b.submitted_at ?? '').localeCompare(a.submitted_at ?? '') ||
      a.name.localeCompare(b.name, 'id') ||
      a.peserta_id - b.peserta_id,
  );
}

/** Adds time to an attempt, in the database, so that a second server and the child's next heartbeat see it (D16). */
export async function raiseTambahanWaktu(db: Kysely<DB>, pengerjaanId: number, detik: number, maksDetik: number): Promise<boolean> {
  // The cap is checked in the same statement, so two assessors adding at once cannot pass it together.
  const res = await db
    .updateTable('pengerjaan')
    .set((eb) => ({ tambahan_detik: eb('tambahan_detik', '+', detik) }))
    .where('id', '=', pengerjaanId)
    .where((eb) => eb(eb('tambahan_detik', '+', detik), '<=', maksDetik))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks an attempt's help request as handled. */
export async function markBantuanSelesai(db: Kysely<DB>, pengerjaanId: number): Promise<void> {
  await db.updateTable('pengerjaan').set({ bantuan_at: null }).where('id', '=', pengerjaanId).execute();
}
