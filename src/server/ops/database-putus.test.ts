import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { PESAN_DATABASE_PUTUS } from '../db/gangguan';
import { prepareDatabase } from '../db/prepare';
import { createChild } from '../test/factories';
import { TestClock, TEST_ADMIN_PASSWORD } from '../test/harness';
import { freshPgDatabase } from '../test/pg-database';
import { jawabanPid5Tersimpan, call, Jar, startServer, type RunningServer } from '../test/server-process';

// Issue 28: PostgreSQL going away under a room of children saving is a blip, not the end of the
// server. Two faults, each on this test's own database only (other tests share the cluster): every
// connection of the database ended by the server (`pg_terminate_backend`, what a restart or a killed
// backend does to a client), and the database out of reach for three seconds (a TCP relay between the
// server and PostgreSQL closed and reopened: connections reset, new ones refused, as while PostgreSQL
// restarts). The server process stays up, answers 503 in Indonesian meanwhile (never 500), saves
// again within seconds, and every answer it acknowledged is stored.

const pgUrl = process.env.TEST_DATABASE_URL;
const ANAK = 30;
const SOAL = 25;

/** A TCP relay to PostgreSQL that the test can cut (every connection reset, no new ones) and restore. */
class Relay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async buka(): Promise<void> {
    this.server = net.createServer((inbound) => {
      const outbound = net.connect(this.targetPort, this.host);
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => {
          this.sockets.delete(s);
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound);
      outbound.pipe(inbound);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async putus(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    for (const s of this.sockets) s.resetAndDestroy();
    await closed;
  }
}

describe.runIf(pgUrl)('PostgreSQL gone and back under 30 children saving', () => {
  let server: RunningServer;
  let drop: () => Promise<void>;
  let dbName: string;
  let relay: Relay;
  const anak: { id: number; password: string }[] = [];

  beforeAll(async () => {
    const fresh = await freshPgDatabase(pgUrl!);
    drop = fresh.drop;
    const url = new URL(fresh.url);
    dbName = url.pathname.slice(1);
    const database = openDatabase({ url: fresh.url });
    try {
      await prepareDatabase(database, new TestClock(), TEST_ADMIN_PASSWORD);
      for (let i = 0; i < ANAK; i++) {
        const c = await createChild(database.db, { password: `sandi-anak-${i}` });
        anak.push({ id: c.id, password: `sandi-anak-${i}` });
      }
    } finally {
      await database.destroy();
    }
    relay = new Relay(url.hostname, Number(url.port || 5432));
    await relay.buka();
    const lewatRelay = new URL(fresh.url);
    lewatRelay.port = String(relay.port);
    server = await startServer({ DATABASE_URL: lewatRelay.toString(), LOG_LEVEL: 'warn' });
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await relay?.putus().catch(() => undefined);
    await drop?.();
  });

  /** Ends every connection to this test's database from the server's side. */
  async function akhiriKoneksi(): Promise<number> {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    try {
      const r = await c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      return r.rowCount ?? 0;
    } finally {
      await c.end();
    }
  }

  it('stays up, answers 503 meanwhile, saves again within seconds, loses no acknowledged answer', async () => {
    const jars = await Promise.all(
      anak.map(async (a) => {
        const jar = new Jar();
        const masuk = await call(server.url, 'POST', '/api/peserta/masuk', { jar, body: { id: a.id, password: a.password } });
        expect(masuk.status, JSON.stringify(masuk.body)).toBe(200);
        expect((await call(server.url, 'GET', `/api/asesmen/${a.id}/pid5bf`, { jar })).status).toBe(200);
        return jar;
      }),
    );

    const statuses = new Map<number, number>();
    const pesan503 = new Set<string>();
    /** Per child, the value of each answer the server acknowledged last. */
    const diakui: Record<string, number>[] = anak.map(() => ({}));
    let terakhir503 = 0;
    let pulihSetelah = 0;
    let pulihMulai = 0;

    const simpanSemua = async (i: number) => {
      const a = anak[i]!;
      for (let n = 1; n <= SOAL; n++) {
        const nilai = (n + i) % 4;
        for (;;) {
          const res = await call(server.url, 'PUT', `/api/asesmen/${a.id}/pid5/draft`, {
            jar: jars[i],
            body: { jawaban: { [String(n)]: nilai } },
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) {
            diakui[i]![String(n)] = nilai;
            if (pulihMulai && !pulihSetelah) pulihSetelah = performance.now() - pulihMulai;
            break;
          }
          if (res.status === 503) {
            pesan503.add(String(res.body.message));
            terakhir503 = performance.now();
          } else throw new Error(`status ${res.status}: ${JSON.stringify(res.body)}`);
          // As the child's page does: wait, then send the same answer again.
          await new Promise((r) => setTimeout(r, 250));
        }
        await new Promise((r) => setTimeout(r, 120));
      }
    };

    const semua = Promise.all(anak.map((_, i) => simpanSemua(i)));
    await new Promise((r) => setTimeout(r, 800));
    expect(await akhiriKoneksi()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 800));
    // Out of reach for three seconds: health says so.
    await relay.putus();
    await new Promise((r) => setTimeout(r, 500));
    const sehatMati = await call(server.url, 'GET', '/api/health');
    await new Promise((r) => setTimeout(r, 2500));
    await relay.buka();
    pulihMulai = performance.now();
    await semua;

    expect(sehatMati.status).toBe(503);
    expect(sehatMati.body.message).toBe(PESAN_DATABASE_PUTUS);
    expect(await Promise.race([server.exited.then(() => 'berhenti'), Promise.resolve('jalan')])).toBe('jalan');
    expect(statuses.get(500)).toBeUndefined();
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...pesan503]).toEqual([PESAN_DATABASE_PUTUS]);
    expect(pulihSetelah).toBeLessThan(5000);
    expect(terakhir503).toBeLessThan(pulihMulai + 5000);
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);

    // Every acknowledged answer is stored.
    expect(await jawabanPid5Tersimpan(pgUrl!.replace(/\/[^/]*$/, `/${dbName}`), anak)).toEqual(diakui);
    // Logged once per kind, never a stack per request.
    expect(server.output()).not.toMatch(/kesalahan tak terduga/);
    expect(server.output().match(/Database tidak dapat dihubungi/g)?.length ?? 0).toBeLessThanOrEqual(2);
  }, 120_000);
});
