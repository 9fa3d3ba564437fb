// The server's clock across processes (issue 28): the wall clock set an hour forward or back while
// no server process ran. A process that anchored its clock to the wall clock at start (as before)
// closed a child's open sub test as timed out, or gave it the hour back; a process continuing the
// clock the database keeps (jamDatabase) measures the seconds that really passed. On PostgreSQL a
// server whose wall clock is wrong keeps the database's time.
import { describe, expect, it } from 'vitest';
import { jamTahanLangkah } from '../time';
import { childSession, createChild } from '../test/factories';
import { send, testAppForFile } from '../test/harness';
import { findHasil } from '../features/asesmen/asesmen-data';
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

/** Each process continues the clock the database keeps (the server's own). */
const prosesDatabase: Proses = async (m) => {
  const jam = await jamDatabase(t.database.db, t.database.dialect, m.sumber);
  return { now: jam.clock.now, berhenti: jam.hentikan };
};
/** Each process anchors its clock to the wall clock when it starts (before issue 28's fix). */
const prosesDinding: Proses = async (m) => {
  const jam = jamTahanLangkah({ dinding: m.sumber.dinding, monoton: m.sumber.monoton });
  return { now: jam.now, berhenti: async () => undefined };
};

/** Opens a PID-5 in a first process; the wall clock steps by `langkah` while no process runs. */
async function langkahSaatMati(proses: Proses, langkah: number) {
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
    // Down for 5 s; the wall clock is set meanwhile.
    m.s.monoton += 5000;
    m.s.dinding += 5000 + langkah;
    const kedua = await proses(m);
    t.clock.now = kedua.now;
    m.s.monoton += 1000;
    m.s.dinding += 1000;
    const draf = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { '1': 1 } } });
    const lagi = (await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).json() as { status: string; sisa_detik: number };
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

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a server whose wall clock is an hour ahead of PostgreSQL',
  () => {
    it("keeps the database's time", async () => {
      await t.database.db.deleteFrom('jam').execute();
      const m = mesin('boot-pg');
      m.s.dinding = Date.now() + JAM;
      const jam = await jamDatabase(t.database.db, t.database.dialect, m.sumber);
      const nyata = Date.now();
      expect(Math.abs(jam.clock.now().getTime() - nyata)).toBeLessThan(2000);
      await jam.hentikan();
    });
  },
);
