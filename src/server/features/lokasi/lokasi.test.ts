// Facilities as data (D24, ADR d24): the admin adds, renames, closes and reopens facilities; a new
// facility works end to end; the spec's three keep working unchanged; the scope compares facility ids,
// so an assessor of one facility never reaches another's data, also when asked in parallel.
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { lokasiKeId } from '#server/db/migrations/20261128-60-lokasi.ts';
import { createAsessor, createChild, kunciUji, loginAdmin, loginAsessor, type AsessorFixture } from '#server/test/factories.ts';
import { PESAN_KARAKTER_TERSEMBUNYI } from '#domain/teks.ts';
import { expectGuarded } from '#server/test/guards.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { badanRekam } from '#server/test/skrining.ts';
import { aktifkanOlehOperator } from '../asessor/asessor-data';

const t = testAppForFile();
let admin: Cookies;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const daftar = async () => (await send(t.app, 'GET', '/api/lokasi', { cookies: admin })).json() as {
  id: number;
  nama: string;
  jenis: string;
  provinsi: string | null;
  aktif: boolean;
  jumlah_asessor: number;
  jumlah_peserta: number;
}[];
const tambah = (body: unknown) => send(t.app, 'POST', '/api/lokasi', { cookies: admin, body });
const auditLokasi = async (id: number) =>
  (await t.database.db.selectFrom('audit').select(['action', 'detail']).where('target', '=', `lokasi ${id}`).orderBy('id').execute()).map(
    (r) => `${r.action}: ${r.detail}`,
  );
