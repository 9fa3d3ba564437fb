// The assessor's home page (issue 31.3): who waits for help, which follow-ups press, how many were
// screened this month, how often each assessor's results are doubtful, and the Rutan's category counts
// beside all facilities' (D24: counts only, no cell under 10).
import { SqliteAdapter, type Kysely } from 'kysely';
import { INSTRUMEN, isInstrumentKey, type InstrumentKey } from '#domain/index.ts';
import type { Dialect } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import { kueriTetap } from '#server/db/kueri-tetap.ts';
import type { Clock } from '#server/time.ts';
import { listRekan } from '../asessor/asessor-data';
import { KOLOM_HASIL, hasilKeluaran } from '../hasil/hasil-data';
import { listDihentikan } from '../persetujuan/kesediaan-data';
import { listTindakLanjut, type TindakLanjutKeluaran } from './tindak-lanjut-data';

/** D24: a count of fewer people than this is never shown, here or beside all facilities. */
export const SEL_MINIMAL = 10;
/** The lists on the home page show this many; the worklist has the rest. */
const MAKS_BARIS = 10;
const JAM = 3_600_000;
const WIB_MS = 7 * JAM;

/** The instruments whose score carries one category, and where it sits in the stored score. */
const KUNCI_KATEGORI: Partial<Record<InstrumentKey, string>> = {
  psc17: 'kategori_total',
  dukungan: 'kategori',
  kognitif: 'kategori',
  srq20: 'kategori',
};

/** The help requests waiting in a Rutan's sub tests, oldest first (the menu badge, the toast, the home page). */
// The home page's reads of one shape, built once (issue 33: building and compiling its ten statements
// was a fifth of a Beranda's CPU).
const BANTUAN = kueriTetap((db, location: string) =>
  db
    .selectFrom('pengerjaan as g')
    .crossJoin('peserta as p')
    .whereRef('p.id', '=', 'g.peserta_id')
    .select(['g.peserta_id', 'g.instrument', 'g.bantuan_at', 'p.registration_no', 'p.name'])
    .where('p.location', '=', location)
    .where('g.bantuan_at', 'is not', null)
    .orderBy('g.bantuan_at'),
);

export async function listBantuan(db: Kysely<DB>, location: string) {
  const rows = await BANTUAN(db, location);
  return rows
    .filter((r) => isInstrumentKey(r.instrument))
    .map((r) => ({
      peserta_id: r.peserta_id,
      registration_no: r.registration_no,
      name: r.name,
      instrument: r.instrument as InstrumentKey,
      nama_instrumen: INSTRUMEN[r.instrument as InstrumentKey].namaPendek,
      bantuan_at: r.bantuan_at!,
    }));
}

/** The start of this calendar month in WIB, as a UTC instant. */
function awalBulanWib(sekarang: Date): string {
  const wib = new Date(sekarang.getTime() + WIB_MS);
  return new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), 1) - WIB_MS).toISOString();
}

/** 23:59:59 WIB today, and the same a week on. */
function batasHari(sekarang: Date) {
  const wib = new Date(sekarang.getTime() + WIB_MS);
  const akhirHari = Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate(), 23, 59, 59, 999) - WIB_MS;
  return { hariIni: new Date(akhirHari).toISOString(), mingguIni: new Date(akhirHari + 6 * 24 * JAM).toISOString() };
}

/**
 * The open follow-ups in three groups: first the Kritis and the late ones, then those due by the end
 * of today (WIB), then those due within the week; each at most MAKS_BARIS, with its full count.
 */
async function tindakLanjutBeranda(db: Kysely<DB>, location: string, sekarang: Date) {
  // A Rutan's open follow-ups are few (tens); read them once, sorted by due time.
  const semua = (await listTindakLanjut(db, location, { status: 'terbuka', per_page: 10_000 }, sekarang)).data;
  const { hariIni, mingguIni } = batasHari(sekarang);
  const segera = semua.filter((t) => t.prioritas === 'Kritis' || t.terlambat);
  const sisa = semua.filter((t) => !segera.includes(t));
  const hari = sisa.filter((t) => t.tenggat !== null && t.tenggat <= hariIni);
  const minggu = sisa.filter((t) => t.tenggat !== null && t.tenggat > hariIni && t.tenggat <= mingguIni);
  const potong = (xs: TindakLanjutKeluaran[]) => ({ data: xs.slice(0, MAKS_BARIS), total: xs.length });
  return {
    segera: potong(segera),
    hari_ini: potong(hari),
    minggu_ini: potong(minggu),
    terbuka: semua.length,
    terlambat: semua.filter((t) => t.terlambat).length,
  };
}

