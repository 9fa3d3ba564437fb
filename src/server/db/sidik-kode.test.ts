// The fingerprint of a compiled server (issue 33): changes with any file of the build, and is none for
// sources run through a loader.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sidikKodeServer } from './sidik-kode';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-sidik-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sidikKodeServer', () => {
  it('is the same for the same build, another when any of its files changes, none for sources', () => {
    fs.writeFileSync(path.join(dir, 'main.js'), 'import "./chunk-A.js";');
    fs.writeFileSync(path.join(dir, 'chunk-A.js'), 'export const aturan = 1;');
    fs.writeFileSync(path.join(dir, 'main.js.map'), '{}');
    const chunk = path.join(dir, 'chunk-A.js');
    const a = sidikKodeServer(chunk);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(sidikKodeServer(path.join(dir, 'main.js'))).toBe(a);
    // A source map is not code.
    fs.writeFileSync(path.join(dir, 'main.js.map'), '{"x":1}');
    expect(sidikKodeServer(chunk)).toBe(a);
    fs.writeFileSync(chunk, 'export const aturan = 2;');
    const b = sidikKodeServer(chunk);
    expect(b).not.toBe(a);
    fs.writeFileSync(path.join(dir, 'chunk-B.js'), '');
    expect(sidikKodeServer(chunk)).not.toBe(b);
    expect(sidikKodeServer(path.join(dir, 'prepare.ts'))).toBeNull();
    expect(sidikKodeServer(path.join(os.tmpdir(), 'lain.js'))).toBeNull();
    // The sources this test runs from are not a build.
    expect(sidikKodeServer()).toBeNull();
  });
});
