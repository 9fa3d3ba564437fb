// Which code judges the combined list's kept summaries (issue 33): a start of the same build keeps
// them, a start of any other computes them again (db/prepare.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A fingerprint of the compiled server this process runs: every JavaScript file of its folder
 * (dist/server: main.js, its chunks and the command-line tools, scripts/build-server.mjs), names and
 * contents. Null when this is not such a build (the sources run through a loader: tests, development),
 * which no fingerprint can vouch for.
 */
export function sidikKodeServer(berkas: string = fileURLToPath(import.meta.url)): string | null {
  const dir = path.dirname(berkas);
  if (!berkas.endsWith('.js') || !fs.existsSync(path.join(dir, 'main.js'))) return null;
  const hash = createHash('sha256');
  for (const nama of fs.readdirSync(dir).filter((n) => n.endsWith('.js')).sort()) {
    hash.update(`${nama}\0`);
    hash.update(fs.readFileSync(path.join(dir, nama)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
