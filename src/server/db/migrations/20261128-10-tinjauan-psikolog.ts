import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { milikPeserta, tabelDenganId } from './columns';

/**
 * D22: an assessor account the admin marks as psychologist (with its SIPP or STR number) may read the
 * clinician's copy of the report and review a result; a review confirms or overrides the rules'
 * priority (with a reason) and adds a clinical note. One review per record and screening round
 * (`ronde`, D20: issue 31 numbers the rounds; every record has round 1 until then); a later review of
 * the same round replaces it (each one is in the audit log). The reviewer's name and number are kept
 * as they were at the review, so a renamed or deleted account does not rewrite a signed review.
 *
 * Finding 8 (issue 27): a sub test ended by staff is not a time-out. `diakhiri_oleh` and
 * `diakhiri_alasan` say who ended it and why; null when it closed by itself.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('asessor').addColumn('psikolog', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('asessor').addColumn('nomor_izin', 'varchar(40)').execute();
  await tabelDenganId(db, dialect, 'tinjauan')
    .$call(milikPeserta)
    .addColumn('ronde', 'integer', (c) => c.notNull().defaultTo(1))
    /** The rules' priority when reviewed, and the priority the psychologist set (the same when confirmed). */
    .addColumn('prioritas_sistem', 'varchar(20)', (c) => c.notNull())
    .addColumn('prioritas', 'varchar(20)', (c) => c.notNull())
    /** Required when `prioritas` differs from `prioritas_sistem`. */
    .addColumn('alasan', 'varchar(1000)')
    .addColumn('catatan_klinis', 'varchar(4000)')
    .addColumn('psikolog_id', 'integer', (c) => c.references('asessor.id').onDelete('set null'))
    .addColumn('psikolog_nama', 'varchar(200)', (c) => c.notNull())
    .addColumn('nomor_izin', 'varchar(40)', (c) => c.notNull())
    .addColumn('ditinjau_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('tinjauan_peserta_ronde', ['peserta_id', 'ronde'])
    .execute();
  await db.schema.alterTable('hasil').addColumn('diakhiri_oleh', 'varchar(200)').execute();
  await db.schema.alterTable('hasil').addColumn('diakhiri_alasan', 'varchar(500)').execute();
}
