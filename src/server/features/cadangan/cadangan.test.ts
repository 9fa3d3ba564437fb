import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { settingsSchema } from '#server/settings.ts';
import { createAsessor, createChild } from '#server/test/factories.ts';
import { TestClock, TEST_ADMIN_PASSWORD } from '#server/test/harness.ts';
import { freshPgDatabase } from '#server/test/pg-database.ts';
import {
  buatCadangan,
  CadanganError,
  daftarCadangan,
  masalahDiLatar,
  periksaBerkas,
  periksaSqlite,
  pulihkan,
  SQLITE_FILE,
  type Sumber,
} from './cadangan';
import { cadanganHarian } from './cadangan-harian';

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `asesmen-${name}-`));
const folders: string[] = [];
afterAll(() => folders.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const folder = (name: string) => {
  const d = tmp(name);
  folders.push(d);
  return d;
};

async function isi(database: Database, clock: TestClock, anak: number) {
  await prepareDatabase(database, clock, TEST_ADMIN_PASSWORD);
  const asessor = await createAsessor(database.db);
  for (let i = 0; i < anak; i++) {
    const child = await createChild(database.db, { asessor_id: asessor.id, name: `Anak ${i}` });
    await database.db
      .insertInto('catatan')
      .values({
        peserta_id: child.id,
        catatan: `catatan ${i}`,
        created_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      })
      .execute();
  }
}

async function jumlah(database: Database) {
  const { n } = await database.db
    .selectFrom('peserta')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('backup and restore of the embedded database (D16)', () => {
  const clock = new TestClock();
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = folder('data');
    database = openDatabase({ dataDir });
    await isi(database, clock, 5);
  });
  afterAll(() => database.destroy());

  it('writes a checked copy while the database is open, restores it into an empty folder with every row', async () => {
    const backups = folder('backup');
    const hasil = await buatCadangan({ dialect: 'sqlite', dataDir }, backups, 14, clock);
    expect(fs.existsSync(hasil.path)).toBe(true);
    expect(hasil.baris.peserta).toBe(5);
    expect(hasil.baris.catatan).toBe(5);
    expect(hasil.ukuran).toBe(fs.statSync(hasil.path).size);
    // The backup and its SHA-256 file, nothing temporary left (issue 28).
    expect(fs.readdirSync(backups).sort()).toEqual([path.basename(hasil.path), `${path.basename(hasil.path)}.sha256`]);

    const target = folder('pulih');
    const { totalBaris } = await pulihkan(hasil.path, { dialect: 'sqlite', dataDir: target });
    expect(totalBaris).toBe(hasil.totalBaris);
    const restored = openDatabase({ dataDir: target });
    try {
      expect(await jumlah(restored)).toBe(5);
      const names = await restored.db.selectFrom('peserta').select('name').orderBy('name').execute();
      expect(names.map((r) => r.name)).toEqual(['Anak 0', 'Anak 1', 'Anak 2', 'Anak 3', 'Anak 4']);
    } finally {
      await restored.destroy();
    }
  });

  it('keeps only the newest BACKUP_KEEP backups', async () => {
    const backups = folder('simpan');
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      clock.advance(60_000);
      made.push(path.basename((await buatCadangan({ dialect: 'sqlite', dataDir }, backups, 2, clock)).path));
    }
    expect(daftarCadangan(backups)).toEqual([made[3], made[2]]);
  });

  it('refuses to restore over live data, and names what to do', async () => {
    const backups = folder('timpa');
    const hasil = await buatCadangan({ dialect: 'sqlite', dataDir }, backups, 14, clock);
    const error = await pulihkan(hasil.path, { dialect: 'sqlite', dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CadanganError);
    expect((error as Error).message).toMatch(/sudah berisi basis data.*folder data yang kosong/);
    expect(await jumlah(database)).toBe(5);
  });

  it('refuses a truncated, a corrupt and a foreign file with a clear message, leaving the target empty', async () => {
    const backups = folder('rusak');
    const hasil = await buatCadangan({ dialect: 'sqlite', dataDir }, backups, 14, clock);
    const bytes = fs.readFileSync(hasil.path);

    const truncated = path.join(backups, 'terpotong.db');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const corrupt = path.join(backups, 'rusak.db');
    const damaged = Buffer.from(bytes);
    for (let i = 4096; i < damaged.length; i += 97) damaged[i] = 0xff;
    fs.writeFileSync(corrupt, damaged);
    const foreign = path.join(backups, 'bukan.db');
    fs.writeFileSync(foreign, 'ini bukan cadangan');

    for (const file of [truncated, corrupt, foreign]) {
      const target = folder('kosong');
      const error = await pulihkan(file, { dialect: 'sqlite', dataDir: target }, { tanpaChecksum: true }).catch(
        (e: unknown) => e,
      );
      expect(error, file).toBeInstanceOf(CadanganError);
      expect((error as Error).message).toMatch(/rusak atau terpotong/);
      expect(fs.existsSync(path.join(target, SQLITE_FILE))).toBe(false);
      // The check the backup runs on a worker thread finds the same (issue 17: the server keeps answering).
      const diLatar = await masalahDiLatar(file);
      const tolak = (f: () => unknown) => {
        try {
          f();
        } catch (e) {
          return (e as Error).message;
        }
        return 'diterima';
      };
      expect(
        tolak(() => periksaSqlite(file, diLatar)),
        file,
      ).toBe(tolak(() => periksaSqlite(file)));
    }
    expect(await masalahDiLatar(hasil.path)).toEqual([]);
  });

  it('says clearly when the backup folder cannot be written', async () => {
    const file = path.join(folder('berkas'), 'bukan-folder');
    fs.writeFileSync(file, '');
    const error = await buatCadangan({ dialect: 'sqlite', dataDir }, path.join(file, 'cadangan'), 14, clock).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CadanganError);
    expect((error as Error).message).toMatch(/Folder cadangan .* tidak dapat ditulis/);
  });

  it('makes the daily backup once a day and records it', async () => {
    const settings = { ...settingsSchema.parse({}), DATA_DIR: dataDir, BACKUP_DIR: folder('harian'), DATABASE_URL: undefined };
    const first = await cadanganHarian(database, settings, clock);
    expect(first?.baris.peserta).toBe(5);
    clock.advance(60 * 60 * 1000);
    expect(await cadanganHarian(database, settings, clock)).toBeUndefined();
    clock.advance(23 * 60 * 60 * 1000);
    expect(await cadanganHarian(database, settings, clock)).toBeDefined();
    const rows = await database.db.selectFrom('cadangan').selectAll().execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.jumlah_baris > 5 && r.ukuran > 0)).toBe(true);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('backup and restore on PostgreSQL (pg_dump, D16)', () => {
  const clock = new TestClock();
  const drops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const drop of drops.splice(0)) await drop();
  });
  const fresh = async () => {
    const db = await freshPgDatabase(pgUrl!);
    drops.push(db.drop);
    return db.url;
  };

  it('dumps a snapshot, checks its rows, restores into an empty database only', async () => {
    const url = await fresh();
    const database = openDatabase({ url });
    try {
      await isi(database, clock, 4);
      const backups = folder('pg');
      const source: Sumber = { dialect: 'postgres', url };
      const hasil = await buatCadangan(source, backups, 14, clock);
      expect(hasil.path.endsWith('.dump')).toBe(true);
      expect(hasil.baris['public.peserta']).toBe(4);
      expect((await periksaBerkas(hasil.path)).baris).toEqual(hasil.baris);

      const refused = await pulihkan(hasil.path, source).catch((e: unknown) => e);
      expect((refused as Error).message).toMatch(/sudah berisi tabel/);

      const targetUrl = await fresh();
      await pulihkan(hasil.path, { dialect: 'postgres', url: targetUrl });
      const restored = openDatabase({ url: targetUrl });
      try {
        expect(await jumlah(restored)).toBe(4);
      } finally {
        await restored.destroy();
      }

      const truncated = path.join(backups, 'terpotong.dump');
      const bytes = fs.readFileSync(hasil.path);
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const error = await pulihkan(truncated, { dialect: 'postgres', url: await fresh() }, { tanpaChecksum: true }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CadanganError);
      expect((error as Error).message).toMatch(/rusak atau terpotong/);
    } finally {
      await database.destroy();
    }
  });

  it('of several processes on one database, only one makes the daily backup', async () => {
    const url = await fresh();
    const a = openDatabase({ url });
    const b = openDatabase({ url });
    try {
      await isi(a, clock, 2);
      const settings = { ...settingsSchema.parse({}), DATABASE_URL: url, BACKUP_DIR: folder('pg-harian') };
      const made = await Promise.all([cadanganHarian(a, settings, clock), cadanganHarian(b, settings, clock)]);
      expect(made.filter(Boolean)).toHaveLength(1);
      expect(await cadanganHarian(b, settings, clock)).toBeUndefined();
      expect(await a.db.selectFrom('cadangan').selectAll().execute()).toHaveLength(1);
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });
});
