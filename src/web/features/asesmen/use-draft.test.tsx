// @vitest-environment happy-dom
// The draft hook against a real HTTP server that fails as servers and networks do (issue 32.9).
// eslint-disable-next-line no-restricted-imports -- the test's own small HTTP server, not the app's server code
import { createServer, type IncomingMessage, type Server } from 'node:http';
// eslint-disable-next-line no-restricted-imports -- its address type
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#web/lib/api.ts';
import { bukaSandi, kunciDraf, kunciPerangkat, lupakanKunciPerangkat, sandikan, simpanKunciPerangkat } from './draf-lokal';
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
const diterima: { status: number; jawaban: Record<string, number>; essay?: string | null }[] = [];
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const status = antrean.shift() ?? 200;
      const isi = JSON.parse(body || '{}') as { jawaban: Record<string, number>; jawaban_essay?: string | null };
      diterima.push({ status, jawaban: isi.jawaban, ...('jawaban_essay' in isi ? { essay: isi.jawaban_essay } : {}) });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { message: 'Draf jawaban tersimpan.', sisa_detik: 900 } : { message: 'Server sibuk.' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL: (u: string) => void } }).happyDOM.setURL(`http://127.0.0.1:${port}/asesmen/pid5bf/7`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
/** The key an entry of child 7 gives (32 bytes, base64url), as `POST /api/peserta/masuk` does. */
const KUNCI_7 = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7)).toString('base64url');
beforeEach(() => {
  antrean.length = 0;
  diterima.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  simpanKunciPerangkat('7', KUNCI_7);
});

const SERVER = { jawaban: {}, essay: null, mulai: '2026-11-27T08:00:00.000Z' };
const mentah = () => localStorage.getItem(kunciDraf('7', 'pid5'));
/** The device copy opened with child 7's key, as a page of that child's session opens it. */
const tersimpanDiPerangkat = async () => {
  const data = JSON.parse(mentah() ?? 'null') as { iv: string; sandi: string; tertunda: boolean } | null;
  if (!data) return null;
  const kunci = await kunciPerangkat('7');
  return { ...data, ...(await bukaSandi<{ jawaban: object }>(kunci!, data)) };
};
/** A device copy written by an earlier page of child 7 (encrypted with its key). */
const salinanLama = async (jawaban: object, mulai: string) => {
  const kunci = await kunciPerangkat('7');
  const isi = await sandikan(kunci!, { jawaban, essay: null });
  localStorage.setItem(kunciDraf('7', 'pid5'), JSON.stringify({ ...isi, tertunda: true, mulai, ditulis: Date.now() }));
};

