// Compiles the server (and its command-line tools) into plain JavaScript in dist/server, so that
// production runs without a TypeScript loader (less memory, faster start). Dependencies stay in
// node_modules; only our own code is bundled. Takes well under a second; `npm start` runs it first.
// The tests' server processes run the same build (src/test-global-setup.ts), so they test what runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const CLI = ['reset-admin-password', 'create-asessor', 'aktifkan-asessor', 'backup', 'restore'];

/** Builds main.js and one file per command-line tool into `outdir` (inside the repository, for node_modules). */
export async function buildServer(outdir) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      ...Object.fromEntries(CLI.map((name) => [name, `src/server/cli/${name}.ts`])),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
}

// An optional folder argument: the browser tests build one copy per server they start.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer(process.argv[2] ?? 'dist/server');
