import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testAppForFile } from '../test/harness';

// A built web app as vite.config writes it: index.html, the drawn pages (prarender/halaman.json) and each
// first page's chunks and read (prarender/pramuat.json, pramuatHalaman).
function webDist(denganPramuat: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-web-'));
  fs.mkdirSync(path.join(dir, 'prarender'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'prarender', 'beranda.html'), '<!doctype html><h1>Beranda</h1><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'prarender', 'halaman.json'), JSON.stringify({ '/': 'prarender/beranda.html' }));
  if (denganPramuat)
    fs.writeFileSync(
      path.join(dir, 'prarender', 'pramuat.json'),
      JSON.stringify([
        { pola: '^/$', berkas: ['/assets/landing-page-a.js'] },
        { pola: '^/user/asesmenanak/?$', berkas: ['/assets/daftar-anak-page-b.js', '/assets/bersama-c.js'] },
        { pola: '^/asesmen/([^/]+)/([^/]+)/?$', berkas: ['/assets/subtes-page-d.js', '/assets/bersama-c.js'], api: '/api/asesmen/$2/$1' },
      ]),
    );
  return dir;
}

const t = testAppForFile();
const apps: { app: FastifyInstance; dir: string }[] = [];
let web: FastifyInstance;
let webLama: FastifyInstance;

beforeAll(async () => {
  for (const denganPramuat of [true, false]) {
    const dir = webDist(denganPramuat);
    const app = await buildApp({ database: t.database, settings: { ...t.settings, WEB_DIST: dir }, clock: t.clock, logger: false });
    apps.push({ app, dir });
  }
  [web, webLama] = apps.map((a) => a.app) as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  for (const { app, dir } of apps) {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe("a first page's Link header (issue 32: the sub test's chunks and read leave with the entry)", () => {
  it("a sub test's address names its chunks as modulepreload and its read as a fetch preload", async () => {
    const res = await web.inject({ method: 'GET', url: '/asesmen/pid5bf/17?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers.link).toBe(
      '</assets/subtes-page-d.js>; rel=modulepreload, </assets/bersama-c.js>; rel=modulepreload, ' +
        '</api/asesmen/17/pid5bf>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  it("the read's parts are encoded once, as pramuat.js encodes them; a malformed address is refused with no header", async () => {
    const aneh = await web.inject({ method: 'GET', url: '/asesmen/pid%205bf/a%3Cb%3E' });
    expect(aneh.statusCode).toBe(200);
    expect(aneh.headers.link).toContain('</api/asesmen/a%3Cb%3E/pid%205bf>; rel=preload');
    const rusak = await web.inject({ method: 'GET', url: '/asesmen/pid5bf/%E0%A4%A' });
    expect(rusak.statusCode).toBe(400);
    expect(rusak.headers.link).toBeUndefined();
  });

  it('a page sent drawn in its HTML, an address of no first page and an API path get none', async () => {
    const beranda = await web.inject({ method: 'GET', url: '/' });
    expect(beranda.body).toContain('<h1>Beranda</h1>');
    expect(beranda.headers.link).toBeUndefined();
    expect((await web.inject({ method: 'GET', url: '/user/asesmenanak/' })).headers.link).toContain('</assets/daftar-anak-page-b.js>');
    expect((await web.inject({ method: 'GET', url: '/admin/laporan' })).headers.link).toBeUndefined();
    const api = await web.inject({ method: 'GET', url: '/api/asesmen-tidak-ada' });
    expect(api.statusCode).toBe(404);
    expect(api.headers.link).toBeUndefined();
  });

  it('a build from before the list gives no header and still serves the page', async () => {
    const res = await webLama.inject({ method: 'GET', url: '/asesmen/pid5bf/17' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });
});