describe('useDraft', () => {
  it('keeps an answer on the device at once, says so while the server fails, and sends it again until it lands', async () => {
    antrean.push(503);
    const { result } = renderHook(() => useDraft('7', 'pid5', SERVER, () => undefined));
    act(() => result.current.setJawaban(1, 2));
    await waitFor(async () => expect(await tersimpanDiPerangkat()).toMatchObject({ jawaban: { '1': 2 }, tertunda: true }));
    // Kept as ciphertext only (issue 29): no answer, no question number in clear.
    expect(mentah()).not.toMatch(/jawaban|"1"/);
    await waitFor(() => expect(result.current.gagalSimpan).toBe(true), { timeout: 3000 });
    expect(result.current.offline).toBe(false);
    // The retry after about a second lands: the banner goes and the device copy is marked sent.
    await waitFor(() => expect(result.current.gagalSimpan).toBe(false), { timeout: 4000 });
    expect(diterima.map((d) => d.status)).toEqual([503, 200]);
    expect(diterima[1]!.jawaban).toEqual({ '1': 2 });
    // What the server confirmed does not stay on the device.
    await waitFor(() => expect(mentah()).toBeNull());
  });

  it('a device copy the server never got is laid over the server draft and sent at once', async () => {
    await salinanLama({ '2': 3 }, SERVER.mulai);
    const { result } = renderHook(() => useDraft('7', 'pid5', { ...SERVER, jawaban: { '1': 1 } }, () => undefined));
    await waitFor(() => expect(result.current.jawaban).toEqual({ '1': 1, '2': 3 }));
    await waitFor(() => expect(diterima).toHaveLength(1));
    expect(diterima[0]!.jawaban).toEqual({ '1': 1, '2': 3 });
    // A copy from an earlier attempt (another start time) is not laid over a retake.
    await salinanLama({ '3': 1 }, 'lama');
    const ulang = renderHook(() => useDraft('7', 'pid5', SERVER, () => undefined));
    await new Promise((r) => setTimeout(r, 100));
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
    // The tab forgot the key: only this child's next entry (which gives it again) opens the copy.
    expect(sessionStorage.length).toBe(0);
    expect(await kunciPerangkat('7')).toBeNull();
    simpanKunciPerangkat('7', KUNCI_7);
    expect((await tersimpanDiPerangkat())?.jawaban).toEqual({ '4': 1, '5': 1 });
    expect(localStorage.getItem(kunciDraf('8', 'pid5'))).toBeNull();
  });

  it('another person on the tablet after the session ended reads nothing: no key, no answers laid over, none in clear', async () => {
    await salinanLama({ '6': 2 }, SERVER.mulai);
    lupakanKunciPerangkat();
    const { result } = renderHook(() => useDraft('7', 'pid5', SERVER, () => undefined));
    await new Promise((r) => setTimeout(r, 200));
    expect(result.current.jawaban).toEqual({});
    expect(diterima).toHaveLength(0);
    expect(mentah()).not.toMatch(/"6"|jawaban/);
    // Another child's key does not open it either.
    simpanKunciPerangkat('7', Buffer.from(Array.from({ length: 32 }, () => 1)).toString('base64url'));
    expect(await tersimpanDiPerangkat()).not.toHaveProperty('jawaban');
    // A page without the key writes nothing in clear; the answer waits in memory and goes to the server.
    lupakanKunciPerangkat();
    localStorage.clear();
    const tanpaKunci = renderHook(() => useDraft('7', 'pid5', SERVER, () => undefined));
    act(() => tanpaKunci.result.current.setJawaban(1, 3));
    await waitFor(() => expect(diterima.at(-1)?.jawaban).toEqual({ '1': 3 }));
    expect(mentah()).toBeNull();
  });

  it('the network going keeps every answer on the device, confirmed ones too, for a reload without network (issue 32.8)', async () => {
    const { result } = renderHook(() => useDraft('7', 'pid5', SERVER, () => undefined));
    act(() => result.current.setJawaban(1, 2));
    await waitFor(() => expect(diterima).toHaveLength(1));
    await waitFor(() => expect(mentah()).toBeNull());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(async () => expect((await tersimpanDiPerangkat())?.jawaban).toEqual({ '1': 2 }));
  });

  it('a page opened from the service worker’s copy (no answers in it) sends no essay until one is known', async () => {
    const luring = { ...SERVER, luring: true };
    const { result } = renderHook(() => useDraft('7', 'dukungan', luring, () => undefined));
    expect(result.current.essayDiketahui).toBe(false);
    act(() => result.current.setJawaban(1, 4));
    await waitFor(() => expect(diterima).toHaveLength(1));
    // An empty essay would erase the server's: none is sent.
    expect(diterima[0]).not.toHaveProperty('essay');
    act(() => result.current.setEssay('Saya ingin sekolah lagi.'));
    expect(result.current.essayDiketahui).toBe(true);
    await waitFor(() => expect(diterima).toHaveLength(2));
    expect(diterima[1]!.essay).toBe('Saya ingin sekolah lagi.');
    // Online, the page has the server's essay: it is sent as it stands.
    const daring = renderHook(() => useDraft('7', 'dukungan', SERVER, () => undefined));
    act(() => daring.result.current.setJawaban(2, 4));
    await waitFor(() => expect(diterima).toHaveLength(3));
    expect(diterima[2]!.essay).toBe('');
  });
});
