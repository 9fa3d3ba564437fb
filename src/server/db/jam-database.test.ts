// The server's clock across processes (issue 28): the wall clock set an hour forward or back while
// no server process ran. A process that anchored its clock to the wall clock at start (as before)
// closed a child's open sub test as timed out, or gave it the hour back; a process continuing the
// clock the database keeps (jamDatabase) measures the seconds that really passed. On PostgreSQL a
// server whose wall clock is wrong keeps the database's time. After a reboot (another boot id) the
// time no server ran cannot be measured: it is not counted against an open sub test (decision 051),
// so neither a power cut nor a wall clock set forward meanwhile closes it, and one set back gives
// nothing.
import { describe, expect, it } from 'vitest';
import { jamTahanLangkah } from '../time';
import { childSession, createChild } from '../test/factories';
import { send, testAppForFile } from '../test/harness';
import { findHasil } from '../features/asesmen/asesmen-data';
import { jedaTidakDihitung } from '../features/asesmen/asesmen-subtes';
import { jamDatabase, type SumberWaktuMesin } from './jam-database';

const t = testAppForFile();
const JAM = 3_600_000;

/** A machine whose clocks the test moves: wall, monotonic since boot, boot id. */
function mesin(boot = 'boot-uji') {
  const s = { dinding: Date.now(), monoton: 1_000_000, boot };
  const sumber: SumberWaktuMesin = { dinding: () => s.dinding, monoton: () => s.monoton, boot: () => s.boot };
  return { s, sumber };
}

type Proses = (m: ReturnType<typeof mesin>) => Promise<{ now: () => Date; berhenti: () => Promise<void> }>;

/** Gives a pause to the open attempts, as the server does. */
const saatJeda = (trx: Parameters<typeof jedaTidakDihitung>[0], jeda: Parameters<typeof jedaTidakDihitung>[2]) =>
  jedaTidakDihitung(trx, t.settings.TIME_LIMIT_DIVISOR, jeda);

/** Each process continues the clock the database keeps and gives the open attempts a pause (the server's own). */
const prosesDatabase: Proses = async (m) => {
  const jam = await jamDatabase(t.database.db, t.database.dialect, m.sumber, saatJeda);
  return { now: jam.clock.now, berhenti: jam.hentikan };
};
/** Each process continues the clock the database keeps, and gives no pause (before decision 051). */
const prosesTanpaJeda: Proses = async (m) => {
  const jam = await jamDatabase(t.database.db, t.database.dialect, m.sumber);
  return { now: jam.clock.now, berhenti: jam.hentikan };
};
/** Each process anchors its clock to the wall clock when it starts (before issue 28's fix). */
const prosesDinding: Proses = async (m) => {
  const jam = jamTahanLangkah({ dinding: m.sumber.dinding, monoton: m.sumber.monoton });
  return { now: jam.now, berhenti: async () => undefined };
};

/**
 * Opens a PID-5 in a first process; the wall clock steps by `langkah` while no process runs for
 * `mati` ms, on the same boot or after a reboot (another boot id, the monotonic clock from 0).
 */
async function langkahSaatMati(proses: Proses, langkah: number, { mati = 5000, reboot = false } = {}) {
  const m = mesin();
  // Another test's process wrote the database's clock first: this machine starts where it left.
  await t.database.db.deleteFrom('jam').execute();
  const semula = t.clock.now;
  try {
    const pertama = await proses(m);
    t.clock.now = pertama.now;
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    const buka = (await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).json() as { batas_detik: number };
    m.s.monoton += 2000;
    m.s.dinding += 2000;
    await pertama.berhenti();
    // Down for a while; the wall clock is set meanwhile.
    m.s.monoton = reboot ? 30_000 : m.s.monoton + mati;
    if (reboot) m.s.boot = 'boot-sesudah';
    m.s.dinding += mati + langkah;
    const kedua = await proses(m);
    t.clock.now = kedua.now;
    m.s.monoton += 1000;
    m.s.dinding += 1000;
    const draf = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { '1': 1 } } });
    const lagi = (await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).json() as {
      status: string;
      sisa_detik: number;
    };
    await kedua.berhenti();
    return { batas: buka.batas_detik, draf, lagi, hasil: await findHasil(t.database.db, child.id, 'pid5') };
  } finally {
    t.clock.now = semula;
  }
}

describe('the wall clock set forward one hour while no server process ran', () => {
  it('a process anchored to the wall clock (as before) closes the open sub test as timed out', async () => {
    const { draf, hasil } = await langkahSaatMati(prosesDinding, JAM);
    expect(draf.statusCode).toBe(409);
    expect(hasil?.timed_out).toBe(1);
  });

  it("the database's clock keeps it open with the 8 s that passed gone", async () => {
    const { batas, draf, lagi, hasil } = await langkahSaatMati(prosesDatabase, JAM);
    expect(draf.statusCode, draf.body).toBe(200);
    expect(lagi.status).toBe('berjalan');
    expect(lagi.sisa_detik).toBeGreaterThanOrEqual(batas - 9);
    expect(lagi.sisa_detik).toBeLessThanOrEqual(batas - 7);
    expect(hasil).toBeUndefined();
  });
});

describe('the wall clock set back one hour while no server process ran', () => {
  it('a process anchored to the wall clock (as before) gives the time gone back', async () => {
    const { batas, lagi } = await langkahSaatMati(prosesDinding, -JAM);
    expect(lagi.sisa_detik).toBe(batas);
  });

  it("the database's clock counts the 8 s that passed", async () => {
    const { batas, draf, lagi } = await langkahSaatMati(prosesDatabase, -JAM);
    expect(draf.statusCode, draf.body).toBe(200);
    expect(lagi.sisa_detik).toBeGreaterThanOrEqual(batas - 9);
    expect(lagi.sisa_detik).toBeLessThanOrEqual(batas - 7);
  });
});

