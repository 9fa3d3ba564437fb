// D22: the officer's and the clinician's copies of the report, the psychologist flag on assessor
// accounts, and the psychologist's review (Draf / Ditinjau, confirm or override with a reason).
import { beforeAll, describe, expect, it } from 'vitest';
import { bandingPrioritas, PESAN_ALASAN_WAJIB, PESAN_BUKAN_PSIKOLOG, PESAN_NOMOR_IZIN, tenggatTindakLanjut, type Prioritas } from '#domain/index.ts';
import { createAsessor, createChild, loginAdmin, loginAsessor, type AsessorFixture, type ChildFixture } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { bacaPdf } from '../laporan/baca-pdf';
import { simpanHasil } from '../laporan/contoh-laporan';
import { BUKAN_BERKAS_PERKARA, JUDUL_LAMPIRAN, NAMA_SALINAN } from '../laporan/laporan-pdf';
import { bukaOtomatis } from '../tindak-lanjut/tindak-lanjut-data';
import { PESAN_HASIL_BERUBAH } from './tinjauan-routes';

const t = testAppForFile();
const SIPP = 'SIPP 0315-18-2-1';
/** PSC-17 item 16 of the default bank: can incriminate a child held for theft (finding 9). */
const BUTIR_MEMBERATKAN = 'Saya mengambil barang yang bukan milik saya.';
let admin: Cookies;
let psikolog: AsessorFixture;
let biasa: AsessorFixture;
let cPsikolog: Cookies;
let cBiasa: Cookies;
let anak: ChildFixture;

const pdf = (reg: string, salinan?: string) => `/api/laporan/${encodeURIComponent(reg)}.pdf${salinan ? `?salinan=${salinan}` : ''}`;
const tinjau = (reg: string) => `/api/hasil-gabungan/${encodeURIComponent(reg)}/tinjauan`;
const audit = (action: string) => t.database.db.selectFrom('audit').selectAll().where('action', '=', action).execute();

beforeAll(async () => {
  const db = t.database.db;
  admin = await loginAdmin(t.app);
  psikolog = await createAsessor(db, { name: 'Dewi Lestari, M.Psi., Psikolog', location: 'Rutan 1' });
  biasa = await createAsessor(db, { name: 'Petugas Biasa', location: 'Rutan 1' });
  anak = await createChild(db, { name: 'Rani Salinan', asessor_id: biasa.id, riwayat_lgbt: 'Ya', napza: 'Ya' });
  for (const k of ['pid5', 'psc17', 'dukungan', 'kognitif'] as const) await simpanHasil(db, anak.id, k);
  cPsikolog = await loginAsessor(t.app, psikolog);
  cBiasa = await loginAsessor(t.app, biasa);
});

describe('the psychologist flag on an assessor account (admin)', () => {
  it('refuses a missing or malformed SIPP/STR number in Indonesian and changes nothing', async () => {
    for (const nomor_izin of [null, '', 'abc', 'SIPP 12', '<b>0315-18-2-1</b>', 'x'.repeat(41)]) {
      const res = await send(t.app, 'PUT', `/api/asessors/${psikolog.id}/psikolog`, { cookies: admin, body: { psikolog: true, nomor_izin } });
      expect(res.statusCode, String(nomor_izin)).toBe(400);
      expect(res.json().message).toContain(PESAN_NOMOR_IZIN);
    }
    const res = await send(t.app, 'PUT', `/api/asessors/${psikolog.id}/psikolog`, { cookies: admin, body: { psikolog: 'ya' } });
    expect(res.statusCode).toBe(400);
    const row = await t.database.db.selectFrom('asessor').select(['psikolog', 'nomor_izin']).where('id', '=', psikolog.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ psikolog: 0, nomor_izin: null });
  });

  it('marks the account, shows it in the list, and audits it; an unknown account is 404; an assessor is 403', async () => {
    const res = await send(t.app, 'PUT', `/api/asessors/${psikolog.id}/psikolog`, { cookies: admin, body: { psikolog: true, nomor_izin: ` ${SIPP} ` } });
    expect(res.statusCode).toBe(200);
    const list = (await send(t.app, 'GET', '/api/asessors', { cookies: admin })).json() as { id: number; psikolog: boolean; nomor_izin: string | null }[];
    expect(list.find((a) => a.id === psikolog.id)).toMatchObject({ psikolog: true, nomor_izin: SIPP });
    expect(list.find((a) => a.id === biasa.id)).toMatchObject({ psikolog: false, nomor_izin: null });
    expect(await audit('asessor.psikolog')).toEqual([expect.objectContaining({ role: 'admin', target: psikolog.assesor_id, detail: `psikolog, SIPP/STR ${SIPP}` })]);
    expect((await send(t.app, 'PUT', '/api/asessors/999999/psikolog', { cookies: admin, body: { psikolog: false } })).statusCode).toBe(404);
    const sendiri = await send(t.app, 'PUT', `/api/asessors/${biasa.id}/psikolog`, { cookies: cBiasa, body: { psikolog: true, nomor_izin: SIPP } });
    expect(sendiri.statusCode).toBe(403);
  });
});

