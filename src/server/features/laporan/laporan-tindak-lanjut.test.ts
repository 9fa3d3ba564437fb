// D19 in the report (issue 31 Build 1): the follow-up record (officer, clock, actions, referrals and
// their outcomes, history) in both copies, read back with pdftotext; SQLite and (TEST_DATABASE_URL) PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAsessor,
  createChild,
  kunciUji,
  loginAdmin,
  loginAsessor,
  type AsessorFixture,
  type ChildFixture,
} from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { bacaPdf } from './baca-pdf';
import {
  JUDUL_CATATAN_TINDAK_LANJUT,
  JUDUL_KONTAK_SETEMPAT,
  TEKS_HASIL_BELUM,
  TEKS_TANPA_AKSI,
  TEKS_TANPA_TINDAK_LANJUT,
} from './laporan-tindak-lanjut';

const t = testAppForFile();
const JAM = 3_600_000;
let sari: AsessorFixture;
let dewi: AsessorFixture;
let budi: AsessorFixture;
let cSari: Cookies;
let cPsi: Cookies;
let anak: ChildFixture;
let lain: ChildFixture;

const laporan = async (reg: string, cookies: Cookies, salinan?: 'psikolog') => {
  const res = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(reg)}.pdf${salinan ? `?salinan=${salinan}` : ''}`, {
    cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return bacaPdf(res.rawPayload).teks;
};

/** Sends a change to a follow-up at its current version and returns the next version. */
async function ubah(id: number, versi: number, method: 'POST' | 'PUT', path: string, body: object): Promise<number> {
  const res = await send(t.app, method, `/api/tindak-lanjut/${id}${path}`, { cookies: cSari, body: { versi, ...body } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().versi as number;
}

async function buka(registration_no: string, prioritas: string, alasan: string): Promise<{ id: number; versi: number }> {
  const res = await send(t.app, 'POST', '/api/tindak-lanjut', { cookies: cSari, body: { registration_no, prioritas, alasan } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  return { id, versi: (await send(t.app, 'GET', `/api/tindak-lanjut/${id}`, { cookies: cSari })).json().versi as number };
}

beforeAll(async () => {
  const db = t.database.db;
  const admin = await loginAdmin(t.app);
  sari = await createAsessor(db, { name: 'Sari Petugas', location: 'Rutan 1' });
  dewi = await createAsessor(db, { name: 'Dewi Rekan', location: 'Rutan 1' });
  budi = await createAsessor(db, { name: 'Budi Wali', location: 'Rutan 1' });
  const psi = await createAsessor(db, { name: 'Ratna Psikolog', location: 'Rutan 1' });
  const tandai = await send(t.app, 'PUT', `/api/asessors/${psi.id}/psikolog`, {
    cookies: admin,
    body: { psikolog: true, nomor_izin: 'SIPP 0315-18-2-1' },
  });
  expect(tandai.statusCode, tandai.body).toBe(200);
  cSari = await loginAsessor(t.app, sari);
  cPsi = await loginAsessor(t.app, psi);
  anak = await createChild(db, { name: 'Rafi Tindak', asessor_id: sari.id });
  lain = await createChild(db, { name: 'Lina Tanpa', asessor_id: sari.id });

  // The first follow-up: an action, a referral with its outcome, another officer, closed with a reason.
  const pertama = await buka(anak.registration_no, 'Mendesak', 'Diancam teman satu kamar.');
  let v = await ubah(pertama.id, pertama.versi, 'POST', '/aksi', {
    tindakan: 'Pisahkan dari teman yang mengancam',
    oleh: 'Sari Petugas',
    pada: new Date(t.clock.now().getTime() - JAM).toISOString(),
    catatan: 'Dipindah ke blok B.',
  });
  v = await ubah(pertama.id, v, 'POST', '/rujukan', { tujuan: 'uptd_ppa', tanggal: '2026-11-22', nomor: 'PPA/11/2026/07' });
  const rujukanId = (await send(t.app, 'GET', `/api/tindak-lanjut/${pertama.id}`, { cookies: cSari })).json().rujukan[0]
    .id as number;
  v = await ubah(pertama.id, v, 'PUT', `/rujukan/${rujukanId}`, { hasil: 'Diterima, pendampingan dimulai.' });
  v = await ubah(pertama.id, v, 'PUT', '/petugas', { petugas_id: dewi.id });
  await ubah(pertama.id, v, 'POST', '/tutup', { alasan: 'dirujuk_diterima', catatan: 'Ditangani UPTD PPA.' });

  // The second: Kritis, a referral still waiting for its outcome, no action, and past its due time.
  const kedua = await buka(anak.registration_no, 'Kritis', 'Mengatakan ingin mengakhiri hidup.');
  const v2 = await ubah(kedua.id, kedua.versi, 'POST', '/rujukan', {
    tujuan: 'lainnya',
    tujuan_lain: 'Pesantren rehabilitasi',
    tanggal: '2026-11-22',
  });
  await ubah(kedua.id, v2, 'PUT', '/petugas', { petugas_id: budi.id });
  // Kritis is due by 23:59 WIB of the day (10.00 WIB now): 15 hours later it is late.
  t.clock.advance(15 * JAM);
});

describe('the follow-up record in the report (D19, both copies)', () => {
  it('both copies carry every follow-up: officer, clock, actions, referrals with outcomes, history; open and late first', async () => {
    for (const [salinan, cookies] of [
      [undefined, () => cSari],
      ['psikolog', () => cPsi],
    ] as const) {
      const teks = await laporan(anak.registration_no, cookies(), salinan);
      const bagian = teks.slice(teks.indexOf(JUDUL_CATATAN_TINDAK_LANJUT));
      expect(teks, `${salinan ?? 'petugas'}: the section`).toContain(JUDUL_CATATAN_TINDAK_LANJUT);
      const [kritis, mendesak] = [
        'Tindak lanjut 1 dari 2: prioritas Kritis, ronde 1',
        'Tindak lanjut 2 dari 2: prioritas Mendesak, ronde 1',
      ].map((x) => bagian.indexOf(x));
      expect(kritis, salinan).toBeGreaterThan(-1);
      expect(mendesak, salinan).toBeGreaterThan(kritis);
      const [satu, dua] = [bagian.slice(kritis, mendesak), bagian.slice(mendesak)];
      // The open, late one: who owns it, its due time, nothing done yet, the referral still waiting.
      for (const x of [
        'Status Terbuka, terlambat',
        'Petugas Budi Wali',
        'Oleh asesor',
        'Tenggat 22 November 2026 23.59 WIB',
        TEKS_TANPA_AKSI,
      ]) {
        expect(satu, `${salinan}: ${x}`).toContain(x);
      }
      expect(satu).toContain('Lainnya: Pesantren rehabilitasi');
      expect(satu).toContain(TEKS_HASIL_BELUM);
      expect(satu).toContain('Dibuka oleh asesor (prioritas Kritis): Mengatakan ingin mengakhiri hidup.');
      // The closed one: the new officer by name, the action, the referral's outcome, the closing.
      for (const x of [
        'Status Ditutup: Dirujuk dan diterima',
        'Petugas Dewi Rekan',
        'Pisahkan dari teman yang mengancam',
        'Sari Petugas Dipindah ke blok B.',
        '22 November 2026 UPTD PPA PPA/11/2026/07 Diterima, pendampingan dimulai.',
        'Petugas diganti: Dewi Rekan',
        'Dirujuk dan diterima: Ditangani UPTD PPA.',
      ]) {
        expect(dua, `${salinan}: ${x}`).toContain(x);
      }
      expect(dua).not.toContain('Petugas id');
      // What has been done comes before the plan and its signature line.
      expect(teks.indexOf(JUDUL_CATATAN_TINDAK_LANJUT)).toBeLessThan(teks.indexOf('Petugas penanggung jawab'));
      // While it is open, the plan names the follow-up's officer, not the record's assessor.
      expect(teks).toContain('Petugas penanggung jawab Budi Wali (petugas tindak lanjut)');
    }
  });

  it("both copies print the facility's contacts beside the follow-ups (D24)", async () => {
    await t.database.db
      .insertInto('lokasi_kontak')
      .values({
        lokasi_id: Number(await kunciUji(t.database.db, anak.location)),
        jenis: 'uptd_ppa',
        nama: 'UPTD PPA Kota Bandung',
        telepon: '(022) 420-1234',
        keterangan: 'Senin-Jumat 08.00-16.00',
        diubah_at: '2026-11-22T03:00:00.000Z',
        diubah_oleh: 'admin',
      })
      .execute();
    for (const [salinan, cookies] of [
      [undefined, () => cSari],
      ['psikolog', () => cPsi],
    ] as const) {
      const teks = (await laporan(anak.registration_no, cookies(), salinan)).replace(/\s+/g, ' ');
      const bagian = teks.slice(teks.indexOf(JUDUL_CATATAN_TINDAK_LANJUT));
      expect(bagian, salinan).toContain(`${JUDUL_KONTAK_SETEMPAT} (${anak.location}):`);
      expect(bagian, salinan).toContain('UPTD PPA: UPTD PPA Kota Bandung, telp. (022) 420-1234 (Senin-Jumat 08.00-16.00).');
      // Beside the follow-ups' actions: before the first follow-up's record.
      expect(bagian.indexOf(JUDUL_KONTAK_SETEMPAT)).toBeLessThan(bagian.indexOf('Tindak lanjut 1 dari 2'));
    }
  });

  it("both copies print beside each of page 1's actions the facility's contacts it needs, and only those (D24)", async () => {
    const admin = await loginAdmin(t.app);
    const lokasiId = await kunciUji(t.database.db, anak.location);
    const simpan = await send(t.app, 'PUT', `/api/lokasi/${lokasiId}/kontak`, {
      cookies: admin,
      body: {
        kontak: [
          { jenis: 'psikolog', nama: 'Psikolog Rina Puspa', telepon: '0812-3456-7890' },
          { jenis: 'puskesmas', nama: 'Klinik Pratama Rutan', telepon: '(022) 555-0101', keterangan: 'Dokter jaga 24 jam' },
          { jenis: 'uptd_ppa', nama: 'UPTD PPA Kota Bandung', telepon: '(022) 420-1234' },
        ],
      },
    });
    expect(simpan.statusCode, simpan.body).toBe(200);
    // Self harm reported: page 1's actions are due today; the watch needs the psychologist and the clinic, not UPTD PPA.
    const korban = await createChild(t.database.db, { name: 'Nia Kontak', asessor_id: sari.id, self_harm: 'Ya' });
    const psikolog = 'Kontak: Psikolog atau psikiater: Psikolog Rina Puspa, telp. 0812-3456-7890; Puskesmas atau klinik: Klinik Pratama Rutan, telp. (022) 555-0101 (Dokter jaga 24 jam).';
    for (const [salinan, cookies] of [
      [undefined, () => cSari],
      ['psikolog', () => cPsi],
    ] as const) {
      const teks = (await laporan(korban.registration_no, cookies(), salinan)).replace(/\s+/g, ' ');
      const halaman1 = teks.slice(teks.indexOf('Tindakan hari ini:'), teks.indexOf(JUDUL_CATATAN_TINDAK_LANJUT));
      // The self-harm watch comes first and its contacts follow it, before the second action.
      const awasi = halaman1.indexOf('1. Hari ini: jangan biarkan anak sendirian');
      const kedua = halaman1.indexOf('2. Hari ini:');
      expect(awasi, salinan).toBeGreaterThan(-1);
      expect(kedua, salinan).toBeGreaterThan(awasi);
      expect(halaman1.slice(awasi, kedua), salinan).toContain(psikolog);
      // Removing the means needs no outside contact: nothing printed under it.
      const benda = halaman1.indexOf('Hari ini: singkirkan benda');
      expect(benda, salinan).toBeGreaterThan(-1);
      expect(halaman1.slice(benda).split('. ').slice(0, 3).join('. ')).not.toContain('Kontak:');
      // UPTD PPA is not beside an action that does not need it.
      expect(halaman1, salinan).not.toContain('Kontak: UPTD PPA');
    }
  });

  it("a record without follow-ups says so, and holds nothing of another record's", async () => {
    const teks = await laporan(lain.registration_no, cSari);
    expect(teks).toContain(`${JUDUL_CATATAN_TINDAK_LANJUT} ${TEKS_TANPA_TINDAK_LANJUT}`);
    expect(teks).toContain(`Petugas penanggung jawab Sari Petugas (ID: ${sari.assesor_id})`);
    expect(teks).not.toContain('Pisahkan dari teman');
    expect(teks).not.toContain('Pesantren rehabilitasi');
  });
});
