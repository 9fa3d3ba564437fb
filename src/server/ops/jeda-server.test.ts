import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createChild, type ChildFixture } from '../test/factories';
import { freshPgDatabase } from '../test/pg-database';
import { afterFile, call, Jar, prepareWithAsessor, startServer, type RunningServer } from '../test/server-process';

// Decision 051 with real server processes: a child's sub test is open when the server stops; the
// machine reboots and its clock is set an hour forward (then, later, an hour back) while no server
// runs. The time no server ran is not counted against the child: the sub test is still open with the
// time it had, its duration leaves the hour out, and the clock set back gives no time.
//
// A reboot with the clock moved is made from outside the process as the next server sees it: the
// clock and the attempts' times its predecessors stored are moved by the step the other way (an hour
// earlier is what "the wall clock is an hour ahead" looks like to it), and the stored boot id is
// another machine boot's. On PostgreSQL the reference clock is the database's, the same picture.

const { cleanups, tmp } = afterFile();
const JAM = 3_600_000;

const pgUrl = process.env.TEST_DATABASE_URL;
type Target = { dataDir: string } | { url: string };
const backend = pgUrl
  ? {
      name: 'PostgreSQL',
      setup: async () => {
        const { url, drop } = await freshPgDatabase(pgUrl);
        cleanups.push(drop);
        return { env: { DATABASE_URL: url, BACKUP_DIR: tmp('cadangan') }, target: { url } as Target };
      },
    }
  : {
      name: 'SQLite',
      setup: async () => {
        const dataDir = tmp('data');
        return { env: { DATA_DIR: dataDir, BACKUP_DIR: tmp('cadangan') }, target: { dataDir } as Target };
      },
    };

const buka = (target: Target) => openDatabase('url' in target ? { url: target.url } : { dataDir: target.dataDir });

/**
 * What a reboot with the wall clock moved by `langkah` leaves for the next server: every time stored
 * by the servers before is `langkah` behind the new clock, and the boot id is another one.
 */
async function rebootDenganLangkah(target: Target, langkah: number, boot: string) {
  const database = buka(target);
  const geser = (iso: string | null) => (iso ? new Date(Date.parse(iso) - langkah).toISOString() : iso);
  try {
    await database.db
      .updateTable('jam')
      .set((eb) => ({ nilai_ms: eb('nilai_ms', '-', langkah), boot }))
      .execute();
    for (const p of await database.db.selectFrom('pengerjaan').selectAll().execute()) {
      const waktuJawab = Object.fromEntries(
        Object.entries(JSON.parse(p.waktu_jawab ?? '{}') as Record<string, string>).map(([n, t]) => [n, geser(t)]),
      );
      await database.db
        .updateTable('pengerjaan')
        .set({
          started_at: geser(p.started_at)!,
          updated_at: geser(p.updated_at)!,
          terakhir_aktif: geser(p.terakhir_aktif),
          waktu_jawab: JSON.stringify(waktuJawab),
        })
        .where('id', '=', p.id)
        .execute();
    }
  } finally {
    await database.destroy();
  }
}

async function berhenti(server: RunningServer) {
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

/** The child logs in again (a session's idle time may have run out over the step) and opens its PID-5. */
async function subtes(server: RunningServer, child: ChildFixture) {
  const jar = new Jar();
  const masuk = await call(server.url, 'POST', '/api/peserta/masuk', { jar, body: { id: child.id, password: child.password } });
  expect(masuk.status, JSON.stringify(masuk.body)).toBe(200);
  const res = await call(server.url, 'GET', `/api/asesmen/${child.id}/pid5`, { jar });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { jar, status: res.body.status, sisa: res.body.sisa_detik as number, jawaban: res.body.jawaban };
}

describe(`${backend.name}: a reboot with the clock moved while a sub test was open (decision 051)`, () => {
  it('an hour forward neither closes it nor takes time; an hour back gives none; the duration leaves the hour out', async () => {
    const { env, target } = await backend.setup();
    const asessor = await prepareWithAsessor(target);
    const database = buka(target);
    const [anak, kedua] = await Promise.all([
      createChild(database.db, { asessor_id: asessor.id, password: 'sandi-anak-1' }),
      createChild(database.db, { asessor_id: asessor.id, password: 'sandi-anak-2' }),
    ]);
    await database.destroy();

    // The first server: the child opens its PID-5 and answers one question.
    const pertama = await startServer(env);
    cleanups.push(() => void pertama.child.kill('SIGKILL'));
    const mulai = performance.now();
    const awal = await subtes(pertama, anak);
    expect(awal.status).toBe('berjalan');
    const draf = await call(pertama.url, 'PUT', `/api/asesmen/${anak.id}/pid5/draft`, {
      jar: awal.jar,
      body: { jawaban: { 1: 2 } },
    });
    expect(draf.status, JSON.stringify(draf.body)).toBe(200);
    await berhenti(pertama);

    // A reboot; the machine's clock is an hour ahead when the next server starts.
    await rebootDenganLangkah(target, JAM, 'boot-sebelum-reboot');
    const kedua1 = await startServer(env);
    cleanups.push(() => void kedua1.child.kill('SIGKILL'));
    const lagi = await subtes(kedua1, anak);
    const lewatDetik = (performance.now() - mulai) / 1000;
    expect(lagi.status).toBe('berjalan');
    expect(lagi.jawaban).toEqual({ 1: 2 });
    // Never more than it had; at most the seconds this test took less (servers starting included).
    expect(lagi.sisa).toBeLessThanOrEqual(awal.sisa);
    expect(lagi.sisa).toBeGreaterThanOrEqual(awal.sisa - Math.ceil(lewatDetik));
    expect(kedua1.output()).toMatch(/Tidak ada server yang berjalan selama \d+ detik; waktu itu tidak dihitung pada 1 sub test/);
    const lain = await subtes(kedua1, kedua);
    expect(lain.status).toBe('berjalan');
    await berhenti(kedua1);

    // Another reboot; now the clock is an hour behind: the clocks go on from the last stored time.
    await rebootDenganLangkah(target, -JAM, 'boot-kedua');
    const ketiga = await startServer(env);
    cleanups.push(() => void ketiga.child.kill('SIGKILL'));
    const sesudah = await subtes(ketiga, anak);
    const lainSesudah = await subtes(ketiga, kedua);
    expect(sesudah.status).toBe('berjalan');
    expect(sesudah.sisa).toBeLessThanOrEqual(lagi.sisa);
    expect(lainSesudah.status).toBe('berjalan');
    expect(lainSesudah.sisa).toBeLessThanOrEqual(lain.sisa);
    expect(ketiga.output()).not.toMatch(/Tidak ada server yang berjalan/);

    // Submitted: its duration is the minutes the child had, not the hour the clock moved.
    const jawaban = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i + 1), i % 4]));
    const kirim = await call(ketiga.url, 'POST', `/api/asesmen/${anak.id}/pid5`, {
      jar: sesudah.jar,
      body: { registration_no: anak.registration_no, jawaban },
    });
    expect(kirim.status, JSON.stringify(kirim.body)).toBe(200);
    await berhenti(ketiga);
    const db = buka(target);
    try {
      const hasil = await db.db
        .selectFrom('hasil')
        .select(['durasi_detik', 'timed_out'])
        .where('peserta_id', '=', anak.id)
        .executeTakeFirstOrThrow();
      expect(hasil.timed_out).toBe(0);
      expect(hasil.durasi_detik).toBeGreaterThanOrEqual(0);
      expect(hasil.durasi_detik).toBeLessThanOrEqual(Math.ceil((performance.now() - mulai) / 1000));
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