/** Records with a sub test saved this month (WIB), and those sub tests. */
const SKRINING_SEJAK = kueriTetap((db, location: string, sejak: string) =>
  db
    .selectFrom('hasil as h')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('subtes'),
      eb.fn.count<number | string>('h.peserta_id').distinct().as('peserta'),
    ])
    .where('h.location', '=', location)
    .where('h.submitted_at', '>=', sejak),
);

async function skriningBulanIni(db: Kysely<DB>, location: string, sekarang: Date) {
  const [row] = await SKRINING_SEJAK(db, location, awalBulanWib(sekarang));
  return { peserta: Number(row!.peserta), subtes: Number(row!.subtes) };
}

/** How far back the flagged share per assessor looks: how sessions are run now, not two years ago. */
export const VALIDITAS_HARI = 90;

/**
 * Per responsible assessor of the Rutan's records: results saved in the last VALIDITAS_HARI days (UTC
 * days, today included) and how many carry a validity flag (D12). A data-quality signal: a high share
 * asks how the sessions are run, not who the children are. The flags are the domain's rules over each
 * result's answers and times (about 20 µs a result with its JSON read), so the server judges each
 * result once and stores the verdict (`hasil.diragukan`); triggers keep the day counts
 * (`validitas_harian`, migration 20261130-60). A Beranda judges what was saved since the last one
 * (an index holds only the results without a verdict) and reads a few rows per assessor and day
 * (issue 33: every result of 90 days joined to its record, 34 ms of CPU a Beranda, before).
 */
const VALIDITAS_SEJAK = kueriTetap((db, location: string, hari: string) =>
  db
    .selectFrom('validitas_harian as v')
    .leftJoin('asessor as a', 'a.id', 'v.asessor_id')
    .select((eb) => [
      'v.asessor_id',
      'a.name as asessor_name',
      eb.fn.sum<number | string>('v.hasil').as('hasil'),
      eb.fn.sum<number | string>('v.diragukan').as('diragukan'),
    ])
    .where('v.location', '=', location)
    .where('v.hari', '>=', hari)
    .groupBy(['v.asessor_id', 'a.name']),
);

