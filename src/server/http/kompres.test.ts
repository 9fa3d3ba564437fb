import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createChild } from '../test/factories';
import { cookiesOf, send, testAppForFile } from '../test/harness';
import { terimaGzip } from './kompres';

const t = testAppForFile();

describe('terimaGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['deflate, br', false],
    ['gzip;q=0.5', true],
    ['gzip; q=0 , br', false],
    ['identity', false],
    ['*', true],
    ['*;q=0', false],
    ['br, *', true],
    ['gzip;q=0, *', false],
    ['gzip;q=abc', false],
    [['br', 'gzip'], true],
  ] as const)('%j -> %s', (accept, takes) => {
    expect(terimaGzip(accept as string | string[] | undefined)).toBe(takes);
  });
});

describe("a sub test's questions (GET /api/asesmen/:id/:instrument)", () => {
  async function buka(acceptEncoding?: string) {
    const child = await createChild(t.database.db);
    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    expect(masuk.statusCode).toBe(200);
    return send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, {
      cookies: cookiesOf(masuk),
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  }

  it('go gzipped to a client that takes gzip, and plain to one that does not', async () => {
    const polos = await buka();
    expect(polos.statusCode).toBe(200);
    expect(polos.headers['content-encoding']).toBeUndefined();
    expect(polos.headers.vary).toContain('Accept-Encoding');
    const json = polos.json<{ soal: unknown[]; sisa_detik: number }>();
    expect(json.soal.length).toBe(25);
    expect(polos.rawPayload.length).toBeGreaterThan(8_000);

    const gzip = await buka('gzip, deflate, br, zstd');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toContain('application/json');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(polos.rawPayload.length / 4);
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).soal).toEqual(json.soal);

    const tidak = await buka('br, identity');
    expect(tidak.headers['content-encoding']).toBeUndefined();
    expect(tidak.json<{ soal: unknown[] }>().soal).toEqual(json.soal);
  });

  it('leave an error reply as it is', async () => {
    const res = await send(t.app, 'GET', '/api/asesmen/1/pid5bf', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().message).toBeTruthy();
  });
});
