import { beforeAll, describe, expect, it } from 'vitest';
import { INSTRUMEN } from '#domain/index.ts';
import { childSession, createAsessor, createChild, loginAdmin, loginAsessor, type AsessorFixture } from '#server/test/factories.ts';
import { createHasil } from '#server/test/hasil-factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { kelolaBody, type SKRINING_TIDAK } from '#server/test/skrining.ts';

const t = testAppForFile();
let a1: AsessorFixture;
let a1b: AsessorFixture;
let a2: AsessorFixture;
let as1: Cookies;
let as1b: Cookies;
let as2: Cookies;
let admin: Cookies;

const JAM = 3_600_000;
const db = () => t.database.db;

beforeAll(async () => {
  a1 = await createAsessor(db(), { name: 'Sari Petugas', location: 'Rutan 1' });
  a1b = await createAsessor(db(), { name: 'Dewi Rekan', location: 'Rutan 1' });
  as1 = await loginAsessor(t.app, a1);
  as1b = await loginAsessor(t.app, a1b);
  a2 = await createAsessor(db(), { location: 'Rutan 2' });
  as2 = await loginAsessor(t.app, a2);
  admin = await loginAdmin(t.app);
});

/** Sessions last a day: after the clock jumps days, everyone logs in again. */
async function masukLagi() {
  as1 = await loginAsessor(t.app, a1);
  as1b = await loginAsessor(t.app, a1b);
  as2 = await loginAsessor(t.app, a2);
  admin = await loginAdmin(t.app);
}

/** A record through the Kelola form, as an assessor saves it (the screening answers are findings). */
async function rekam(registration_no: string, skrining: Partial<Record<keyof typeof SKRINING_TIDAK | 'kekerasan_seksual_baru' | 'pelaku_satu_fasilitas', 'Ya' | 'Tidak'>> = {}) {
  const body = kelolaBody(registration_no, a1.id, skrining);
  const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, body };
}

