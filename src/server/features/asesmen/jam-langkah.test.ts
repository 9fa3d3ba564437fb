// A wall clock stepped forward one hour while a child takes a 20-minute sub test (issue 28): the
// sub test closed at once as timed out. The server's clock (jamTahanLangkah, the app's default)
// measures elapsed time by the monotonic clock, so one second later one second has gone.
import { describe, expect, it } from 'vitest';
import { jamTahanLangkah } from '#server/time.ts';
import { childSession, createChild } from '#server/test/factories.ts';
import { send, testAppForFile } from '#server/test/harness.ts';
import { findHasil } from './asesmen-data';

const t = testAppForFile();

async function bukaLaluLangkahi(jamDari: (s: { dinding: number; monoton: number }) => () => Date) {
  const s = { dinding: t.clock.now().getTime(), monoton: 0 };
  const semula = t.clock.now;
  t.clock.now = jamDari(s);
  try {
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    const buka = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies });
    const batas = (buka.json() as { batas_detik: number }).batas_detik;
    // One second passes; the wall clock is set forward one hour meanwhile.
    s.monoton += 1000;
    s.dinding += 1000 + 3_600_000;
    const draf = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { '1': 1 } } });
    const lagi = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies });
    return {
      batas,
      draf,
      lagi: lagi.json() as { status: string; sisa_detik: number },
      hasil: await findHasil(t.database.db, child.id, 'pid5'),
    };
  } finally {
    t.clock.now = semula;
  }
}

describe('a wall clock stepped forward one hour during a sub test', () => {
  it('by the wall clock alone (as before) the sub test closes as timed out', async () => {
    const { draf, hasil } = await bukaLaluLangkahi((s) => () => new Date(s.dinding));
    expect(draf.statusCode).toBe(409);
    expect(hasil?.timed_out).toBe(1);
  });

  it("by the server's clock it stays open with the time a second less", async () => {
    const { batas, draf, lagi, hasil } = await bukaLaluLangkahi(
      (s) => jamTahanLangkah({ dinding: () => s.dinding, monoton: () => s.monoton }).now,
    );
    expect(draf.statusCode, draf.body).toBe(200);
    expect(lagi.status).toBe('berjalan');
    expect(lagi.sisa_detik).toBeGreaterThanOrEqual(batas - 2);
    expect(hasil).toBeUndefined();
  });
});

describe('a submit stamped by a clock an hour behind the one that opened the sub test', () => {
  it('gives no negative duration and no negative time per question', async () => {
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies });
    const buka = (await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).json() as { soal: unknown[] };
    const draft = `/api/asesmen/${child.id}/pid5/draft`;
    t.clock.advance(10_000);
    expect((await send(t.app, 'PUT', draft, { cookies, body: { jawaban: { '1': 1 } } })).statusCode).toBe(200);
    t.clock.advance(10_000);
    expect((await send(t.app, 'PUT', draft, { cookies, body: { jawaban: { '2': 1 } } })).statusCode).toBe(200);
    // The submit reaches a server whose clock is an hour behind (set back, or another machine's).
    t.clock.advance(-3_600_000);
    try {
      const semua = Object.fromEntries(Array.from({ length: buka.soal.length }, (_, i) => [String(i + 1), 1]));
      const kirim = await send(t.app, 'POST', `/api/asesmen/${child.id}/pid5`, { cookies, body: { jawaban: semua } });
      expect(kirim.statusCode, kirim.body).toBe(200);
    } finally {
      t.clock.advance(3_600_000);
    }
    const hasil = (await findHasil(t.database.db, child.id, 'pid5'))!;
    expect(Date.parse(hasil.submitted_at)).toBeGreaterThanOrEqual(Date.parse(hasil.started_at!));
    expect(hasil.durasi_detik).toBe(20);
    const detik = JSON.parse(hasil.detik_per_soal!) as Record<string, number>;
    expect(Object.values(detik).filter((d) => d < 0)).toEqual([]);
    // An answer that came with a draft keeps its real time.
    expect(detik['1']).toBe(10);
  });
});
