// @vitest-environment happy-dom
// The draft hook against a real HTTP server that fails as servers and networks do (issue 32.9).
// eslint-disable-next-line no-restricted-imports -- the test's own small HTTP server, not the app's server code
import { createServer, type IncomingMessage, type Server } from 'node:http';
// eslint-disable-next-line no-restricted-imports -- its address type
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api';
import { kunciDraf } from './draf-lokal';
import { BACKOFF_AWAL_MS, BACKOFF_MAKS_MS, gagalSementara, jedaBackoff, useDraft } from './use-draft';

describe('jedaBackoff', () => {
  it('doubles from 1 s up to 30 s, with at most 20 % taken off at random', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => jedaBackoff(n, 0))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(jedaBackoff(1, 1)).toBe(BACKOFF_AWAL_MS * 0.8);
    expect(jedaBackoff(9, 1)).toBe(BACKOFF_MAKS_MS * 0.8);
    expect(jedaBackoff(0, 0)).toBe(BACKOFF_AWAL_MS);
    for (let i = 0; i < 50; i++) {
      const j = jedaBackoff(3);
      expect(j).toBeGreaterThanOrEqual(3200);
      expect(j).toBeLessThanOrEqual(4000);
    }
  });
});

describe('gagalSementara', () => {
  it('passing failures: no connection, 5xx, 408, 429; lasting ones: 400, 401, 403, 404, 409', () => {
    expect(gagalSementara(new NetworkError())).toBe(true);
    for (const s of [500, 502, 503, 504, 408, 429]) expect(gagalSementara(new ApiError(s, 'x')), String(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 422]) expect(gagalSementara(new ApiError(s, 'x')), String(s)).toBe(false);
    expect(gagalSementara(new Error('lain'))).toBe(false);
  });
});

/** A server whose next draft saves answer with the statuses queued; every body it took is kept. */
let server: Server;
const antrean: number[] = [];
const diterima: { status: number; jawaban: Record<string, number> }[] = [];
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const status = antrean.shift() ?? 200;
      diterima.push({ status, jawaban: (JSON.parse(body || '{}') as { jawaban: Record<string, number> }).jawaban });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { message: 'Draf jawaban tersimpan.', sisa_detik: 900 } : { message: 'Server sibuk.' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL: (u: string) => void } }).happyDOM.setURL(`http://127.0.0.1:${port}/asesmen/pid5bf/7`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  antrean.length = 0;
  diterima.length = 0;
  localStorage.clear();
});

const SERVER = { jawaban: {}, essay: null, mulai: '2026-11-27T08:00:00.000Z' };
const tersimpanDiPerangkat = () => JSON.parse(localStorage.getItem(kunciDraf('7', 'pid5')) ?? 'null') as { jawaban: object; tertunda: boolean } | null;

describe('useDraft', () => {
  it('keeps an answer on the device at once, says so while the server fails, and sends it again until it lands', async () => {
    antrean.push(503);
    const { result } = renderHook(() => useDraft('7', 'pid5', SERVER, () => undefined));
    act(() => result.current.setJawaban(1, 2));
    expect(tersimpanDiPerangkat()).toMatchObject({ jawaban: { '1': 2 }, tertunda: true });
    await waitFor(() => expect(result.current.gagalSimpan).toBe(true), { timeout: 3000 });
    expect(result.current.offline).toBe(false);
    // The retry after about a second lands: the banner goes and the device copy is marked sent.
    await waitFor(() => expect(result.current.gagalSimpan).toBe(false), { timeout: 4000 });
    expect(diterima.map((d) => d.status)).toEqual([503, 200]);
    expect(diterima[1]!.jawaban).toEqual({ '1': 2 });
    expect(tersimpanDiPerangkat()).toMatchObject({ jawaban: { '1': 2 }, tertunda: false });
  });

  it('a device copy the server never got is laid over the server draft and sent at once', async () => {
    localStorage.setItem(kunciDraf('7', 'pid5'), JSON.stringify({ jawaban: { '2': 3 }, essay: null, tertunda: true, mulai: SERVER.mulai, ditulis: Date.now() }));
    const { result } = renderHook(() => useDraft('7', 'pid5', { ...SERVER, jawaban: { '1': 1 } }, () => undefined));
    expect(result.current.jawaban).toEqual({ '1': 1, '2': 3 });
    await waitFor(() => expect(diterima).toHaveLength(1));
    expect(diterima[0]!.jawaban).toEqual({ '1': 1, '2': 3 });
    // A copy from an earlier attempt (another start time) is not laid over a retake.
    localStorage.setItem(kunciDraf('7', 'pid5'), JSON.stringify({ jawaban: { '3': 1 }, essay: null, tertunda: true, mulai: 'lama', ditulis: Date.now() }));
    const ulang = renderHook(() => useDraft('7', 'pid5', SERVER, () => undefined));
    expect(ulang.result.current.jawaban).toEqual({});
  });

  it('a 401 ends the session: no more sends, this child’s answers stay on the device, another child’s go', async () => {
    localStorage.setItem(kunciDraf('8', 'pid5'), JSON.stringify({ jawaban: { '1': 1 }, tertunda: true }));
    antrean.push(401);
    const { result } = renderHook(() => useDraft('7', 'pid5', SERVER, () => undefined));
    act(() => result.current.setJawaban(4, 1));
    await waitFor(() => expect(result.current.sesiBerakhir).toBe(true));
    act(() => result.current.setJawaban(5, 1));
    await new Promise((r) => setTimeout(r, 900));
    expect(diterima).toHaveLength(1);
    expect(tersimpanDiPerangkat()?.jawaban).toEqual({ '4': 1, '5': 1 });
    expect(localStorage.getItem(kunciDraf('8', 'pid5'))).toBeNull();
  });
});
