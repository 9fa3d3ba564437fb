// The server's entry point (npm start, dist/server/main.js): sets how V8's young generation grows,
// then loads and starts the server (start.ts).
import v8 from 'node:v8';

/**
 * While the server starts, the young generation keeps its first size (1 MB semi-spaces): loading the
 * modules and building the routes allocates fast, so V8 grew it to 11-15 MB semi-spaces (new space
 * 22-29 MB of RSS, nearly all garbage by then) that an idle server kept. The server then started at
 * 107-121 MB on PostgreSQL, now 91-97 MB (issue 17). Once the server listens, V8's own growth (factor 2,
 * start.ts) comes back, so under load the young generation grows as before. Set before any module is loaded:
 * the server's modules are imported only after it.
 */
v8.setFlagsFromString('--semi-space-growth-factor=1');
await import('./start');
