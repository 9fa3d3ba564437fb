// D24: each facility's local contacts: the admin sets them (audited, bad input refused in Indonesian),
// the facility's assessors read their own and no other facility's.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDanDuaRutan, auditOf, loginAdmin } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { expectGuarded } from '#server/test/guards.ts';

const t = testAppForFile();
let admin: Cookies, as1: Cookies, as2: Cookies, rutan1: number;
beforeAll(async () => ({ admin, as1, as2, rutan1 } = await adminDanDuaRutan(t)));

const simpan = (body: unknown, id = rutan1) => send(t.app, 'PUT', `/api/lokasi/${id}/kontak`, { cookies: admin, body });
const baca = (id = rutan1) => send(t.app, 'GET', `/api/lokasi/${id}/kontak`, { cookies: admin });
const UPTD = { jenis: 'uptd_ppa', nama: 'UPTD PPA Kota Bandung', telepon: '(022) 420-1234', keterangan: 'Senin-Jumat 08.00-16.00' };
const PUSKESMAS = { jenis: 'puskesmas', nama: 'Puskesmas Sukajadi', telepon: '+62 812 3456 7890' };

describe('local contacts per facility (D24)', () => {
  it('the admin sets a facility\'s contacts; its assessors read them in order with what each is for; another facility sees its own', async () => {
    expect((await baca()).json()).toEqual({ lokasi: 'Rutan 1', versi: 0, kontak: [] });
    const res = await simpan({ kontak: [PUSKESMAS, UPTD] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Kontak Rutan 1 disimpan.');

    const milik = await send(t.app, 'GET', '/api/kontak-lokasi', { cookies: as1 });
    expect(milik.statusCode).toBe(200);
    expect(milik.json().lokasi).toBe('Rutan 1');
    expect(milik.json().kontak).toEqual([
      expect.objectContaining({ ...UPTD, label: 'UPTD PPA', guna: expect.stringContaining('kekerasan seksual') }),
      expect.objectContaining({ ...PUSKESMAS, keterangan: null, label: 'Puskesmas atau klinik' }),
    ]);
    expect((await baca()).json().kontak).toEqual(milik.json().kontak);
    expect((await send(t.app, 'GET', '/api/kontak-lokasi', { cookies: as2 })).json()).toEqual({ lokasi: 'Rutan 2', versi: 0, kontak: [] });

    // The whole set is replaced: a kind left out goes, a changed one takes its new number.
    expect((await simpan({ kontak: [{ ...UPTD, telepon: '022 555 0000' }] })).statusCode).toBe(200);
    expect((await baca()).json().kontak).toEqual([expect.objectContaining({ jenis: 'uptd_ppa', telepon: '022 555 0000' })]);
    const audit = await auditOf(t.database.db, 'lokasi.kontak', `lokasi ${rutan1}`);
    expect(audit.map((a) => a.detail)).toEqual(['Puskesmas atau klinik, UPTD PPA', 'UPTD PPA']);
  });

  it('bad input is refused in Indonesian and changes nothing', async () => {
    expect((await simpan({ kontak: [UPTD] })).statusCode).toBe(200);
    const sebelum = (await baca()).json();
    const kasus: [unknown, string | RegExp][] = [
      [{ kontak: [{ ...UPTD, jenis: 'dukun' }] }, 'Jenis kontak tidak dikenal.'],
      [{ kontak: [{ ...UPTD, nama: ' ' }] }, 'Nama kontak wajib diisi.'],
      [{ kontak: [{ ...UPTD, telepon: 'tanya satpam' }] }, /Nomor telepon hanya berisi angka/],
      [{ kontak: [{ ...UPTD, telepon: '123' }] }, /Nomor telepon hanya berisi angka/],
      [{ kontak: [{ ...UPTD, nama: 'UPTD\u202e PPA' }] }, /karakter kontrol/],
      [{ kontak: [{ ...UPTD, nama: 'x'.repeat(121) }] }, 'Nama kontak maksimal 120 karakter.'],
      [{ kontak: [UPTD, { ...UPTD, nama: 'UPTD lain' }] }, /ada jenis yang diisi dua kali/],
      [{ kontak: 'UPTD' }, 'Daftar kontak tidak valid.'],
      [{}, 'Daftar kontak tidak valid.'],
      [[], 'Data kontak tidak valid.'],
      [{ versi: -1, kontak: [UPTD] }, 'Versi data tidak valid. Muat ulang halaman lalu coba lagi.'],
      [{ versi: 'satu', kontak: [UPTD] }, 'Versi data tidak valid. Muat ulang halaman lalu coba lagi.'],
    ];
    for (const [body, pesan] of kasus) {
      const res = await simpan(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(pesan);
    }
    expect((await simpan({ kontak: [UPTD] }, 999_999)).statusCode).toBe(404);
    expect((await baca()).json()).toEqual(sebelum);

    await expectGuarded(t.app, 'PUT', `/api/lokasi/${rutan1}/kontak`, [as1], { kontak: [] });
    await expectGuarded(t.app, 'GET', `/api/lokasi/${rutan1}/kontak`, [as1]);
    await expectGuarded(t.app, 'GET', '/api/kontak-lokasi', [admin]);
  });
});

describe('two admins saving one facility\'s contacts at the same moment (review of session 14)', () => {
  it('20 saves from the version both read: one stored, the other 19 told who saved first (409) and nothing of theirs written', async () => {
    const sesi = [admin, await loginAdmin(t.app)];
    const { versi } = (await baca()).json() as { versi: number };
    const jawab = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        send(t.app, 'PUT', `/api/lokasi/${rutan1}/kontak`, {
          cookies: sesi[n % 2]!,
          body: { versi, kontak: [{ ...PUSKESMAS, nama: `Puskesmas ke-${n}` }] },
        }),
      ),
    );
    const disimpan = jawab.flatMap((r, n) => (r.statusCode === 200 ? [n] : []));
    expect(disimpan).toHaveLength(1);
    const ditolak = jawab.filter((r) => r.statusCode !== 200);
    expect(ditolak.map((r) => r.statusCode)).toEqual(Array<number>(19).fill(409));
    for (const r of ditolak) {
      expect(r.json().message).toMatch(/^Kontak setempat ini sudah diubah oleh .+ pada .+ setelah formulir Anda dibuka\. Muat data terbaru; isian Anda tetap di formulir\.$/);
      expect(r.json().errors).toMatchObject({ versi: versi + 1 });
    }
    const kini = (await baca()).json();
    expect(kini.versi).toBe(versi + 1);
    expect(kini.kontak).toEqual([expect.objectContaining({ jenis: 'puskesmas', nama: `Puskesmas ke-${disimpan[0]}` })]);

    // Saved again from the version the 409 gave: stored.
    const lagi = await simpan({ versi: versi + 1, kontak: [UPTD] });
    expect(lagi.statusCode, lagi.body).toBe(200);
    expect((await baca()).json()).toMatchObject({ versi: versi + 2, kontak: [expect.objectContaining({ jenis: 'uptd_ppa' })] });
  });
});
