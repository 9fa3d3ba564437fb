import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { PESAN_SERVER_DITUTUP } from '../app';
import { openDatabase } from '../db/database';
import { createTestApp } from '../test/harness';
import { freshPgDatabase } from '../test/pg-database';
import { afterFile, call, type Jar, loginOn, prepareWithAsessor, startServer, startWriters } from '../test/server-process';
import { kelolaBody } from '../test/skrining';

// Real server processes (D16): SIGTERM finishes what is in flight and exits 0, a SIGKILL loses nothing
// acknowledged, a reader of the log that has gone does not keep the process alive.

const { cleanups, tmp } = afterFile();

const pgUrl = process.env.TEST_DATABASE_URL;
type Backend = {
  name: string;
  setup: () => Promise<{ env: Record<string, string>; target: { dataDir: string } | { url: string } }>;
};
// Like the API suite: the embedded database in the plain run, PostgreSQL when TEST_DATABASE_URL is
// set (npm test runs both).
const backends: Backend[] = [
  {
    name: 'SQLite',
    setup: async () => {
      const dataDir = tmp('data');
      return { env: { DATA_DIR: dataDir, BACKUP_DIR: tmp('cadangan') }, target: { dataDir } };
    },
  },
  ...(pgUrl
    ? [
        {
          name: 'PostgreSQL',
          setup: async () => {
            const { url, drop } = await freshPgDatabase(pgUrl);
            cleanups.push(drop);
            return { env: { DATABASE_URL: url, BACKUP_DIR: tmp('cadangan') }, target: { url } };
          },
        },
      ]
    : []),
].filter((b) => (pgUrl ? b.name === 'PostgreSQL' : b.name === 'SQLite'));

async function registrations(target: { dataDir: string } | { url: string }): Promise<Set<string>> {
  const database = openDatabase('url' in target ? { url: target.url } : { dataDir: target.dataDir });
  try {
    const rows = await database.db.selectFrom('peserta').select('registration_no').execute();
    return new Set(rows.map((r) => r.registration_no));
  } finally {
    await database.destroy();
  }
}

/**
 * A POST /api/kelola whose body is not yet sent: the request is in flight until `finish()`. It asks
 * `Expect: 100-continue`, so `accepted` resolves once the server has parsed its headers and routed it.
 */
function halfSentCreate(base: string, jar: Jar, registration: string, asessorId: number) {
  const body = Buffer.from(JSON.stringify(kelolaBody(registration, asessorId)));
  const url = new URL('/api/kelola', base);
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    agent: false,
    headers: {
      origin: base,
      cookie: jar.header(),
      'content-type': 'application/json',
      'content-length': body.length,
      expect: '100-continue',
    },
  });
  const accepted = new Promise<void>((resolve) => req.on('continue', resolve));
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { accepted, answered, finish: () => req.end(body) };
}

/** A server process on a fresh database, an assessor logged in and writers creating records until `n` are acknowledged. */
async function menulis(setup: Backend['setup'], prefix: string, n: number) {
  const { env, target } = await setup();
  const asessor = await prepareWithAsessor(target);
  const server = await startServer(env);
  const jar = await loginOn(server.url, asessor);
  const writers = startWriters(server.url, jar, asessor.id, prefix);
  await writers.until(n);
  return { env, target, asessor, server, jar, writers };
}

describe.each(backends)('a server process on $name', ({ setup }) => {
  it('SIGTERM mid-write: the request in flight is answered, the process exits 0, every acknowledged record is kept', async () => {
    const { target, asessor, server, jar, writers } = await menulis(setup, 'TERM', 6);

    const inFlight = halfSentCreate(server.url, jar, 'TERM-DALAM-PROSES', asessor.id);
    await inFlight.accepted;
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    inFlight.finish();
    expect(await inFlight.answered).toBe(201);

    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    await writers.stop();
    const kept = await registrations(target);
    expect(writers.acknowledged.length).toBeGreaterThanOrEqual(6);
    for (const reg of [...writers.acknowledged, 'TERM-DALAM-PROSES']) expect(kept.has(reg), reg).toBe(true);
  }, 120_000);

  it('SIGKILL mid-write: after a restart every acknowledged record is there', async () => {
    const { env, asessor, server, writers } = await menulis(setup, 'KILL', 8);
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    await writers.stop();

    const again = await startServer(env);
    try {
      expect((await call(again.url, 'GET', '/api/health')).status).toBe(200);
      const list = await call(again.url, 'GET', '/api/kelola', { jar: await loginOn(again.url, asessor) });
      const listed = new Set((list.body as unknown as { registration_no: string }[]).map((r) => r.registration_no));
      expect(writers.acknowledged.length).toBeGreaterThanOrEqual(8);
      for (const reg of writers.acknowledged) expect(listed.has(reg), reg).toBe(true);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toEqual({ code: 0, signal: null });
    }
  }, 120_000);
});

describe('a server that is closing', () => {
  it('answers a request that arrives after the close began with 503 in Indonesian, after finishing the one in flight', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((r) => setTimeout(r, 10));
    };
    // A request in flight: its headers are routed (100 Continue), its body not yet sent.
    socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n`);
    await until(() => received.includes('100 Continue'));
    const closed = t.app.close();
    await until(() => !t.app.server.listening);
    // Its body, and a second request pipelined on the same connection after the close began.
    socket.write(`{}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`);
    await until(() => received.includes(PESAN_SERVER_DITUTUP) || socket.closed);
    await closed;
    await t.database.destroy();
    expect(received).toMatch(/HTTP\/1\.1 200[\s\S]*HTTP\/1\.1 503/);
    expect(received).toContain(PESAN_SERVER_DITUTUP);
  });
});

describe('a server whose log reader has gone', () => {
  it('exits 0 on SIGTERM though its output pipe filled up and then broke (EPIPE)', async () => {
    const dataDir = tmp('epipe');
    const server = await startServer({ DATA_DIR: dataDir, BACKUP_DIR: tmp('cadangan'), LOG_LEVEL: 'info' });
    // Nobody reads the log any more: each request writes two lines until the pipe is full.
    server.child.stdout!.pause();
    server.child.stderr!.pause();
    for (let i = 0; i < 25; i++) {
      await Promise.all(Array.from({ length: 10 }, () => call(server.url, 'GET', '/api/health')));
    }
    server.child.stdout!.destroy();
    server.child.stderr!.destroy();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
