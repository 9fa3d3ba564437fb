// Every action code the server writes reads as an Indonesian sentence on the audit page (issue 32: some
// were shown as their codes), and an action on a person's record names the person's list.
// eslint-disable-next-line no-restricted-imports -- the test reads the server's source for its codes
import { readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- its paths
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTRUMENT_KEYS } from '#domain/instruments.ts';
import { adaLabelAksi, adaLabelPeran, labelAksi, labelPeran } from './aksi-audit';

const SERVER = path.resolve(__dirname, '../../../../server');

function berkasServer(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : berkasServer(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** The codes written by the server: every quoted 'x.y' on a line that sets an audit `action`, and a plain `action: 'x'`. */
function kodeServer(): Set<string> {
  const kode = new Set<string>();
  for (const f of berkasServer()) {
    for (const baris of readFileSync(f, 'utf8').split('\n')) {
      if (!/\baction\s*:/.test(baris)) continue;
      for (const m of baris.matchAll(/'([a-z_-]+\.[a-z_-]+)'/g)) kode.add(m[1]!);
      for (const m of baris.matchAll(/\baction\s*:\s*'([a-z_-]+)'/g)) kode.add(m[1]!);
      if (baris.includes('`ekspor.${')) ['ekspor.csv', 'ekspor.xlsx'].forEach((k) => kode.add(k));
      if (baris.includes('`hasil-${')) INSTRUMENT_KEYS.forEach((k) => kode.add(`hasil-${k}.lihat`));
    }
  }
  return kode;
}

describe('labelAksi', () => {
  it('has a sentence for every action code the server writes', () => {
    const kode = kodeServer();
    // The reading finds the server's codes (a broken reading would pass with none).
    expect(kode.size).toBeGreaterThan(60);
    for (const k of ['peserta.masuk', 'tinjauan.konfirmasi', 'dua_faktor.wajib_aktif', 'hasil-srq20.lihat', 'login']) expect(kode).toContain(k);
    expect([...kode].filter((k) => !adaLabelAksi(k))).toEqual([]);
  });

  it('has a word for every role the server writes an entry under', () => {
    const peran = new Set<string>();
    for (const f of berkasServer()) for (const m of readFileSync(f, 'utf8').matchAll(/\brole:\s*'([a-z_]+)'/g)) peran.add(m[1]!);
    // The reading finds the roles written by hand: the operator's command line and the server's own rules.
    for (const r of ['admin', 'anonim', 'operator', 'sistem']) expect(peran).toContain(r);
    expect([...peran, 'asessor', 'peserta'].filter((r) => !adaLabelPeran(r))).toEqual([]);
    expect(labelPeran('operator')).toBe('Operator server');
  });

  it('names the list of the record: anak, tahanan, or peserta when not known', () => {
    expect(labelAksi('peserta.masuk', 'tahanan')).toBe('Memulai asesmen tahanan');
    expect(labelAksi('peserta.masuk', 'anak')).toBe('Memulai asesmen anak');
    expect(labelAksi('peserta.masuk')).toBe('Memulai asesmen peserta');
    expect(labelAksi('asesmen.bantuan', 'tahanan')).toBe('Tahanan meminta bantuan');
    expect(labelAksi('kelola.tambah', 'tahanan')).toBe('Menambah data asesmen tahanan');
    expect(labelAksi('hasil-srq20.lihat')).toBe('Melihat hasil SRQ-20');
    expect(labelPeran('peserta', 'tahanan')).toBe('Tahanan');
    expect(labelPeran('peserta', 'anak')).toBe('Anak');
    expect(labelPeran('peserta')).toBe('Peserta');
    // An unknown code stays legible, never hidden.
    expect(labelAksi('kode.baru_sekali')).toBe('Kode baru sekali');
  });
});
