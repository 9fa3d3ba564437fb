// The route declarations' rules for kept replies (issue 34): a kept list is sent again while the
// Rutan's count of writes (`versi_rutan`) is unchanged, so every table its reply reads must raise that
// count on every write, whoever writes. Two checks: each table a declaration names has the database
// triggers that count its writes (on SQLite and PostgreSQL), and the reply's queries read no table
// the declaration leaves out (SQLite, the statements recorded while the reply is made).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEMUA_PRIORITAS } from '#domain/index.ts';
import { registeredRoutes } from '../auth/guard';
import { buildApp } from '../app';
import { sqliteDriver, type Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import type { DB } from '../db/schema';
import { settingsSchema } from '../settings';
import { createAsessor, createChild, loginAsessor } from '../test/factories';
import { send, TEST_ADMIN_PASSWORD, TestClock, testAppForFile } from '../test/harness';
import { createHasil } from '../test/hasil-factories';
import { BalasanTersimpan } from './balasan-tersimpan';
import { TABEL_TURUNAN } from './rute';

type Peristiwa = 'insert' | 'update' | 'delete';

/**
 * The writes a table's rows may go without counting, and why: the count is raised another way. Every
 * other insert, update and delete of a kept reply's table must raise it.
 */
const TANPA_HITUNG: Partial<Record<string, Partial<Record<Peristiwa, string>>>> = {
  asessor: {
    insert: 'a new account is on no list until a record names it (that record is counted)',
    delete: "the records' asessor_id is set to null by the key: counted by peserta's trigger",
  },
  tindak_lanjut: { delete: 'deleted only with its record (cascade): counted by peserta' },
  lokasi: { insert: 'a new facility has no records yet', delete: 'facilities are closed, never deleted' },
  // D24: a version judges only results scored (and screening answers given) after it, so a new one changes no kept reply.
  kriteria_lokasi: {
    insert: 'a new version judges only what is saved after it',
    update: 'a version is never edited',
    delete: 'a version is never deleted',
  },
};

/** The tables with a trigger that raises `versi_rutan`, and on which writes. */
async function tabelTerhitung(database: Database): Promise<Map<string, Set<Peristiwa>>> {
  const hasil = new Map<string, Set<Peristiwa>>();
  const tambah = (tabel: string, p: Peristiwa) => {
    if (!hasil.has(tabel)) hasil.set(tabel, new Set());
    hasil.get(tabel)!.add(p);
  };
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger'`.execute(database.db);
    for (const { sql: teks } of rows) {
      const m = /\b(?:after|before)\s+(insert|update|delete)\b(?:\s+of\s+[\w\s,"]+?)?\s+on\s+"?(\w+)"?/i.exec(teks);
      const badan = teks.slice(teks.search(/\bbegin\b/i));
      if (m && /versi_rutan/i.test(badan)) tambah(m[2]!.toLowerCase(), m[1]!.toLowerCase() as Peristiwa);
    }
  } else {
    const { rows } = await sql<{ tabel: string; jenis: number; badan: string }>`
      select c.relname as tabel, t.tgtype as jenis, p.prosrc as badan
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and n.nspname = current_schema()`.execute(database.db);
    for (const { tabel, jenis, badan } of rows) {
      if (!/versi_rutan/i.test(badan)) continue;
      // pg_trigger.tgtype: bit 2 insert, bit 3 delete, bit 4 update.
      if (jenis & 4) tambah(tabel, 'insert');
      if (jenis & 8) tambah(tabel, 'delete');
      if (jenis & 16) tambah(tabel, 'update');
    }
  }
  return hasil;
}

/** Each kept reply's tables whose writes go uncounted: "route: table on insert". */
function tanpaPemicu(tersimpan: { url: string; tabel: readonly string[] }[], terhitung: Map<string, Set<Peristiwa>>): string[] {
  const kurang: string[] = [];
  for (const { url, tabel } of tersimpan) {
    for (const t of tabel) {
      for (const p of ['insert', 'update', 'delete'] as const) {
        if (!terhitung.get(t)?.has(p) && !TANPA_HITUNG[t]?.[p]) kurang.push(`${url}: ${t} on ${p}`);
      }
    }
  }
  return kurang;
}

describe('a kept reply names only tables whose writes raise the count', () => {
  const t = testAppForFile();
  const tersimpan = () =>
    registeredRoutes(t.app).flatMap((r) => (r.keptTables ? [{ url: `${r.method} ${r.url}`, tabel: r.keptTables }] : []));

  it('every table of every kept reply has its triggers', async () => {
    expect(tersimpan().length).toBeGreaterThanOrEqual(4);
    expect(tanpaPemicu(tersimpan(), await tabelTerhitung(t.database))).toEqual([]);
  });

  it('a table without its trigger is found (the check can fail)', async () => {
    const terhitung = await tabelTerhitung(t.database);
    terhitung.get('catatan')!.delete('insert');
    expect(tanpaPemicu(tersimpan(), terhitung)).toContain('GET /api/hasil-gabungan: catatan on insert');
    // And with the trigger really gone from the database.
    const nama = t.database.dialect === 'sqlite' ? 'versi_rutan_catatan_tambah' : 'versi_rutan_catatan';
    await sql`drop trigger ${sql.id(nama)}${t.database.dialect === 'postgres' ? sql` on catatan` : sql``}`.execute(t.database.db);
    expect(tanpaPemicu(tersimpan(), await tabelTerhitung(t.database))).toContain('GET /api/hasil-gabungan: catatan on insert');
  });
});

/** The reply store of the app below: records the statements run while a reply is made (`buat`). */
class BalasanDirekam extends BalasanTersimpan {
  merekam = false;
  override balas(
    request: FastifyRequest,
    reply: FastifyReply,
    rutan: { location: string; versi: number },
    buat: () => Promise<{ balasan: unknown; baris: number }>,
  ) {
    return super.balas(request, reply, rutan, async () => {
      this.merekam = true;
      try {
        return await buat();
      } finally {
        this.merekam = false;
      }
    });
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL)('a kept reply reads no table its declaration leaves out (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-rute-'));
  const balasan = new BalasanDirekam(undefined);
  const dibaca: string[] = [];
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const sqlite = new (sqliteDriver())(path.join(dir, 'asesmen.db'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({
        database: {
          close: () => sqlite.close(),
          prepare: (teks: string) => {
            if (balasan.merekam) dibaca.push(teks);
            return sqlite.prepare(teks);
          },
        },
      }),
    });
    database = { db, dialect: 'sqlite', dataDir: dir, destroy: () => db.destroy(), dengarGangguan: () => undefined };
    const clock = new TestClock();
    await prepareDatabase(database, clock, TEST_ADMIN_PASSWORD);
    app = await buildApp({ database, settings: settingsSchema.parse({ LOG_LEVEL: 'silent' }), clock, serveWeb: false, logger: false, balasan });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('every kept list, asked every way, reads only its declared tables and their kept copies', async () => {
    const asessor = await createAsessor(database.db, { location: 'Rutan 1' });
    const cookies = await loginAsessor(app, asessor);
    for (const kategori of ['anak', 'tahanan'] as const) {
      const anak = await createChild(database.db, { name: `Uji Baca ${kategori}`, asessor_id: asessor.id, kategori });
      await createHasil(database.db, anak.id, 'pid5');
    }
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(database.db);
    const semuaTabel = new Set(rows.map((r) => r.name.toLowerCase()));
    const kept = registeredRoutes(app).filter((r) => r.keptTables);
    expect(kept.length).toBeGreaterThanOrEqual(4);
    const cara = ['', '?page=1&per_page=50', '?q=uji&page=1&per_page=50', '?kategori=tahanan&page=1&per_page=50', '?urut=prioritas&page=1&per_page=50', `?prioritas=${encodeURIComponent(SEMUA_PRIORITAS[0])}`];
    for (const r of kept) {
      const url = r.url.replace(':instrument', 'pid5');
      const boleh = new Set<string>(['versi_rutan', ...r.keptTables!]);
      for (const [turunan, sumber] of Object.entries(TABEL_TURUNAN)) if (sumber.every((s) => boleh.has(s))) boleh.add(turunan);
      for (const q of cara) {
        dibaca.length = 0;
        const res = await send(app, 'GET', `${url}${q}`, { cookies });
        if (res.statusCode === 400) continue; // a query this list does not take
        expect(res.statusCode, `${url}${q}: ${res.body}`).toBe(200);
        const tabel = new Set<string>();
        for (const teks of dibaca) {
          for (const m of teks.matchAll(/\b(?:from|join)\s+"?([A-Za-z_]\w*)"?/gi)) {
            const nama = m[1]!.toLowerCase();
            if (semuaTabel.has(nama)) tabel.add(nama);
          }
        }
        expect([...tabel].filter((x) => !boleh.has(x)), `${url}${q}`).toEqual([]);
      }
    }
  });
});
