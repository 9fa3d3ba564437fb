import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AsessorFixture, type ChildFixture } from '../test/factories';
import { pgDenganAsessorDanAnak, Jar, startServer, type RunningServer } from '../test/server-process';

// Issue 33: two server processes on one PostgreSQL behind Debian's nginx, running the site of
// deploy/nginx-asesmen.conf as it is (only its ports and certificate paths changed): TLS terminated by
// nginx, Secure cookies from X-Forwarded-Proto, the client's address from X-Forwarded-For (a forged one
// replaced), the app's own compression passed through, and a stopped process taken over by the other.

const pgUrl = process.env.TEST_DATABASE_URL;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SITE = path.join(ROOT, 'deploy/nginx-asesmen.conf');

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

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  json: () => Record<string, unknown>;
}

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
    const env = {
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
      expect(rows[0]?.ip).toBe('127.0.0.1');
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
