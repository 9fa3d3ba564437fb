import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'src/web',
  plugins: [
    // Fast Refresh is React's own; under Preact a changed module reloads the page instead.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    // Brotli and gzip siblings of every text asset, made once at build; the server's static handler
    // sends the one the browser accepts (preCompressed), so no request pays for compression.
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
