import { beforeAll, describe, expect, it } from 'vitest';
import { childSession, createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { itGuards } from '#server/test/guards.ts';

const t = testAppForFile();
let as1: Cookies;
let admin: Cookies;
let child: Cookies;

beforeAll(async () => {
  const db = t.database.db;
  as1 = await loginAsessor(t.app, await createAsessor(db, { name: 'Asessor Catatan', location: 'Rutan 1' }));
  admin = await loginAdmin(t.app);
  const anak = await createChild(db, { registration_no: 'CAT-01' });
  await createChild(db, { registration_no: 'CAT-R2', location: 'Rutan 2' });
  child = await childSession(t, anak.id);
});

describe('guards', () => {
  itGuards(
    t,
    [
      ['GET', '/api/catatan/CAT-01'],
      ['POST', '/api/catatan', { registration_no: 'CAT-01', catatan: 'x' }],
      ['PUT', '/api/catatan/CAT-01', { registration_no: 'CAT-01', catatan: 'x' }],
    ],
    () => [admin, child],
  );
});

describe('note cycle', () => {
  it('reads empty, creates (POST), refuses a second POST, updates (PUT), reads the new text; audits', async () => {
    const empty = await send(t.app, 'GET', '/api/catatan/CAT-01', { cookies: as1 });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ registration_no: 'CAT-01', catatan: null, updated_at: null, versi: null });

    const putFirst = await send(t.app, 'PUT', '/api/catatan/CAT-01', { cookies: as1, body: { registration_no: 'CAT-01', catatan: 'x' } });
    expect(putFirst.statusCode).toBe(404);
    expect(putFirst.json().message).toBe('Catatan untuk anak ini belum ada. Simpan catatan baru terlebih dahulu.');

    const created = await send(t.app, 'POST', '/api/catatan', { cookies: as1, body: { registration_no: 'CAT-01', catatan: 'Catatan awal.' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Catatan berhasil disimpan');
    expect((await send(t.app, 'GET', '/api/catatan/CAT-01', { cookies: as1 })).json().catatan).toBe('Catatan awal.');

    const twice = await send(t.app, 'POST', '/api/catatan', { cookies: as1, body: { registration_no: 'CAT-01', catatan: 'lagi' } });
    expect(twice.statusCode).toBe(409);

    t.clock.advance(60_000);
    const updated = await send(t.app, 'PUT', '/api/catatan/CAT-01', { cookies: as1, body: { registration_no: 'CAT-01', catatan: 'Catatan diperbarui.' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Catatan berhasil diperbarui');
    const read = (await send(t.app, 'GET', '/api/catatan/CAT-01', { cookies: as1 })).json();
    expect(read.catatan).toBe('Catatan diperbarui.');
    expect(read.updated_at).toBe('2026-11-22T03:01:00.000Z');

    const rows = await t.database.db.selectFrom('catatan').selectAll().execute();
    expect(rows).toHaveLength(1);
    // Every read is audited too (D15): read, add, read, update, read.
    const audit = await t.database.db
      .selectFrom('audit')
      .select(['action', 'target'])
      .where('action', 'like', 'catatan.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['catatan.lihat', 'catatan.tambah', 'catatan.lihat', 'catatan.ubah', 'catatan.lihat']);
    expect(new Set(audit.map((a) => a.target))).toEqual(new Set(['CAT-01']));
  });

  it('validates the body (400) and refuses a path/body number mismatch', async () => {
    const missing = await send(t.app, 'POST', '/api/catatan', { cookies: as1, body: { catatan: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Nomor registrasi wajib diisi.');
    const noText = await send(t.app, 'POST', '/api/catatan', { cookies: as1, body: { registration_no: 'CAT-01' } });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toBe('Catatan wajib dikirim.');
    const tooLong = await send(t.app, 'PUT', '/api/catatan/CAT-01', { cookies: as1, body: { catatan: 'a'.repeat(10001) } });
    expect(tooLong.statusCode).toBe(400);
    const mismatch = await send(t.app, 'PUT', '/api/catatan/CAT-01', { cookies: as1, body: { registration_no: 'LAIN', catatan: 'x' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Nomor registrasi pada isi permintaan berbeda dengan alamat.');
  });

  it('does not reach another Rutan\'s child or an unknown number (404)', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/catatan/CAT-R2', undefined],
      ['POST', '/api/catatan', { registration_no: 'CAT-R2', catatan: 'x' }],
      ['PUT', '/api/catatan/CAT-R2', { catatan: 'x' }],
      ['GET', '/api/catatan/TIDAK-ADA', undefined],
    ] as const) {
      const res = await send(t.app, method, url, { cookies: as1, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Data asesmen dengan nomor registrasi ini tidak ditemukan.');
    }
  });
});
