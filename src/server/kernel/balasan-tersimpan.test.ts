// A Rutan's list replies are kept by the server process and sent again while nothing they show was
// written (issue 17, migration 73). After every kind of write that changes what the combined list, the
// records list or an instrument's results list shows, whoever writes (this app, a second server process, plain SQL), the next reply
// must equal one made afresh; an unchanged list is sent again, and every read is still audited (D15).
// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { prepareDatabase } from '../db/prepare';
import { createAsessor, createChild, loginAdmin, loginAsessor, type AsessorFixture, type ChildFixture } from '../test/factories';
import { send, TEST_ADMIN_PASSWORD, testAppForFile, type Cookies } from '../test/harness';
import { createHasil, jawabanPid5, jawabanPsc17 } from '../test/hasil-factories';
import { badanRekam } from '../test/skrining';
import { BalasanTersimpan } from './balasan-tersimpan';

const t = testAppForFile();
const balasan = new BalasanTersimpan();
let app: FastifyInstance;
let asessor: AsessorFixture;
let as1: Cookies;
let as2: Cookies;
let admin: Cookies;

const DAFTAR = [
  '/api/hasil-gabungan?page=1&per_page=50',
  '/api/hasil-gabungan?kategori=tahanan&page=1&per_page=50',
  '/api/hasil-gabungan?page=2&per_page=2',
  '/api/hasil-gabungan?q=uji&page=1&per_page=50',
  '/api/hasil-gabungan',
  '/api/kelola?page=1&per_page=50',
  '/api/kelola?kategori=anak&page=1&per_page=50',
  '/api/kelola?q=uji&page=1&per_page=50',
  '/api/hasil-pid5-full?page=1&per_page=50',
  '/api/hasil-psc17-full',
  '/api/hasil/pid5?kategori=anak&per_page=50',
  // Other pages of the same lists: their totals are the counts the pages above kept (issue 33).
  '/api/hasil-pid5-full?page=2&per_page=1',
  '/api/hasil/pid5?kategori=anak&page=2&per_page=1',
];

beforeAll(async () => {
  // The app under test, with a store of replies the test can look into.
  app = await buildApp({ database: t.database, settings: t.settings, clock: t.clock, serveWeb: false, logger: false, balasan });
  await app.ready();
  asessor = await createAsessor(t.database.db, { location: 'Rutan 1', name: 'Asesor Pertama' });
  as1 = await loginAsessor(app, asessor);
  as2 = await loginAsessor(app, await createAsessor(t.database.db, { location: 'Rutan 2' }));
  admin = await loginAdmin(app);
  for (let i = 0; i < 3; i++) await createChild(t.database.db, { name: `Anak Uji ${i}`, asessor_id: asessor.id });
  await createChild(t.database.db, { name: 'Anak Rutan Dua', location: 'Rutan 2' });
});

afterAll(async () => {
  await app.close();
});

async function baca(server: FastifyInstance, url: string, cookies = as1): Promise<unknown> {
  const res = await send(server, 'GET', url, { cookies });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}

/**
 * Every list, read by the app under test, equals the same list made afresh by another app that has
 * kept nothing; read again, it is sent again and is still the same.
 */
async function periksa(): Promise<void> {
  const segar = await buildApp({ database: t.database, settings: t.settings, clock: t.clock, serveWeb: false, logger: false });
  try {
    for (const url of DAFTAR) {
      const disimpan = await baca(app, url);
      expect(disimpan, url).toEqual(await baca(segar, url));
      const sebelum = balasan.dipakaiLagi;
      expect(await baca(app, url), url).toEqual(disimpan);
      expect(balasan.dipakaiLagi, url).toBe(sebelum + 1);
    }
  } finally {
    await segar.close();
  }
}

const record = (c: ChildFixture, overrides: Record<string, unknown> = {}) =>
  badanRekam(asessor.id, { registration_no: c.registration_no, name: c.name, ...overrides });

