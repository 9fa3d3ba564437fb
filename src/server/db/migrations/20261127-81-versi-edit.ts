import type { Kysely } from 'kysely';

/**
 * Issue 28: edits that know what they edited. A record and a note carry a version, raised by every
 * edit, and who made the last edit: a save from a form opened on an older version is refused with a
 * 409 that says who changed it and when, instead of silently overwriting the other assessor's change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const tabel of ['peserta', 'catatan']) {
    await db.schema
      .alterTable(tabel)
      .addColumn('versi', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(tabel).addColumn('diubah_oleh', 'varchar(200)').execute();
  }
}
