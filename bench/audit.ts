// npx tsx bench/audit.ts [ENTRIES]: the audit page's cost at a large log (issue 33), in-process on a
// fresh SQLite file and, with TEST_DATABASE_URL, a fresh PostgreSQL database: ENTRIES (300,000) entries,
// then the unfiltered page 1 (`listAudit`: the kept total, migration 20261203-65) against counting the
// log as the page did before, each the fastest and the median of 15, and the cost of writing entries
// with the kept count's triggers against without them (20,000 entries one statement each, alternated).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { listAudit } from '../src/server/features/audit/audit-data';
import { migrateToLatest } from '../src/server/db/migrate';
import { openDatabase, type Database } from '../src/server/db/database';
import { freshPgDatabase } from '../src/server/test/pg-database';

const ENTRIES = Number(process.argv[2] ?? 300_000);

async function timed(runs: number, f: () => Promise<unknown>): Promise<string> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return `fastest ${ms[0]!.toFixed(2)} ms, median ${ms[Math.floor(runs / 2)]!.toFixed(2)} ms`;
}

async function fill(database: Database): Promise<void> {
  const db = database.db;
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
  for (let start = 0; start < ENTRIES; start += 5000) {
    const rows = Array.from({ length: Math.min(5000, ENTRIES - start) }, (_, k) => ({
      at: at(start + k),
      role: 'asessor',
      actor_id: 1 + ((start + k) % 20),
      actor_name: `Asessor ${(start + k) % 20}`,
      action: ['kelola.lihat', 'hasil.lihat', 'pemantauan.lihat', 'login'][(start + k) % 4]!,
      target: `B-${String((start + k) % 10_000).padStart(6, '0')}`,
      detail: 'halaman 1, 50 baris',
      ip: '10.0.0.1',
    }));
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 1000)
        await trx
          .insertInto('audit')
          .values(rows.slice(i, i + 1000))
          .execute();
    });
  }
  if (database.dialect === 'postgres') await sql`vacuum analyze audit`.execute(db);
}

const triggers = async (database: Database, on: boolean) => {
  const verb = on ? 'enable' : 'disable';
  if (database.dialect === 'postgres') {
    await sql.raw(`alter table audit ${verb} trigger audit_jumlah_tambah`).execute(database.db);
    return;
  }
  if (on) {
    await sql`create trigger audit_jumlah_tambah after insert on audit begin
      update audit_jumlah set jumlah = jumlah + 1 where slot = 0;
    end`.execute(database.db);
  } else await sql`drop trigger audit_jumlah_tambah`.execute(database.db);
};

async function measure(name: string, database: Database): Promise<void> {
  await migrateToLatest(database);
  const t0 = performance.now();
  await fill(database);
  console.log(`== ${name}: ${ENTRIES.toLocaleString('en-US')} entries written in ${Math.round(performance.now() - t0)} ms`);
  const page = { page: 1, per_page: 20 };
  console.log(`  page 1, unfiltered (kept total):  ${await timed(15, () => listAudit(database.db, page))}`);
  const count = () =>
    database.db
      .selectFrom('audit')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  console.log(`  counting the log (the old total): ${await timed(15, count)}`);
  console.log(
    `  the kept total alone:             ${await timed(15, () =>
      database.db
        .selectFrom('audit_jumlah')
        .select((eb) => eb.fn.sum('jumlah').as('n'))
        .executeTakeFirstOrThrow(),
    )}`,
  );
  const listed = await listAudit(database.db, page);
  console.log(`  total ${listed.total}, counted ${(await count()).n}`);
  // Writing: 20,000 entries, one statement each, with and without the trigger, alternated twice.
  for (const round of [1, 2]) {
    for (const on of [false, true]) {
      await triggers(database, on);
      const w0 = performance.now();
      for (let i = 0; i < 20_000; i++) {
        await database.db
          .insertInto('audit')
          .values({
            at: new Date().toISOString(),
            role: 'admin',
            actor_id: 1,
            actor_name: 'admin',
            action: 'uji',
            target: null,
            detail: null,
            ip: null,
          })
          .execute();
      }
      console.log(
        `  20,000 single entries, ${on ? 'with' : 'without'} the kept count (round ${round}): ${Math.round(performance.now() - w0)} ms`,
      );
    }
  }
  const after = await listAudit(database.db, page);
  console.log(
    `  after: total ${after.total}, counted ${(await count()).n} (entries written without the trigger are not in the kept total)`,
  );
}

async function main() {
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-bench-audit-'));
  const sqlite = openDatabase({ dataDir: dir });
  try {
    await measure('SQLite', sqlite);
  } finally {
    await sqlite.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.TEST_DATABASE_URL) {
    const { url, drop } = await freshPgDatabase(process.env.TEST_DATABASE_URL);
    const pg = openDatabase({ url });
    try {
      await measure('PostgreSQL', pg);
    } finally {
      await pg.destroy();
      await drop();
    }
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
