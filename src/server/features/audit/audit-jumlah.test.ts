import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsessor, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';

// Issue 33: the audit page's total without a filter is the count the database keeps (migration
// 20261203-65), not a count of the whole log on every page.
const t = testAppForFile();
let admin: Cookies;
let asessor: Cookies;

interface Page {
  data: { id: number }[];
  total: number;
}

const get = async (query = '') => {
  const res = await send(t.app, 'GET', `/api/audit${query}`, { cookies: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

const dihitung = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const entri = (target: string) => ({
  at: t.clock.now().toISOString(),
  role: 'sistem',
  actor_id: null,
  actor_name: 'uji',
  action: 'uji.jumlah',
  target,
  detail: null,
  ip: null,
});

beforeAll(async () => {
  admin = await loginAdmin(t.app);
  asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { name: 'Asessor Jumlah' }));
});

describe('GET /api/audit: the kept total', () => {
  it('equals a count of the log whoever writes: the group commit, a transaction, plain SQL, deletes', async () => {
    const db = t.database.db;
    // Twenty reads at once: their entries go in one group commit (one statement on PostgreSQL).
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, 'GET', '/api/kelola?page=1&per_page=5', { cookies: asessor })),
    );
    expect(reads.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    await db
      .insertInto('audit')
      .values([entri('A'), entri('B'), entri('C')])
      .execute();
    await db.transaction().execute((trx) => trx.insertInto('audit').values(entri('D')).execute());
    // Separate statements at once: on PostgreSQL they land on several connections (several slots).
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db
          .insertInto('audit')
          .values(entri(`E${i}`))
          .execute(),
      ),
    );
    await db.deleteFrom('audit').where('target', 'in', ['A', 'B']).execute();

    const n = await dihitung();
    expect(n).toBeGreaterThan(30);
    const first = await get('?per_page=7');
    expect(first.total).toBe(n);
    // The pager's last page holds what the total says is left.
    const last = Math.ceil(n / 7);
    expect((await get(`?per_page=7&page=${last}`)).data.length).toBe(n - (last - 1) * 7);
    expect((await get(`?per_page=7&page=${last + 1}`)).data).toEqual([]);
    // A filter's total is still counted.
    expect((await get('?action=uji.jumlah')).total).toBe(1 + 1 + 8);
  });

  it('is read from the kept count, not counted (a count moved by hand shows in the total, not in a filter)', async () => {
    const db = t.database.db;
    const n = await dihitung();
    const slot = (await db.selectFrom('audit_jumlah').select('slot').limit(1).executeTakeFirstOrThrow()).slot;
    await db
      .updateTable('audit_jumlah')
      .set((eb) => ({ jumlah: eb('jumlah', '+', 1000) }))
      .where('slot', '=', slot)
      .execute();
    try {
      // The page's own read writes no entry; the total is the kept count as it was when read.
      expect((await get()).total).toBe(n + 1000);
      expect((await get('?action=uji.jumlah')).total).toBe(10);
    } finally {
      await db
        .updateTable('audit_jumlah')
        .set((eb) => ({ jumlah: eb('jumlah', '-', 1000) }))
        .where('slot', '=', slot)
        .execute();
    }
    expect((await get()).total).toBe(await dihitung());
  });

  it('is 0 after the whole log is deleted (SQLite) or truncated (PostgreSQL)', async () => {
    if (t.database.dialect === 'postgres') await sql`truncate audit`.execute(t.database.db);
    else await t.database.db.deleteFrom('audit').execute();
    expect(await dihitung()).toBe(0);
    expect((await get()).total).toBe(0);
    await t.database.db.insertInto('audit').values(entri('F')).execute();
    expect((await get()).total).toBe(1);
  });
});
