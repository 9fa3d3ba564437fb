// Issue 34: a route's role, scope, kept reply and read audit are written in its declaration
// (`rute()`, registered by `daftarRute`) and nowhere else. This test reads the server's sources and
// refuses what would wire a route by hand outside `kernel/`: every file is converted, so it allows
// no exception.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const AKAR = path.resolve(__dirname, '..');

type Aturan = 'preHandler' | 'daftar-tangan' | 'audit-baca-tangan' | 'mesin-cepat' | 'versi-di-sesi';

const ATURAN: Record<Aturan, { pola: RegExp; berlaku: (berkas: string) => boolean; sebab: string }> = {
  preHandler: {
    pola: /\bpreHandler\b/,
    berlaku: () => true,
    sebab: "a guard or a hook hung on a route by hand: declare the route's `peran`/`lingkup` in `rute()`",
  },
  'daftar-tangan': {
    pola: /\b(?:app|fastify|instance|server|scope)\s*\.\s*(?:get|post|put|patch|delete|head|options|all|route)\s*\(/,
    berlaku: () => true,
    sebab: 'a route registered by hand: declare it with `rute()` and register it with `daftarRute`',
  },
  'audit-baca-tangan': {
    // The property `auditBaca:` of a declaration is the way; the helper called in a handler is not.
    pola: /\bauditBaca\b(?!\??\s*:)/,
    berlaku: () => true,
    sebab: "a read's audit written in a handler: declare it as the route's `auditBaca`",
  },
  'mesin-cepat': {
    // Defining a kind of batched write (`TulisSejenis`) is a feature's; committing it is the kernel's.
    // Nor does a feature raise a facility's count of writes by hand: a table's triggers count its writes,
    // whoever writes (plain SQL, another process), and the trigger test (rute.test) sees them.
    pola: /\bctx\.balasan\b|\bBalasanTersimpan\b|\btulisBersama\b|\b(?:updateTable|insertInto)\(\s*'versi_rutan'/,
    berlaku: (berkas) => berkas.startsWith('features/'),
    sebab: "a feature reaching the kept-reply store or the group commit: that is the declaration's job (`tersimpan`, `bersama`)",
  },
  'versi-di-sesi': {
    // Before issue 34 the login session's query also read the facility's count for the lists; the
    // count is the kept lists' own read now (kernel/rute.ts), asked only by a kept list's request.
    pola: /\bversi_rutan\b|\bversiRutan\b/,
    berlaku: (berkas) => berkas.startsWith('auth/'),
    sebab: "the session or a login reading a list's count of writes: a kept list reads its own (`tersimpan` in kernel/rute.ts)",
  },
};

/** The server's sources a route could be wired in: not `kernel/` (the door itself), not tests. */
function berkasSumber(dir = AKAR): string[] {
  const hasil: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    const rel = path.relative(AKAR, p).split(path.sep).join('/');
    if (e.isDirectory()) {
      if (rel === 'kernel' || rel === 'test' || rel === 'db/migrations') continue;
      hasil.push(...berkasSumber(p));
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
      hasil.push(rel);
    }
  }
  return hasil;
}

/** The code without its comments (a comment may name `preHandler` to say why it is gone). */
function tanpaKomentar(teks: string): string {
  return teks.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
}

function pelanggaran(teks: string): Map<Aturan, number[]> {
  const hasil = new Map<Aturan, number[]>();
  tanpaKomentar(teks)
    .split('\n')
    .forEach((isi, i) => {
      for (const nama of Object.keys(ATURAN) as Aturan[]) {
        if (ATURAN[nama].pola.test(isi)) hasil.set(nama, [...(hasil.get(nama) ?? []), i + 1]);
      }
    });
  return hasil;
}

describe('routes are declared, never wired by hand (issue 34)', () => {
  const semua = berkasSumber().map((berkas) => {
    const temuan = pelanggaran(fs.readFileSync(path.join(AKAR, berkas), 'utf8'));
    for (const nama of [...temuan.keys()]) if (!ATURAN[nama].berlaku(berkas)) temuan.delete(nama);
    return { berkas, temuan };
  });

  it('finds the files it scans (the scan itself works)', () => {
    expect(semua.map((s) => s.berkas)).toContain('features/hasil/hasil-routes.ts');
    expect(semua.some((s) => s.berkas.startsWith('kernel/'))).toBe(false);
    // The rules see what they are meant to see.
    expect([...pelanggaran("app.post('/x', { preHandler: g }, h)\nawait auditBaca(ctx, r, 'a', 'b')").keys()].sort()).toEqual([
      'audit-baca-tangan',
      'daftar-tangan',
      'preHandler',
    ]);
    expect([...pelanggaran("rute({ auditBaca: { action: 'a' } }) // app.get( preHandler").keys()]).toEqual([]);
    expect(
      [...pelanggaran("await ctx.balasan.balas(r, rep, v, buat)").keys(), ...pelanggaran("await trx.updateTable('versi_rutan').set(x)").keys()],
    ).toEqual(['mesin-cepat', 'mesin-cepat', 'versi-di-sesi']);
    expect([...pelanggaran(".leftJoin('versi_rutan as v', 'v.location', 'a.location')").keys()]).toEqual(['versi-di-sesi']);
  });

  it('no file wires a route, a guard, a read audit or the speed machinery by hand', () => {
    const tangan = semua.flatMap(({ berkas, temuan }) =>
      [...temuan].map(([nama, baris]) => `${berkas}:${baris.join(',')} ${nama}: ${ATURAN[nama].sebab}`),
    );
    expect(tangan).toEqual([]);
  });
});
