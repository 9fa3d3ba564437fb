// The detainee flow (D17) through the API: lists by category, entry only through the own list, the
// detainee battery in order with its own save call, SRQ-20 scored on the server, and refusals that
// save nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { INSTRUMEN, KALIMAT_SKRINING, kalimatInterpretasi, type InstrumentKey } from '#domain/index.ts';
import { createAsessor, createChild, loginAsessor, type ChildFixture } from '#server/test/factories.ts';
import { bacaPdf } from '../laporan/baca-pdf';
import { JUDUL_IDENTITAS, KAKI_RAHASIA } from '../laporan/laporan-pdf';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { badanRekam } from '#server/test/skrining.ts';

const t = testAppForFile();

const semua = (n: number, v: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), v]));

async function masuk(p: ChildFixture, kategori?: 'anak' | 'tahanan') {
  return send(t.app, 'POST', '/api/peserta/masuk', {
    body: { id: p.id, password: p.password, ...(kategori ? { kategori } : {}) },
  });
}

/** How many rows of a record's results or open sub tests are stored. */
const jumlahBaris = async (tabel: 'hasil' | 'pengerjaan', id: number) =>
  Number(
    (
      await t.database.db
        .selectFrom(tabel)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('peserta_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const jumlahHasil = (id: number) => jumlahBaris('hasil', id);

describe('detainee lists and entry', () => {
  it('the child list shows only children, the detainee list only detainees, both masked', async () => {
    const anak = await createChild(t.database.db, { name: 'Anak Satu' });
    const tahanan = await createChild(t.database.db, { name: 'Tahanan Dewasa', kategori: 'tahanan' });
    const daftarAnak = (await send(t.app, 'GET', '/api/peserta')).json() as { id: number; name: string }[];
    expect(daftarAnak.map((r) => r.id)).toContain(anak.id);
    expect(daftarAnak.map((r) => r.id)).not.toContain(tahanan.id);
    const daftarTahanan = (await send(t.app, 'GET', '/api/peserta?kategori=tahanan')).json() as { id: number; name: string }[];
    expect(daftarTahanan.map((r) => r.id)).toEqual([tahanan.id]);
    expect(daftarTahanan[0]!.name).toBe('T. D.');
    expect((await send(t.app, 'GET', '/api/peserta?kategori=dewasa')).statusCode).toBe(400);
  });

  it('entering through the wrong list is refused and starts no session', async () => {
    const anak = await createChild(t.database.db);
    const tahanan = await createChild(t.database.db, { kategori: 'tahanan' });
    const salah1 = await masuk(tahanan);
    expect(salah1.statusCode).toBe(400);
    expect(salah1.json().message).toBe('Data ini adalah data tahanan. Masuk melalui daftar Asesmen Tahanan.');
    expect(cookiesOf(salah1).peserta_auth).toBeUndefined();
    const salah2 = await masuk(anak, 'tahanan');
    expect(salah2.statusCode).toBe(400);
    expect(salah2.json().message).toBe('Data ini adalah data anak. Masuk melalui daftar Asesmen Anak.');
    const benar = await masuk(tahanan, 'tahanan');
    expect(benar.statusCode).toBe(200);
    expect(benar.json().lanjut).toBe(`/asesmen-tahanan/srq20/${tahanan.id}`);
    expect((await masuk(anak)).json().lanjut).toBe(`/asesmen/pid5bf/${anak.id}`);
  });
});

describe('bad input on the detainee flow: a clear Indonesian 4xx and nothing saved', () => {
  const pesanBaterai = 'Instrumen ini tidak termasuk baterai asesmen peserta ini.';
  const jumlahPengerjaan = (id: number) => jumlahBaris('pengerjaan', id);

  it('a child form for a detainee, and a detainee form for a child, through every call of a sub test', async () => {
    const tahanan = await createChild(t.database.db, { kategori: 'tahanan' });
    const anak = await createChild(t.database.db);
    const ct = cookiesOf(await masuk(tahanan, 'tahanan'));
    const ca = cookiesOf(await masuk(anak));
    for (const [p, c, instrument] of [
      [tahanan, ct, 'pid5'],
      [tahanan, ct, 'psc17'],
      [anak, ca, 'srq20'],
      [anak, ca, 'pid5dewasa'],
    ] as const) {
      const dasar = `/api/asesmen/${p.id}/${instrument}`;
      for (const [method, url, body] of [
        ['GET', dasar, undefined],
        ['POST', dasar, { jawaban: semua(25, 1) }],
        ['PUT', `${dasar}/draft`, { jawaban: { '1': 1 } }],
        ['POST', `${dasar}/detak`, {}],
        ['POST', `${dasar}/bantuan`, {}],
      ] as const) {
        const res = await send(t.app, method, url, { cookies: c, ...(body ? { body } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().message, `${method} ${url}`).toBe(pesanBaterai);
      }
    }
    for (const p of [tahanan, anak]) {
      expect(await jumlahHasil(p.id)).toBe(0);
      expect(await jumlahPengerjaan(p.id)).toBe(0);
    }
  });

  it('answers outside the options of the adult PID-5 and of SRQ-20 are refused in Indonesian, nothing saved', async () => {
    const tahanan = await createChild(t.database.db, { kategori: 'tahanan' });
    const c = cookiesOf(await masuk(tahanan, 'tahanan'));
    const kirim = (instrument: string, jawaban: unknown) =>
      send(t.app, 'POST', `/api/asesmen/${tahanan.id}/${instrument}`, { cookies: c, body: { jawaban } });
    expect((await send(t.app, 'GET', `/api/asesmen/${tahanan.id}/srq20`, { cookies: c })).statusCode).toBe(200);
    for (const jawaban of [
      { ...semua(20, 0), '17': 'Ya' },
      { ...semua(20, 0), '5': -1 },
      { ...semua(20, 0), '5': 0.5 },
      { ...semua(20, 1), '21': 1 },
      'semua ya',
    ]) {
      const res = await kirim('srq20', jawaban);
      expect(res.statusCode, JSON.stringify(jawaban)).toBe(400);
      expect(res.json().message).toMatch(/^(Jawaban tidak valid|Harap isi|Jawaban harus berupa objek)/);
    }
    expect(await jumlahHasil(tahanan.id)).toBe(0);
    // The adult PID-5 is not open before SRQ-20 is saved (battery order): 409, nothing saved.
    const awal = await kirim('pid5dewasa', semua(25, 1));
    expect(awal.statusCode).toBe(409);
    expect((await kirim('srq20', semua(20, 0))).statusCode).toBe(200);
    expect((await send(t.app, 'GET', `/api/asesmen/${tahanan.id}/pid5dewasa`, { cookies: c })).statusCode).toBe(200);
    const lebih = await kirim('pid5dewasa', { ...semua(25, 1), '3': 4 });
    expect(lebih.statusCode).toBe(400);
    expect(lebih.json().message).toMatch(/^Jawaban tidak valid: Nilai jawaban harus bilangan bulat 0-3/);
    expect(await jumlahHasil(tahanan.id)).toBe(1);
  });

  it('an entry code of a detainee used on the child list (and the reverse) is refused and starts no session', async () => {
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 1' }));
    const tahanan = await createChild(t.database.db, { kategori: 'tahanan' });
    const anak = await createChild(t.database.db);
    const kodeTahanan = (await send(t.app, 'POST', `/api/kelola/${tahanan.id}/kode-masuk`, { cookies: asessor })).json().kode;
    const kodeAnak = (await send(t.app, 'POST', `/api/kelola/${anak.id}/kode-masuk`, { cookies: asessor })).json().kode;
    const lewatAnak = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: tahanan.id, kode: kodeTahanan } });
    expect(lewatAnak.statusCode).toBe(400);
    expect(lewatAnak.json().message).toBe('Data ini adalah data tahanan. Masuk melalui daftar Asesmen Tahanan.');
    expect(cookiesOf(lewatAnak).peserta_auth).toBeUndefined();
    const lewatTahanan = await send(t.app, 'POST', '/api/peserta/masuk', {
      body: { id: anak.id, kode: kodeAnak, kategori: 'tahanan' },
    });
    expect(lewatTahanan.statusCode).toBe(400);
    expect(lewatTahanan.json().message).toBe('Data ini adalah data anak. Masuk melalui daftar Asesmen Anak.');
    expect(cookiesOf(lewatTahanan).peserta_auth).toBeUndefined();
    // The right list still takes the code.
    const benar = await send(t.app, 'POST', '/api/peserta/masuk', {
      body: { id: tahanan.id, kode: kodeTahanan, kategori: 'tahanan' },
    });
    expect(benar.statusCode).toBe(200);
    expect(benar.json().lanjut).toBe(`/asesmen-tahanan/srq20/${tahanan.id}`);
  });
});

describe('the detainee battery', () => {
  let tahanan: ChildFixture;
  let c: Cookies;
  beforeAll(async () => {
    tahanan = await createChild(t.database.db, { kategori: 'tahanan' });
    c = cookiesOf(await masuk(tahanan, 'tahanan'));
  });
  const buka = (instrument: string) => send(t.app, 'GET', `/api/asesmen/${tahanan.id}/${instrument}`, { cookies: c });
  const kirim = (instrument: string, body: unknown) =>
    send(t.app, 'POST', `/api/asesmen/${tahanan.id}/${instrument}`, { cookies: c, body });

  it('an instrument outside the battery is refused, nothing saved', async () => {
    const r1 = await buka('pid5bf');
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe('Instrumen ini tidak termasuk baterai asesmen peserta ini.');
    const r2 = await send(t.app, 'POST', '/api/simpan-hasil-psc17', {
      cookies: c,
      body: { registration_no: tahanan.registration_no, jawaban: semua(17, 1) },
    });
    expect(r2.statusCode).toBe(400);
    expect(await jumlahHasil(tahanan.id)).toBe(0);
  });

  it('goes in the battery order: PID-5 adult waits for SRQ-20', async () => {
    const r = await buka('pid5dewasa');
    expect(r.statusCode).toBe(409);
    expect(r.json().errors).toEqual({ lanjut: `/asesmen-tahanan/srq20/${tahanan.id}` });
  });

  it('SRQ-20: 20 Ya/Tidak items, answers outside 0/1 refused, item 17 kept', async () => {
    const r = await buka('srq20');
    expect(r.statusCode).toBe(200);
    const sub = r.json();
    expect(sub.judul).toBe('Sub Test 1: Kuesioner Keluhan Kesehatan Jiwa (SRQ-20)');
    expect(sub.soal).toHaveLength(20);
    expect(sub.soal[0].pilihan).toEqual([
      { nilai: 0, label: 'Tidak', gambar: null },
      { nilai: 1, label: 'Ya', gambar: null },
    ]);
    expect(sub.soal[16].pertanyaan).toMatch(/mengakhiri hidup/);
    expect(sub.tombol_lanjut).toBe('Lanjut ke PID-5 Dewasa');

    const buruk = await kirim('srq20', { jawaban: { ...semua(20, 0), '3': 2 } });
    expect(buruk.statusCode).toBe(400);
    expect(buruk.json().message).toMatch(/^Jawaban tidak valid: Nilai jawaban harus bilangan bulat 0-1/);
    const kurang = await kirim('srq20', { jawaban: semua(19, 0) });
    expect(kurang.statusCode).toBe(400);
    expect(kurang.json().message).toMatch(/Harap isi semua pertanyaan/);
    expect(await jumlahHasil(tahanan.id)).toBe(0);

    const jawaban = { ...semua(20, 0), '1': 1, '2': 1, '3': 1, '4': 1, '5': 1, '17': 1 };
    const ok = await kirim('srq20', { jawaban, traitScores: { bohong: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ timed_out: false, lanjut: `/asesmen-tahanan/pid5dewasa/${tahanan.id}` });
    const row = await t.database.db
      .selectFrom('hasil')
      .selectAll()
      .where('peserta_id', '=', tahanan.id)
      .executeTakeFirstOrThrow();
    expect(row.instrument).toBe('srq20');
    expect(JSON.parse(row.skor)).toEqual({ total_skor: 6, kategori: 'Terindikasi', butir_kritis: [17] });
    expect((await kirim('srq20', { jawaban })).statusCode).toBe(409);
  });

  it('the rest of the battery, then no further sub test', async () => {
    expect((await buka('pid5dewasa')).json().soal[0].pilihan[0].label).toBe('Sama sekali tidak sesuai dengan saya');
    expect((await kirim('pid5dewasa', { jawaban: semua(25, 2) })).json().lanjut).toBe(`/asesmen-tahanan/dukungan/${tahanan.id}`);
    const dukungan = (await buka('dukungan')).json();
    // The shared scale speaks to an adult as "Anda" (issue 32), not in the child's "kamu".
    expect(dukungan.pertanyaan_essay).toBe('Apa yang menjadi harapan Anda di masa depan?');
    expect(dukungan.petunjuk).toContain('seberapa setuju Anda');
    expect(
      (
        await kirim('dukungan', {
          jawaban: semua(dukungan.soal.length, 4),
          jawaban_essay: 'Bekerja lagi dan menghidupi keluarga.',
        })
      ).json().lanjut,
    ).toBe(`/asesmen-tahanan/kognitif/${tahanan.id}`);
    const kognitif = (await buka('kognitif')).json();
    const akhir = await kirim('kognitif', {
      jawaban: Object.fromEntries(kognitif.soal.map((s: { nomor: number }) => [String(s.nomor), 'A'])),
    });
    expect(akhir.json()).toMatchObject({ message: 'Jawaban berhasil disimpan. Selesai..', lanjut: null });
    expect(await jumlahHasil(tahanan.id)).toBe(4);
    const lagi = await masuk(tahanan, 'tahanan');
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toBe('Semua sub test tahanan ini sudah selesai dikerjakan.');
  });

  it('the assessor reads the detainee results by category; the child lists stay children only', async () => {
    const akun = await createAsessor(t.database.db, { location: 'Rutan 1' });
    const asessor = await loginAsessor(t.app, akun);
    const srq = await send(t.app, 'GET', '/api/hasil/srq20?kategori=tahanan', { cookies: asessor });
    expect(srq.statusCode).toBe(200);
    const dibaca = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'hasil-srq20.lihat').execute();
    expect(dibaca.at(-1)).toMatchObject({ role: 'asessor', target: '1' }); // Rutan 1 by its id (D24)
    const row = srq.json().data.find((r: { registration_no: string }) => r.registration_no === tahanan.registration_no);
    expect(row).toMatchObject({
      total_skor: 6,
      kategori: 'Terindikasi',
      butir_kritis: [17],
      jumlah_soal: 20,
      jumlah_dijawab: 20,
    });
    const dukunganAnak = (await send(t.app, 'GET', '/api/hasil-dukungan-full', { cookies: asessor })).json() as {
      registration_no: string;
    }[];
    expect(dukunganAnak.map((r) => r.registration_no)).not.toContain(tahanan.registration_no);
    const dukunganTahanan = (await send(t.app, 'GET', '/api/hasil/dukungan?kategori=tahanan', { cookies: asessor })).json();
    expect(dukunganTahanan.data.map((r: { registration_no: string }) => r.registration_no)).toContain(tahanan.registration_no);
    const gabungan = (
      await send(t.app, 'GET', '/api/hasil-gabungan?kategori=tahanan&q=' + tahanan.registration_no, { cookies: asessor })
    ).json();
    expect(gabungan.data[0].selesai).toEqual(['srq20', 'pid5dewasa', 'dukungan', 'kognitif']);
    expect((await send(t.app, 'GET', '/api/hasil/srq20?kategori=tahanan')).statusCode).toBe(401);

    // SRQ-20 item 17 'Ya' flags the detainee's combined result as critical, and the PDF is made.
    const detail = await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(tahanan.registration_no)}`, {
      cookies: asessor,
    });
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    expect(d.interpretasi.kritis.aktif).toBe(true);
    expect(d.interpretasi.prioritas).toBe('Kritis');
    // The combined result is keyed by the detainee battery's codes, in the battery's order.
    expect(d.kategori).toBe('tahanan');
    expect(d.interpretasi).toMatchObject({ kategori: 'tahanan', lengkap: true });
    expect(d.baterai).toEqual(['srq20', 'pid5dewasa', 'dukungan', 'kognitif']);
    expect(Object.keys(d.hasil).sort()).toEqual(['DUKUNGAN', 'KOGNITIF', 'PID5-BF-DEWASA', 'SRQ-20']);
    expect(d.hasil['SRQ-20']).toMatchObject({ total_skor: 6, kategori: 'Terindikasi', butir_kritis: [17], jumlah_dijawab: 20 });
    expect(d.hasil['PID5-BF-DEWASA'].traitScores.NegativeAffect).toEqual({ skor: 2, kategori: 'Tinggi' });
    expect(d.hasil.DUKUNGAN.jawaban_essay).toBe('Bekerja lagi dan menghidupi keluarga.');
    expect(d.hasil['PID5-BF']).toBeUndefined();

    const pdf = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(tahanan.registration_no)}.pdf`, { cookies: asessor });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    const { teks, tata } = bacaPdf(pdf.rawPayload);
    expect(teks).toContain(JUDUL_IDENTITAS.tahanan);
    expect(teks).toContain(KAKI_RAHASIA.tahanan);
    // The report's own words never say "anak" for a detainee (the interpretation's sentences are the rule table's).
    const kalimatAturan = [
      ...kalimatInterpretasi(d.interpretasi),
      ...d.interpretasi.tindakan_utama,
      ...d.interpretasi.kritis.alasan,
      ...(d.interpretasi.lengkap ? [] : [d.interpretasi.batasan ?? []].flat()),
      KALIMAT_SKRINING,
    ].map((k: unknown) => String(k).replace(/\s+/g, ' '));
    const teksLaporan = kalimatAturan.reduce((t: string, k: string) => t.split(k).join(' '), teks);
    expect(teksLaporan).not.toMatch(/\banak\b/i);
    // Sections in the battery's order, each from its definition.
    const awal = teks.indexOf('Waktu dicatat oleh jam server.');
    const urutan = ['srq20', 'pid5dewasa', 'dukungan', 'kognitif'].map((k) =>
      teks.indexOf(INSTRUMEN[k as InstrumentKey].judulLaporan, awal),
    );
    expect(urutan.every((i) => i > 0)).toBe(true);
    expect([...urutan].sort((a, b) => a - b)).toEqual(urutan);
    expect(tata).toMatch(/6 dari 20\s+≥\s*6\s+Kritis \(butir 17\)\s+KRITIS: butir 17/);
    // Every answer 2 (all-middle) is pola_sama: the score shows, never its band (CLINICAL.md "Round three").
    expect(tata).toMatch(/Afek Negatif\s+2\s+Tidak dapat ditafsirkan/);
    expect(teks).toContain('Bekerja lagi dan menghidupi keluarga.');
    // The officer's copy (D22) carries no item answers; the clinician's copy lists every battery
    // instrument's items, item 17 of SRQ-20 standing out.
    expect(teks).not.toContain('Jawaban tahanan');
    expect(teks).not.toContain('1 = Ya (butir kritis)');
    await t.database.db
      .updateTable('asessor')
      .set({ psikolog: 1, nomor_izin: 'SIPP 0315-18-2-1' })
      .where('id', '=', akun.id)
      .execute();
    const klinis = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(tahanan.registration_no)}.pdf?salinan=psikolog`, {
      cookies: asessor,
    });
    expect(klinis.statusCode).toBe(200);
    const lampiran = bacaPdf(klinis.rawPayload).teks;
    expect(lampiran).toContain('Sub Test 1 (SRQ-20)');
    expect(lampiran).toContain('Sub Test 2 (PID-5 BF Dewasa)');
    expect(lampiran).toContain('Jawaban tahanan');
    expect(lampiran).toContain('1 = Ya (butir kritis)');

    // The detainee export: the detainee battery's columns; the children's export keeps its columns and leaves detainees out.
    const csv = await send(t.app, 'GET', '/api/ekspor/hasil.csv?kategori=tahanan', { cookies: asessor });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="hasil-asesmen-tahanan-rutan-1-\d{4}-\d{2}-\d{2}\.csv"/);
    const [kepala, ...isi] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((b) => b.split(';'));
    expect(kepala).toContain('SRQ-20 Jumlah Ya');
    expect(kepala).toContain('SRQ-20 Butir Kritis Ya');
    expect(kepala).toContain('PID-5 Dewasa Afek Negatif Skor');
    expect(kepala.some((k) => k.startsWith('PSC-17'))).toBe(false);
    expect(kepala.indexOf('SRQ-20 Jumlah Ya')).toBeLessThan(kepala.indexOf('PID-5 Dewasa Afek Negatif Skor'));
    const baris = isi.find((b) => b[0] === tahanan.registration_no)!;
    expect(baris[kepala.indexOf('SRQ-20 Jumlah Ya')]).toBe('6');
    expect(baris[kepala.indexOf('SRQ-20 Kategori')]).toBe('Terindikasi');
    expect(baris[kepala.indexOf('SRQ-20 Butir Kritis Ya')]).toBe('17');
    const csvAnak = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies: asessor });
    expect(csvAnak.body).not.toContain(tahanan.registration_no);
    expect(csvAnak.body).toContain('PSC-17 Total Skor');
    expect(csvAnak.body).not.toContain('SRQ-20');
    const salah = await send(t.app, 'GET', '/api/ekspor/hasil.xlsx?kategori=dewasa', { cookies: asessor });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toBe('Kategori harus anak atau tahanan.');
    expect((await send(t.app, 'GET', '/api/ekspor/hasil.csv?kategori=tahanan')).statusCode).toBe(401);
  });
});

describe("a child's combined result beside the detainee's", () => {
  it("keeps exactly the spec's four keys (null when not done), with the child battery and kategori anak", async () => {
    const anak = await createChild(t.database.db, { location: 'Rutan 3' });
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 3' }));
    const d = (
      await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(anak.registration_no)}`, { cookies: asessor })
    ).json();
    expect(d.hasil).toEqual({ 'PID5-BF': null, PSC17: null, DUKUNGAN: null, KOGNITIF: null });
    expect(d.kategori).toBe('anak');
    expect(d.baterai).toEqual(['pid5', 'psc17', 'dukungan', 'kognitif']);
    expect(d.interpretasi.kategori).toBe('anak');
  });
});

