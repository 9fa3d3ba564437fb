import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { ANGGARAN_JS_KB, JS_PERTAMA_JSON, jsKb, type JsPertama } from './scripts/ukuran-js.ts';

const api = 'http://127.0.0.1:3000';

/**
 * The first pages a visitor or a child opens, by address, with the module of each one's page. Their
 * chunks are otherwise requested only once the entry has been fetched and has run (one more round trip
 * on a phone's slow line, issue 17): a small script beside the entry asks for them at once, and the
 * server names them in the page's `Link` header (app.ts), so that the browser asks for them with the
 * entry, before any script has run.
 */
interface HalamanPertama {
  pola: string;
  modul: string;
  /** The address of a page whose first screen needs no data, sent as HTML (`prarenderHalaman`). */
  prarender?: string;
  /** The page's read, from the pattern's groups ($1, $2, each encoded): asked for with the page's chunks. */
  api?: string;
}
const HALAMAN_PERTAMA: HalamanPertama[] = [
  { pola: '^/$', modul: 'features/landing/landing-page.tsx', prarender: '/' },
  { pola: '^/login/admin/?$', modul: 'features/auth/login-admin-page.tsx', prarender: '/login/admin' },
  { pola: '^/login/asessor/?$', modul: 'features/auth/login-asessor-page.tsx', prarender: '/login/asessor' },
  { pola: '^/user/asesmenanak/?$', modul: 'features/asesmen/daftar-anak-page.tsx' },
  { pola: '^/user/asesmentahanan/?$', modul: 'features/asesmen/daftar-tahanan-page.tsx' },
  // A sub test's address, /asesmen(-tahanan)/{instrument}/{id} as routed in asesmen-routes.tsx, and its
  // GET (`mulaiMuatSubtes` in features/asesmen/asesmen-api.ts reads it from the browser's preload).
  { pola: '^/asesmen/([^/]+)/([^/]+)/?$', modul: 'features/asesmen/subtes-page.tsx', api: '/api/asesmen/$2/$1' },
  { pola: '^/asesmen-tahanan/([^/]+)/([^/]+)/?$', modul: 'features/asesmen/subtes-tahanan-page.tsx', api: '/api/asesmen/$2/$1' },
];

/**
 * What every page asks for after its load event (root-layout.tsx: the new release's note and the service
 * worker's registration): part of each first page's JavaScript, as Lighthouse sees it.
 */
const SETELAH_MUAT = ['components/layout/pembaruan-aplikasi.tsx'];

/** For the server (app.ts): each first page's pattern, its chunks and its read, in `prarender/pramuat.json`. */
export interface PramuatHalaman {
  pola: string;
  berkas: string[];
  api?: string;
}

/**
 * Source of `setelahCat(f)` for the small scripts beside the entry: runs `f` once, after the page's next
 * paint (the frame after, then a task), or at once in a hidden tab, which paints nothing.
 */
const SETELAH_CAT =
  `const setelahCat=(f)=>{let k=0;const g=()=>{if(!k++)f()};if(document.hidden)g();` +
  `else{requestAnimationFrame(()=>setTimeout(g));document.addEventListener('visibilitychange',g,{once:true})}};`;

/** What the app's start fetches beside the entry (the renderer's chunks), from pramuatHalaman to prarenderHalaman. */
const mulaiApp: { pramuat: string[] } = { pramuat: [] };

/**
 * Emits `pramuat-[hash].js`, loaded async beside the entry by index.html: for the page of the address
 * it adds a modulepreload link for each chunk the page needs beyond the entry (and the page's read), for
 * a page the server did not send (the service worker's shell). The same list goes to the server in
 * `prarender/pramuat.json`. A module named in HALAMAN_PERTAMA that is no longer a chunk of its own fails
 * the build, and so does a first page whose JavaScript, counted once written (scripts/ukuran-js.ts, as
 * the bench counts it), is over D23's budget.
 */
