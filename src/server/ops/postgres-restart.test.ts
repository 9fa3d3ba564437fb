import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { PESAN_DATABASE_PUTUS } from '../db/gangguan';
import { createChild } from '../test/factories';
import { jawabanPid5Tersimpan, call, Jar, loginOn, prepareWithAsessor, startServer, type RunningServer } from '../test/server-process';

// Issue 28: a real PostgreSQL restart and a killed postmaster under load. The test makes a cluster of
// its own (never the shared one other tests use), runs two compiled servers on it with 30 children
// saving drafts and 4 assessors reading lists, then `pg_ctlcluster restart` and later a `kill -9` of
// the postmaster (started again a second later, as systemd would, through crash recovery). Both servers
// stay up, answer 503 in Indonesian meanwhile (never 500), save again within seconds of the database's
// return, and every draft answer they acknowledged is in the database afterwards. It prints how long
// requests failed. Runs where a cluster can be made: as root with Debian's pg_ctlcluster (CI), on the
// PostgreSQL run (TEST_DATABASE_URL set) so that it runs once.

const bisaKlaster =
  !!process.env.TEST_DATABASE_URL &&
  process.getuid?.() === 0 &&
  spawnSync('sh', ['-c', 'command -v pg_ctlcluster && command -v pg_createcluster'], { stdio: 'ignore' }).status === 0;