describe('two copies of the report (D22)', () => {
  it("the officer's copy (the default) has no item answers, no LGBT status, screening answers as reported, and is audited", async () => {
    const res = await send(t.app, 'GET', pdf(anak.registration_no), { cookies: cBiasa });
    expect(res.statusCode).toBe(200);
    const { teks, tata } = bacaPdf(res.rawPayload);
    expect(teks).toContain(NAMA_SALINAN.petugas);
    expect(teks).not.toContain(JUDUL_LAMPIRAN);
    expect(teks).not.toContain(BUTIR_MEMBERATKAN);
    expect(teks).not.toContain('Riwayat LGBT');
    expect(teks).not.toMatch(/Dilaporkan riwayat LGBT/);
    // The placement the vulnerability asks for stays: staff must act on it.
    expect(teks).toContain('Dilaporkan ada kerentanan yang memerlukan penempatan yang melindungi');
    expect(tata).toMatch(/Napza\s+Dilaporkan\s+Risiko Tinggi/);
    expect(teks).not.toContain(BUKAN_BERKAS_PERKARA);
    expect(await audit('laporan.pdf')).toEqual([expect.objectContaining({ actor_id: biasa.id, target: anak.registration_no })]);
  });

  it("refuses the clinician's copy to an assessor who is not a psychologist (403, audited) and to no session (401)", async () => {
    const res = await send(t.app, 'GET', pdf(anak.registration_no, 'psikolog'), { cookies: cBiasa });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: PESAN_BUKAN_PSIKOLOG });
    expect(await audit('laporan.pdf_psikolog_ditolak')).toEqual([expect.objectContaining({ actor_id: biasa.id, target: anak.registration_no })]);
    expect((await send(t.app, 'GET', pdf(anak.registration_no, 'psikolog'))).statusCode).toBe(401);
    expect((await send(t.app, 'GET', pdf(anak.registration_no, 'semua'), { cookies: cBiasa })).statusCode).toBe(400);
  });

  it("gives a psychologist the clinician's copy: a cover naming who downloaded it and when, not for the case file, everything with the item appendix", async () => {
    const res = await send(t.app, 'GET', pdf(anak.registration_no, 'psikolog'), { cookies: cPsikolog });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('salinan-psikolog.pdf');
    const { halaman, teks } = bacaPdf(res.rawPayload);
    expect(halaman[0]).toContain(NAMA_SALINAN.psikolog.toUpperCase());
    expect(halaman[0]).toContain(BUKAN_BERKAS_PERKARA);
    expect(halaman[0]).toContain(`Diunduh oleh ${psikolog.name} (SIPP/STR ${SIPP})`);
    expect(halaman[0]).toMatch(/Waktu unduh \d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB/);
    expect(teks).toContain(JUDUL_LAMPIRAN);
    expect(teks).toContain(BUTIR_MEMBERATKAN);
    expect(teks).toContain('Riwayat LGBT');
    expect(teks).toContain('Dilaporkan riwayat LGBT');
    const [entri] = await audit('laporan.pdf_psikolog');
    expect(entri).toMatchObject({ actor_id: psikolog.id, target: anak.registration_no });
    expect(entri.detail).toContain(SIPP);
  });
});

