import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = 'http://127.0.0.1:3000';

/**
 * The first pages a visitor or a child opens, by address, with the module of each one's page. Their
 * chunks are otherwise requested only once the entry has been fetched and has run (one more round trip
 * on a phone's slow line, issue 17): a small script beside the entry asks for them at once.
 */
const HALAMAN_PERTAMA: [pola: string, modul: string][] = [
  ['^/$', 'features/landing/landing-page.tsx'],
  ['^/login/admin/?$', 'features/auth/login-admin-page.tsx'],
  ['^/login/asessor/?$', 'features/auth/login-asessor-page.tsx'],
  ['^/user/asesmenanak/?$', 'features/asesmen/daftar-anak-page.tsx'],
  ['^/user/asesmentahanan/?$', 'features/asesmen/daftar-tahanan-page.tsx'],
  // A sub test's address, /asesmen(-tahanan)/{instrument}/{id} as routed in asesmen-routes.tsx: the two
  // groups are its instrument and its id (the sub test's GET below).
  ['^/asesmen/([^/]+)/([^/]+)/?$', 'features/asesmen/subtes-page.tsx'],
  ['^/asesmen-tahanan/([^/]+)/([^/]+)/?$', 'features/asesmen/subtes-tahanan-page.tsx'],
];

/**
 * Emits `pramuat-[hash].js`, loaded async beside the entry by index.html: for the page of the address
 * it adds a modulepreload link for each chunk the page needs beyond the entry. A module named in
 * HALAMAN_PERTAMA that is no longer a chunk of its own fails the build.
 */
function pramuatHalaman(): Plugin {
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
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return this.error('pramuat-halaman: no entry chunk');
      const dariEntry = tutupan(entry.fileName);
      const peta = HALAMAN_PERTAMA.map(([pola, modul]) => {
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`src/web/${modul}`));
        if (!chunk) return this.error(`pramuat-halaman: ${modul} is not a chunk of its own`);
        return [pola, [...tutupan(chunk.fileName)].filter((f) => !dariEntry.has(f)).map((f) => `/${f}`)];
      });
      // On a sub test's address (a pattern with its two groups) its GET leaves here too, before the entry has arrived and run; the
      // route's `mulaiMuatSubtes` (features/asesmen/asesmen-api.ts) takes it over (window.subtesAwal), or
      // has already sent its own when the entry ran first, and then none leaves here. While the page's
      // code and questions are on their way, localStorage is opened (the browser loads it on first use,
      // a blocking call) so that the render that reads the device draft (use-draft) does not wait for it.
      const subtes =
        `if(s[2]&&window.subtesAwal===undefined)try{const e=(x)=>encodeURIComponent(decodeURIComponent(x));` +
        `const u=\`/api/asesmen/\${e(s[2])}/\${e(s[1])}\`;const j=fetch(u,{credentials:'same-origin'});j.catch(()=>{});` +
        `window.subtesAwal={url:u,jawaban:j};setTimeout(()=>{try{localStorage.length}catch{}})}catch{}`;
      const source =
        `const p=location.pathname;for(const[r,f]of ${JSON.stringify(peta)}){const s=new RegExp(r).exec(p);if(s){${subtes}` +
        `for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}break}}\n`;
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'pramuat.js', source }));
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return this.error('pramuat-halaman: no index.html');
      html.source = html.source.replace('</head>', `  <script type="module" async src="/${fileName}"></script>\n  </head>`);
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [
    // Fast Refresh is React's own; under Preact a changed module reloads the page instead.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    // Brotli and gzip siblings of every text asset, made once at build; the server's static handler
    // sends the one the browser accepts (preCompressed), so no request pays for compression.
    pramuatHalaman(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    // The app and its libraries are written for React 19; Preact's compatibility layer renders them
    // in about 11 KB gzip instead of react-dom's 64 KB (ADR 017: the child's phone on a slow line).
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (the renderer, router, query client, toasts) stays in
            // the entry chunk. Without this rule rolldown moves Preact into a common chunk shared with the
            // icon helper, which every page then loads as a second file.
            { name: 'index', tags: ['$initial'] },
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
      onLog(level, log, handler) {
        // React 19's `use` and `useOptimistic` are absent from preact/compat; react-router checks for
        // them before calling (falls back without them), so these two notices are expected.
        if (log.code === 'IMPORT_IS_UNDEFINED' && /`(use|useOptimistic)`/.test(log.message)) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
});
