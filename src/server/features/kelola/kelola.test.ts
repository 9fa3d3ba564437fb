import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { type AsessorFixture, childSession, createAsessor, createChild, kunciUji, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { createHasil } from '#server/test/hasil-factories.ts';
import { itGuards } from '#server/test/guards.ts';
import { badanRekam } from '#server/test/skrining.ts';
import { registrationTaken } from './kelola-data';
import { PESAN_KS_WAJIB, PESAN_RENCANA_WAJIB, PESAN_TINDAK_LANJUT_WAJIB } from './kelola-routes';

const t = testAppForFile();
let rutan1: AsessorFixture;
let rekan1: AsessorFixture;
let rutan2: AsessorFixture;
let as1: Cookies;
let as2: Cookies;
let admin: Cookies;
let child: Cookies;

const record = (overrides: Record<string, unknown> = {}) =>
  badanRekam(rutan1.id, {
    age: 16,
    place_of_birth: 'Surabaya',
    date_of_birth: '2010-02-03',
    password: 'akses-anak-1',
    alkohol: 'Ya',
    self_harm: 'Ya',
    ...overrides,
  });

beforeAll(async () => {
  rutan1 = await createAsessor(t.database.db, { name: 'Asessor Satu', location: 'Rutan 1' });
  rekan1 = await createAsessor(t.database.db, { name: 'Rekan Satu', location: 'Rutan 1' });
  rutan2 = await createAsessor(t.database.db, { name: 'Asessor Dua', location: 'Rutan 2' });
  as1 = await loginAsessor(t.app, rutan1);
  as2 = await loginAsessor(t.app, rutan2);
  admin = await loginAdmin(t.app);
  const anak = await createChild(t.database.db, { location: 'Rutan 1' });
  child = await childSession(t, anak.id);
});

describe('guards', () => {
  itGuards(
    t,
    [
      ['GET', '/api/kelola'],
      ['GET', '/api/kelola/asessor-options'],
      ['POST', '/api/kelola', record],
      ['PUT', '/api/kelola/1', record],
      ['DELETE', '/api/kelola/1'],
    ],
    () => [admin, child],
  );
});

describe('create', () => {
  it('stores the record in the assessor\'s Rutan with a hashed password and lists it with asessor_name', async () => {
    const body = record({ assesor_id: rekan1.id });
    const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Data berhasil disimpan');
    const row = await t.database.db.selectFrom('peserta').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.location).toBe(await kunciUji(t.database.db, 'Rutan 1')); // the facility's id (D24)
    expect(row.password_hash).not.toContain('akses-anak-1');
    expect(await verifyPassword(row.password_hash, 'akses-anak-1')).toBe(true);
    expect(row.self_harm).toBe('Ya');

    const list = await send(t.app, 'GET', '/api/kelola', { cookies: as1 });
    expect(list.statusCode).toBe(200);
    const found = (list.json() as Record<string, unknown>[]).find((r) => r.registration_no === body.registration_no);
    expect(found).toMatchObject({ name: 'Andi Pratama', age: 16, assesor_id: rekan1.id, asessor_name: 'Rekan Satu', alkohol: 'Ya' });
    expect(found).not.toHaveProperty('password');
    expect(found).not.toHaveProperty('password_hash');

    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'kelola.tambah').execute();
    expect(audit.some((a) => a.target === body.registration_no && a.actor_name === 'Asessor Satu')).toBe(true);
  });

  it('accepts numbers sent as text, as a form does', async () => {
    const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ age: '16', assesor_id: String(rutan1.id) }) });
    expect(res.statusCode).toBe(201);
  });

  it('requires every field', async () => {
    for (const field of ['registration_no', 'name', 'age', 'place_of_birth', 'date_of_birth', 'assesor_id', 'password', 'napza', 'self_harm']) {
      const body = record();
      delete (body as Record<string, unknown>)[field];
      const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(/Semua field harus diisi!|Ya atau Tidak/);
    }
    const blank = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ name: '   ', age: '' }) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Semua field harus diisi!');
  });

  it('refuses invalid values with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ napza: 'Mungkin' }, 'Jawaban skrining harus Ya atau Tidak.'],
      [{ age: 0 }, 'Usia anak harus antara 12 dan 17 tahun.'],
      [{ age: 11, date_of_birth: '2015-01-01' }, 'Usia anak harus antara 12 dan 17 tahun.'],
      [{ age: 18, date_of_birth: '2008-01-01' }, 'Usia anak harus antara 12 dan 17 tahun.'],
      [{ age: 15 }, 'Usia tidak sesuai dengan tanggal lahir: menurut tanggal lahir, usianya sekarang 16 tahun.'],
      [{ date_of_birth: '2026-12-01' }, 'Tanggal lahir tidak boleh di masa depan.'],
      [{ age: 12.5 }, 'Usia harus bilangan bulat.'],
      [{ age: 'lima' }, 'Semua field harus diisi!'],
      [{ date_of_birth: '17-05-2011' }, 'Tanggal lahir harus berformat YYYY-MM-DD.'],
      [{ date_of_birth: '2011-02-30' }, 'Tanggal lahir tidak valid.'],
      [{ password: '123' }, 'Password minimal 6 karakter.'],
      [{ registration_no: 'A?1' }, 'Nomor registrasi hanya boleh berisi huruf, angka, spasi'],
      [{ registration_no: 'A%2F1' }, 'Nomor registrasi hanya boleh berisi huruf, angka, spasi'],
      [{ registration_no: 'A\\1' }, 'Nomor registrasi hanya boleh berisi huruf, angka, spasi'],
      [{ registration_no: 'A#1' }, 'Nomor registrasi hanya boleh berisi huruf, angka, spasi'],
      [{ registration_no: 'A'.repeat(101) }, 'Maksimal 100 karakter.'],
    ];
    for (const [override, message] of cases) {
      const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record(override) });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses a responsible assessor of another Rutan', async () => {
    const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ assesor_id: rutan2.id }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Asessor penanggung jawab harus asessor dari Rutan yang sama.');
  });

  it('keeps registration_no unique (409), across Rutan and letter case', async () => {
    const body = record({ registration_no: 'UNIK-001' });
    expect((await send(t.app, 'POST', '/api/kelola', { cookies: as1, body })).statusCode).toBe(201);
    const again = await send(t.app, 'POST', '/api/kelola', { cookies: as2, body: { ...body, registration_no: 'unik-001', assesor_id: rutan2.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nomor registrasi sudah digunakan. Gunakan nomor lain.');
  });
});

describe('assessor options', () => {
  it('lists the assessors of the caller\'s Rutan only', async () => {
    const res = await send(t.app, 'GET', '/api/kelola/asessor-options', { cookies: as1 });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number }[]).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([rutan1.id, rekan1.id]));
    expect(ids).not.toContain(rutan2.id);
  });
});