describe('kept list replies', () => {
  let anak: ChildFixture;

  it('are sent again while nothing was written, each read audited, and equal a fresh reply', async () => {
    await periksa();
    const audit = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('audit')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('action', '=', 'kelola.lihat')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sebelum = await audit();
    await baca(app, DAFTAR[5]!);
    await baca(app, DAFTAR[5]!);
    expect(await audit()).toBe(sebelum + 2);
  });

  it('follow records created, edited, moved and deleted through the API', async () => {
    const tambah = await send(app, 'POST', '/api/kelola', {
      cookies: as1,
      body: { ...record({ registration_no: 'UJI-BARU-1', name: 'Anak Uji Baru' } as ChildFixture), password: 'sandi-anak-1' },
    });
    expect(tambah.statusCode, tambah.body).toBe(201);
    await periksa();
    anak = await createChild(t.database.db, { name: 'Anak Uji Ubah', asessor_id: asessor.id });
    await periksa();
    const ubah = await send(app, 'PUT', `/api/kelola/${anak.id}`, {
      cookies: as1,
      body: record(anak, { name: 'Anak Uji Diubah', self_harm: 'Ya' }),
    });
    expect(ubah.statusCode, ubah.body).toBe(200);
    await periksa();
    const pindah = await send(app, 'PUT', `/api/kelola/${anak.id}`, {
      cookies: as1,
      body: record(anak, { name: 'Anak Uji Diubah', kategori: 'tahanan', age: 30, date_of_birth: '1996-05-17' }),
    });
    expect(pindah.statusCode, pindah.body).toBe(200);
    await periksa();
    const hapus = await send(app, 'DELETE', `/api/kelola/${anak.id}`, { cookies: as1 });
    expect(hapus.statusCode, hapus.body).toBe(200);
    await periksa();
  });

  it('follow results and notes written through the API and by plain SQL', async () => {
    anak = await createChild(t.database.db, { name: 'Anak Uji Hasil', asessor_id: asessor.id });
    await periksa();
    await createHasil(t.database.db, anak.id, 'pid5', { jawaban: jawabanPid5({ NegativeAffect: 3, Detachment: 3 }) });
    await periksa();
    await createHasil(t.database.db, anak.id, 'psc17', {
      jawaban: jawabanPsc17({ internalisasi: 2, atensi: 2, eksternalisasi: 2 }),
    });
    await periksa();
    await sql`update hasil set jawaban = ${'{}'} where peserta_id = ${anak.id} and instrument = 'pid5'`.execute(t.database.db);
    await periksa();
    const hapusHasil = await send(app, 'DELETE', `/api/hasil-psc17/${anak.registration_no}`, { cookies: as1 });
    expect(hapusHasil.statusCode, hapusHasil.body).toBe(200);
    await periksa();

    const catat = await send(app, 'POST', '/api/catatan', {
      cookies: as1,
      body: { registration_no: anak.registration_no, catatan: 'Perlu pendampingan.' },
    });
    expect(catat.statusCode, catat.body).toBe(201);
    await periksa();
    await sql`delete from catatan where peserta_id = ${anak.id}`.execute(t.database.db);
    await periksa();
    await sql`update peserta set name = ${'Anak Uji Lewat SQL'} where id = ${anak.id}`.execute(t.database.db);
    await periksa();
  });

  it('follow a consent deleted by plain SQL, as a new round deletes it (D21)', async () => {
    const diminta = await createChild(t.database.db, { name: 'Anak Uji Persetujuan', asessor_id: asessor.id });
    await periksa();
    await sql`delete from persetujuan where peserta_id = ${diminta.id}`.execute(t.database.db);
    await periksa();
  });

  it('follow an assessor renamed and a battery set by the admin', async () => {
    const ubah = await send(app, 'PUT', `/api/asessors/${asessor.id}`, {
      cookies: admin,
      body: { name: 'Asesor Berganti Nama', assesor_id: asessor.assesor_id, password: null, location: 'Rutan 1' },
    });
    expect(ubah.statusCode, ubah.body).toBe(200);
    await periksa();
    const baterai = await send(app, 'PUT', '/api/baterai/anak', { cookies: admin, body: { instrumen: ['pid5', 'kognitif'] } });
    expect(baterai.statusCode, baterai.body).toBe(200);
    await periksa();
  });

  it('follow writes of another server process on the same database', async () => {
    const lain = await t.secondApp();
    const catat = await send(lain, 'POST', '/api/catatan', {
      cookies: await loginAsessor(lain, asessor),
      body: { registration_no: anak.registration_no, catatan: 'Ditulis dari server lain.' },
    });
    expect(catat.statusCode, catat.body).toBe(201);
    await periksa();
  });

  it('are made again after a start (new rules may have come with it)', async () => {
    const sebelum = balasan.dipakaiLagi;
    await prepareDatabase(t.database, t.clock, TEST_ADMIN_PASSWORD);
    await baca(app, DAFTAR[0]!);
    expect(balasan.dipakaiLagi).toBe(sebelum);
  });

  it('are only ever sent to an assessor of their own Rutan', async () => {
    await periksa();
    for (const url of DAFTAR) {
      const rutan2 = JSON.stringify(await baca(app, url, as2));
      expect(rutan2, url).not.toContain('Anak Uji');
    }
    expect(JSON.stringify(await baca(app, DAFTAR[5]!, as2))).toContain('Anak Rutan Dua');
    expect(JSON.stringify(await baca(app, DAFTAR[5]!))).not.toContain('Anak Rutan Dua');
  });

  it('are still sent again in one Rutan after a write in another', async () => {
    const sebelum = balasan.dipakaiLagi;
    await createChild(t.database.db, { name: 'Anak Rutan Dua Lagi', location: 'Rutan 2' });
    await baca(app, DAFTAR[0]!);
    // A write in Rutan 2 leaves Rutan 1's count, and its kept reply, as they were.
    expect(balasan.dipakaiLagi).toBe(sebelum + 1);
  });
});