describe('a reboot while a sub test was open (decision 051)', () => {
  // On PostgreSQL the database's clock, not the wall clock, is the reference: no step to catch there.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'with the wall clock set an hour forward, keeping only the last stored time (before): the sub test closes as timed out',
    async () => {
      const { draf, hasil } = await langkahSaatMati(prosesTanpaJeda, JAM, { mati: 120_000, reboot: true });
      expect(draf.statusCode).toBe(409);
      expect(hasil?.timed_out).toBe(1);
    },
  );

  it('with the wall clock set an hour forward: the time no server ran is not counted, the 3 s it ran are', async () => {
    const { batas, draf, lagi, hasil } = await langkahSaatMati(prosesDatabase, JAM, { mati: 120_000, reboot: true });
    expect(draf.statusCode, draf.body).toBe(200);
    expect(lagi.status).toBe('berjalan');
    expect(lagi.sisa_detik).toBeGreaterThanOrEqual(batas - 4);
    expect(lagi.sisa_detik).toBeLessThanOrEqual(batas - 2);
    expect(hasil).toBeUndefined();
  });

  it('a power cut of two minutes with the clock right: the two minutes are not counted either', async () => {
    const { batas, lagi } = await langkahSaatMati(prosesDatabase, 0, { mati: 120_000, reboot: true });
    expect(lagi.sisa_detik).toBeGreaterThanOrEqual(batas - 4);
    expect(lagi.sisa_detik).toBeLessThanOrEqual(batas - 2);
  });

  it('with the wall clock set an hour back: no time is given, the clock goes on from the last stored time', async () => {
    const { batas, lagi } = await langkahSaatMati(prosesDatabase, -JAM, { mati: 120_000, reboot: true });
    expect(lagi.sisa_detik).toBeGreaterThanOrEqual(batas - 4);
    expect(lagi.sisa_detik).toBeLessThanOrEqual(batas - 2);
  });

  it('on the same boot, a server stopped for two minutes: not counted, as after a reboot', async () => {
    const { batas, lagi } = await langkahSaatMati(prosesDatabase, 0, { mati: 120_000 });
    expect(lagi.sisa_detik).toBeGreaterThanOrEqual(batas - 4);
    expect(lagi.sisa_detik).toBeLessThanOrEqual(batas - 2);
  });

  it('several processes starting at once after the pause give it once', async () => {
    await t.database.db.deleteFrom('jam').execute();
    const m = mesin();
    const semula = t.clock.now;
    try {
      const pertama = await jamDatabase(t.database.db, t.database.dialect, m.sumber, saatJeda);
      t.clock.now = pertama.clock.now;
      const child = await createChild(t.database.db);
      const cookies = await childSession(t, child.id);
      expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).statusCode).toBe(200);
      await pertama.hentikan();
      // The last clock written ten minutes ago, the sub test opened just before: a reboot since.
      const db = t.database.db;
      await db
        .updateTable('jam')
        .set((eb) => ({ nilai_ms: eb('nilai_ms', '-', 600_000) }))
        .execute();
      const { started_at } = await db
        .selectFrom('pengerjaan')
        .select('started_at')
        .where('peserta_id', '=', child.id)
        .executeTakeFirstOrThrow();
      const dulu = new Date(Date.parse(started_at) - 600_000).toISOString();
      await db.updateTable('pengerjaan').set({ started_at: dulu, updated_at: dulu }).where('peserta_id', '=', child.id).execute();
      m.s.monoton = 30_000;
      m.s.boot = 'boot-sesudah';
      const semua = await Promise.all([1, 2, 3].map(() => jamDatabase(t.database.db, t.database.dialect, m.sumber, saatJeda)));
      // One took the clock up and gave the pause (to this child and the other tests' open attempts).
      expect(semua.filter((j) => j.jeda)).toHaveLength(1);
      const p = await t.database.db
        .selectFrom('pengerjaan')
        .select('jeda_detik')
        .where('peserta_id', '=', child.id)
        .executeTakeFirstOrThrow();
      // The ten minutes and the milliseconds the test took (PostgreSQL's clock is the real one).
      expect(p.jeda_detik).toBeGreaterThanOrEqual(600);
      expect(p.jeda_detik).toBeLessThanOrEqual(605);
      await Promise.all(semua.map((j) => j.hentikan()));
    } finally {
      t.clock.now = semula;
    }
  });
});

describe('a process on another machine (another boot)', () => {
  it('never starts before the latest time any process wrote', async () => {
    const m = mesin();
    const pertama = await jamDatabase(t.database.db, t.database.dialect, m.sumber);
    const ditulis = pertama.clock.now().getTime();
    await pertama.hentikan();
    const lain = mesin('boot-lain');
    lain.s.dinding = ditulis - JAM;
    const kedua = await jamDatabase(t.database.db, t.database.dialect, lain.sumber);
    expect(kedua.clock.now().getTime()).toBeGreaterThanOrEqual(ditulis);
    await kedua.hentikan();
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a server whose wall clock is an hour ahead of PostgreSQL', () => {
  it("keeps the database's time", async () => {
    await t.database.db.deleteFrom('jam').execute();
    const m = mesin('boot-pg');
    m.s.dinding = Date.now() + JAM;
    const jam = await jamDatabase(t.database.db, t.database.dialect, m.sumber);
    const nyata = Date.now();
    expect(Math.abs(jam.clock.now().getTime() - nyata)).toBeLessThan(2000);
    await jam.hentikan();
  });
});
