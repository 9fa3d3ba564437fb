import { beforeAll, describe, expect, it } from 'vitest';
import { HURUF_KODE_MASUK, PESAN_KODE_SALAH } from '#domain/kode-masuk.ts';
import { auditOf, auditOne, createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';

const t = testAppForFile();
let asessor: Cookies;
beforeAll(async () => {
  asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 2' }));
});

const buatKode = (id: number, cookies: Cookies | undefined = asessor) =>
  send(t.app, 'POST', `/api/kelola/${id}/kode-masuk`, { cookies });
const masuk = (body: unknown) => send(t.app, 'POST', '/api/peserta/masuk', { body });

describe('POST /api/kelola/{id}/kode-masuk (D14)', () => {
  it('gives an 8-character code without look-alikes, valid 30 minutes, stored only as a digest and audited', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    const res = await buatKode(child.id);
    expect(res.statusCode).toBe(201);
    const { kode, berlaku_sampai } = res.json() as { kode: string; berlaku_sampai: string };
    expect(kode).toHaveLength(8);
    expect([...kode].every((c) => HURUF_KODE_MASUK.includes(c))).toBe(true);
    expect(kode).not.toMatch(/[01OIL]/);
    expect(new Date(berlaku_sampai).getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
    const row = await t.database.db
      .selectFrom('kode_masuk')
      .selectAll()
      .where('peserta_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(row.kode_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(kode);
    const audit = await auditOf(t.database.db, 'kelola.kode_masuk', child.registration_no);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatch(/^berlaku sampai \d{1,2} \S+ \d{4} \d{2}\.\d{2} WIB$/);
  });

  it('401 without a session, 403 for an admin or a child, 404 for another Rutan', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    expect((await send(t.app, 'POST', `/api/kelola/${child.id}/kode-masuk`)).statusCode).toBe(401);
    expect((await buatKode(child.id, await loginAdmin(t.app))).statusCode).toBe(403);
    const anak = cookiesOf(await masuk({ id: child.id, password: child.password }));
    expect((await buatKode(child.id, anak)).statusCode).toBe(403);
    const other = await createChild(t.database.db, { location: 'Rutan 3' });
    const res = await buatKode(other.id);
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.selectFrom('kode_masuk').selectAll().where('peserta_id', '=', other.id).execute()).toHaveLength(0);
  });
});

describe('POST /api/peserta/masuk with { id, kode } (D14)', () => {
  it('enters once with the code typed in any case and with a space; the second use is refused', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    const { kode } = (await buatKode(child.id)).json() as { kode: string };
    const typed = `${kode.slice(0, 4).toLowerCase()} ${kode.slice(4)}`;
    const res = await masuk({ id: child.id, kode: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: child.id, lanjut: `/asesmen/pid5bf/${child.id}` });
    const cookies = cookiesOf(res);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies })).json().role).toBe('peserta');
    const again = await masuk({ id: child.id, kode });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(PESAN_KODE_SALAH);
    const audit = await auditOne(t.database.db, 'peserta.masuk', child.registration_no);
    expect(audit.detail).toBe('dengan kode masuk');
  });

  it('a new code voids the old one; a code expires after 30 minutes; it fits only its own record', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    const lama = ((await buatKode(child.id)).json() as { kode: string }).kode;
    const baru = ((await buatKode(child.id)).json() as { kode: string }).kode;
    expect((await masuk({ id: child.id, kode: lama })).statusCode).toBe(401);
    const other = await createChild(t.database.db, { location: 'Rutan 2' });
    expect((await masuk({ id: other.id, kode: baru })).statusCode).toBe(401);
    t.clock.advance(30 * 60_000);
    const expired = await masuk({ id: child.id, kode: baru });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(PESAN_KODE_SALAH);
    const fresh = ((await buatKode(child.id)).json() as { kode: string }).kode;
    t.clock.advance(29 * 60_000);
    expect((await masuk({ id: child.id, kode: fresh })).statusCode).toBe(200);
  });

  it('is rate-limited like the password: 5 wrong codes lock the child for 15 minutes, even the right code', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    const { kode } = (await buatKode(child.id)).json() as { kode: string };
    for (let i = 0; i < 5; i++) expect((await masuk({ id: child.id, kode: 'ABCD2345' })).statusCode).toBe(401);
    const locked = await masuk({ id: child.id, kode });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Terlalu banyak percobaan yang salah. Akun dikunci sementara, coba lagi dalam 15 menit.');
    expect((await masuk({ id: child.id, password: child.password })).statusCode).toBe(429);
    // The code was not spent by the refused attempt.
    t.clock.advance(15 * 60_000 + 1);
    expect((await masuk({ id: child.id, kode })).statusCode).toBe(200);
  });

  it('bad input is a clear 4xx: a code of the wrong shape, an unknown id, a non-text code', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    expect((await masuk({ id: child.id, kode: '' })).statusCode).toBe(401);
    expect((await masuk({ id: 999999, kode: 'ABCD2345' })).json().message).toBe(PESAN_KODE_SALAH);
    const notText = await masuk({ id: child.id, kode: 12345678 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toContain('Kode masuk harus berupa teks.');
  });
});

describe('POST /api/peserta/masuk with { kode } alone (issue 32: the code finds its record)', () => {
  it('enters the record the code was made for, once; a wrong code is the same 401 as with a row', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    await createChild(t.database.db, { location: 'Rutan 2' });
    const { kode } = (await buatKode(child.id)).json() as { kode: string };
    const res = await masuk({ kode: `${kode.slice(0, 4).toLowerCase()}-${kode.slice(4)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: child.id, registration_no: child.registration_no, lanjut: `/asesmen/pid5bf/${child.id}` });
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: cookiesOf(res) })).json()).toMatchObject({
      role: 'peserta',
      peserta: { id: child.id },
    });
    expect((await auditOne(t.database.db, 'peserta.masuk', child.registration_no)).detail).toBe('dengan kode masuk');
    const again = await masuk({ kode });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(PESAN_KODE_SALAH);
    const empty = await masuk({ kode: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Kode masuk wajib diisi.');
    expect((await masuk({})).statusCode).toBe(400);
  });

  it("a detainee's code is refused on the child list without being spent, and works on its own list", async () => {
    const tahanan = await createChild(t.database.db, { location: 'Rutan 2', kategori: 'tahanan' });
    const { kode } = (await buatKode(tahanan.id)).json() as { kode: string };
    const salahDaftar = await masuk({ kode });
    expect(salahDaftar.statusCode).toBe(400);
    expect(salahDaftar.json().message).toBe('Data ini adalah data tahanan. Masuk melalui daftar Asesmen Tahanan.');
    const res = await masuk({ kode, kategori: 'tahanan' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(tahanan.id);
  });

  it('an expired code finds nothing; five wrong codes pause code-alone entry from that address, rows still work', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    const lama = ((await buatKode(child.id)).json() as { kode: string }).kode;
    t.clock.advance(30 * 60_000);
    expect((await masuk({ kode: lama })).statusCode).toBe(401);
    const { kode } = (await buatKode(child.id)).json() as { kode: string };
    // The expired code was removed when the new one was made (it can never collide with a live code).
    expect(await t.database.db.selectFrom('kode_masuk').selectAll().where('peserta_id', '=', child.id).execute()).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect((await masuk({ kode: 'ABCD2345' })).statusCode).toBe(401);
    const locked = await masuk({ kode });
    expect(locked.statusCode).toBe(429);
    expect((await masuk({ id: child.id, kode })).statusCode).toBe(200);
  });
});