describe("the psychologist's review (D22)", () => {
  const detail = async () =>
    (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(anak.registration_no)}`, { cookies: cPsikolog })).json();

  it('starts as Draf; only a psychologist may review (403 in Indonesian, nothing saved)', async () => {
    const d = await detail();
    expect(d.tinjauan).toEqual({ status: 'draf', tinjauan: null, berubah_setelah_tinjauan: false });
    expect(d.boleh_meninjau).toBe(true);
    const lain = (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(anak.registration_no)}`, { cookies: cBiasa })).json();
    expect(lain.boleh_meninjau).toBe(false);
    const res = await send(t.app, 'POST', tinjau(anak.registration_no), { cookies: cBiasa, body: { prioritas_sistem: d.prioritas, prioritas: d.prioritas } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PESAN_BUKAN_PSIKOLOG);
    expect((await send(t.app, 'POST', tinjau(anak.registration_no), { body: {} })).statusCode).toBe(401);
    expect(await t.database.db.selectFrom('tinjauan').selectAll().execute()).toEqual([]);
  });

  it('refuses an override without a reason and a review of a priority that has changed, saving nothing', async () => {
    const d = await detail();
    const lain = d.prioritas === 'Rendah' ? 'Sedang' : 'Rendah';
    for (const alasan of [undefined, null, '   ']) {
      const res = await send(t.app, 'POST', tinjau(anak.registration_no), { cookies: cPsikolog, body: { prioritas_sistem: d.prioritas, prioritas: lain, alasan } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PESAN_ALASAN_WAJIB);
    }
    const basi = await send(t.app, 'POST', tinjau(anak.registration_no), { cookies: cPsikolog, body: { prioritas_sistem: lain, prioritas: lain } });
    expect(basi.statusCode).toBe(409);
    expect(basi.json().message).toBe(PESAN_HASIL_BERUBAH);
    const salah = await send(t.app, 'POST', tinjau(anak.registration_no), { cookies: cPsikolog, body: { prioritas_sistem: d.prioritas, prioritas: 'Darurat' } });
    expect(salah.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('tinjauan').selectAll().execute()).toEqual([]);
  });

  it('confirms, then overrides with a reason: the screen and both copies show who, when, the priority and the reason; audited', async () => {
    const d = await detail();
    const ok = await send(t.app, 'POST', tinjau(anak.registration_no), { cookies: cPsikolog, body: { prioritas_sistem: d.prioritas, prioritas: d.prioritas } });
    expect(ok.statusCode).toBe(200);
    expect((await detail()).tinjauan).toMatchObject({ status: 'ditinjau', tinjauan: { prioritas: d.prioritas, prioritas_sistem: d.prioritas, alasan: null } });

    const body = { prioritas_sistem: d.prioritas, prioritas: 'Rendah', alasan: 'Wawancara klinis: napza terakhir 2 tahun lalu.', catatan_klinis: 'Catatan klinis rahasia.' };
    expect((await send(t.app, 'POST', tinjau(anak.registration_no), { cookies: cPsikolog, body })).statusCode).toBe(200);
    const sesudah = await detail();
    expect(sesudah.tinjauan).toMatchObject({
      status: 'ditinjau',
      tinjauan: { ronde: 1, prioritas_sistem: d.prioritas, prioritas: 'Rendah', alasan: body.alasan, catatan_klinis: body.catatan_klinis, psikolog_nama: psikolog.name, nomor_izin: SIPP },
    });
    expect(await t.database.db.selectFrom('tinjauan').select('ronde').execute()).toEqual([{ ronde: 1 }]);
    expect((await audit('tinjauan.konfirmasi')).length).toBe(1);
    const [ubah] = await audit('tinjauan.ubah_prioritas');
    expect(ubah.detail).toContain(`menjadi Rendah. Alasan: ${body.alasan}`);

    const petugas = bacaPdf((await send(t.app, 'GET', pdf(anak.registration_no), { cookies: cBiasa })).rawPayload).teks;
    const klinisi = bacaPdf((await send(t.app, 'GET', pdf(anak.registration_no, 'psikolog'), { cookies: cPsikolog })).rawPayload).teks;
    for (const teks of [petugas, klinisi]) {
      expect(teks).toContain('Status: Ditinjau');
      expect(teks).toContain(`Ditinjau oleh psikolog ${psikolog.name} (SIPP/STR ${SIPP})`);
      expect(teks).toContain(`diubah dari ${d.prioritas} (aturan) menjadi Rendah. Alasan: ${body.alasan}`);
    }
    expect(klinisi).toContain(body.catatan_klinis);
    expect(petugas).not.toContain(body.catatan_klinis);
  });

  it('is a draft again once a result arrives after the review', async () => {
    await t.database.db.deleteFrom('hasil').where('peserta_id', '=', anak.id).where('instrument', '=', 'kognitif').execute();
    await simpanHasil(t.database.db, anak.id, 'kognitif', { submitted_at: new Date(Date.now() + 60_000).toISOString() });
    const d = await detail();
    expect(d.tinjauan).toMatchObject({ status: 'draf', berubah_setelah_tinjauan: true, tinjauan: { prioritas: 'Rendah' } });
    const teks = bacaPdf((await send(t.app, 'GET', pdf(anak.registration_no), { cookies: cBiasa })).rawPayload).teks;
    expect(teks).toContain('Status: Draf (ada hasil baru setelah tinjauan terakhir');
  });
});