const daftar = async (query = '', cookies = as1) => {
  const res = await send(t.app, 'GET', `/api/tindak-lanjut${query}`, { cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: {
      id: number;
      prioritas: string;
      tenggat: string;
      terlambat: boolean;
      peserta: { registration_no: string };
      petugas: { name: string } | null;
      versi: number;
      status: string;
      label_status: string;
      temuan_pada: string;
    }[];
    total: number;
  };
};
const milik = async (registrationNo: string, query = '?status=semua') =>
  (await daftar(query)).data.filter((r) => r.peserta.registration_no === registrationNo);
const detail = async (id: number, cookies = as1) => send(t.app, 'GET', `/api/tindak-lanjut/${id}`, { cookies });

describe('opened by the rules (D19)', () => {
  it('a Tinggi screening answer opens one due in 7 days, owned by the responsible assessor; a later Kritis answer raises it', async () => {
    const mulai = t.clock.now();
    const { id, body } = await rekam('TL-TINGGI', { kekerasan_seksual: 'Ya' });
    const [tl] = await milik('TL-TINGGI');
    expect(tl).toMatchObject({ prioritas: 'Tinggi', status: 'terbuka', terlambat: false, petugas: { name: 'Sari Petugas' } });
    expect(tl!.temuan_pada).toBe(mulai.toISOString());
    expect(tl!.tenggat).toBe(new Date(mulai.getTime() + 7 * 24 * JAM).toISOString());

    // 10:00 WIB + 2 hours: the edit is the Kritis finding, due 23:59 WIB that day.
    t.clock.advance(2 * JAM);
    const edit = await send(t.app, 'PUT', `/api/kelola/${id}`, {
      cookies: as1,
      body: { ...body, self_harm: 'Ya', password: undefined },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const semua = await milik('TL-TINGGI');
    expect(semua).toHaveLength(1);
    expect(semua[0]).toMatchObject({ prioritas: 'Kritis', tenggat: '2026-11-22T16:59:00.000Z' });
    const rinci = (await detail(semua[0]!.id)).json();
    expect(rinci.riwayat.map((r: { jenis: string }) => r.jenis)).toEqual(['dibuka', 'dinaikkan']);
    const audit = await db()
      .selectFrom('audit')
      .select(['action', 'role', 'detail'])
      .where('target', '=', 'TL-TINGGI')
      .where('action', 'like', 'tindak-lanjut.%')
      .orderBy('id')
      .execute();
    expect(audit.slice(0, 2)).toMatchObject([
      { action: 'tindak-lanjut.buka_otomatis', role: 'sistem' },
      { action: 'tindak-lanjut.naik_otomatis', role: 'sistem' },
    ]);
    // The deadline in WIB words (issue 32: the audit page showed the stored ISO time).
    expect(audit[0]!.detail).toMatch(/^prioritas \S+, tenggat \d{1,2} \S+ \d{4} \d{2}\.\d{2} WIB$/);
  });

  it('Mendesak is due in 72 hours; Sedang or Rendah open none', async () => {
    const mulai = t.clock.now();
    await rekam('TL-MENDESAK', { korban_kekerasan_seksual: 'Ya', kekerasan_seksual_baru: 'Tidak', pelaku_satu_fasilitas: 'Tidak' });
    const [tl] = await milik('TL-MENDESAK');
    expect(tl).toMatchObject({ prioritas: 'Mendesak', tenggat: new Date(mulai.getTime() + 72 * JAM).toISOString() });
    await rekam('TL-RENDAH');
    expect(await milik('TL-RENDAH')).toEqual([]);
  });

  it('a sub test submitted with a Tinggi result opens one dated by its submission', async () => {
    const anak = await createChild(db(), { registration_no: 'TL-SUBTES', asessor_id: a1.id });
    await createHasil(db(), anak.id, 'pid5');
    const cookies = await childSession(t, anak.id);
    expect((await send(t.app, 'GET', `/api/asesmen/${anak.id}/${INSTRUMEN.psc17.ruteAnak}`, { cookies })).statusCode).toBe(200);
    t.clock.advance(5 * 60_000);
    const dikirim = t.clock.now();
    // Total 24 (Bermasalah), varied (not one answer throughout), hopelessness items 6 and 9 below the top.
    const jawaban = Object.fromEntries(
      Array.from({ length: 17 }, (_, i) => [String(i + 1), i + 1 === 6 ? 1 : (i + 1) % 2 === 0 ? 2 : 1]),
    );
    const res = await send(t.app, 'POST', '/api/simpan-hasil-psc17', {
      cookies,
      body: { registration_no: 'TL-SUBTES', jawaban },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [tl] = await milik('TL-SUBTES');
    expect(tl).toMatchObject({ prioritas: 'Tinggi', temuan_pada: dikirim.toISOString() });
    expect(tl!.tenggat).toBe(new Date(dikirim.getTime() + 7 * 24 * JAM).toISOString());
  });
});

describe('the worklist', () => {
  it('is sorted by due time, shows late ones, filters by priority, officer and status; another Rutan sees none', async () => {
    const list = await daftar();
    const tenggat = list.data.map((r) => r.tenggat);
    expect(tenggat).toEqual([...tenggat].sort());
    expect(list.data[0]!.prioritas).toBe('Kritis');

    expect((await daftar('?prioritas=Mendesak')).data.map((r) => r.peserta.registration_no)).toEqual(['TL-MENDESAK']);
    expect((await daftar(`?petugas=${a1b.id}`)).total).toBe(0);
    expect((await daftar(`?petugas=${a1.id}`)).total).toBe(list.total);

    // Two days on: the Kritis one (due the first evening) is late, the Tinggi ones are not yet.
    t.clock.advance(48 * JAM);
    await masukLagi();
    const terlambat = await daftar('?status=terlambat');
    expect(terlambat.data.map((r) => r.peserta.registration_no)).toEqual(['TL-TINGGI']);
    expect(terlambat.data[0]).toMatchObject({ terlambat: true, label_status: 'Terbuka, terlambat' });

    expect((await daftar('', as2)).total).toBe(0);
  });

  it('bad filters are a 400 in Indonesian', async () => {
    const res = await send(t.app, 'GET', '/api/tindak-lanjut?prioritas=Gawat', { cookies: as1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Prioritas tidak dikenal.');
  });
});

describe('a follow-up: actions, referrals, closing, reopening', () => {
  let id: number;
  let versi: number;
  beforeAll(async () => {
    const [tl] = await milik('TL-MENDESAK');
    ({ id, versi } = tl!);
  });
  const kirim = (method: 'POST' | 'PUT', path: string, body: unknown, cookies = as1) =>
    send(t.app, method, `/api/tindak-lanjut/${id}${path}`, { cookies, body });
  /** Nothing of the follow-up changed (version, actions, referrals, status). */
  const keadaan = async () => {
    const r = (await detail(id)).json();
    return { versi: r.versi, status: r.status, aksi: r.aksi.length, rujukan: r.rujukan.length, riwayat: r.riwayat.length };
  };

  it('records an action answering a suggested action, a referral with its outcome, and closes with a reason', async () => {
    const rinci = (await detail(id)).json();
    expect(rinci.tindakan_saran.length).toBeGreaterThan(0);
    expect(rinci.petugas_pilihan.map((p: { name: string }) => p.name).sort()).toEqual(['Dewi Rekan', 'Sari Petugas']);

    const pada = new Date(t.clock.now().getTime() - JAM).toISOString();
    const aksi = await kirim('POST', '/aksi', {
      versi,
      tindakan: rinci.tindakan_saran[0],
      oleh: 'Sari Petugas',
      pada,
      catatan: 'Anak ditemui di blok.',
    });
    expect(aksi.statusCode, aksi.body).toBe(201);
    versi = aksi.json().versi;

    const rujuk = await kirim('POST', '/rujukan', { versi, tujuan: 'uptd_ppa', tanggal: '2026-11-24', nomor: 'PPA/11/2026/07' });
    expect(rujuk.statusCode, rujuk.body).toBe(201);
    versi = rujuk.json().versi;
    const rujukanId = (await detail(id)).json().rujukan[0].id;
    const hasil = await kirim('PUT', `/rujukan/${rujukanId}`, { versi, hasil: 'Diterima, pendampingan dimulai.' });
    expect(hasil.statusCode, hasil.body).toBe(200);
    versi = hasil.json().versi;

    const petugas = await kirim('PUT', '/petugas', { versi, petugas_id: a1b.id });
    expect(petugas.statusCode, petugas.body).toBe(200);
    versi = petugas.json().versi;

    const tutup = await kirim('POST', '/tutup', { versi, alasan: 'dirujuk_diterima', catatan: 'Ditangani UPTD PPA.' });
    expect(tutup.statusCode, tutup.body).toBe(200);
    versi = tutup.json().versi;

    const akhir = (await detail(id)).json();
    expect(akhir).toMatchObject({
      status: 'ditutup',
      alasan_tutup: 'dirujuk_diterima',
      label_status: 'Ditutup: Dirujuk dan diterima',
      petugas: { name: 'Dewi Rekan' },
    });
    expect(akhir.aksi[0]).toMatchObject({
      oleh: 'Sari Petugas',
      pada,
      catatan: 'Anak ditemui di blok.',
      dicatat_oleh: 'Sari Petugas',
    });
    expect(akhir.rujukan[0]).toMatchObject({
      tujuan: 'uptd_ppa',
      nomor: 'PPA/11/2026/07',
      hasil: 'Diterima, pendampingan dimulai.',
    });
    const aksiAudit = await db()
      .selectFrom('audit')
      .select('action')
      .where('target', '=', 'TL-MENDESAK')
      .where('role', '=', 'asessor')
      .where('action', 'like', 'tindak-lanjut.%')
      .orderBy('id')
      .execute();
    expect(aksiAudit.map((a) => a.action).filter((a) => a !== 'tindak-lanjut.lihat')).toEqual([
      'tindak-lanjut.aksi',
      'tindak-lanjut.rujukan',
      'tindak-lanjut.hasil_rujukan',
      'tindak-lanjut.petugas',
      'tindak-lanjut.tutup',
    ]);
  });

  it('a closed follow-up takes no action until reopened with a reason; never deleted', async () => {
    const sebelum = await keadaan();
    const aksi = await kirim('POST', '/aksi', { versi, tindakan: 'x', oleh: 'Sari', pada: t.clock.now().toISOString() });
    expect(aksi.statusCode).toBe(409);
    expect(aksi.json().message).toBe('Tindak lanjut ini sudah ditutup. Buka kembali terlebih dahulu.');
    const tanpaAlasan = await kirim('POST', '/buka-kembali', { versi });
    expect(tanpaAlasan.statusCode).toBe(400);
    expect(tanpaAlasan.json().message).toBe('Alasan membuka kembali wajib diisi.');
    expect(await keadaan()).toEqual(sebelum);

    const buka = await kirim('POST', '/buka-kembali', { versi, alasan: 'Anak kembali melapor keluhan.' });
    expect(buka.statusCode, buka.body).toBe(200);
    versi = buka.json().versi;
    expect((await detail(id)).json()).toMatchObject({ status: 'terbuka', alasan_tutup: null });
    expect((await send(t.app, 'DELETE', `/api/tindak-lanjut/${id}`, { cookies: as1 })).statusCode).toBe(404);
  });

  it('bad input: clear Indonesian 4xx and nothing changed', async () => {
    const sebelum = await keadaan();
    const besok = new Date(t.clock.now().getTime() + 2 * 60_000).toISOString();
    const cases: [string, 'POST' | 'PUT', string, unknown, number, string][] = [
      ['closed without a reason', 'POST', '/tutup', { versi }, 400, 'Alasan menutup tindak lanjut wajib dipilih.'],
      [
        'closed with an unknown reason',
        'POST',
        '/tutup',
        { versi, alasan: 'bosan' },
        400,
        'Alasan menutup tindak lanjut wajib dipilih.',
      ],
      [
        'an action in the future',
        'POST',
        '/aksi',
        { versi, tindakan: 'x', oleh: 'Sari', pada: besok },
        400,
        'Waktu tindakan tidak boleh di masa depan.',
      ],
      [
        'an action without a time',
        'POST',
        '/aksi',
        { versi, tindakan: 'x', oleh: 'Sari' },
        400,
        'Waktu tindakan harus berupa tanggal dan jam yang valid.',
      ],
      [
        'an action without text',
        'POST',
        '/aksi',
        { versi, tindakan: '  ', oleh: 'Sari', pada: t.clock.now().toISOString() },
        400,
        'Tindakan wajib diisi.',
      ],
      [
        'a referral to nowhere',
        'POST',
        '/rujukan',
        { versi, tanggal: '2026-11-24' },
        400,
        'Tujuan rujukan wajib dipilih dari daftar.',
      ],
      [
        'a referral to an unknown place',
        'POST',
        '/rujukan',
        { versi, tujuan: 'dukun', tanggal: '2026-11-24' },
        400,
        'Tujuan rujukan wajib dipilih dari daftar.',
      ],
      [
        'a referral to "other" unnamed',
        'POST',
        '/rujukan',
        { versi, tujuan: 'lainnya', tanggal: '2026-11-24' },
        400,
        'Tujuan rujukan "Lainnya" harus disebutkan.',
      ],
      [
        'a referral dated in the future',
        'POST',
        '/rujukan',
        { versi, tujuan: 'psikolog', tanggal: '2027-01-01' },
        400,
        'Tanggal rujukan tidak boleh di masa depan.',
      ],
      [
        'a referral on a date that does not exist',
        'POST',
        '/rujukan',
        { versi, tujuan: 'psikolog', tanggal: '2026-02-30' },
        400,
        'Tanggal rujukan harus berupa tanggal yang valid.',
      ],
      [
        'an officer of another Rutan',
        'PUT',
        '/petugas',
        { versi, petugas_id: 999999 },
        400,
        'Petugas harus asesor dari rutan ini.',
      ],
      [
        'no version',
        'POST',
        '/aksi',
        { tindakan: 'x', oleh: 'Sari', pada: t.clock.now().toISOString() },
        400,
        'Versi tindak lanjut wajib dikirim; muat ulang halaman.',
      ],
      ['reopening an open one', 'POST', '/buka-kembali', { versi, alasan: 'x' }, 409, 'Tindak lanjut ini masih terbuka.'],
    ];
    for (const [name, method, path, body, status, message] of cases) {
      const res = await kirim(method, path, body);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toBe(message);
    }
    expect(await keadaan()).toEqual(sebelum);
  });

  it('two assessors at once: the second gets 409 saying who changed it and when, and nothing of theirs is written', async () => {
    const pada = t.clock.now().toISOString();
    const pertama = await kirim(
      'POST',
      '/aksi',
      { versi, tindakan: 'Memastikan anak tidak sendirian', oleh: 'Sari Petugas', pada },
      as1,
    );
    expect(pertama.statusCode).toBe(201);
    const sebelum = await keadaan();
    const kedua = await kirim('POST', '/rujukan', { versi, tujuan: 'psikolog', tanggal: '2026-11-24' }, as1b);
    expect(kedua.statusCode).toBe(409);
    expect(kedua.json().message).toBe(
      'Tindak lanjut ini sudah diubah oleh Sari Petugas pada 24 November 2026 12.05 WIB. Muat ulang halaman untuk melihat perubahan terbaru, lalu ulangi.',
    );
    expect(await keadaan()).toEqual(sebelum);
    versi = pertama.json().versi;
  });
});

describe('opened by hand, and who may reach it', () => {
  it('an assessor opens one for a Sedang or Rendah record (14 days / none); one open at a time per record', async () => {
    await rekam('TL-MANUAL');
    const buka = await send(t.app, 'POST', '/api/tindak-lanjut', {
      cookies: as1,
      body: { registration_no: 'TL-MANUAL', prioritas: 'Sedang', alasan: 'Anak tampak murung menurut wali.' },
    });
    expect(buka.statusCode, buka.body).toBe(201);
    const [tl] = await milik('TL-MANUAL');
    expect(tl).toMatchObject({ prioritas: 'Sedang', petugas: { name: 'Sari Petugas' } });
    expect(tl!.tenggat).toBe(new Date(t.clock.now().getTime() + 14 * 24 * JAM).toISOString());
    const lagi = await send(t.app, 'POST', '/api/tindak-lanjut', {
      cookies: as1,
      body: { registration_no: 'TL-MANUAL', prioritas: 'Rendah', alasan: 'x' },
    });
    expect(lagi.statusCode).toBe(409);
    const tanpaAlasan = await send(t.app, 'POST', '/api/tindak-lanjut', {
      cookies: as1,
      body: { registration_no: 'TL-MANUAL', prioritas: 'Rendah' },
    });
    expect(tanpaAlasan.statusCode).toBe(400);
  });

  it('another Rutan gets 404 (audited), the admin 403, nobody 401', async () => {
    const [tl] = await milik('TL-MENDESAK');
    const lain = await detail(tl!.id, as2);
    expect(lain.statusCode).toBe(404);
    expect(lain.json().message).toBe('Tindak lanjut tidak ditemukan.');
    const ubah = await send(t.app, 'POST', `/api/tindak-lanjut/${tl!.id}/tutup`, {
      cookies: as2,
      body: { versi: tl!.versi, alasan: 'selesai' },
    });
    expect(ubah.statusCode).toBe(404);
    expect((await milik('TL-MENDESAK'))[0]!.status).toBe('terbuka');
    const ditolak = await db()
      .selectFrom('audit')
      .select('action')
      .where('action', '=', 'akses.lintas_rutan_ditolak')
      .where('target', '=', 'TL-MENDESAK')
      .execute();
    expect(ditolak.length).toBe(2);
    expect((await detail(tl!.id, admin)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/api/tindak-lanjut', {})).statusCode).toBe(401);
    expect((await detail(987654)).statusCode).toBe(404);
  });
});

describe('the exports', () => {
  it('carry each record\'s priority ("Belum dinilai" without results) and its follow-up status', async () => {
    const XLSX = await import('@e965/xlsx');
    const res = await send(t.app, 'GET', '/api/ekspor/hasil.xlsx', { cookies: as1 });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    const [header, ...data] = rows as string[][];
    const kol = (judul: string) => header!.indexOf(judul);
    const baris = (no: string) => data.find((r) => r[0] === no)!;
    expect(kol('Prioritas')).toBeGreaterThan(0);
    expect(baris('TL-RENDAH')[kol('Prioritas')]).toBe('Belum dinilai');
    expect(baris('TL-RENDAH')[kol('Tindak Lanjut')]).toBe('Tidak ada');
    expect(baris('TL-TINGGI')[kol('Prioritas')]).toBe('Kritis');
    expect(baris('TL-TINGGI')[kol('Tindak Lanjut')]).toBe('Terbuka, terlambat');
    expect(baris('TL-MANUAL')[kol('Tindak Lanjut')]).toBe('Terbuka');
  });
});