async function validitasPerAsessor(db: Kysely<DB>, location: string, sekarang: Date) {
  const hariIni = Date.UTC(sekarang.getUTCFullYear(), sekarang.getUTCMonth(), sekarang.getUTCDate());
  const sejak = new Date(hariIni - (VALIDITAS_HARI - 1) * 24 * JAM).toISOString();
  await nilaiValiditas(db, location, sejak);
  const rows = await VALIDITAS_SEJAK(db, location, sejak.slice(0, 10));
  return rows
    .filter((r) => Number(r.hasil) > 0)
    .map((r) => {
      const hasil = Number(r.hasil);
      const diragukan = Number(r.diragukan);
      return {
        asessor_id: r.asessor_name === null ? null : r.asessor_id,
        name: r.asessor_name ?? 'Tanpa asesor',
        hasil,
        diragukan,
        persen: Math.round((100 * diragukan) / hasil),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'id'));
}

/**
 * Judges the Rutan's results saved since `sejak` that have no verdict yet and stores each. Read again
 * and written in one transaction, the rows locked on PostgreSQL: a row changed meanwhile (an end by
 * staff, a stop) has its verdict cleared by the trigger after this one's, never a stale one kept. A
 * few statements for the lot (a statement a row took 3.8 s for a facility's first 972 at 1,000,000
 * records, load 22).
 */
/** One result of the Rutan saved since a time without a verdict, if any (`nilaiValiditas`). */
const ADA_BELUM_DINILAI = kueriTetap((db, location: string, sejak: string) =>
  db
    .selectFrom('hasil as h')
    .where('h.location', '=', location)
    .where('h.submitted_at', '>=', sejak)
    .where('h.diragukan', 'is', null)
    .select('h.id')
    .orderBy('h.submitted_at')
    .limit(1),
);

export async function nilaiValiditas(db: Kysely<DB>, location: string, sejak: string): Promise<void> {
  const belum = (x: Kysely<DB>) =>
    x
      .selectFrom('hasil as h')
      .where('h.location', '=', location)
      .where('h.submitted_at', '>=', sejak)
      .where('h.diragukan', 'is', null);
  // Most Berandas find nothing new: one small read, no transaction. In the partial index's order
  // (`hasil_belum_dinilai`): with `limit 1` alone PostgreSQL expected to meet an unjudged row at once
  // and read the whole table instead (its statistics from before the judging: 29-72 ms at 40,000
  // results, issue 33); sorted, only the index can give the first row without reading every row.
  if ((await ADA_BELUM_DINILAI(db, location, sejak)).length === 0) return;
  await db.transaction().execute(async (trx) => {
    let baca = belum(trx).select(['h.id', 'h.instrument', ...KOLOM_HASIL.map((k) => `h.${k}` as const)]);
    if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) baca = baca.forUpdate();
    const putusan: Record<0 | 1, number[]> = { 0: [], 1: [] };
    for (const r of await baca.execute()) {
      putusan[isInstrumentKey(r.instrument) && hasilKeluaran(r.instrument, r).validitas.length > 0 ? 1 : 0].push(r.id);
    }
    for (const nilai of [0, 1] as const) {
      for (let i = 0; i < putusan[nilai].length; i += 500) {
        await trx
          .updateTable('hasil')
          .set({ diragukan: nilai })
          .where('id', 'in', putusan[nilai].slice(i, i + 500))
          .execute();
      }
    }
  });
}

/** A count as shown: null ("<10") under the minimum cell (D24). */
const sel = (n: number) => (n >= SEL_MINIMAL ? n : null);
/** An all-facility count as shown: also null when the other facilities' part of it is under the minimum. */
const selLintas = (semua: number, rutan: number) => (semua - rutan === 0 || semua - rutan >= SEL_MINIMAL ? sel(semua) : null);

/**
 * Per instrument with a single category: the count of each category in this Rutan and in all
 * facilities together (people: a record has one result per instrument, earlier rounds' are kept
 * apart), every cell under SEL_MINIMAL suppressed (null), the totals too. The all-facility column is
 * cross-facility data (D24): a cell is shown only when the other facilities' part of it (all minus this
 * Rutan's) is 0 or at least SEL_MINIMAL, its total only when every category is shown; otherwise a
 * subtraction would give a smaller cell. Read from the counts the triggers keep (`sebaran_kategori`,
 * migration 20261129-60): a few rows per facility, whatever the history.
 */
/** Per instrument and category: the people counted in all facilities and in `location`. */
export function sebaranQuery(db: Kysely<DB>, location: string) {
  return db
    .selectFrom('sebaran_kategori')
    .select((eb) => [
      'instrument',
      'kategori',
      eb.fn.sum<number | string>('jumlah').as('semua'),
      eb.fn.sum<number | string>(eb.case().when('location', '=', location).then(eb.ref('jumlah')).else(0).end()).as('rutan'),
    ])
    .where('instrument', 'in', Object.keys(KUNCI_KATEGORI))
    .groupBy(['instrument', 'kategori']);
}

const SEBARAN = kueriTetap((db, location: string) => sebaranQuery(db, location));

