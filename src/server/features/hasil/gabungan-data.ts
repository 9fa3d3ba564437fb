// The one place that assembles a child's combined result: the record, its assessor, the four
// results, the seven screening answers with their risk labels, the interpretation (D4) and the note.
// The combined page and the PDF report both read this model.
import type { Kysely } from 'kysely';
import {
  INSTRUMENT_KEYS,
  SCREENING_KEYS,
  SCREENING_LABEL,
  buatInterpretasi,
  labelRisiko,
  type HasilGabungan,
  type HasilKeluaran,
  type InstrumentKey,
  type ScreeningKey,
  type SkriningGabungan,
} from '../../../domain';
import type { DB } from '../../db/schema';

export type { HasilGabungan, SkriningGabungan };
import { KOLOM_HASIL, hasilKeluaran } from './hasil-data';
import { pageOf, pesertaDiLokasi, type PagedQuery } from './paging';

export interface GabunganQuery {
  /** The caller's Rutan: a record of another Rutan is not found (D1). */
  location: string;
  registrationNo: string;
}

/** Loads the combined view of one child of a Rutan, or null when no such record exists there. */
export async function loadGabungan(ctx: { db: Kysely<DB> }, query: GabunganQuery): Promise<HasilGabungan | null> {
  const { db } = ctx;
  const p = await db
    .selectFrom('peserta as p')
    .leftJoin('asessor as a', 'a.id', 'p.asessor_id')
    .leftJoin('catatan as c', 'c.peserta_id', 'p.id')
    .select([
      'p.id',
      'p.registration_no',
      'p.name',
      'p.age',
      'p.place_of_birth',
      'p.date_of_birth',
      'p.location',
      'p.asessor_id',
      'a.assesor_id as asessor_login_id',
      'a.name as asessor_name',
      'c.catatan',
      'c.updated_at as catatan_updated_at',
      ...SCREENING_KEYS.map((k) => `p.${k}` as const),
    ])
    .where('p.registration_no', '=', query.registrationNo)
    .where('p.location', '=', query.location)
    .executeTakeFirst();
  if (!p) return null;

  const rows = await db
    .selectFrom('hasil')
    .select(['instrument', ...KOLOM_HASIL])
    .where('peserta_id', '=', p.id)
    .execute();
  const byKey = new Map(rows.map((r) => [r.instrument, r]));
  const baca = <K extends InstrumentKey>(k: K): HasilKeluaran[K] | null => {
    const row = byKey.get(k);
    return row ? hasilKeluaran(k, row) : null;
  };
  const hasil = { 'PID5-BF': baca('pid5'), PSC17: baca('psc17'), DUKUNGAN: baca('dukungan'), KOGNITIF: baca('kognitif') };

  const jawabanSkrining = Object.fromEntries(SCREENING_KEYS.map((k) => [k, p[k] === 'Ya' ? 'Ya' : 'Tidak'])) as Record<
    ScreeningKey,
    'Ya' | 'Tidak'
  >;
  const skrining = SCREENING_KEYS.map((key) => ({
    key,
    label: SCREENING_LABEL[key],
    jawaban: jawabanSkrining[key],
    risiko: labelRisiko(jawabanSkrining[key]),
    tinggi: jawabanSkrining[key] === 'Ya',
  }));

  const interpretasi = buatInterpretasi({
    pid5: hasil['PID5-BF'],
    psc17: hasil.PSC17,
    dukungan: hasil.DUKUNGAN,
    kognitif: hasil.KOGNITIF,
    skrining: jawabanSkrining,
  });

  return {
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
    },
    hasil,
    skrining,
    interpretasi,
    catatan: p.catatan ?? null,
    catatan_updated_at: p.catatan_updated_at ?? null,
  };
}

export interface GabunganListRow {
  id: number;
  registration_no: string;
  name: string;
  /** Instruments with a saved result, in sub-test order. */
  selesai: InstrumentKey[];
  ada_catatan: boolean;
}

/** The children of a Rutan for the combined list, newest first: page, total, then the page's results and notes in one query each. */
export async function listGabungan(db: Kysely<DB>, location: string, paging: PagedQuery): Promise<{ rows: GabunganListRow[]; total: number }> {
  const { limit, offset } = pageOf(paging);
  let query = pesertaDiLokasi(db, location, paging.q).select(['p.id', 'p.registration_no', 'p.name']).orderBy('p.id', 'desc');
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  const peserta = await query.execute();

  let total = peserta.length;
  if (limit !== undefined) {
    const counted = await pesertaDiLokasi(db, location, paging.q)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    total = Number(counted.total);
  }
  if (peserta.length === 0) return { rows: [], total };

  const ids = peserta.map((p) => p.id);
  const selesai = new Map<number, Set<string>>();
  const catatan = new Set<number>();
  // SQLite allows at most 32766 bound parameters: the unpaged list asks in slices.
  for (let i = 0; i < ids.length; i += 5000) {
    const slice = ids.slice(i, i + 5000);
    const [hasil, notes] = await Promise.all([
      db.selectFrom('hasil').select(['peserta_id', 'instrument']).where('peserta_id', 'in', slice).execute(),
      db.selectFrom('catatan').select('peserta_id').where('peserta_id', 'in', slice).execute(),
    ]);
    for (const h of hasil) {
      if (!selesai.has(h.peserta_id)) selesai.set(h.peserta_id, new Set());
      selesai.get(h.peserta_id)!.add(h.instrument);
    }
    for (const n of notes) catatan.add(n.peserta_id);
  }
  const rows = peserta.map((p) => ({
    ...p,
    selesai: INSTRUMENT_KEYS.filter((k) => selesai.get(p.id)?.has(k)),
    ada_catatan: catatan.has(p.id),
  }));
  return { rows, total };
}