function pramuatHalaman(): Plugin {
  const halaman: { pola: string; berkas: string[]; prarender: boolean }[] = [];
  return {
    name: 'pramuat-halaman',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const tutupan = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const i of chunks.get(fileName)?.imports ?? []) tutupan(i, seen);
        return seen;
      };
      const chunkDari = (modul: string) =>
        [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`src/web/${modul}`)) ??
        this.error(`pramuat-halaman: ${modul} is not a chunk of its own`);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return this.error('pramuat-halaman: no entry chunk');
      // React's renderer, which main.tsx imports on its own so that it is evaluated in a task of its own:
      // every page needs it, so it is fetched with the entry (a preload link in index.html), not after it.
      const renderer = [...chunks.values()].find((c) => c.moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]client\.js$/.test(id)));
      if (!renderer || !entry.dynamicImports.includes(renderer.fileName))
        return this.error('pramuat-halaman: react-dom/client is not a chunk of its own imported by the entry');
      const dariEntry = tutupan(entry.fileName);
      mulaiApp.pramuat = [...tutupan(renderer.fileName)].filter((f) => !dariEntry.has(f)).map((f) => `/${f}`);
      for (const f of mulaiApp.pramuat) dariEntry.add(f.slice(1));
      const peta: PramuatHalaman[] = HALAMAN_PERTAMA.map(({ pola, modul, api }) => ({
        pola,
        berkas: [...tutupan(chunkDari(modul).fileName)].filter((f) => !dariEntry.has(f)).map((f) => `/${f}`),
        ...(api && { api }),
      }));
      this.emitFile({ type: 'asset', fileName: 'prarender/pramuat.json', source: JSON.stringify(peta) });
      // On a sub test's address its GET leaves here too, before the entry has arrived and run: a fetch
      // preload, which the route's read (`mulaiMuatSubtes` -> `prefetchQuery`) is answered from by the
      // browser, no hand-over through a global. While the page's code and questions are on their way,
      // localStorage is opened (the browser loads it on first use, a blocking call) so that the render that
      // reads the device draft (use-draft) does not wait for it.
      const baca =
        `if(a)try{const e=(x)=>encodeURIComponent(decodeURIComponent(x));const l=document.createElement('link');` +
        `l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=a.replace(/\\$(\\d)/g,(_,n)=>e(s[n]));` +
        `document.head.append(l);setTimeout(()=>{try{localStorage.length}catch{}})}catch{}`;
      const source =
        // A page that came drawn in its HTML (prarenderHalaman) fetches its code once it has been painted.
        SETELAH_CAT +
        `const p=location.pathname,w=document.documentElement.hasAttribute('data-prarender');for(const{pola:r,berkas:f,api:a}of ${JSON.stringify(peta)}){const s=new RegExp(r).exec(p);if(s){${baca}` +
        `const t=()=>{for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}};w?setelahCat(t):t();break}}\n`;
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'pramuat.js', source }));
      // With what their own code imports lazily at once (workbox-window, by vite-plugin-pwa's registerSW).
      const setelahMuat = new Set<string>();
      for (const modul of SETELAH_MUAT) {
        const chunk = chunkDari(modul);
        for (const f of [chunk.fileName, ...chunk.dynamicImports]) tutupan(f, setelahMuat);
      }
      halaman.length = 0;
      for (const [i, { berkas }] of peta.entries()) {
        const semua = new Set([...dariEntry, fileName, ...berkas.map((f) => f.slice(1)), ...setelahMuat]);
        halaman.push({ pola: peta[i]!.pola, berkas: [...semua].map((f) => `/${f}`), prarender: !!HALAMAN_PERTAMA[i]!.prarender });
      }
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('pramuat-halaman: no index.html');
      const tautan = mulaiApp.pramuat.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('');
      html.source = html.source.replace('</head>', `  ${tautan}<script type="module" async src="/${fileName}"></script>\n  </head>`);
    },
    // Counted once written: Vite adds its list of every lazy chunk's imports to the entry after the
    // plugins' generateBundle (about 2 KB gzip the build's count missed, issue 32).
    writeBundle(options, bundle) {
      const webDist = options.dir!;
      const mulai = Object.values(bundle).find((b) => b.type === 'asset' && /^assets\/mulai-[\w-]+\.js$/.test(b.fileName));
      const hasil: JsPertama[] = halaman.map(({ pola, berkas, prarender }) => {
        // The drawn pages load their entry through mulai.js (prarenderHalaman).
        const semua = prarender && mulai ? [...berkas, `/${mulai.fileName}`] : berkas;
        return { pola, berkas: semua, kb: jsKb(webDist, semua) };
      });
      fs.writeFileSync(path.join(webDist, '..', JS_PERTAMA_JSON), JSON.stringify(hasil, null, 1));
      if (process.env.JS_PER_HALAMAN) for (const { pola, kb } of hasil) console.log(`${pola.padEnd(40)} ${kb.toFixed(1)} KB gzip`);
      const lebih = hasil.filter(({ kb }) => kb > ANGGARAN_JS_KB);
      if (lebih.length)
        this.error(`first-load JavaScript over ${ANGGARAN_JS_KB} KB gzip: ${lebih.map(({ pola, kb }) => `${pola} ${kb.toFixed(1)} KB`).join(', ')}`);
    },
  };
}

