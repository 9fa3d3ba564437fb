// D21: consent on the record before any sub test opens, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { PESAN_KESEDIAAN_BELUM, PESAN_PERSETUJUAN_BELUM, PESAN_PERSETUJUAN_MASA_DEPAN } from '#domain/persetujuan.ts';
import { buatKodeMasuk } from '../peserta/kode-masuk';
import { bacaPdf } from '../laporan/baca-pdf';
import { JUDUL_PERSETUJUAN, PERINGATAN_PERSETUJUAN } from '../laporan/laporan-persetujuan';
import { auditOf, childSession, createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';

const t = testAppForFile();
let asessor: Cookies;
let asessorId: number;
beforeAll(async () => {
  const a = await createAsessor(t.database.db, { location: 'Rutan 2', name: 'Dewi Lestari' });
  asessorId = a.id;
  asessor = await loginAsessor(t.app, a);
});

const catat = (id: number, body: unknown, cookies: Cookies = asessor) =>
  send(t.app, 'PUT', `/api/kelola/${id}/persetujuan`, { cookies, body });
const lihat = (id: number, cookies: Cookies = asessor) => send(t.app, 'GET', `/api/kelola/${id}/persetujuan`, { cookies });
const baris = (id: number) => t.database.db.selectFrom('persetujuan').selectAll().where('peserta_id', '=', id).execute();
const kemarin = () => new Date(t.clock.now().getTime() - 24 * 3600_000).toISOString();

const ORANG_TUA = { pemberi: 'orang_tua', nama_pemberi: 'Sri Wahyuni', hubungan: 'Ibu kandung', cara: 'tertulis', saksi: 'Agus Pratama' };

describe('recording consent (D21)', () => {
  it("a parent's written consent is kept, shown on the record and in the list, and audited without the name", async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', persetujuan: false });
    expect((await lihat(child.id)).json()).toEqual({ kategori: 'anak', persetujuan: null });
    const diberikan_at = kemarin();
    const res = await catat(child.id, { ...ORANG_TUA, diberikan_at, alasan_tanpa_pendamping: 'diabaikan' });
    expect(res.statusCode, res.body).toBe(200);
    const got = (await lihat(child.id)).json();
    expect(got.persetujuan).toMatchObject({
      ...ORANG_TUA,
      diberikan_at,
      alasan_tanpa_pendamping: null,
      catatan_pk: null,
      dicatat_oleh_nama: 'Dewi Lestari',
    });
    expect((await baris(child.id))[0]!.dicatat_oleh).toBe(asessorId);
    const list = (await send(t.app, 'GET', `/api/kelola?q=${child.registration_no}`, { cookies: asessor })).json() as {
      data: { registration_no: string; persetujuan_at: string | null }[];
    };
    expect(list.data.find((r) => r.registration_no === child.registration_no)?.persetujuan_at).toBeTruthy();
    const [audit] = await auditOf(t.database.db, 'persetujuan.catat', child.registration_no);
    expect(audit!.detail).toContain('Orang tua, tertulis');
    // Its time in WIB words, as the audit page shows it (issue 32: an ISO time was shown as stored).
    expect(audit!.detail).toMatch(/diberikan \d{1,2} \S+ \d{4} \d{2}\.\d{2} WIB$/);
    expect(audit!.detail).not.toContain('Sri');

    // Recording again replaces it, audited as a change.
    expect((await catat(child.id, { ...ORANG_TUA, cara: 'lisan', diberikan_at })).statusCode).toBe(200);
    expect(await baris(child.id)).toHaveLength(1);
    expect((await lihat(child.id)).json().persetujuan.cara).toBe('lisan');
    expect(await auditOf(t.database.db, 'persetujuan.ubah', child.registration_no)).toHaveLength(1);
  });

  it('"tanpa pendamping" needs the reason and the note that the PK was informed; a companion name is not kept', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', persetujuan: false });
    const tanpa = { pemberi: 'tanpa_pendamping', cara: 'lisan', diberikan_at: kemarin(), saksi: 'Agus Pratama' };
    const kurang = await catat(child.id, tanpa);
    expect(kurang.statusCode).toBe(400);
    expect(kurang.json().message).toContain('Alasan tanpa pendamping wajib diisi.');
    expect(kurang.json().message).toContain('PK Bapas sudah diberitahu');
    expect(await baris(child.id)).toHaveLength(0);
    const res = await catat(child.id, {
      ...tanpa,
      nama_pemberi: 'Tidak dipakai',
      alasan_tanpa_pendamping: 'Orang tua di luar pulau, tidak dapat dihubungi.',
      catatan_pk: 'PK Bapas Hendra diberitahu lewat telepon pukul 09.00.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await baris(child.id))[0]).toMatchObject({ pemberi: 'tanpa_pendamping', nama_pemberi: null, hubungan: null });
  });

  it("an adult detainee gives their own consent; a companion's is refused for an adult and the adult's own for a child", async () => {
    const tahanan = await createChild(t.database.db, { location: 'Rutan 2', kategori: 'tahanan', persetujuan: false });
    const child = await createChild(t.database.db, { location: 'Rutan 2', persetujuan: false });
    const sendiri = { pemberi: 'diri_sendiri', cara: 'tertulis', diberikan_at: kemarin() };
    expect((await catat(tahanan.id, { ...ORANG_TUA, diberikan_at: kemarin() })).statusCode).toBe(400);
    const anakSendiri = await catat(child.id, sendiri);
    expect(anakSendiri.statusCode).toBe(400);
    expect(anakSendiri.json().message).toContain('orang tua, wali, PK Bapas atau penasihat hukum');
    expect((await catat(tahanan.id, sendiri)).statusCode).toBe(200);
    expect((await lihat(tahanan.id)).json()).toMatchObject({ kategori: 'tahanan', persetujuan: { pemberi: 'diri_sendiri', saksi: null } });
    expect(await baris(child.id)).toHaveLength(0);
  });

  it('bad input: no name, no relation, no witness, a time in the future, an unknown choice: 400 in Indonesian, nothing saved', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', persetujuan: false });
    const cases: [unknown, string][] = [
      [{ ...ORANG_TUA, nama_pemberi: '  ', diberikan_at: kemarin() }, 'Nama pemberi persetujuan wajib diisi.'],
      [{ ...ORANG_TUA, hubungan: null, diberikan_at: kemarin() }, 'Hubungan pemberi persetujuan dengan anak wajib diisi.'],
      [{ ...ORANG_TUA, saksi: '', diberikan_at: kemarin() }, 'Nama saksi wajib diisi.'],
      [{ ...ORANG_TUA, diberikan_at: new Date(t.clock.now().getTime() + 3600_000).toISOString() }, PESAN_PERSETUJUAN_MASA_DEPAN],
      [{ ...ORANG_TUA, diberikan_at: 'kemarin' }, 'Waktu persetujuan tidak valid.'],
      [{ ...ORANG_TUA, diberikan_at: '1990-01-01T00:00:00Z' }, 'Waktu persetujuan tidak valid.'],
      [{ ...ORANG_TUA, pemberi: 'tetangga', diberikan_at: kemarin() }, 'Pilih siapa yang memberi persetujuan.'],
      [{ ...ORANG_TUA, cara: 'isyarat', diberikan_at: kemarin() }, 'Cara persetujuan harus tertulis atau lisan.'],
      [[1, 2], 'Data persetujuan tidak valid.'],
      // A field too long or not text is named in its message (it said only "Maksimal 200 karakter.").
      [{ ...ORANG_TUA, nama_pemberi: 'N'.repeat(201), diberikan_at: kemarin() }, 'Nama pemberi persetujuan maksimal 200 karakter.'],
      [{ ...ORANG_TUA, saksi: 7, diberikan_at: kemarin() }, 'Nama saksi harus berupa teks.'],
    ];
    for (const [body, pesan] of cases) {
      const res = await catat(child.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(pesan);
    }
    expect(await baris(child.id)).toHaveLength(0);
    expect(await auditOf(t.database.db, 'persetujuan.catat', child.registration_no)).toHaveLength(0);
  });

  it("another Rutan's record is not found, and nothing is written", async () => {
    const other = await createChild(t.database.db, { location: 'Rutan 3', persetujuan: false });
    expect((await lihat(other.id)).statusCode).toBe(404);
    expect((await catat(other.id, { ...ORANG_TUA, diberikan_at: kemarin() })).statusCode).toBe(404);
    expect(await baris(other.id)).toHaveLength(0);
  });
});

describe('no sub test opens without consent (D21)', () => {
  it('no entry code is made, a valid code or the password enters nothing, and the sub test itself stays closed: nothing saved', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', persetujuan: false });
    const kodeRes = await send(t.app, 'POST', `/api/kelola/${child.id}/kode-masuk`, { cookies: asessor });
    expect(kodeRes.statusCode).toBe(409);
    expect(kodeRes.json().message).toBe(PESAN_PERSETUJUAN_BELUM);

    // A code made anyway (one made before consent became required) is valid, and still opens nothing.
    const { kode } = await buatKodeMasuk(t.database.db, child.id, asessorId, t.clock.now());
    for (const body of [{ id: child.id, kode }, { id: child.id, password: child.password }]) {
      const res = await send(t.app, 'POST', '/api/peserta/masuk', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toBe(PESAN_PERSETUJUAN_BELUM);
      expect(res.cookies).toHaveLength(0);
    }
    const sesi = await t.database.db.selectFrom('sesi').select('id').where('role', '=', 'peserta').where('user_id', '=', child.id).execute();
    expect(sesi).toHaveLength(0);

    // A session that exists anyway (opened before consent was required) opens no sub test either.
    const cookies = await childSession(t, child.id);
    const buka = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies });
    expect(buka.statusCode).toBe(409);
    expect(buka.json().message).toBe(PESAN_PERSETUJUAN_BELUM);
    const draf = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { 1: 0 } } });
    expect(draf.statusCode).toBe(409);
    const kirim = await send(t.app, 'POST', `/api/asesmen/${child.id}/pid5`, { cookies, body: { jawaban: { 1: 0 }, waktu_habis: true } });
    expect(kirim.statusCode).toBe(409);
    expect(await t.database.db.selectFrom('pengerjaan').select('id').where('peserta_id', '=', child.id).execute()).toHaveLength(0);
    expect(await t.database.db.selectFrom('hasil').select('id').where('peserta_id', '=', child.id).execute()).toHaveLength(0);

    // Once the assessor records consent, the person's own assent is next, and then the first sub test opens.
    expect((await catat(child.id, { ...ORANG_TUA, diberikan_at: kemarin() })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies })).json().message).toBe(PESAN_KESEDIAAN_BELUM);
    expect((await send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: true } })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', `/api/kelola/${child.id}/kode-masuk`, { cookies: asessor })).statusCode).toBe(201);
  });
});