describe('list paging and search', () => {
  it('pages on the server with q, page and per_page and says the total', async () => {
    const db = t.database.db;
    for (let i = 0; i < 5; i++) await createChild(db, { location: 'Rutan 3', name: `Cari Nama ${i}`, registration_no: `CARI-${i}` });
    await createChild(db, { location: 'Rutan 3', name: 'Lain', registration_no: 'XYZ-cari' });
    const as3 = await loginAsessor(t.app, await createAsessor(db, { location: 'Rutan 3' }));

    const page1 = await send(t.app, 'GET', '/api/kelola?q=CARI&page=1&per_page=4', { cookies: as3 });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 6, page: 1, per_page: 4 });
    expect(page1.json().data).toHaveLength(4);
    const page2 = await send(t.app, 'GET', '/api/kelola?q=cari&page=2&per_page=4', { cookies: as3 });
    expect(page2.json().data).toHaveLength(2);

    const byName = await send(t.app, 'GET', '/api/kelola?q=nama%203', { cookies: as3 });
    expect(byName.json().data.map((r: { registration_no: string }) => r.registration_no)).toEqual(['CARI-3']);
    const wildcard = await send(t.app, 'GET', '/api/kelola?q=%25', { cookies: as3 });
    expect(wildcard.json().total).toBe(0);

    const plain = await send(t.app, 'GET', '/api/kelola', { cookies: as3 });
    expect(Array.isArray(plain.json())).toBe(true);
    expect(plain.json()).toHaveLength(6);
  });

  it('refuses bad paging values with 400', async () => {
    for (const qs of ['page=0', 'per_page=1000', 'page=abc']) {
      const res = await send(t.app, 'GET', `/api/kelola?${qs}`, { cookies: as1 });
      expect(res.statusCode, qs).toBe(400);
    }
  });
});

