import fs from 'node:fs';
import path from 'node:path';

/**
 * The server process's memory settings (deploy/proses.env: KEY=VALUE lines, # comments), for whoever
 * starts a server process itself as production does: the benchmark and the load scripts. They must
 * be in the process's environment when it starts (glibc's arenas, V8's young generation).
 */
export function envProsesServer(root: string): Record<string, string> {
  const isi = fs.readFileSync(path.join(root, 'deploy/proses.env'), 'utf8');
  return Object.fromEntries(
    isi
      .split('\n')
      .map((baris) => baris.trim())
      .filter((baris) => baris !== '' && !baris.startsWith('#'))
      .map((baris) => [baris.slice(0, baris.indexOf('=')), baris.slice(baris.indexOf('=') + 1)]),
  );
}