/**
 * The pages of HALAMAN_PERTAMA with an address of their own (landing, logins) rendered by their own
 * components into copies of index.html (`src/web/prarender.tsx`), written to `prarender/` with
 * `prarender/halaman.json` (address -> file), which the server sends for those addresses (app.ts). A
 * phone then paints the page from the HTML and the CSS, before the JavaScript (issue 32: the logins'
 * LCP was the footer painted after the entry had run, 2.1 s in Lighthouse's mobile run). index.html
 * itself stays empty: it is every other address's page and the service worker's shell.
 */
function prarenderHalaman(): Plugin {
  return {
    name: 'prarender-halaman',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('prarender-halaman: no index.html');
      const { tsImport } = await import('tsx/esm/api');
      const akar = new URL('./', import.meta.url).href;
      const { prarender } = (await tsImport('./src/web/prarender.tsx', akar)) as typeof import('./src/web/prarender');
      // What paints the page is the HTML and the CSS: its JavaScript (the entry here, the page's chunks by
      // pramuat.js) is fetched once that has been painted. Fetched beside the CSS, it shares the phone's
      // line with it, and when it is there first (a fast line, the browser's cache) it runs first and
      // holds the first paint until the app has drawn the page itself. The cost: the app takes over one
      // paint later (on Lighthouse's slow 4G, about the CSS's download) while the page already shows.
      // A script of its own: the CSP allows no inline script.
      const tagEntry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(html.source);
      if (!tagEntry || !html.source.includes('<div id="root"></div>')) return this.error('prarender-halaman: index.html has no entry script or no empty #root');
      const mulai = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'mulai.js',
          source:
            `${SETELAH_CAT}setelahCat(()=>{for(const h of ${JSON.stringify(mulaiApp.pramuat)}){const l=document.createElement('link');` +
            `l.rel='modulepreload';l.href=h;document.head.append(l)}import(${JSON.stringify(tagEntry[1])})})\n`,
        }),
      );
      const tautan = mulaiApp.pramuat.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('');
      if (!html.source.includes(tautan)) return this.error('prarender-halaman: index.html has no preload of the renderer');
      const dasar = html.source
        .replace(tautan, '')
        .replace('<html lang="id">', '<html lang="id" data-prarender>')
        .replace(tagEntry[0], `<script type="module" src="/${mulai}"></script>`);
      if (!dasar.includes('data-prarender')) return this.error('prarender-halaman: index.html has no <html lang="id">');
      const peta: Record<string, string> = {};
      for (const { modul, prarender: alamat } of HALAMAN_PERTAMA) {
        if (!alamat) continue;
        const isi = await prarender(modul, alamat);
        const berkas = `prarender/${alamat === '/' ? 'beranda' : alamat.slice(1).replaceAll('/', '-')}.html`;
        this.emitFile({ type: 'asset', fileName: berkas, source: dasar.replace('<div id="root"></div>', `${isi}<div id="root"></div>`) });
        peta[alamat] = berkas;
      }
      this.emitFile({ type: 'asset', fileName: 'prarender/halaman.json', source: JSON.stringify(peta) });
    },
  };
}

