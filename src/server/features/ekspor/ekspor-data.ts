// The rows of the results export: every record of one category in one Rutan with its saved sub tests,
// read in two queries (the records, then all their results) whatever the number of records.
import type { Kysely } from 'kysely';
import {
  INSTRUMENT_KEYS,
  SCREENING_KEYS,
  identitasPeserta,
  isInstrumentKey,
  type HasilKeluaran,
  type IdentitasPeserta,
  type InstrumentKey,
  type KategoriPeserta,
  type ScreeningKey,
  prioritasTampil,
} from '#domain/index.ts';
import type { Dialect } from '#server/db/database.ts';
import { listGabungan } from '../hasil/gabungan-data';
import { statusPerPeserta } from '../tindak-lanjut/tindak-lanjut-data';
import type { DB } from '#server/db/schema.ts';
import { KOLOM_IDENTITAS } from '#server/kernel/peserta.ts';
import type { SimpanSambil } from '#server/kernel/rute.ts';
import { KOLOM_HASIL, hasilKeluaran } from '../hasil/hasil-data';

export interface SubTestEkspor<K extends InstrumentKey> {
  /** The saved result as the API shows it: score, D12 meta (duration, answered, validity flags). */
  skor: HasilKeluaran[K];
  timed_out: boolean;
  submitted_at: string;
}

export interface AnakEkspor extends IdentitasPeserta {
  asessor_name: string | null;
  asessor_login_id: string | null;
  skrining: Record<ScreeningKey, string>;
  hasil: { [K in InstrumentKey]: SubTestEkspor<K> | null };
  /** The combined priority (D12), 'Belum dinilai' without any result (set by `lengkapiPrioritas`). */
  prioritas: string | null;
  /** The newest follow-up's status (D19), null when the record has none. */
  tindak_lanjut: string | null;
}

/** Every record of a category in a Rutan (children by default) with its results, by registration number. */
export async function listEkspor(db: Kysely<DB>, location: string, kategori: KategoriPeserta = 'anak'): Promise<AnakEkspor[]> {
  const peserta = await db
    .selectFrom('peserta as p')
    .leftJoin('asessor as a', 'a.id', 'p.asessor_id')
    .select([
      ...KOLOM_IDENTITAS,
      'a.name as asessor_name',
      'a.assesor_id as asessor_login_id',
      'p.jenis_kelamin',
      'p.pendidikan',
      'p.bahasa',
      'p.tanggal_masuk',
      ...SCREENING_KEYS.map((k) => `p.${k}` as const),
    ])
    .where('p.location', '=', location)
    .where('p.kategori', '=', kategori)
    .orderBy('p.registration_no')
    .execute();
  // One query for all their results: joined on the Rutan, not a list of ids (no parameter limit).
  const hasil = await db
    .selectFrom('hasil as h')
    .innerJoin('peserta as p', 'p.id', 'h.peserta_id')
    .select(['h.peserta_id', 'h.instrument', ...KOLOM_HASIL.map((k) => `h.${k}` as const)])
    .where('p.location', '=', location)
    .where('p.kategori', '=', kategori)
    .execute();

  const perAnak = new Map<number, AnakEkspor['hasil']>();
  for (const h of hasil) {
    if (!isInstrumentKey(h.instrument)) continue;
    let map = perAnak.get(h.peserta_id);
    if (!map) {
      map = Object.fromEntries(INSTRUMENT_KEYS.map((k) => [k, null])) as AnakEkspor['hasil'];
      perAnak.set(h.peserta_id, map);
    }
    (map as Record<InstrumentKey, SubTestEkspor<InstrumentKey> | null>)[h.instrument] = {
      skor: hasilKeluaran(h.instrument, h),
      timed_out: Boolean(h.timed_out),
      submitted_at: h.submitted_at,
    };
  }
  const kosong = () => Object.fromEntries(INSTRUMENT_KEYS.map((k) => [k, null])) as AnakEkspor['hasil'];
  return peserta.map((p) => ({
    ...identitasPeserta(p),
    asessor_name: p.asessor_name,
    asessor_login_id: p.asessor_login_id,
    skrining: Object.fromEntries(SCREENING_KEYS.map((k) => [k, p[k]])) as Record<ScreeningKey, string>,
    hasil: perAnak.get(p.id) ?? kosong(),
    prioritas: null,
    tindak_lanjut: null,
  }));
}

/**
 * Sets each exported record's priority, as the combined list computes it (kept summaries, issue 17),
 * and its follow-up status (D19).
 */
export async function lengkapiPrioritas(
  ctx: { db: Kysely<DB>; dialect: Dialect },
  location: string,
  kategori: KategoriPeserta,
  baterai: readonly InstrumentKey[],
  anak: AnakEkspor[],
  sekarang: Date,
  simpanSambil: SimpanSambil,
): Promise<void> {
  const { rows } = await listGabungan(ctx, location, {}, kategori, baterai, simpanSambil);
  const prioritas = new Map(rows.map((r) => [r.id, prioritasTampil(r.prioritas, r.selesai.length > 0)]));
  const status = await statusPerPeserta(
    ctx.db,
    anak.map((a) => a.id),
    sekarang,
  );
  for (const a of anak) {
    a.prioritas = prioritas.get(a.id) ?? null;
    a.tindak_lanjut = status.get(a.id) ?? null;
  }
}
