// Issue 29 finding 2: over a real socket, every upload over the limit got 201 and was stored cut at
// 2,097,152 bytes. Here a listening server receives each upload route's files from the limit + 1 byte
// to 20 MB, streamed in chunks as a browser sends them, one at a time and in parallel, with and
// without a declared length: each is 413 and nothing is stored or parsed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { barisBank, csvDari, multipart, PILIHAN_PSC17_TEKS, PNG_KECIL } from '#server/test/bank-files.ts';
import { loginAdmin } from '#server/test/factories.ts';
import { testAppForFile, type Cookies } from '#server/test/harness.ts';
import { MAKS_BYTE_BANK, MAKS_BYTE_GAMBAR } from './berkas';

const t = testAppForFile();
let admin: Cookies;
let port: number;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

const MB = 1024 * 1024;

/**
 * Sends a multipart body over a socket in 64 KB chunks, resolving with the status and reply. With
 * `jedaDi`, the bytes up to that offset go first and the rest 100 ms later: a read that ends exactly at
 * the limit (what made toBuffer() return the file cut at 2,097,152 bytes).
 */
function kirim(url: string, isi: { body: Buffer; headers: Record<string, string> }, denganPanjang: boolean, jedaDi?: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      agent: false,
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      headers: {
        ...isi.headers,
        origin: `http://127.0.0.1:${port}`,
        cookie: Object.entries(admin).map(([k, v]) => `${k}=${v}`).join('; '),
        ...(denganPanjang ? { 'content-length': String(isi.body.length) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may close while we still send: the reply already said why.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    let offset = 0;
    let jeda = jedaDi;
    const tulis = () => {
      while (offset < isi.body.length && !answered) {
        if (jeda !== undefined && offset === jeda) {
          jeda = undefined;
          return void setTimeout(tulis, 100);
        }
        const chunk = isi.body.subarray(offset, Math.min(offset + 64 * 1024, jeda ?? Infinity));
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', tulis);
      }
      req.end();
    };
    tulis();
  });
}

const png = (bytes: number) => Buffer.concat([PNG_KECIL, Buffer.alloc(bytes - PNG_KECIL.length, 1)]);
const csv = (bytes: number) => {
  const head = csvDari(barisBank(17, PILIHAN_PSC17_TEKS));
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
};
const UKURAN = (maks: number) => [maks + 1, maks + 1000, 3 * MB, Math.round(6.6 * MB), 20 * MB];
/** Where a multipart body's file starts (after its part's headers). */
const awalBerkas = (body: Buffer) => body.indexOf('\r\n\r\n') + 4;

const ROUTES = [
  { url: '/api/upload/gambar-kognitif', maks: MAKS_BYTE_GAMBAR, file: (n: number) => multipart('besar.png', png(n)) },
  { url: '/api/upload/psc17', maks: MAKS_BYTE_BANK, file: (n: number) => multipart('bank.csv', csv(n)) },
];

const jumlahGambar = async () => (await t.database.db.selectFrom('gambar').select('filename').execute()).length;
const bankPsc17 = async () => JSON.stringify(await t.database.db.selectFrom('soal').selectAll().where('instrument', '=', 'psc17').execute());

describe('uploads over the limit over a real socket (issue 29 finding 2)', () => {
  for (const route of ROUTES) {
    it(`${route.url}: limit + 1 byte to 20 MB, one at a time, each 413 and nothing stored`, async () => {
      const gambar = await jumlahGambar();
      const bank = await bankPsc17();
      for (const n of UKURAN(route.maks)) {
        for (const denganPanjang of [false, true]) {
          const isi = route.file(n);
          for (const jedaDi of [undefined, awalBerkas(isi.body) + route.maks]) {
            const res = await kirim(route.url, isi, denganPanjang, jedaDi);
            expect(res.status, `${n} bytes, length ${denganPanjang}, pause at ${jedaDi}`).toBe(413);
            expect(JSON.parse(res.body).message).toMatch(/^Ukuran berkas terlalu besar/);
          }
        }
      }
      expect(await jumlahGambar()).toBe(gambar);
      expect(await bankPsc17()).toBe(bank);
    }, 60_000);
  }

  it('every route and size at once, in parallel: each 413, nothing stored, and a file at the limit still goes in', async () => {
    const gambar = await jumlahGambar();
    const bank = await bankPsc17();
    const all = ROUTES.flatMap((r) =>
      UKURAN(r.maks).flatMap((n) => {
        const isi = r.file(n);
        return [kirim(r.url, isi, false), kirim(r.url, isi, true, awalBerkas(isi.body) + r.maks)];
      }),
    );
    const results = await Promise.all(all);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 413));
    expect(await jumlahGambar()).toBe(gambar);
    expect(await bankPsc17()).toBe(bank);
    // Exactly at the limit is accepted (the limit is inclusive).
    const pas = await kirim('/api/upload/gambar-kognitif', multipart('pas.png', png(MAKS_BYTE_GAMBAR)), false);
    expect(pas.status).toBe(201);
    expect(await jumlahGambar()).toBe(gambar + 1);
  }, 60_000);
});