describe('update', () => {
  it('changes the fields, keeps the password when blank, sets a new one when given, audits', async () => {
    const created = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ registration_no: 'UBAH-1' }) });
    const id = created.json().id as number;
    const res = await send(t.app, 'PUT', `/api/kelola/${id}`, {
      cookies: as1,
      body: record({ registration_no: 'UBAH-1B', name: 'Andi P.', age: 17, date_of_birth: '2009-02-03', password: '', napza: 'Ya' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Data berhasil diperbarui');
    let row = await t.database.db.selectFrom('peserta').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ registration_no: 'UBAH-1B', name: 'Andi P.', age: 17, napza: 'Ya', location: await kunciUji(t.database.db, 'Rutan 1') });
    expect(await verifyPassword(row.password_hash, 'akses-anak-1')).toBe(true);

    const withPassword = await send(t.app, 'PUT', `/api/kelola/${id}`, {
      cookies: as1,
      body: record({ registration_no: 'UBAH-1B', password: 'sandi-baru-2' }),
    });
    expect(withPassword.statusCode).toBe(200);
    row = await t.database.db.selectFrom('peserta').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'sandi-baru-2')).toBe(true);

    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'kelola.ubah').execute();
    expect(audit.map((a) => a.target)).toContain('UBAH-1B');
  });

  it('refuses a taken registration number (409), bad input (400) and an unknown id (404)', async () => {
    const a = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ registration_no: 'DUA-A' }) });
    await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ registration_no: 'DUA-B' }) });
    const taken = await send(t.app, 'PUT', `/api/kelola/${a.json().id}`, { cookies: as1, body: record({ registration_no: 'DUA-B' }) });
    expect(taken.statusCode).toBe(409);
    const bad = await send(t.app, 'PUT', `/api/kelola/${a.json().id}`, { cookies: as1, body: record({ registration_no: 'DUA-A', password: 'x' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Password minimal 6 karakter.');
    const missing = await send(t.app, 'PUT', '/api/kelola/999999', { cookies: as1, body: record() });
    expect(missing.statusCode).toBe(404);
    const badId = await send(t.app, 'PUT', '/api/kelola/abc', { cookies: as1, body: record() });
    expect(badId.statusCode).toBe(400);
  });
});

describe('another Rutan', () => {
  it('an assessor of Rutan 1 can neither see nor change nor delete a Rutan 2 record (404)', async () => {
    const other = await createChild(t.database.db, { location: 'Rutan 2', registration_no: 'R2-RAHASIA', asessor_id: rutan2.id });
    const list = await send(t.app, 'GET', '/api/kelola', { cookies: as1 });
    expect((list.json() as { registration_no: string }[]).map((r) => r.registration_no)).not.toContain('R2-RAHASIA');
    const search = await send(t.app, 'GET', '/api/kelola?q=R2-RAHASIA', { cookies: as1 });
    expect(search.json().total).toBe(0);

    const put = await send(t.app, 'PUT', `/api/kelola/${other.id}`, { cookies: as1, body: record({ registration_no: 'R2-RAHASIA' }) });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Data asesmen tidak ditemukan.');
    const del = await send(t.app, 'DELETE', `/api/kelola/${other.id}`, { cookies: as1 });
    expect(del.statusCode).toBe(404);
    const still = await t.database.db.selectFrom('peserta').select('name').where('id', '=', other.id).executeTakeFirst();
    expect(still?.name).toBe('Budi Santoso');

    const own = await send(t.app, 'GET', '/api/kelola?q=R2-RAHASIA', { cookies: as2 });
    expect(own.json().total).toBe(1);
  });
});

