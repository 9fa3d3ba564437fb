// Issue 29 finding 3: a body sent one byte every 10 s stayed open after 200 s, and 3,000 such
// connections were held without logging in. Here, on a listening server with short limits: a slow
// body, slow headers and an idle kept-alive socket each end (408 or closed), an address holding its
// cap of connections gets no more, and the server answers another address meanwhile.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/harness';

const t = testAppForFile({
  REQUEST_TIMEOUT_MS: 1500,
  HEADERS_TIMEOUT_MS: 1000,
  IDLE_TIMEOUT_MS: 3000,
  KEEPALIVE_TIMEOUT_MS: 500,
  MAX_CONNECTIONS_PER_ADDRESS: 20,
});
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** A raw connection from `from`; resolves with what the server sent and when it closed (ms after start). */
function buka(from = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  const start = Date.now();
  let diterima = '';
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => (diterima += d));
  socket.on('error', () => undefined);
  const tutup = new Promise<{ ms: number; diterima: string }>((resolve) => socket.on('close', () => resolve({ ms: Date.now() - start, diterima })));
  return { socket, tutup };
}

/** Writes one piece every `ms` until the socket closes. */
function tetes(socket: net.Socket, pieces: string[], ms: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= pieces.length) return clearInterval(timer);
    socket.write(pieces[i++]!);
  }, ms);
  socket.on('close', () => clearInterval(timer));
}

/** A slow client: `awal` at once, then one of `bagian` every 200 ms; when the server closed and what it sent. */
function lambat(awal: string, bagian: string[]) {
  const { socket, tutup } = buka();
  socket.write(awal);
  tetes(socket, bagian, 200);
  return tutup;
}

/** Cut off at a time limit: a 408, or closed without a word. */
const diputus = (diterima: string) => diterima === '' || diterima.startsWith('HTTP/1.1 408');

const sehat = async (from: string) => {
  const { socket, tutup } = buka(from);
  socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  return tutup;
};

describe('time limits on connections (issue 29 finding 3)', () => {
  it('a body sent one byte at a time gets 408 and the socket closes at the request limit', async () => {
    const { ms, diterima } = await lambat(
      `POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      Array.from({ length: 100 }, () => ' '),
    );
    expect(ms).toBeLessThan(4000);
    expect(diputus(diterima)).toBe(true);
  });

  it('headers sent one line at a time end at the headers limit', async () => {
    const { ms, diterima } = await lambat(
      'GET /api/health HTTP/1.1\r\n',
      Array.from({ length: 100 }, (_, i) => `X-Lambat-${i}: a\r\n`),
    );
    expect(ms).toBeLessThan(3500);
    expect(diputus(diterima)).toBe(true);
  });

  it('an idle kept-alive socket closes after the keep-alive limit, a silent one after the idle limit', async () => {
    const { socket, tutup } = buka();
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const { ms, diterima } = await tutup;
    expect(diterima).toMatch(/^HTTP\/1.1 200/);
    expect(ms).toBeLessThan(2000);
    const diam = buka();
    expect((await diam.tutup).ms).toBeLessThan(4500);
  });

  it('an address holding its cap gets no more connections; another address is answered meanwhile', async () => {
    const held = Array.from({ length: 20 }, () => buka());
    await new Promise((r) => setTimeout(r, 200));
    const extra = buka();
    expect((await extra.tutup).ms).toBeLessThan(500);
    const other = await sehat('127.0.0.2');
    expect(other.diterima).toMatch(/^HTTP\/1.1 200/);
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.tutup));
    expect((await sehat('127.0.0.1')).diterima).toMatch(/^HTTP\/1.1 200/);
  });
});