describe("a review sets the follow-up's priority (D22)", () => {
  const db = () => t.database.db;
  const detail = async (reg: string) => (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(reg)}`, { cookies: cPsikolog })).json();
  const tindakLanjut = (id: number) =>
    db().selectFrom('tindak_lanjut').select(['id', 'prioritas', 'sumber', 'status', 'tenggat', 'temuan_pada']).where('peserta_id', '=', id).execute();
  const riwayat = (tlId: number) =>
    db().selectFrom('tindak_lanjut_riwayat').select(['jenis', 'keterangan', 'oleh']).where('tindak_lanjut_id', '=', tlId).orderBy('id').execute();
  const tenggat = (p: Prioritas, dari: string) => tenggatTindakLanjut(p, new Date(dari))?.toISOString() ?? null;

  it('lowers and raises the open follow-up with the review; the rules do not undo it until a new finding', async () => {
    const rekam = await createChild(db(), { name: 'Sari Tindak Lanjut', asessor_id: biasa.id, napza: 'Ya', self_harm: 'Ya' });
    for (const k of ['pid5', 'psc17', 'dukungan', 'kognitif'] as const) await simpanHasil(db(), rekam.id, k);
    const aturan = (await detail(rekam.registration_no)).prioritas as Prioritas;
    expect(bandingPrioritas(aturan, 'Tinggi')).toBeGreaterThanOrEqual(0);
    expect(await bukaOtomatis(db(), rekam.id, '2026-11-22T04:00:00.000Z')).toBe('dibuka');
    const [dibuka] = await tindakLanjut(rekam.id);
    expect(dibuka).toMatchObject({ prioritas: aturan, sumber: 'aturan', status: 'terbuka' });

    // Lowered to Sedang: the open follow-up becomes Sedang, due 14 days after its finding, in its history and the audit.
    const alasan = 'Wawancara klinis: menyakiti diri 3 tahun lalu, tidak ada pikiran saat ini; napza terakhir setahun lalu.';
    const turun = await send(t.app, 'POST', tinjau(rekam.registration_no), { cookies: cPsikolog, body: { prioritas_sistem: aturan, prioritas: 'Sedang', alasan } });
    expect(turun.statusCode, turun.body).toBe(200);
    const [sedang] = await tindakLanjut(rekam.id);
    expect(sedang).toMatchObject({ id: dibuka.id, prioritas: 'Sedang', status: 'terbuka', tenggat: tenggat('Sedang', dibuka.temuan_pada) });
    expect((await riwayat(dibuka.id)).at(-1)).toEqual({
      jenis: 'prioritas_psikolog',
      keterangan: `Prioritas diubah psikolog dari ${aturan} ke Sedang (alasan: ${alasan})`,
      oleh: `Psikolog ${psikolog.name} (tinjauan)`,
    });
    const [audit1] = (await audit('tinjauan.ubah_prioritas')).filter((a) => a.target === rekam.registration_no);
    expect(audit1.detail).toContain(`tindak lanjut: Prioritas diubah psikolog dari ${aturan} ke Sedang`);
    // A save, the worklist's owed check or the periodic run ask the rules again: the review holds.
    expect(await bukaOtomatis(db(), rekam.id, t.clock.now().toISOString())).toBeNull();
    expect((await tindakLanjut(rekam.id)).map((x) => x.prioritas)).toEqual(['Sedang']);

    // Raised to Kritis: due no later than a Kritis finding at the review.
    t.clock.advance(60_000);
    const naik = await send(t.app, 'POST', tinjau(rekam.registration_no), {
      cookies: cPsikolog,
      body: { prioritas_sistem: aturan, prioritas: 'Kritis', alasan: 'Pikiran mengakhiri hidup hari ini saat wawancara.' },
    });
    expect(naik.statusCode).toBe(200);
    const [kritis] = await tindakLanjut(rekam.id);
    expect(kritis.prioritas).toBe('Kritis');
    expect(kritis.tenggat! <= tenggat('Kritis', t.clock.now().toISOString())!).toBe(true);

    // Lowered again, then a new result after the review: a draft again, and the rules raise it back.
    t.clock.advance(60_000);
    await send(t.app, 'POST', tinjau(rekam.registration_no), { cookies: cPsikolog, body: { prioritas_sistem: aturan, prioritas: 'Rendah', alasan } });
    expect((await tindakLanjut(rekam.id))[0]).toMatchObject({ prioritas: 'Rendah', tenggat: null });
    t.clock.advance(60_000);
    await db().deleteFrom('hasil').where('peserta_id', '=', rekam.id).where('instrument', '=', 'kognitif').execute();
    await simpanHasil(db(), rekam.id, 'kognitif', { submitted_at: t.clock.now().toISOString() });
    expect((await detail(rekam.registration_no)).tinjauan.status).toBe('draf');
    expect(await bukaOtomatis(db(), rekam.id, t.clock.now().toISOString())).toBe('dinaikkan');
    expect((await tindakLanjut(rekam.id)).map((x) => [x.prioritas, x.status])).toEqual([[aturan, 'terbuka']]);
  });

  it('an override opens a follow-up the rules had not asked for; a confirmation leaves the opening to the rules', async () => {
    const rekam = await createChild(db(), { name: 'Tono Tinjauan', asessor_id: biasa.id });
    for (const k of ['pid5', 'psc17', 'dukungan', 'kognitif'] as const) await simpanHasil(db(), rekam.id, k);
    const aturan = (await detail(rekam.registration_no)).prioritas as Prioritas;
    expect(bandingPrioritas(aturan, 'Mendesak')).toBeLessThan(0);
    const konfirmasi = await send(t.app, 'POST', tinjau(rekam.registration_no), { cookies: cPsikolog, body: { prioritas_sistem: aturan, prioritas: aturan } });
    expect(konfirmasi.statusCode).toBe(200);
    expect((await tindakLanjut(rekam.id)).filter((x) => x.sumber === 'psikolog')).toEqual([]);
    t.clock.advance(60_000);
    const saat = t.clock.now().toISOString();
    const alasan = 'Pengamatan petugas: tidak makan tiga hari, menangis setiap malam.';
    const res = await send(t.app, 'POST', tinjau(rekam.registration_no), { cookies: cPsikolog, body: { prioritas_sistem: aturan, prioritas: 'Mendesak', alasan } });
    expect(res.statusCode).toBe(200);
    const [tl] = await tindakLanjut(rekam.id);
    expect(tl).toMatchObject({ prioritas: 'Mendesak', sumber: 'psikolog', status: 'terbuka', temuan_pada: saat, tenggat: tenggat('Mendesak', saat) });
    expect(await riwayat(tl.id)).toEqual([
      { jenis: 'dibuka', keterangan: `Dibuka oleh tinjauan psikolog: prioritas Mendesak (alasan: ${alasan})`, oleh: `Psikolog ${psikolog.name} (tinjauan)` },
    ]);
    // The worklist (which first runs the rules' owed checks) shows one follow-up, at the reviewed priority.
    const daftar = (await send(t.app, 'GET', '/api/tindak-lanjut?per_page=100', { cookies: cBiasa })).json();
    const baris = daftar.data.filter((x: { peserta: { registration_no: string } }) => x.peserta.registration_no === rekam.registration_no);
    expect(baris).toEqual([expect.objectContaining({ prioritas: 'Mendesak' })]);
  });
});