describe('delete', () => {
  it('removes the record with its results and the child\'s sessions, audits', async () => {
    const anak = await createChild(t.database.db, { location: 'Rutan 1', registration_no: 'HAPUS-1' });
    await createHasil(t.database.db, anak.id, 'pid5');
    const { token } = await createSession(t.database.db, t.clock, 'peserta', anak.id, null);
    const res = await send(t.app, 'DELETE', `/api/kelola/${anak.id}`, { cookies: as1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Data berhasil dihapus');
    expect(await t.database.db.selectFrom('hasil').select('id').where('peserta_id', '=', anak.id).execute()).toHaveLength(0);
    const me = await send(t.app, 'GET', '/api/auth/me', { cookies: { peserta_auth: token } });
    expect(me.statusCode).toBe(401);
    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'kelola.hapus').execute();
    expect(audit.map((a) => a.target)).toContain('HAPUS-1');
    const again = await send(t.app, 'DELETE', `/api/kelola/${anak.id}`, { cookies: as1 });
    expect(again.statusCode).toBe(404);
  });
});

describe("a victim's follow-up questions (issue 12)", () => {
  const prioritas = async (reg: string) =>
    (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(reg)}`, { cookies: as1 })).json().prioritas;

  it('are kept for a victim, set the priority (Mendesak, Kritis when recent or the alleged abuser is here), and are dropped otherwise', async () => {
    // The two questions cannot be skipped for a reported victim (CLINICAL.md "Round three"): 400, nothing saved.
    const tanpa = record({ korban_kekerasan_seksual: 'Ya', self_harm: 'Tidak', alkohol: 'Tidak' });
    const ditolak = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: tanpa });
    expect(ditolak.statusCode).toBe(400);
    expect(ditolak.json().message).toBe(PESAN_KS_WAJIB);
    expect(await registrationTaken(t.database.db, tanpa.registration_no)).toBe(false);

    const body = { ...tanpa, kekerasan_seksual_baru: 'Tidak', pelaku_satu_fasilitas: 'Tidak' };
    const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect(await prioritas(body.registration_no)).toBe('Mendesak');

    const ubah = await send(t.app, 'PUT', `/api/kelola/${id}`, {
      cookies: as1,
      body: { ...body, password: '', kekerasan_seksual_baru: 'Tidak', pelaku_satu_fasilitas: 'Ya' },
    });
    expect(ubah.statusCode, ubah.body).toBe(200);
    const g = (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(body.registration_no)}`, { cookies: as1 })).json();
    expect(g.prioritas).toBe('Kritis');
    expect(g.peserta).toMatchObject({ kekerasan_seksual_baru: 'Tidak', pelaku_satu_fasilitas: 'Ya' });
    expect(g.interpretasi.kritis.aktif).toBe(true);
    const list = (await send(t.app, 'GET', `/api/kelola?q=${encodeURIComponent(body.registration_no)}`, { cookies: as1 })).json();
    expect((Array.isArray(list) ? list : list.data)[0]).toMatchObject({ kekerasan_seksual_baru: 'Tidak', pelaku_satu_fasilitas: 'Ya' });

    // No longer a victim on the record: the follow-up answers go with it.
    await send(t.app, 'PUT', `/api/kelola/${id}`, {
      cookies: as1,
      body: { ...body, password: '', korban_kekerasan_seksual: 'Tidak', kekerasan_seksual_baru: 'Ya', pelaku_satu_fasilitas: 'Ya' },
    });
    const lagi = (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(body.registration_no)}`, { cookies: as1 })).json();
    expect(lagi.peserta).toMatchObject({ kekerasan_seksual_baru: null, pelaku_satu_fasilitas: null });
    expect(lagi.prioritas).toBe('Rendah');
  });

  it('refuses an answer other than Ya or Tidak with 400', async () => {
    const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ korban_kekerasan_seksual: 'Ya', kekerasan_seksual_baru: 'mungkin' }) });
    expect(res.statusCode).toBe(400);
  });
});

describe('the person on the record and the recorded follow-up (issue 27, issue 30 point 3)', () => {
  const gabungan = async (reg: string) =>
    (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(reg)}`, { cookies: as1 })).json();
  const jumlah = async () => Number((await t.database.db.selectFrom('peserta').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('a new record needs sex, schooling, language and date of admission; bad ones are refused in Indonesian and nothing is saved', async () => {
    const sebelum = await jumlah();
    for (const [ubah, pesan] of [
      [{ jenis_kelamin: undefined }, 'Jenis kelamin wajib diisi.'],
      [{ pendidikan: null }, 'Pendidikan terakhir wajib diisi.'],
      [{ bahasa: '  ' }, 'Bahasa sehari-hari wajib diisi.'],
      [{ tanggal_masuk: undefined }, 'Tanggal masuk Rutan wajib diisi.'],
      [{ tanggal_masuk: '2999-01-01' }, 'Tanggal masuk Rutan tidak boleh di masa depan.'],
      [{ tanggal_masuk: '2001-01-01' }, 'Tanggal masuk Rutan tidak boleh sebelum tanggal lahir.'],
      [{ jenis_kelamin: 'X' }, 'Jenis kelamin harus L (laki-laki) atau P (perempuan).'],
      [{ pendidikan: 'S3' }, 'Pilih pendidikan terakhir dari daftar.'],
    ] as const) {
      const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record(ubah) });
      expect(res.statusCode, JSON.stringify(ubah)).toBe(400);
      expect(res.json().message).toBe(pesan);
    }
    expect(await jumlah()).toBe(sebelum);
  });

  it('a record made before these fields existed can still be edited without them', async () => {
    const lama = await createChild(t.database.db, { asessor_id: rutan1.id });
    const body = record({ registration_no: lama.registration_no, self_harm: 'Tidak', password: '' });
    for (const k of ['jenis_kelamin', 'pendidikan', 'bahasa', 'tanggal_masuk'] as const) delete (body as Record<string, unknown>)[k];
    const res = await send(t.app, 'PUT', `/api/kelola/${lama.id}`, { cookies: as1, body });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('self harm Ya cannot skip the follow-up; a Ya or doubt today needs the plan and makes the result Kritis', async () => {
    const sebelum = await jumlah();
    const tanpa = await send(t.app, 'POST', '/api/kelola', {
      cookies: as1,
      body: record({ tl_kapan_terakhir: null, tl_pikiran_hari_ini: null }),
    });
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().message).toBe(PESAN_TINDAK_LANJUT_WAJIB);
    const tanpaRencana = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ tl_pikiran_hari_ini: 'Ragu-ragu' }) });
    expect(tanpaRencana.statusCode).toBe(400);
    expect(tanpaRencana.json().message).toBe(PESAN_RENCANA_WAJIB);
    expect(await jumlah()).toBe(sebelum);

    // A top hopelessness answer later: the assessor records 'Ya' on an edit of a record without self harm.
    const body = record({ self_harm: 'Tidak', alkohol: 'Tidak', tl_kapan_terakhir: null, tl_pikiran_hari_ini: null });
    const { id } = (await send(t.app, 'POST', '/api/kelola', { cookies: as1, body })).json();
    expect((await gabungan(body.registration_no)).prioritas).toBe('Rendah');
    const ubah = await send(t.app, 'PUT', `/api/kelola/${id}`, {
      cookies: as1,
      body: { ...body, password: '', tl_kapan_terakhir: 'semalam', tl_pikiran_hari_ini: 'Ya', tl_rencana: 'tali dari sarung' },
    });
    expect(ubah.statusCode, ubah.body).toBe(200);
    const g = await gabungan(body.registration_no);
    expect(g.prioritas).toBe('Kritis');
    expect(g.interpretasi.kritis.alasan.join(' ')).toMatch(/pikiran mengakhiri hidup hari ini/);
    const list = (await send(t.app, 'GET', `/api/kelola?q=${encodeURIComponent(body.registration_no)}`, { cookies: as1 })).json();
    expect((Array.isArray(list) ? list : list.data)[0]).toMatchObject({ tl_pikiran_hari_ini: 'Ya', tl_rencana: 'tali dari sarung', jenis_kelamin: 'L' });
  });

  it('napza Ya is Mendesak within 72 hours of admission (or when the date is unknown), Sedang weeks after', async () => {
    const hariIni = new Date(t.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const baru = record({ self_harm: 'Tidak', alkohol: 'Tidak', napza: 'Ya', tanggal_masuk: hariIni });
    expect((await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: baru })).statusCode).toBe(201);
    expect((await gabungan(baru.registration_no)).prioritas).toBe('Mendesak');
    const lama = record({ self_harm: 'Tidak', alkohol: 'Tidak', napza: 'Ya', tanggal_masuk: '2025-12-01' });
    expect((await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: lama })).statusCode).toBe(201);
    const g = await gabungan(lama.registration_no);
    expect(g.prioritas).toBe('Sedang');
    expect(g.interpretasi.tindakan_utama.join(' ')).toMatch(/putus zat/);
  });
});