describe('detainee records on Kelola Data Asesmen', () => {
  it('a record is a detainee’s with kategori tahanan, 18 or older; the list filters by category', async () => {
    const asessor = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const c = await loginAsessor(t.app, asessor);
    const hariIni = new Date(t.clock.now().getTime() + 7 * 3600_000);
    const lahir = (usia: number) => `${hariIni.getUTCFullYear() - usia}-01-01`;
    const rekam = (over: Record<string, unknown>) =>
      badanRekam(asessor.id, {
        registration_no: `THN/R2/${Math.random().toString(36).slice(2, 8)}`,
        name: 'Rahmat Hidayat',
        age: 31,
        place_of_birth: 'Medan',
        date_of_birth: lahir(31),
        password: 'akses-tahanan-1',
        kategori: 'tahanan',
        ...over,
      });
    const muda = await send(t.app, 'POST', '/api/kelola', { cookies: c, body: rekam({ age: 17, date_of_birth: lahir(17) }) });
    expect(muda.statusCode).toBe(400);
    expect(muda.json().message).toBe('Usia tahanan harus antara 18 dan 120 tahun.');
    const salah = await send(t.app, 'POST', '/api/kelola', { cookies: c, body: rekam({ kategori: 'dewasa' }) });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toBe('Kategori harus anak atau tahanan.');

    const ok = await send(t.app, 'POST', '/api/kelola', { cookies: c, body: rekam({}) });
    expect(ok.statusCode).toBe(201);
    const anak = await createChild(t.database.db, { location: 'Rutan 2' });

    const tahananSaja = await send(t.app, 'GET', '/api/kelola?kategori=tahanan&page=1', { cookies: c });
    expect(tahananSaja.json().data.map((r: { id: number }) => r.id)).toEqual([ok.json().id]);
    expect(tahananSaja.json().total).toBe(1);
    expect(tahananSaja.json().data[0].kategori).toBe('tahanan');
    const semuaRekam = (await send(t.app, 'GET', '/api/kelola', { cookies: c })).json() as { id: number; kategori: string }[];
    expect(semuaRekam.map((r) => r.kategori).sort()).toEqual(['anak', 'tahanan']);
    expect(semuaRekam.map((r) => r.id)).toContain(anak.id);
  });
});