async function distribusi(ctx: { db: Kysely<DB> }, location: string) {
  const instrumen = Object.keys(KUNCI_KATEGORI) as InstrumentKey[];
  const rows = await SEBARAN(ctx.db, location);
  return instrumen
    .map((k) => {
      const per = new Map<string, { rutan: number; semua: number }>();
      for (const r of rows) {
        if (r.instrument !== k || Number(r.semua) === 0) continue;
        per.set(r.kategori, { rutan: Number(r.rutan), semua: Number(r.semua) });
      }
      const total = (f: 'rutan' | 'semua') => [...per.values()].reduce((s, x) => s + x[f], 0);
      const kategori = [...per.entries()]
        .map(([nama, x]) => ({ kategori: nama, rutan: sel(x.rutan), semua: selLintas(x.semua, x.rutan) }))
        .sort((a, b) => a.kategori.localeCompare(b.kategori, 'id'));
      const semuaTampil = kategori.every((c) => c.semua !== null);
      return {
        instrument: k,
        nama: INSTRUMEN[k].namaPendek,
        total_rutan: sel(total('rutan')),
        total_semua: semuaTampil ? selLintas(total('semua'), total('rutan')) : null,
        kategori,
      };
    })
    .filter((d) => d.kategori.length > 0);
}

/** How far back the home page lists refusals and stops (Pemantauan keeps them a day; this is the week's record). */
export const DIHENTIKAN_BERANDA_MS = 7 * 24 * JAM;

/** D21: who said "Saya tidak mau" or pressed "Berhenti" in the last week, newest first, with when. */
async function dihentikanBeranda(db: Kysely<DB>, location: string, sekarang: Date) {
  const semua = await listDihentikan(db, location, new Date(sekarang.getTime() - DIHENTIKAN_BERANDA_MS).toISOString());
  return {
    data: semua.slice(0, MAKS_BARIS).map((d) => ({
      ...d,
      nama_instrumen: d.instrument && isInstrumentKey(d.instrument) ? INSTRUMEN[d.instrument].namaPendek : null,
    })),
    total: semua.length,
  };
}

/**
 * D18: the Rutan's accounts waiting for a colleague's confirmation (name, login id, who created or
 * reset it and when) and those confirmed or refused lately, the asking assessor aside.
 */
async function rekanBeranda(db: Kysely<DB>, clock: Clock, location: string, asessorId: number) {
  const rows = await listRekan(db, clock, location, asessorId);
  const baris = rows.map((r) => ({
    id: r.id,
    name: r.name,
    assesor_id: r.assesor_id,
    dibuat_oleh: r.dibuat_oleh,
    // A reset makes an account wait again: the time that matters is when the admin last set its password.
    dibuat_at: r.password_diatur_admin ?? r.created_at,
    aktivasi: r.aktivasi,
    aktivasi_oleh: r.aktivasi_oleh,
    aktivasi_at: r.aktivasi_at,
  }));
  return {
    menunggu: baris.filter((r) => r.aktivasi === 'menunggu_aktivasi'),
    baru_dikonfirmasi: baris
      .filter((r) => r.aktivasi !== 'menunggu_aktivasi')
      .sort((a, b) => (b.aktivasi_at ?? '').localeCompare(a.aktivasi_at ?? '')),
  };
}

/** Everything the home page shows, read together (for the asking assessor: its own account is not its colleague). */
export async function loadBeranda(ctx: { db: Kysely<DB>; dialect: Dialect; clock: Clock }, location: string, asessorId: number) {
  const sekarang = ctx.clock.now();
  const [bantuan, tindak_lanjut, skrining_bulan_ini, validitas, dist, dihentikan, rekan] = await Promise.all([
    listBantuan(ctx.db, location),
    tindakLanjutBeranda(ctx.db, location, sekarang),
    skriningBulanIni(ctx.db, location, sekarang),
    validitasPerAsessor(ctx.db, location, sekarang),
    distribusi(ctx, location),
    dihentikanBeranda(ctx.db, location, sekarang),
    rekanBeranda(ctx.db, ctx.clock, location, asessorId),
  ]);
  return {
    bantuan,
    dihentikan,
    rekan,
    tindak_lanjut,
    skrining_bulan_ini,
    validitas_per_asessor: validitas,
    validitas_hari: VALIDITAS_HARI,
    distribusi: dist,
    sel_minimal: SEL_MINIMAL,
    sekarang: sekarang.toISOString(),
  };
}
