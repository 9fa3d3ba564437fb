// D21: after "Hapus permanen" none of the person's text is left in the database files: SQLite's file,
// its log (WAL) and the next backup (secure_delete, a TRUNCATE checkpoint); PostgreSQL's rows vacuumed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buatCadangan } from '../cadangan/cadangan';
import { createAsessor, createChild, loginAsessor } from '#server/test/factories.ts';
import { createHasil } from '#server/test/hasil-factories.ts';
import { send, testAppForFile } from '#server/test/harness.ts';

const t = testAppForFile();
const onSqlite = !process.env.TEST_DATABASE_URL;

/** A record whose name, birthplace, note, essay, draft, consent, follow-up and psychologist's note all hold `marker`. */
async function rekamanBertanda(marker: string) {
  const asessor = await createAsessor(t.database.db, { location: 'Rutan 2' });
  const cookies = await loginAsessor(t.app, asessor);
  const child = await createChild(t.database.db, { location: 'Rutan 2', name: `Budi ${marker}` });
  const db = t.database.db;
  await db.updateTable('peserta').set({ place_of_birth: `Kota ${marker}` }).where('id', '=', child.id).execute();
  await db.updateTable('persetujuan').set({ nama_pemberi: `Ibu ${marker}` }).where('peserta_id', '=', child.id).execute();
  await createHasil(db, child.id, 'dukungan', { jawaban_essay: `Cita-cita ${marker}` });
  const now = t.clock.now().toISOString();
  await db.insertInto('catatan').values({ peserta_id: child.id, catatan: `Catatan ${marker}`, created_at: now, updated_at: now }).execute();
  await db
    .insertInto('pengerjaan')
    .values({ peserta_id: child.id, instrument: 'pid5', started_at: now, jawaban: '{}', jawaban_essay: `Draf ${marker}`, updated_at: now })
    .execute();
  // A follow-up with an action whose note names the person (D19): erased with the record.
  const buka = await send(t.app, 'POST', '/api/tindak-lanjut', {
    cookies,
    body: { registration_no: child.registration_no, prioritas: 'Sedang', alasan: `Alasan ${marker}` },
  });
  expect(buka.statusCode, buka.body).toBe(201);
  const aksi = await send(t.app, 'POST', `/api/tindak-lanjut/${buka.json().id}/aksi`, {
    cookies,
    body: { versi: 1, tindakan: 'Konseling', oleh: 'Ibu Wali', pada: now, catatan: `Aksi ${marker}` },
  });
  expect(aksi.statusCode, aksi.body).toBe(201);
  // A psychologist's review with a clinical note about the person (D22).
  await db
    .insertInto('tinjauan')
    .values({
      peserta_id: child.id,
      prioritas_sistem: 'Rendah',
      prioritas: 'Sedang',
      alasan: `Alasan klinis ${marker}`,
      catatan_klinis: `Klinis ${marker}`,
      psikolog_id: null,
      psikolog_nama: 'Ratna Psikolog',
      nomor_izin: 'SIPP 0315-18-2-1',
      ditinjau_at: now,
    })
    .execute();
  return { child, cookies };
}

const isiBerkas = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0));

describe.runIf(onSqlite)('Hapus permanen on SQLite (D21)', () => {
  it('leaves no trace of the name, note and essay in the database file, its WAL, or the next backup', async () => {
    const marker = `PENANDA${randomBytes(6).toString('hex').toUpperCase()}`;
    const { child, cookies } = await rekamanBertanda(marker);
    const file = path.join(t.dataDir!, 'asesmen.db');
    const ada = (b: Buffer) => b.includes(Buffer.from(marker, 'utf8'));
    // The search finds the marker while the record exists (in the file or still in the log).
    expect(ada(Buffer.concat([isiBerkas(file), isiBerkas(`${file}-wal`)]))).toBe(true);

    const res = await send(t.app, 'DELETE', `/api/kelola/${child.id}`, { cookies });
    expect(res.statusCode, res.body).toBe(200);

    expect(ada(isiBerkas(file)), 'asesmen.db').toBe(false);
    expect(ada(isiBerkas(`${file}-wal`)), 'asesmen.db-wal').toBe(false);
    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-hapus-'));
    try {
      const cadangan = await buatCadangan({ dialect: 'sqlite', dataDir: t.dataDir! }, backups, 14, t.clock);
      expect(ada(fs.readFileSync(cadangan.path)), 'the next backup').toBe(false);
    } finally {
      fs.rmSync(backups, { recursive: true, force: true });
    }
  });
});

describe.runIf(!onSqlite)('Hapus permanen on PostgreSQL (D21)', () => {
  it("removes every row of the record and vacuums the record's tables", async () => {
    const marker = `PENANDA${randomBytes(6).toString('hex').toUpperCase()}`;
    const { child, cookies } = await rekamanBertanda(marker);
    const sebelum = new Date().toISOString();
    const res = await send(t.app, 'DELETE', `/api/kelola/${child.id}`, { cookies });
    expect(res.statusCode, res.body).toBe(200);
    const db = t.database.db;
    for (const tabel of ['hasil', 'pengerjaan', 'catatan', 'persetujuan', 'kesediaan', 'tindak_lanjut', 'tinjauan'] as const) {
      expect(await db.selectFrom(tabel).select('peserta_id').where('peserta_id', '=', child.id).execute(), tabel).toHaveLength(0);
    }
    const vacuum = await sql<{ relname: string; last_vacuum: Date | null }>`
      select relname, last_vacuum from pg_stat_user_tables
      where schemaname = current_schema() and relname in ('peserta', 'hasil', 'pengerjaan', 'catatan', 'persetujuan', 'tindak_lanjut_aksi', 'tinjauan')`.execute(db);
    expect(vacuum.rows).toHaveLength(7);
    for (const r of vacuum.rows) expect(r.last_vacuum && r.last_vacuum.toISOString() >= sebelum.slice(0, 19), r.relname).toBeTruthy();
  });
});
