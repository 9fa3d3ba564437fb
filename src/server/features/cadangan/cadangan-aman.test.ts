// Backups that can be trusted (issues 28 and 29): 0600 files in a 0700 folder, the restored data the
// same, a SHA-256 checksum beside each backup that restore checks (one changed byte is refused), the
// temporary file of a killed backup removed by the next one, the PostgreSQL password kept out of
// pg_dump's and pg_restore's arguments, and a restore that ends every session of the backup's time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { createSession } from '#server/auth/sessions.ts';
import { createAsessor, createChild } from '#server/test/factories.ts';
import { TestClock, TEST_ADMIN_PASSWORD } from '#server/test/harness.ts';
import {
  buatCadangan,
  bersihkanSementara,
  CadanganError,
  EXT_SUM,
  hitungSementara,
  pulihkan,
  SQLITE_FILE,
  tanpaSandi,
} from './cadangan';

const folders: string[] = [];
afterAll(() => folders.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const folder = (name: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `asesmen-${name}-`));
  folders.push(d);
  return d;
};
const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe.runIf(!process.env.TEST_DATABASE_URL)('backups of the embedded database that can be trusted', () => {
  it('0600 in 0700 with a checksum; a changed byte refused; restored 0600 in 0700 without sessions', async () => {
    const clock = new TestClock();
    const dataDir = folder('data');
    const database = openDatabase({ dataDir });
    await prepareDatabase(database, clock, TEST_ADMIN_PASSWORD);
    const asessor = await createAsessor(database.db);
    await createChild(database.db, { name: 'Nama Anak Asli' });
    await createSession(database.db, clock, 'asessor', asessor.id, null);
    const backups = path.join(folder('cadangan'), 'dalam');
    // A killed backup's temporary file (its writer, pid 2^22 + 1, is not running).
    fs.mkdirSync(backups, { recursive: true });
    const tertinggal = path.join(backups, 'asesmen-20261101-000000-000.db.sementara-4194305');
    fs.writeFileSync(tertinggal, Buffer.alloc(4096));
    expect(hitungSementara(backups)).toEqual({ jumlah: 1, ukuran: 4096 });

    const hasil = await buatCadangan({ dialect: 'sqlite', dataDir }, backups, 14, clock);
    await database.destroy();
    expect(fs.existsSync(tertinggal)).toBe(false);
    expect(hitungSementara(backups).jumlah).toBe(0);
    expect(mode(backups)).toBe(0o700);
    expect(mode(hasil.path)).toBe(0o600);
    expect(mode(`${hasil.path}${EXT_SUM}`)).toBe(0o600);
    expect(fs.readFileSync(`${hasil.path}${EXT_SUM}`, 'utf8')).toMatch(
      new RegExp(`^[0-9a-f]{64}  ${path.basename(hasil.path)}\\n$`),
    );

    // One changed byte in the child's name: the file's own checks would pass it; the checksum does not.
    const isi = fs.readFileSync(hasil.path);
    const i = isi.indexOf('Nama Anak Asli');
    expect(i).toBeGreaterThan(0);
    const diubah = path.join(backups, 'diubah.db');
    fs.copyFileSync(hasil.path, diubah);
    fs.copyFileSync(`${hasil.path}${EXT_SUM}`, `${diubah}${EXT_SUM}`);
    const fd = fs.openSync(diubah, 'r+');
    fs.writeSync(fd, Buffer.from('X'), 0, 1, i);
    fs.closeSync(fd);
    const target = path.join(folder('pulih'), 'data');
    const ditolak = await pulihkan(diubah, { dialect: 'sqlite', dataDir: target }).catch((e: unknown) => e);
    expect(ditolak).toBeInstanceOf(CadanganError);
    expect((ditolak as Error).message).toContain('tidak cocok dengan checksum SHA-256');
    expect(fs.existsSync(path.join(target, SQLITE_FILE))).toBe(false);

    // Without its checksum file the backup is not proven whole: refused unless the operator says so
    // (a backup made before checksums); its contents are checked either way (issue 28).
    const tanpa = path.join(backups, 'tanpa-checksum.db');
    fs.copyFileSync(hasil.path, tanpa);
    const tanpaDitolak = await pulihkan(tanpa, { dialect: 'sqlite', dataDir: target }).catch((e: unknown) => e);
    expect((tanpaDitolak as Error).message).toMatch(/checksum tanpa-checksum\.db\.sha256 tidak ada.*--tanpa-checksum/);
    expect(fs.existsSync(target)).toBe(false);
    const targetLain = path.join(folder('pulih-tanpa'), 'data');
    await pulihkan(tanpa, { dialect: 'sqlite', dataDir: targetLain }, { tanpaChecksum: true });
    expect(fs.readdirSync(targetLain)).toEqual([SQLITE_FILE]);

    await pulihkan(hasil.path, { dialect: 'sqlite', dataDir: target });
    expect(mode(target)).toBe(0o700);
    expect(mode(path.join(target, SQLITE_FILE))).toBe(0o600);
    const pulih = openDatabase({ dataDir: target });
    try {
      const sesi = await pulih.db.selectFrom('sesi').selectAll().execute();
      expect(sesi).toEqual([]);
      const anak = await pulih.db.selectFrom('peserta').select('name').execute();
      expect(anak.map((a) => a.name)).toEqual(['Nama Anak Asli']);
    } finally {
      await pulih.destroy();
    }
  });

  it("a running backup's temporary file is left alone; one of this process is not touched by the sweep", () => {
    const dir = folder('sweep');
    const hidup = path.join(dir, `asesmen-20261101-000000-000.db.sementara-${process.ppid}`);
    fs.writeFileSync(hidup, 'x');
    expect(bersihkanSementara(dir)).toEqual({ jumlah: 0, ukuran: 0 });
    expect(fs.existsSync(hidup)).toBe(true);
  });
});

describe('the PostgreSQL password', () => {
  it('goes to pg_dump and pg_restore in the environment, never in their arguments', () => {
    expect(tanpaSandi('postgres://asesmen:s%40ndi%20rahasia@db.lokal:5433/asesmen?sslmode=require')).toEqual({
      dbname: 'postgres://asesmen@db.lokal:5433/asesmen?sslmode=require',
      env: { PGPASSWORD: 's@ndi rahasia' },
    });
    expect(tanpaSandi('postgres://asesmen@db.lokal/asesmen')).toEqual({ dbname: 'postgres://asesmen@db.lokal/asesmen', env: {} });
  });
});
