import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { likePattern } from '#server/kernel/like.ts';
import { halamanIdDulu } from '#server/kernel/halaman.ts';
import type { KategoriPeserta } from '#domain/instruments.ts';
import type { AuditQuery } from './audit-schemas';

/** One page of the audit log, newest first, with the number of entries that match the filters (D2, D10). */
export async function listAudit(db: Kysely<DB>, filter: AuditQuery) {
  let query = db.selectFrom('audit');
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.actor_id !== undefined) query = query.where('actor_id', '=', filter.actor_id);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or(
        (['actor_name', 'action', 'target', 'detail', 'ip'] as const).map(
          (column) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const tersaring = filter.role !== undefined || filter.actor_id !== undefined || !!filter.action || !!filter.q;
  const [{ total }, items] = await Promise.all([
    // The whole log's total is kept by the database (migration 20261203-65): counting it cost every
    // page a scan of the log (183 ms at 300,000 entries on PostgreSQL). A filter's matches are counted.
    tersaring
      ? query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
      : db
          .selectFrom('audit_jumlah')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('jumlah'), eb.lit(0)).as('total'))
          .executeTakeFirstOrThrow(),
    // The page's ids first: the entries an offset skips are read as ids, not with their detail.
    halamanIdDulu(
      db.selectFrom('audit').selectAll().orderBy('at', 'desc').orderBy('id', 'desc'),
      'id',
      query.select('id').orderBy('at', 'desc').orderBy('id', 'desc'),
      { limit: filter.per_page, offset: (filter.page - 1) * filter.per_page },
    ).execute(),
  ]);
  // The list of the record each entry names (issue 32: the page says "tahanan" for a detainee's), one
  // query for the page; null when the entry names no record or the record was deleted.
  const nomor = [...new Set(items.flatMap((i) => (i.target ? [i.target] : [])))];
  const kategori = new Map(
    nomor.length
      ? (
          await db.selectFrom('peserta').select(['registration_no', 'kategori']).where('registration_no', 'in', nomor).execute()
        ).map((p) => [p.registration_no, p.kategori as KategoriPeserta] as const)
      : [],
  );
  const data = items.map((i) => ({ ...i, kategori: (i.target && kategori.get(i.target)) || null }));
  return { data, total: Number(total), page: filter.page, per_page: filter.per_page };
}

/** Every action and every actor that appear in the log, for the page's filters. */
export async function listAuditFilters(db: Kysely<DB>) {
  const actions = await db.selectFrom('audit').select('action').distinct().orderBy('action').execute();
  const actors = await db
    .selectFrom('audit')
    .select(['role', 'actor_id', (eb) => eb.fn.max('actor_name').as('actor_name')])
    .where('actor_id', 'is not', null)
    .groupBy(['role', 'actor_id'])
    .orderBy('role')
    .orderBy('actor_name')
    .execute();
  return {
    actions: actions.map((a) => a.action),
    actors: actors.map((a) => ({ role: a.role, actor_id: a.actor_id as number, actor_name: a.actor_name ?? null })),
  };
}