describe('the store of kept replies', () => {
  const bacaDengan = async (batas: ConstructorParameters<typeof BalasanTersimpan>[0]) => {
    const simpanan = new BalasanTersimpan(batas);
    const server = await buildApp({
      database: t.database,
      settings: t.settings,
      clock: t.clock,
      serveWeb: false,
      logger: false,
      balasan: simpanan,
    });
    try {
      const cookies = await loginAsessor(server, asessor);
      const panjang: number[] = [];
      for (const url of DAFTAR) panjang.push(JSON.stringify(await baca(server, url, cookies)).length);
      for (const url of DAFTAR) await baca(server, url, cookies);
      return { simpanan, panjang };
    } finally {
      await server.close();
    }
  };

  it('keeps at most its number of replies and its length, the most recently used', async () => {
    const { simpanan, panjang } = await bacaDengan({ jumlah: 3, byte: 1024 * 1024, satu: 1024 * 1024 });
    expect(simpanan.ukuran.jumlah).toBe(3);
    // Each list was read twice in the same order: with room for three, none was still kept.
    expect(simpanan.dipakaiLagi).toBe(0);
    const terbesar = Math.max(...panjang);
    const sempit = await bacaDengan({ jumlah: 200, byte: terbesar, satu: 1024 * 1024 });
    expect(sempit.simpanan.ukuran.panjang).toBeLessThanOrEqual(terbesar);
    const lapang = await bacaDengan({ jumlah: 200, byte: 1024 * 1024, satu: 1024 * 1024 });
    expect(lapang.simpanan.dipakaiLagi).toBe(DAFTAR.length);
    expect(lapang.simpanan.ukuran).toEqual({ jumlah: DAFTAR.length, panjang: panjang.reduce((a, b) => a + b, 0) });
  });

  it('never keeps a reply longer than one reply may be (a whole Rutan asked for unpaged)', async () => {
    const { simpanan, panjang } = await bacaDengan({ jumlah: 200, byte: 1024 * 1024, satu: 200 });
    expect(simpanan.ukuran.jumlah).toBe(panjang.filter((p) => p <= 200).length);
    expect(simpanan.dipakaiLagi).toBe(panjang.filter((p) => p <= 200).length);
  });
});