/**
 * A sub test's GET (`/api/asesmen/{id}/{instrument}`) from the network while there is one, else the copy
 * kept at its last load. The copy keeps the questions, the instructions and the clock, never a person's
 * data (UU PDP): the answers, the essay and the registration number are taken out before it is stored
 * (the page lays its encrypted device copy over it), and the child's logout removes it (asesmen-api). Read
 * back, the time left counts the time since it was stored and the reply says `luring: true`, so the page
 * knows it holds no server answers. Workbox writes these functions into the service worker as text:
 * they use nothing outside themselves (not even object spread: its helper is not in the worker's bundle).
 */
const SUBTES_LURING: NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number] = {
  urlPattern: ({ url, request }) => {
    const bagian = url.pathname.split('/');
    return request.method === 'GET' && bagian.length === 5 && bagian[1] === 'api' && bagian[2] === 'asesmen' && bagian[4] !== 'kesediaan';
  },
  handler: 'NetworkFirst',
  options: {
    cacheName: 'subtes-luring',
    expiration: { maxEntries: 8, maxAgeSeconds: 24 * 60 * 60 },
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => {
          if (!response.ok) return null;
          const isi = (await response.clone().json()) as Record<string, unknown>;
          if (!Array.isArray(isi.soal)) return null;
          const tanpaData = Object.assign({}, isi, { jawaban: {}, jawaban_essay: null, registration_no: '', disimpan_pada: Date.now() });
          return new Response(JSON.stringify(tanpaData), { headers: { 'content-type': 'application/json; charset=utf-8' } });
        },
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return null;
          const isi = (await cachedResponse.json()) as { sisa_detik: number; disimpan_pada: number };
          const lewat = Math.max(0, (Date.now() - isi.disimpan_pada) / 1000);
          const kini = Object.assign({}, isi, { sisa_detik: Math.max(0, Math.floor(isi.sisa_detik - lewat)), luring: true });
          return new Response(JSON.stringify(kini), { headers: { 'content-type': 'application/json; charset=utf-8' } });
        },
      },
    ],
  },
};

export default defineConfig({
  root: 'src/web',
  plugins: [
    // React's Fast Refresh in `npm run dev` (D23: react-dom itself, no alias).
    react(),
    tailwindcss(),
    // Brotli and gzip siblings of every text asset, made once at build; the server's static handler
    // sends the one the browser accepts (preCompressed), so no request pays for compression.
    pramuatHalaman(),
    prarenderHalaman(),
    // A tablet that loses the network and reloads still opens the app (issue 32.8): the service worker
    // keeps the built shell (HTML, JavaScript, CSS, icons) and answers page loads with it, and the
    // questions of each sub test the device opened (SUBTES_LURING), so an open sub test reloaded offline
    // shows them; its answers come from the page's own encrypted device copy (use-draft). A new release
    // installs and waits, and takes over at the next change of page, never under a child answering a sub
    // test (registered and announced by components/layout/pembaruan-aplikasi.tsx; e2e/luring-rilis.spec.ts).
    // The first install controls the page at once (clientsClaim); the old shell is removed on the change.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // The pre-rendered first pages are for a first visit over the network; offline, index.html is the shell.
        globIgnores: ['prarender/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
        runtimeCaching: [SUBTES_LURING],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the product meets knows modulepreload (Chrome 66, Firefox 115, Safari 17); one older
    // only fetches each chunk when it is imported. Its polyfill was 0.5 KB gzip of every first page (D23).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (the renderer, router, query client, toasts) stays in
            // the entry chunk. Without this rule rolldown moves the renderer into a common chunk shared with the
            // icon helper, which every page then loads as a second file.
            { name: 'index', tags: ['$initial'] },
            // React's renderer, imported on its own by main.tsx (its own task), as one file: react-dom's
            // index (portals, also used by later chunks) with the client and the scheduler. In two files it
            // cost the sub test 1.4 KB gzip more, which took it over D23's budget.
            { name: 'client', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // The small shared parts that many pages use (API client, form fields, cards, messages, query
            // hooks, icons) travel as one file instead of a dozen of a few hundred bytes each: a phone
            // fetches six files at a time per connection set, and each further wave costs a round trip.
            {
              name: 'bersama',
              test: /src[\\/](web[\\/](components|lib)|domain|contract)[\\/]|node_modules[\\/](lucide-react|@tanstack)[\\/]/,
              minShareCount: 9,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
});