const rekam = (asessorId: number, over: Record<string, unknown> = {}) =>
  badanRekam(asessorId, {
    registration_no: `LOK-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Rizky Ramadhan',
    age: 16,
    place_of_birth: 'Tangerang',
    date_of_birth: '2010-02-03',
    password: 'akses-anak-1',
    ...over,
  });
const semua = (n: number, v: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), v]));

describe('guards', () => {
  it('every facility route: 401 without a session, 403 for an assessor and a child', async () => {
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
    const child = await createChild(t.database.db);
    const masuk = cookiesOf(await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } }));
    const body = { nama: 'Lapas Uji', jenis: 'Lapas', provinsi: 'Jawa Barat' };
    await expectGuarded(t.app, 'GET', '/api/lokasi', [asessor, masuk]);
    await expectGuarded(t.app, 'POST', '/api/lokasi', [asessor, masuk], body);
    await expectGuarded(t.app, 'PUT', '/api/lokasi/1', [asessor, masuk], body);
    await expectGuarded(t.app, 'PUT', '/api/lokasi/1/status', [asessor, masuk], { aktif: false });
    expect((await daftar()).find((l) => l.nama === 'Lapas Uji')).toBeUndefined();
  });
});

describe('the spec three', () => {
  it('are seeded open and still taken by name, as the spec sends them, and given back by name', async () => {
    const awal = (await daftar()).filter((l) => /^Rutan [123]$/.test(l.nama));
    expect(awal.map((l) => [l.nama, l.jenis, l.aktif])).toEqual([
      ['Rutan 1', 'Rutan', true],
      ['Rutan 2', 'Rutan', true],
      ['Rutan 3', 'Rutan', true],
    ]);
    const loginId = `spec-${Math.random().toString(36).slice(2, 8)}`;
    const made = await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: 'Sri Spesifikasi', id: loginId, password: 'sandi-rahasia-1', location: 'Rutan 3' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({ message: 'Asessor berhasil ditambahkan' });
    const row = (await send(t.app, 'GET', '/api/asessors', { cookies: admin })).json().find((a: { assesor_id: string }) => a.assesor_id === loginId);
    expect(row).toMatchObject({ location: 'Rutan 3', lokasi_id: awal[2]!.id });
    const put = await send(t.app, 'PUT', `/api/asessors/${row.id}`, {
      cookies: admin,
      body: { name: 'Sri Spesifikasi', assesor_id: loginId, password: '', location: 'Rutan 1' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const stored = await t.database.db.selectFrom('asessor').select('location').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.location).toBe(String(awal[0]!.id));
  });
});

describe('a new facility end to end', () => {
  it('admin adds it, an assessor of it records a child, the child answers, results and export are there; nobody else sees them', async () => {
    const dibuat = await tambah({ nama: '  LPKA Kelas I Tangerang ', jenis: 'LPKA', provinsi: 'Banten' });
    expect(dibuat.statusCode, dibuat.body).toBe(201);
    const id = dibuat.json().id as number;
    expect((await daftar()).find((l) => l.id === id)).toEqual({
      id,
      nama: 'LPKA Kelas I Tangerang',
      jenis: 'LPKA',
      provinsi: 'Banten',
      aktif: true,
      jumlah_asessor: 0,
      jumlah_peserta: 0,
    });
    expect(await auditLokasi(id)).toEqual(['lokasi.tambah: LPKA Kelas I Tangerang, LPKA, Banten']);

    // The admin makes the account; the facility's first assessor is activated by the operator (D18).
    const loginId = `lpka-${Math.random().toString(36).slice(2, 8)}`;
    const akun = await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: 'Putri Anggraini', id: loginId, password: 'sementara-dari-admin', location: 'lpka kelas i tangerang' },
    });
    expect(akun.statusCode, akun.body).toBe(201);
    await aktifkanOlehOperator(t.database.db, t.clock, loginId, 'uji');
    const pertama = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: loginId, password: 'sementara-dari-admin' } });
    const ganti = await send(t.app, 'POST', '/api/asessors/password', {
      cookies: cookiesOf(pertama),
      body: { password_lama: 'sementara-dari-admin', password_baru: 'sandi-lpka-tangerang-9' },
    });
    expect(ganti.statusCode, ganti.body).toBe(200);
    const login = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: loginId, password: 'sandi-lpka-tangerang-9' } });
    expect(login.json().asessor.location).toBe('LPKA Kelas I Tangerang');
    const as = cookiesOf(login);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: as })).json().asessor.location).toBe('LPKA Kelas I Tangerang');
    const asessorId = login.json().asessor.id as number;

    const body = rekam(asessorId);
    const baru = await send(t.app, 'POST', '/api/kelola', { cookies: as, body });
    expect(baru.statusCode, baru.body).toBe(201);
    const pesertaId = baru.json().id as number;
    const list = (await send(t.app, 'GET', '/api/kelola', { cookies: as })).json() as { registration_no: string; location: string }[];
    expect(list).toEqual([expect.objectContaining({ registration_no: body.registration_no, location: 'LPKA Kelas I Tangerang' })]);

    const persetujuan = await send(t.app, 'PUT', `/api/kelola/${pesertaId}/persetujuan`, {
      cookies: as,
      body: {
        pemberi: 'orang_tua',
        nama_pemberi: 'Siti Aminah',
        hubungan: 'Ibu kandung',
        cara: 'tertulis',
        saksi: 'Agus Pratama',
        diberikan_at: new Date(t.clock.now().getTime() - 3600_000).toISOString(),
      },
    });
    expect(persetujuan.statusCode, persetujuan.body).toBe(200);
    const anak = cookiesOf(await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: pesertaId, password: 'akses-anak-1' } }));
    expect((await send(t.app, 'POST', `/api/asesmen/${pesertaId}/kesediaan`, { cookies: anak, body: { mau: true } })).statusCode).toBe(200);
    const buka = await send(t.app, 'GET', `/api/asesmen/${pesertaId}/pid5`, { cookies: anak });
    expect(buka.statusCode, buka.body).toBe(200);
    const simpan = await send(t.app, 'POST', `/api/asesmen/${pesertaId}/pid5`, { cookies: anak, body: { jawaban: semua(25, 1) } });
    expect(simpan.statusCode, simpan.body).toBe(200);

    const hasil = (await send(t.app, 'GET', '/api/hasil-pid5-full', { cookies: as })).json() as { registration_no: string }[];
    expect(hasil.map((h) => h.registration_no)).toEqual([body.registration_no]);
    const gabungan = await send(t.app, 'GET', `/api/hasil-gabungan/${body.registration_no}`, { cookies: as });
    expect(gabungan.json().peserta.location).toBe('LPKA Kelas I Tangerang');
    const csv = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies: as });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(body.registration_no);
    expect(csv.headers['content-disposition']).toContain('lpka-kelas-i-tangerang');
    expect((await daftar()).find((l) => l.id === id)).toMatchObject({ jumlah_asessor: 1, jumlah_peserta: 1 });

    // An assessor of Rutan 1 sees none of it, and is told nothing (404).
    const lain = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 1' }));
    expect((await send(t.app, 'GET', `/api/hasil-gabungan/${body.registration_no}`, { cookies: lain })).statusCode).toBe(404);
    expect(JSON.stringify((await send(t.app, 'GET', '/api/hasil-pid5-full', { cookies: lain })).json())).not.toContain(body.registration_no);
    expect((await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies: lain })).body).not.toContain(body.registration_no);
  });
});

describe('renaming, closing, reopening', () => {
  it('a rename changes only the name: the data stays with its assessors, the old name is no longer taken', async () => {
    const id = (await tambah({ nama: 'Rutan Kelas IIB Garut', jenis: 'Rutan', provinsi: 'Jawa Barat' })).json().id as number;
    const a = await createAsessor(t.database.db, { location: 'Rutan Kelas IIB Garut' });
    const c = await createChild(t.database.db, { location: 'Rutan Kelas IIB Garut', asessor_id: a.id });
    const as = await loginAsessor(t.app, a);
    const ubah = await send(t.app, 'PUT', `/api/lokasi/${id}`, {
      cookies: admin,
      body: { nama: 'Rutan Kelas IIA Garut', jenis: 'Rutan', provinsi: 'Jawa Barat' },
    });
    expect(ubah.statusCode, ubah.body).toBe(200);
    const list = (await send(t.app, 'GET', '/api/kelola', { cookies: as })).json() as { id: number; location: string }[];
    expect(list).toEqual([expect.objectContaining({ id: c.id, location: 'Rutan Kelas IIA Garut' })]);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: as })).json().asessor.location).toBe('Rutan Kelas IIA Garut');
    const lama = await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: 'Nama Lama', id: `garut-${Math.random().toString(36).slice(2, 8)}`, password: 'sandi-rahasia-1', location: 'Rutan Kelas IIB Garut' },
    });
    expect(lama.statusCode).toBe(400);
    expect(lama.json().message).toBe('Lokasi tidak terdaftar. Pilih salah satu lokasi dari daftar.');
    expect(await auditLokasi(id)).toEqual([
      'lokasi.tambah: Rutan Kelas IIB Garut, Rutan, Jawa Barat',
      'lokasi.ubah: nama: Rutan Kelas IIB Garut → Rutan Kelas IIA Garut',
    ]);
  });

  it('a closed facility takes no new accounts or records; its assessors still read and edit its data; reopened it takes them again', async () => {
    const id = (await tambah({ nama: 'LPAS Bandung', jenis: 'LPAS', provinsi: 'Jawa Barat' })).json().id as number;
    const a = await createAsessor(t.database.db, { location: 'LPAS Bandung' });
    const c = await createChild(t.database.db, { location: 'LPAS Bandung', asessor_id: a.id });
    const as = await loginAsessor(t.app, a);
    const tutup = await send(t.app, 'PUT', `/api/lokasi/${id}/status`, { cookies: admin, body: { aktif: false } });
    expect(tutup.statusCode, tutup.body).toBe(200);
    expect((await daftar()).find((l) => l.id === id)?.aktif).toBe(false);
    const PESAN = 'Lokasi LPAS Bandung sudah ditutup dan tidak menerima akun atau data baru.';

    const akun = await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: 'Tidak Jadi', id: `lpas-${Math.random().toString(36).slice(2, 8)}`, password: 'sandi-rahasia-1', location: 'LPAS Bandung' },
    });
    expect([akun.statusCode, akun.json().message]).toEqual([400, PESAN]);
    const pindah = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const keSana = await send(t.app, 'PUT', `/api/asessors/${pindah.id}`, {
      cookies: admin,
      body: { name: pindah.name, assesor_id: pindah.assesor_id, location: 'LPAS Bandung' },
    });
    expect([keSana.statusCode, keSana.json().message]).toEqual([400, PESAN]);
    const jumlahSebelum = await t.database.db.selectFrom('peserta').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rekaman = await send(t.app, 'POST', '/api/kelola', { cookies: as, body: rekam(a.id) });
    expect([rekaman.statusCode, rekaman.json().message]).toEqual([400, PESAN]);
    const jumlahSesudah = await t.database.db.selectFrom('peserta').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(jumlahSesudah.n)).toBe(Number(jumlahSebelum.n));

    // Its own assessor keeps its account (an edit may keep the closed facility) and reads its data.
    const tetap = await send(t.app, 'PUT', `/api/asessors/${a.id}`, {
      cookies: admin,
      body: { name: 'Nama Diperbarui', assesor_id: a.assesor_id, location: 'LPAS Bandung' },
    });
    expect(tetap.statusCode, tetap.body).toBe(200);
    const as2 = await loginAsessor(t.app, a);
    expect(((await send(t.app, 'GET', '/api/kelola', { cookies: as2 })).json() as { id: number }[]).map((r) => r.id)).toEqual([c.id]);
    expect((await send(t.app, 'GET', `/api/hasil-gabungan/${c.registration_no}`, { cookies: as2 })).statusCode).toBe(200);

    const buka = await send(t.app, 'PUT', `/api/lokasi/${id}/status`, { cookies: admin, body: { aktif: true } });
    expect(buka.statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/kelola', { cookies: as2, body: rekam(a.id) })).statusCode).toBe(201);
    expect(await auditLokasi(id)).toEqual([
      'lokasi.tambah: LPAS Bandung, LPAS, Jawa Barat',
      'lokasi.tutup: LPAS Bandung',
      'lokasi.buka: LPAS Bandung',
    ]);
  });
});

describe('bad input', () => {
  it('answers 400 (or 409, 404) in Indonesian and changes nothing', async () => {
    const sebelum = await daftar();
    const auditSebelum = await t.database.db.selectFrom('audit').select((eb) => eb.fn.countAll().as('n')).where('action', 'like', 'lokasi.%').executeTakeFirstOrThrow();
    const cases: [unknown, number, string][] = [
      [{}, 400, 'Nama lokasi wajib diisi. Jenis lokasi harus salah satu dari: Rutan, LPKA, LPAS, Lapas, Bapas.'],
      [{ nama: '   ', jenis: 'Rutan' }, 400, 'Nama lokasi wajib diisi.'],
      [{ nama: 'x'.repeat(101), jenis: 'Rutan' }, 400, 'Nama lokasi maksimal 100 karakter.'],
      [{ nama: 'Rutan\u202eGelap', jenis: 'Rutan' }, 400, `Nama lokasi: ${PESAN_KARAKTER_TERSEMBUNYI}`],
      // A line separator broke the name across lines on a report's header; it passed the old rule.
      [{ nama: 'Rutan\u2028Baris', jenis: 'Rutan' }, 400, `Nama lokasi: ${PESAN_KARAKTER_TERSEMBUNYI}`],
      [{ nama: 'Rutan Baru', jenis: 'Penjara' }, 400, 'Jenis lokasi harus salah satu dari: Rutan, LPKA, LPAS, Lapas, Bapas.'],
      [{ nama: 'Rutan Baru', jenis: 'Rutan', provinsi: 12 }, 400, 'Provinsi harus berupa teks.'],
      [{ nama: 'rutan 1', jenis: 'Rutan' }, 409, 'Nama lokasi sudah dipakai lokasi lain.'],
      [['bukan', 'objek'], 400, 'Data lokasi tidak valid.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await tambah(body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    const rutan2 = sebelum.find((l) => l.nama === 'Rutan 2')!;
    const ubah = await send(t.app, 'PUT', `/api/lokasi/${rutan2.id}`, { cookies: admin, body: { nama: 'RUTAN 3', jenis: 'Rutan' } });
    expect([ubah.statusCode, ubah.json().message]).toEqual([409, 'Nama lokasi sudah dipakai lokasi lain.']);
    const status = await send(t.app, 'PUT', `/api/lokasi/${rutan2.id}/status`, { cookies: admin, body: { aktif: 'tidak' } });
    expect([status.statusCode, status.json().message]).toEqual([400, 'Status lokasi harus aktif (true) atau ditutup (false).']);
    for (const [method, url, body] of [
      ['PUT', '/api/lokasi/999999', { nama: 'Ada', jenis: 'Rutan' }],
      ['PUT', '/api/lokasi/999999/status', { aktif: false }],
    ] as const) {
      const res = await send(t.app, method, url, { cookies: admin, body });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Lokasi tidak ditemukan.']);
    }
    expect((await send(t.app, 'PUT', '/api/lokasi/abc', { cookies: admin, body: { nama: 'Ada', jenis: 'Rutan' } })).statusCode).toBe(400);
    expect(await daftar()).toEqual(sebelum);
    const auditSesudah = await t.database.db.selectFrom('audit').select((eb) => eb.fn.countAll().as('n')).where('action', 'like', 'lokasi.%').executeTakeFirstOrThrow();
    expect(Number(auditSesudah.n)).toBe(Number(auditSebelum.n));
  });
});

describe('scope across facilities', () => {
  it('in parallel, every assessor reads only its own facility: lists, records, results, notes, reports are 404 elsewhere', async () => {
    const nama = ['Lapas Kelas I Cipinang', 'Bapas Kelas I Jakarta Barat', 'LPKA Kelas II Jakarta'];
    for (const [i, n] of nama.entries()) expect((await tambah({ nama: n, jenis: ['Lapas', 'Bapas', 'LPKA'][i], provinsi: 'DKI Jakarta' })).statusCode).toBe(201);
    const fasilitas = [...nama, 'Rutan 1', 'Rutan 2'];
    const orang: { a: AsessorFixture; cookies: Cookies; regs: string[] }[] = [];
    for (const lokasi of fasilitas) {
      const a = await createAsessor(t.database.db, { location: lokasi });
      const regs: string[] = [];
      for (let i = 0; i < 2; i++) regs.push((await createChild(t.database.db, { location: lokasi, asessor_id: a.id, registration_no: `SC-${Math.random().toString(36).slice(2, 9)}` })).registration_no);
      orang.push({ a, cookies: await loginAsessor(t.app, a), regs });
    }
    const semuaReg = orang.flatMap((o) => o.regs);
    const calls = orang.flatMap((o) => [
      (async () => {
        const list = (await send(t.app, 'GET', '/api/kelola', { cookies: o.cookies })).json() as { registration_no: string }[];
        const terlihat = list.map((r) => r.registration_no).filter((r) => semuaReg.includes(r));
        expect(terlihat.sort()).toEqual([...o.regs].sort());
      })(),
      ...semuaReg
        .filter((r) => !o.regs.includes(r))
        .flatMap((r) => [
          (async () => expect((await send(t.app, 'GET', `/api/hasil-gabungan/${r}`, { cookies: o.cookies })).statusCode).toBe(404))(),
          (async () => expect((await send(t.app, 'GET', `/api/catatan/${r}`, { cookies: o.cookies })).statusCode).toBe(404))(),
          (async () => expect((await send(t.app, 'GET', `/api/laporan/${r}.pdf`, { cookies: o.cookies })).statusCode).toBe(404))(),
        ]),
      ...o.regs.map(async (r) => expect((await send(t.app, 'GET', `/api/hasil-gabungan/${r}`, { cookies: o.cookies })).statusCode).toBe(200)),
    ]);
    await Promise.all(calls);
  });
});

describe('existing data migrated in place', () => {
  it('names in the location columns become facility ids; an unknown name becomes a facility; counts and result copies follow', async () => {
    const db = t.database.db;
    const a = await createAsessor(db, { location: 'Rutan 2' });
    const c = await createChild(db, { location: 'Rutan 2', asessor_id: a.id });
    const lama = await createChild(db, { location: 'Rutan 2' });
    await db.insertInto('hasil').values({ peserta_id: c.id, instrument: 'psc17', jawaban: '{}', jawaban_essay: null, skor: '{}', timed_out: 0, started_at: null, submitted_at: '2026-11-01T00:00:00.000Z', durasi_detik: null, jumlah_soal: null, detik_per_soal: null, versi_bank: null, location: null, kategori: null }).execute();
    // As before D24: the names themselves, and one an older tool wrote.
    await sql`update asessor set location = 'Rutan 2' where id = ${a.id}`.execute(db);
    await sql`update peserta set location = 'Rutan 2' where id = ${c.id}`.execute(db);
    await sql`update peserta set location = 'Rutan Lama' where id = ${lama.id}`.execute(db);
    await lokasiKeId(db as unknown as Kysely<unknown>, t.clock.now().toISOString());
    await lokasiKeId(db as unknown as Kysely<unknown>, t.clock.now().toISOString()); // twice changes nothing
    const kunci2 = await kunciUji(db, 'Rutan 2');
    const kunciLama = await kunciUji(db, 'Rutan Lama');
    expect(kunciLama).toMatch(/^\d+$/);
    expect((await db.selectFrom('asessor').select('location').where('id', '=', a.id).executeTakeFirstOrThrow()).location).toBe(kunci2);
    expect((await db.selectFrom('peserta').select('location').where('id', '=', c.id).executeTakeFirstOrThrow()).location).toBe(kunci2);
    expect((await db.selectFrom('peserta').select('location').where('id', '=', lama.id).executeTakeFirstOrThrow()).location).toBe(kunciLama);
    expect((await db.selectFrom('hasil').select('location').where('peserta_id', '=', c.id).executeTakeFirstOrThrow()).location).toBe(kunci2);
    const nama = (await db.selectFrom('lokasi').select('nama').execute()).map((r) => r.nama);
    expect(nama.filter((n) => n === 'Rutan Lama')).toHaveLength(1);
    const jumlah = await db.selectFrom('peserta_jumlah').select(['location', 'jumlah']).execute();
    expect(jumlah.filter((j) => !/^\d+$/.test(j.location))).toEqual([]);
    const terhitung = await db.selectFrom('peserta').select((eb) => eb.fn.countAll().as('n')).where('location', '=', kunciLama).executeTakeFirstOrThrow();
    expect(Number(jumlah.find((j) => j.location === kunciLama)?.jumlah)).toBe(Number(terhitung.n));
    // The migrated assessor reads its records as before.
    const as = await loginAsessor(t.app, a);
    expect(((await send(t.app, 'GET', '/api/kelola', { cookies: as })).json() as { id: number }[]).map((r) => r.id)).toContain(c.id);
  });
});