const ANAK = 30;
const ASESSOR = 4;
const SOAL = 25;
const jeda = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on this machine for the cluster. */
async function portBebas(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** The newest PostgreSQL installed (Debian keeps each major under /usr/lib/postgresql). */
const versiPostgres = () =>
  fs
    .readdirSync('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))[0]!;

class Klaster {
  readonly nama = `asesmen_uji_${randomBytes(4).toString('hex')}`;
  readonly versi = versiPostgres();
  port = 0;

  get url() {
    return `postgres://postgres:postgres@127.0.0.1:${this.port}/asesmen`;
  }

  /** Asynchronous, so that the load goes on while PostgreSQL stops and starts. */
  private async ctl(...args: string[]): Promise<void> {
    await promisify(execFile)('pg_ctlcluster', [this.versi, this.nama, ...args]);
  }

  async buat(): Promise<void> {
    this.port = await portBebas();
    execFileSync('pg_createcluster', [this.versi, this.nama, '--port', String(this.port), '--start'], { stdio: 'pipe' });
    execFileSync('su', ['postgres', '-c', `psql -q -p ${this.port} -c "alter user postgres password 'postgres'"`], {
      stdio: 'pipe',
    });
    const c = new pg.Client({ connectionString: this.url.replace(/\/asesmen$/, '/postgres') });
    await c.connect();
    await c.query('create database asesmen');
    await c.end();
  }

  async restart(): Promise<void> {
    await this.ctl('restart');
  }

  /** kill -9 of the postmaster; its backends end themselves when they see it gone. */
  bunuh(): void {
    const pid = Number(fs.readFileSync(`/var/lib/postgresql/${this.versi}/${this.nama}/postmaster.pid`, 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
  }

  /** Started again (crash recovery after a kill); tried until the old backends have let go of its memory. */
  async mulai(): Promise<void> {
    for (let i = 0; ; i++) {
      try {
        await this.ctl('start');
        return;
      } catch (error) {
        if (i >= 40) throw error;
        await jeda(250);
      }
    }
  }

  hapus(): void {
    spawnSync('pg_dropcluster', ['--stop', this.versi, this.nama], { stdio: 'ignore' });
  }
}

interface Kejadian {
  mulai: number;
  selesai: number;
  ok: boolean;
}

/**
 * How requests fared around one fault (from `dari` to `sampai`): how long they failed, and how long
 * after pg_ctlcluster said PostgreSQL accepts connections again (`kembali`) the last one failed.
 */
function ringkas(kejadian: Kejadian[], dari: number, sampai: number, kembali: number) {
  // By when it ended: a request sent just before the next fault fails for that fault.
  const gagal = kejadian.filter((k) => !k.ok && k.selesai >= dari && k.selesai < sampai);
  const terakhir = Math.max(...gagal.map((k) => k.selesai));
  // Failed requests per second from the fault, to show whether they came in one run or trickled.
  const perDetik = new Map<number, number>();
  for (const k of gagal)
    perDetik.set(Math.floor((k.mulai - dari) / 1000), (perDetik.get(Math.floor((k.mulai - dari) / 1000)) ?? 0) + 1);
  return {
    gagal: gagal.length,
    perDetik: [...perDetik].map(([d, n]) => `${d}s:${n}`).join(' '),
    /** From the fault to the end of the last failed request. */
    lamaGagalMs: gagal.length ? Math.round(terakhir - dari) : 0,
    gagalSetelahKembaliMs: gagal.length ? Math.round(terakhir - kembali) : 0,
    berhasilSesudah: kejadian.filter((k) => k.ok && k.mulai > kembali && k.mulai < sampai).length,
  };
}

describe.runIf(bisaKlaster)('a real PostgreSQL restart and a killed postmaster under two servers', () => {
  const klaster = new Klaster();
  const servers: RunningServer[] = [];
  const anak: { id: number; password: string }[] = [];
  let asessor: { assesor_id: string; password: string };

  beforeAll(async () => {
    await klaster.buat();
    asessor = await prepareWithAsessor({ url: klaster.url });
    const database = openDatabase({ url: klaster.url });
    try {
      for (let i = 0; i < ANAK; i++) {
        const c = await createChild(database.db, { password: `sandi-anak-${i}` });
        anak.push({ id: c.id, password: `sandi-anak-${i}` });
      }
    } finally {
      await database.destroy();
    }
    for (let i = 0; i < 2; i++) servers.push(await startServer({ DATABASE_URL: klaster.url, LOG_LEVEL: 'warn' }));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
    klaster.hapus();
  });

  it('servers stay up, 503 meanwhile, back within seconds, every acknowledged draft stored', async () => {
    const base = (i: number) => servers[i % 2]!.url;
    const jars = await Promise.all(
      anak.map(async (a, i) => {
        const jar = new Jar();
        const masuk = await call(base(i), 'POST', '/api/peserta/masuk', { jar, body: { id: a.id, password: a.password } });
        expect(masuk.status, JSON.stringify(masuk.body)).toBe(200);
        expect((await call(base(i), 'GET', `/api/asesmen/${a.id}/pid5bf`, { jar })).status).toBe(200);
        return jar;
      }),
    );
    const asessorJars = await Promise.all(Array.from({ length: ASESSOR }, (_, i) => loginOn(base(i), asessor)));

    const kejadian: Kejadian[] = [];
    const status = new Map<string, number>();
    const pesan503 = new Set<string>();
    const diakui: Record<string, number>[] = anak.map(() => ({}));
    let berhenti = false;

    const minta = async (i: number, method: string, url: string, jar: Jar, body?: unknown) => {
      const mulai = performance.now();
      let s = 0;
      try {
        const res = await call(base(i), method, url, { jar, body });
        s = res.status;
        if (s === 503) pesan503.add(String(res.body.message));
      } catch {
        s = 0; // the server did not answer at all
      }
      const jenis = `${method} ${s}`;
      status.set(jenis, (status.get(jenis) ?? 0) + 1);
      kejadian.push({ mulai, selesai: performance.now(), ok: s === 200 });
      return s;
    };

    // A child answers the 25 questions over and over; a save that failed is sent again, as the page does.
    const simpan = async (i: number) => {
      const a = anak[i]!;
      for (let k = 0; !berhenti; k++) {
        const soal = String(1 + (k % SOAL));
        const nilai = (k + i) % 4;
        while ((await minta(i, 'PUT', `/api/asesmen/${a.id}/pid5/draft`, jars[i]!, { jawaban: { [soal]: nilai } })) !== 200) {
          await jeda(250);
        }
        diakui[i]![soal] = nilai;
        await jeda(150);
      }
    };
    const baca = async (i: number) => {
      for (let k = 0; !berhenti; k++) {
        await minta(i, 'GET', `/api/kelola?page=${1 + (k % 2)}&per_page=50`, asessorJars[i]!);
        await jeda(200);
      }
    };
    const beban = Promise.all([...anak.map((_, i) => simpan(i)), ...asessorJars.map((_, i) => baca(i))]);

    await jeda(1500);
    const restartMulai = performance.now();
    await klaster.restart();
    // pg_ctlcluster waits until PostgreSQL accepts connections again (pg_ctl -w).
    const restartKembali = performance.now();
    await jeda(3000);
    const bunuhMulai = performance.now();
    klaster.bunuh();
    await jeda(1000);
    // Returns once PostgreSQL accepts connections again (after its crash recovery): an upper bound.
    await klaster.mulai();
    const bunuhKembali = performance.now();
    await jeda(3000);
    berhenti = true;
    await beban;
    const akhir = performance.now();

    const restart = ringkas(kejadian, restartMulai, bunuhMulai, restartKembali);
    const bunuh = ringkas(kejadian, bunuhMulai, akhir, bunuhKembali);
    console.log(
      [
        `PostgreSQL ${klaster.versi}, 2 servers, ${ANAK} children saving, ${ASESSOR} assessors reading; ${kejadian.length} requests`,
        `statuses: ${[...status].map(([k, n]) => `${k} ×${n}`).join(', ')}`,
        `pg_ctlcluster restart: the command took ${Math.round(restartKembali - restartMulai)} ms; requests failed until ${restart.lamaGagalMs} ms after it began (${restart.gagal} requests; per second from the fault ${restart.perDetik}), the last ending ${restart.gagalSetelahKembaliMs} ms after it returned`,
        `kill -9 of the postmaster, started again after 1 s: pg_ctlcluster start returned ${Math.round(bunuhKembali - bunuhMulai)} ms after the kill; requests failed until ${bunuh.lamaGagalMs} ms after the kill (${bunuh.gagal} requests; per second from the kill ${bunuh.perDetik}), the last ending ${bunuh.gagalSetelahKembaliMs} ms after it returned`,
      ].join('\n  '),
    );

    for (const s of servers)
      expect(await Promise.race([s.exited.then(() => 'berhenti'), jeda(0).then(() => 'jalan')])).toBe('jalan');
    // Only 200 and the Indonesian 503: never a 500, never an unanswered request.
    expect([...status.keys()].filter((k) => !/ (200|503)$/.test(k))).toEqual([]);
    expect([...pesan503]).toEqual([PESAN_DATABASE_PUTUS]);
    // Both faults were felt, and both were over within seconds of the database's return.
    for (const f of [restart, bunuh]) {
      expect(f.gagal).toBeGreaterThan(0);
      // Seconds, with room for a loaded CI machine (5 s of failures after its return would still pass).
      expect(f.gagalSetelahKembaliMs).toBeLessThan(10_000);
      expect(f.berhasilSesudah).toBeGreaterThan(ANAK);
    }
    for (const s of servers) expect((await call(s.url, 'GET', '/api/health')).status).toBe(200);

    expect(await jawabanPid5Tersimpan(klaster.url, anak)).toEqual(diakui);
    for (const s of servers) expect(s.output()).not.toMatch(/kesalahan tak terduga/);
  }, 120_000);
});
