import type { Kysely } from 'kysely';
import type { HasilKeluaran, InstrumentKey, MetaHasil } from '../../../domain';
import type { DB, Hasil } from '../../db/schema';
import { cocokPeserta, pageOf, type PagedQuery } from './paging';
import { bacaJawaban, bacaSkor } from './skor-tersimpan';

type HasilTersimpan = Pick<Hasil, 'jawaban' | 'jawaban_essay' | 'skor' | 'timed_out' | 'started_at' | 'submitted_at'>;

/** Reads one stored `hasil` row into its output shape. */
export function hasilKeluaran<K extends InstrumentKey>(instrument: K, row: HasilTersimpan): HasilKeluaran[K] {
  const meta: MetaHasil = { tanggal: row.submitted_at, started_at: row.started_at, timed_out: Boolean(row.timed_out) };
  const skor = bacaSkor(instrument, row.skor);
  switch (instrument) {
    case 'dukungan':
      return { ...skor, ...meta, jawaban: bacaJawaban(row.jawaban), jawaban_essay: row.jawaban_essay } as HasilKeluaran[K];
    case 'kognitif':
      return { ...skor, ...meta, jawaban: bacaJawaban(row.jawaban) } as HasilKeluaran[K];
    default:
      return { ...skor, ...meta } as HasilKeluaran[K];
  }
}

export type HasilListRow<K extends InstrumentKey> = HasilKeluaran[K] & {
  id: number;
  peserta_id: number;
  registration_no: string;
  name: string;
};

function baseQuery(db: Kysely<DB>, location: string, instrument: InstrumentKey, q?: string) {
  const query = db
    .selectFrom('hasil as h')
    .innerJoin('peserta as p', 'p.id', 'h.peserta_id')
    .where('h.instrument', '=', instrument)
    .where('p.location', '=', location);
  return q?.trim() ? query.where(cocokPeserta(q)) : query;
}

/** One instrument's results of a Rutan, newest first: one query for the page, one for the total. */
export async function listHasil<K extends InstrumentKey>(
  db: Kysely<DB>,
  location: string,
  instrument: K,
  paging: PagedQuery,
): Promise<{ rows: HasilListRow<K>[]; total: number }> {
  const { limit, offset } = pageOf(paging);
  let query = baseQuery(db, location, instrument, paging.q)
    .select([
      'h.id',
      'h.peserta_id',
      'p.registration_no',
      'p.name',
      'h.jawaban',
      'h.jawaban_essay',
      'h.skor',
      'h.timed_out',
      'h.started_at',
      'h.submitted_at',
    ])
    .orderBy('h.submitted_at', 'desc')
    .orderBy('h.id', 'desc');
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  const found = await query.execute();
  const rows = found.map((r) => ({
    id: r.id,
    peserta_id: r.peserta_id,
    registration_no: r.registration_no,
    name: r.name,
    ...hasilKeluaran(instrument, r),
  })) as HasilListRow<K>[];
  if (limit === undefined) return { rows, total: rows.length };
  const { total } = await baseQuery(db, location, instrument, paging.q)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
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
    const peserta = await trx
      .selectFrom('peserta')
      .select('id')
      .where('registration_no', '=', registrationNo)
      .where('location', '=', location)
      .executeTakeFirst();
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
