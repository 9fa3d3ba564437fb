// Two devices (or tabs) of one child saving different answers of one sub test at the same moment
// (issue 28): both are acknowledged, so both sets must be stored. The save used to read the stored
// answers, merge them in the server and write the whole set back, so the later write dropped the
// earlier one's answers. The devices go through two app instances (two servers, each with its own
// connections and group commit), and through one.
import { describe, expect, it } from 'vitest';
import { childSession, createChild } from '#server/test/factories.ts';
import { send, testAppForFile } from '#server/test/harness.ts';
import { findPengerjaan } from './asesmen-data';

const t = testAppForFile();
const RONDE = 50;

/** Questions 1-12 from one device, 13-25 from the other, values that differ per round. */
const jawabanA = (r: number) => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), (r + i) % 4]));
const jawabanB = (r: number) => Object.fromEntries(Array.from({ length: 13 }, (_, i) => [String(i + 13), (r + i + 1) % 4]));

async function duaPerangkatSekaligus(duaServer: boolean) {
  const lain = duaServer ? await t.secondApp() : t.app;
  const hilang: number[] = [];
  for (let r = 0; r < RONDE; r++) {
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).statusCode).toBe(200);
    const url = `/api/asesmen/${child.id}/pid5/draft`;
    const [a, b] = await Promise.all([
      send(t.app, 'PUT', url, { cookies, body: { jawaban: jawabanA(r) } }),
      send(lain, 'PUT', url, { cookies, body: { jawaban: jawabanB(r), jawaban_essay: `esai ${r}` } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const p = (await findPengerjaan(t.database.db, child.id, 'pid5'))!;
    const disimpan = JSON.parse(p.jawaban) as Record<string, number>;
    const semua = { ...jawabanA(r), ...jawabanB(r) };
    if (Object.keys(semua).some((n) => disimpan[n] !== semua[n])) hilang.push(r);
    expect(p.jawaban_essay).toBe(`esai ${r}`);
    // Every answer has the time it first arrived.
    if (Object.keys(JSON.parse(p.waktu_jawab ?? '{}') as object).length !== 25) hilang.push(r);
  }
  // Every acknowledged answer of every round is stored, with its time.
  expect(hilang).toEqual([]);
}

describe('two devices of one child save different answers at the same moment', () => {
  it(`through two servers, ${RONDE} times: every answer of both is kept`, async () => {
    await duaPerangkatSekaligus(true);
  });

  it(`through one server, ${RONDE} times: every answer of both is kept`, async () => {
    await duaPerangkatSekaligus(false);
  });

  it("an answer's stored time is its first arrival; a changed answer keeps it", async () => {
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies });
    const url = `/api/asesmen/${child.id}/pid5/draft`;
    await send(t.app, 'PUT', url, { cookies, body: { jawaban: { '1': 1 } } });
    const pertama = t.clock.now().toISOString();
    t.clock.advance(5000);
    await send(t.app, 'PUT', url, { cookies, body: { jawaban: { '1': 2, '2': 0 } } });
    const p = (await findPengerjaan(t.database.db, child.id, 'pid5'))!;
    expect(JSON.parse(p.jawaban)).toEqual({ '1': 2, '2': 0 });
    expect(JSON.parse(p.waktu_jawab!)).toEqual({ '1': pertama, '2': t.clock.now().toISOString() });
  });
});

describe('a server clock stepped back (issue 28)', () => {
  it('never gives more time than the limit (4,800 s of a 1,200 s sub test before)', async () => {
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    const buka = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies });
    const batas = (buka.json() as { batas_detik: number }).batas_detik;
    t.clock.advance(-60 * 60_000);
    try {
      const draf = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { '1': 1 } } });
      expect(draf.statusCode).toBe(200);
      expect((draf.json() as { sisa_detik: number }).sisa_detik).toBeLessThanOrEqual(batas);
      const lagi = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies });
      expect((lagi.json() as { sisa_detik: number }).sisa_detik).toBeLessThanOrEqual(batas);
    } finally {
      t.clock.advance(60 * 60_000);
    }
  });
});