describe('consent and assent in the report (D21)', () => {
  it('the PDF names who consented, how, when, the witness, and what the person chose', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    const res = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(child.registration_no)}.pdf`, { cookies: asessor });
    expect(res.statusCode).toBe(200);
    const teks = bacaPdf(res.rawPayload).teks.replace(/\s+/g, ' ');
    expect(teks).toContain('Persetujuan Orang tua (Sri Wahyuni, Ibu');
    expect(teks).toContain('saksi Agus Pratama');
    expect(teks).toContain('Kesediaan peserta Memilih "Saya mau mulai"');
  });

  const laporan = async (reg: string, cookies: Cookies, salinan?: 'psikolog') => {
    const res = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(reg)}.pdf${salinan ? `?salinan=${salinan}` : ''}`, { cookies });
    expect(res.statusCode, res.body).toBe(200);
    return bacaPdf(res.rawPayload).teks;
  };

  it("the clinician's copy has the whole consent and assent, or says what is missing; the officer's copy the two summary rows", async () => {
    const db = t.database.db;
    const admin = await loginAdmin(t.app);
    const psi = await createAsessor(db, { location: 'Rutan 2', name: 'Ratna Psikolog' });
    const tandai = await send(t.app, 'PUT', `/api/asessors/${psi.id}/psikolog`, { cookies: admin, body: { psikolog: true, nomor_izin: 'SIPP 0315-18-2-1' } });
    expect(tandai.statusCode, tandai.body).toBe(200);
    const cPsi = await loginAsessor(t.app, psi);

    // Without a companion: the reason and the PK informed, then "Berhenti" inside the first sub test.
    const tanpa = await createChild(db, { location: 'Rutan 2', persetujuan: false, kesediaan: false });
    const alasan = 'Orang tua di luar pulau, tidak dapat dihubungi.';
    const pk = 'PK Bapas Hendra diberitahu lewat telepon pukul 09.00.';
    const diberikan_at = kemarin();
    const rekam = await catat(tanpa.id, { pemberi: 'tanpa_pendamping', cara: 'lisan', diberikan_at, saksi: 'Agus Pratama', alasan_tanpa_pendamping: alasan, catatan_pk: pk });
    expect(rekam.statusCode, rekam.body).toBe(200);
    const c = await childSession(t, tanpa.id);
    expect((await send(t.app, 'POST', `/api/asesmen/${tanpa.id}/kesediaan`, { cookies: c, body: { mau: true } })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', `/api/asesmen/${tanpa.id}/pid5`, { cookies: c })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', `/api/asesmen/${tanpa.id}/pid5/berhenti`, { cookies: c })).statusCode).toBe(200);

    const psikolog = await laporan(tanpa.registration_no, cPsi, 'psikolog');
    const bagian = psikolog.slice(psikolog.indexOf(JUDUL_PERSETUJUAN));
    expect(psikolog).toContain(JUDUL_PERSETUJUAN);
    for (const teks of [
      'Diberikan oleh Tanpa pendamping',
      'Cara Lisan',
      'Saksi Agus Pratama',
      `Alasan tanpa pendamping ${alasan}`,
      `PK Bapas diberi tahu ${pk}`,
      'Dicatat oleh Dewi Lestari',
      'Kesediaan anak "Saya mau mulai"',
      'pada PID-5 BF: jawaban sebelumnya disimpan, sisa ronde tidak dikerjakan',
    ]) {
      expect(bagian, teks).toContain(teks);
    }
    expect(psikolog).not.toContain(PERINGATAN_PERSETUJUAN);

    // The officer's copy: the summary rows now say why there was no companion; no section of its own.
    const petugas = await laporan(tanpa.registration_no, asessor);
    expect(petugas).toContain(`Tanpa pendamping, lisan`);
    expect(petugas).toContain(`alasan tanpa pendamping: ${alasan}`);
    expect(petugas).toContain('berhenti');
    expect(petugas).toContain('(PID-5 BF)');
    expect(petugas).not.toContain(JUDUL_PERSETUJUAN);
    expect(petugas).not.toContain('Dicatat oleh');

    // A record from before consent was required: the clinician is told it cannot be signed yet.
    const lama = await createChild(db, { location: 'Rutan 2', persetujuan: false, kesediaan: false });
    const kosong = await laporan(lama.registration_no, cPsi, 'psikolog');
    expect(kosong).toContain(PERINGATAN_PERSETUJUAN);
    expect(kosong).toContain('Persetujuan Belum dicatat');
    expect(kosong).toContain('Kesediaan anak Belum menjawab halaman awal');

    // A refusal reads as one, for a detainee in their own words' heading.
    const tahanan = await createChild(db, { location: 'Rutan 2', kategori: 'tahanan', kesediaan: false });
    const ct = await childSession(t, tahanan.id);
    expect((await send(t.app, 'POST', `/api/asesmen/${tahanan.id}/kesediaan`, { cookies: ct, body: { mau: false } })).statusCode).toBe(200);
    const menolak = await laporan(tahanan.registration_no, cPsi, 'psikolog');
    expect(menolak).toContain('Kesediaan tahanan "Saya tidak mau"');
    expect(menolak).toContain('tidak ada jawaban yang dikumpulkan pada ronde ini');
    expect(menolak).not.toContain(PERINGATAN_PERSETUJUAN);
  });
});
