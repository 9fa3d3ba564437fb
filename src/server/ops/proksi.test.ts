import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../app';
import { settingsSchema } from '../settings';
import { type AsessorFixture, type ChildFixture } from '../test/factories';
import { pgDenganAsessorDanAnak, Jar, startServer, type RunningServer } from '../test/server-process';

// Issue 33: two server processes on one PostgreSQL behind Debian's nginx, running the site of
// deploy/nginx-asesmen.conf as it is (only its ports and certificate paths changed): TLS terminated by
// nginx, Secure cookies from X-Forwarded-Proto, the client's address from X-Forwarded-For (a forged one
// replaced), the app's own compression passed through, and a stopped process taken over by the other.
// The client connects from 127.0.0.3, nginx reaches the processes from 127.0.0.1: an address in the
// audit that is the client's proves the processes took it from X-Forwarded-For (TRUST_PROXY).

const pgUrl = process.env.TEST_DATABASE_URL;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SITE = path.join(ROOT, 'deploy/nginx-asesmen.conf');
/** The client's own address, not nginx's (Linux answers on the whole of 127.0.0.0/8). */
const KLIEN = '127.0.0.3';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The deploy site with this test's upstreams, ports and certificate; everything else as shipped. */
function siteForTest(site: string, o: { upstreams: string[]; httpPort: number; httpsPort: number; cert: string; key: string }) {
  let upstreamDone = false;
  const out = site
    .split('\n')
    .flatMap((line) => {
      if (/^\s*server 127\.0\.0\.1:\d+/.test(line)) {
        if (upstreamDone) return [];
        upstreamDone = true;
        return o.upstreams.map((u) => line.replace(/127\.0\.0\.1:\d+/, u));
      }
      if (/^\s*listen \[::\]/.test(line)) return [];
      return [line];
    })
    .join('\n')
    .replace(/listen 80;/, `listen 127.0.0.1:${o.httpPort};`)
    .replace(/listen 443 ssl/, `listen 127.0.0.1:${o.httpsPort} ssl`)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${o.cert};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${o.key};`);
  if (!upstreamDone) throw new Error('deploy/nginx-asesmen.conf: no upstream server line');
  return out;
}

const SKRIP = `console.log(${JSON.stringify('aset '.repeat(400))});\n`;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  json: () => Record<string, unknown>;
}

/** A directive's value in the site (the first one, or the one inside `blok`), as written. */
function arahan(site: string, nama: string, blok?: string): string {
  const teks = blok ? (new RegExp(`\\b${blok}\\s*\\{([^}]*)\\}`).exec(site)?.[1] ?? '') : site;
  const m = new RegExp(`^\\s*${nama}\\s+([^;]+);`, 'm').exec(teks.replace(/#.*$/gm, ''));
  if (!m) throw new Error(`${nama} tidak ada${blok ? ` di ${blok}` : ''}`);
  return m[1]!.trim();
}
/** nginx's sizes (6m, 512k) in bytes and times (4s, 1m) in milliseconds. */
const ukuran = (v: string) => Number(/^(\d+)/.exec(v)![1]) * ({ k: 1024, m: 1024 ** 2 }[v.slice(-1).toLowerCase()] ?? 1);
const waktu = (v: string) => Number(/^(\d+)/.exec(v)![1]) * ({ s: 1000, m: 60_000 }[v.slice(-1)] ?? 1000);

describe("the nginx site's limits match the app's", () => {
  const site = fs.readFileSync(SITE, 'utf8');
  const app = settingsSchema.parse({});

  it("takes the app's largest body, an upload of MAX_UPLOAD_BYTES in a multipart form", () => {
    expect(ukuran(arahan(site, 'client_max_body_size'))).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it('closes an idle connection to a process before the process does (no request sent on a closing connection)', () => {
    expect(waktu(arahan(site, 'keepalive_timeout', 'upstream asesmen_app'))).toBeLessThan(app.KEEPALIVE_TIMEOUT_MS);
  });

  it("waits for a reply as long as the app takes for a request, and leaves compression to the app", () => {
    expect(waktu(arahan(site, 'proxy_read_timeout'))).toBeGreaterThanOrEqual(app.REQUEST_TIMEOUT_MS);
    expect(arahan(site, 'gzip')).toBe('off');
  });

  it("replaces X-Forwarded-For with the client's address and says the scheme", () => {
    expect(arahan(site, 'proxy_set_header X-Forwarded-For')).toBe('$remote_addr');
    expect(arahan(site, 'proxy_set_header X-Forwarded-Proto')).toBe('$scheme');
  });
});

// CI installs nginx (.ci/run): there the walk must run, not pass by being skipped.
it.runIf(process.env.CI && pgUrl)('CI has nginx for the walk behind the proxy', () => {
  expect(NGINX, 'nginx is not installed: .ci/run installs it').toBeDefined();
});

describe.runIf(pgUrl && NGINX)('servers behind nginx (deploy/)', () => {
  let a: RunningServer;
  let b: RunningServer;
  let nginx: ChildProcess;
  let nginxExited: Promise<unknown>;
  let asessor: AsessorFixture;
  let child: ChildFixture;
  let dbUrl: string;
  let drop: () => Promise<void>;
  let dir: string;
  let ca: Buffer;
  let httpsPort: number;
  let httpPort: number;

  function send(method: string, url: string, o: { jar?: Jar; body?: unknown; headers?: Record<string, string> } = {}) {
    const origin = `https://localhost:${httpsPort}`;
    return new Promise<Reply>((resolve, reject) => {
      const body = o.body !== undefined ? Buffer.from(JSON.stringify(o.body)) : undefined;
      const req = https.request(
        origin + url,
        {
          method,
          ca,
          servername: 'localhost',
          localAddress: KLIEN,
          headers: {
            origin,
            ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
            ...(o.jar ? { cookie: o.jar.header() } : {}),
            ...o.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const setCookie = res.headers['set-cookie'] ?? [];
            if (o.jar) o.jar.take({ headers: { getSetCookie: () => setCookie } } as unknown as Response);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              raw,
              json: () => JSON.parse(raw.toString()) as Record<string, unknown>,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-proksi-'));
    const fresh = await pgDenganAsessorDanAnak(pgUrl!);
    ({ url: dbUrl, drop, asessor, child } = fresh);
    // A built web of one script, precompressed as the build writes it (only .br: a .gz would hide a gzip by nginx).
    const web = path.join(dir, 'web');
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), `<!doctype html><title>uji</title>${'<p>isi</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(web, 'assets/app.js'), SKRIP);
    fs.writeFileSync(path.join(web, 'assets/app.js.br'), brotliCompressSync(SKRIP));
    const env = {
      WEB_DIST: web,
      // Each process logs the requests it answers: the walk checks both took part.
      LOG_LEVEL: 'info',
      DATABASE_URL: fresh.url,
      BACKUP_DIR: path.join(dir, 'cadangan'),
      TRUST_PROXY: '1',
      COOKIE_SECURE: '1',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);

    const key = path.join(dir, 'asesmen.key');
    const cert = path.join(dir, 'asesmen.crt');
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
    ca = fs.readFileSync(cert);
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    const site = siteForTest(fs.readFileSync(SITE, 'utf8'), {
      upstreams: [a.url.replace('http://', ''), b.url.replace('http://', '')],
      httpPort,
      httpsPort,
      cert,
      key,
    });
    fs.writeFileSync(path.join(dir, 'site.conf'), site);
    // nginx's own frame (pid, logs, temporary folders) for a run as an ordinary process; the site is included whole.
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'worker_processes 1;',
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;`,
        `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
        `  include ${dir}/site.conf;`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr.toString()}`);
    nginx = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    nginxExited = new Promise((r) => nginx.on('exit', r));
    for (let i = 0; i < 100; i++) {
      const up = await send('GET', '/api/health').then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await nginxExited;
    for (const s of [a, b]) if (s && s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await drop?.();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("the web's assets come precompressed by the app, and nginx compresses nothing itself", async () => {
    const aset = await send('GET', '/assets/app.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(aset.status).toBe(200);
    expect(aset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(aset.raw).toString()).toBe(SKRIP);
    // Without a precompressed copy for gzip, the page and the script go as they are: nginx's gzip is off.
    for (const url of ['/login/asessor', '/assets/app.js']) {
      const polos = await send('GET', url, { headers: { 'accept-encoding': 'gzip' } });
      expect(polos.status, url).toBe(200);
      expect(polos.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('plain HTTP is sent to HTTPS', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${httpPort}/login/asessor`, resolve).on('error', reject),
    );
    res.resume();
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://127.0.0.1/login/asessor');
  });

  it('an assessor logs in through the proxy: a Secure cookie, and the real address in the audit, not a forged one', async () => {
    const jar = new Jar();
    const login = await send('POST', '/api/asessors/login', {
      jar,
      body: { assesor_id: asessor.assesor_id, password: asessor.password },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(login.status, login.raw.toString()).toBe(200);
    const cookies = login.headers['set-cookie'] ?? [];
    expect(cookies.some((c) => /^asessor_auth=/.test(c) && /;\s*Secure/i.test(c))).toBe(true);
    expect(login.headers['strict-transport-security']).toBeTruthy();

    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ ip: string | null }>(
        "select ip from audit where actor_id = $1 and role = 'asessor' order by id desc limit 1",
        [asessor.id],
      );
      expect(rows[0]?.ip).toBe(KLIEN);
      const forged = await client.query("select count(*)::int as n from audit where ip = '203.0.113.9'");
      expect(forged.rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('a child enters and saves through the proxy on both processes, Pemantauan shows it, and one process stopping loses nothing', async () => {
    const asessorJar = new Jar();
    expect(
      (
        await send('POST', '/api/asessors/login', {
          jar: asessorJar,
          body: { assesor_id: asessor.assesor_id, password: asessor.password },
        })
      ).status,
    ).toBe(200);

    const jar = new Jar();
    const masuk = await send('POST', '/api/peserta/masuk', { jar, body: { id: child.id, password: 'sandi-anak-1' } });
    expect(masuk.status, masuk.raw.toString()).toBe(200);

    // The sub test's questions come compressed by the app itself, through nginx (gzip off there).
    const opened = await send('GET', `/api/asesmen/${child.id}/pid5`, { jar, headers: { 'accept-encoding': 'gzip' } });
    expect(opened.status).toBe(200);
    expect(opened.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(opened.raw).toString()).status).toBe('berjalan');

    // Saves spread round-robin over both processes; each adds one answer.
    const expected: Record<string, number> = {};
    for (let q = 1; q <= 10; q++) {
      const saved = await send('PUT', `/api/asesmen/${child.id}/pid5/draft`, { jar, body: { jawaban: { [q]: q % 4 } } });
      expect(saved.status, saved.raw.toString()).toBe(200);
      expected[q] = q % 4;
    }
    const room = await send('GET', '/api/pemantauan', { jar: asessorJar });
    expect(room.status).toBe(200);
    expect(room.raw.toString()).toContain(child.registration_no);
    // Both processes took saves (each logs the requests it takes, asynchronously; each was answered 200 above).
    // One line a request, at its answer (http/log.ts): the route, its status, then the message.
    const DRAF = /"url":"\/api\/asesmen\/:id\/:instrument\/draft"},"res":{"statusCode":200},[^\n]*"msg":"request completed"/g;
    const diterima = (s: RunningServer) => s.output().match(DRAF)?.length ?? 0;
    for (let i = 0; i < 50 && diterima(a) + diterima(b) < 10; i++) await new Promise((r) => setTimeout(r, 100));
    expect(Math.min(diterima(a), diterima(b)), `${diterima(a)} + ${diterima(b)}`).toBeGreaterThan(0);
    expect(diterima(a) + diterima(b)).toBe(10);

    // One process stops (as systemd restarts it for an upgrade): the proxy sends everything to the other.
    a.child.kill('SIGTERM');
    await a.exited;
    for (let q = 11; q <= 16; q++) {
      const saved = await send('PUT', `/api/asesmen/${child.id}/pid5/draft`, { jar, body: { jawaban: { [q]: 1 } } });
      expect(saved.status, saved.raw.toString()).toBe(200);
      expected[q] = 1;
    }
    const resumed = await send('GET', `/api/asesmen/${child.id}/pid5`, { jar });
    expect(resumed.status).toBe(200);
    expect(resumed.json().jawaban).toEqual(expected);
    expect((await send('GET', '/api/pemantauan', { jar: asessorJar })).status).toBe(200);
  });
});
