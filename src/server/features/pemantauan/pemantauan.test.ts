import { beforeAll, describe, expect, it } from 'vitest';
import { INSTRUMEN } from '#domain/instruments.ts';
import { PESAN_BANTUAN_TERKIRIM } from '#domain/messages.ts';
import { createAsessor, createChild, loginAdmin, loginAsessor, type ChildFixture } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import type { PemantauanRow } from './pemantauan-schemas';

const t = testAppForFile();
let asessor: Cookies;
let jumlahPid5: number;
beforeAll(async () => {
  asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 1' }));
  jumlahPid5 = (await t.database.db.selectFrom('soal').select('id').where('instrument', '=', 'pid5').execute()).length;
});

const MENIT = 60_000;
const BATAS_PID5 = INSTRUMEN.pid5.batasWaktuMenit * MENIT;

/** A child of a Rutan who entered with the password and opened Sub Test 1. */
async function anakMengerjakan(fields: Parameters<typeof createChild>[1] = {}): Promise<{ child: ChildFixture; cookies: Cookies }> {
  const child = await createChild(t.database.db, { location: 'Rutan 1', ...fields });
  const cookies = cookiesOf(await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } }));
  expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).statusCode).toBe(200);
  return { child, cookies };
}

async function pantau(cookies: Cookies = asessor): Promise<PemantauanRow[]> {
  const res = await send(t.app, 'GET', '/api/pemantauan', { cookies });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: PemantauanRow[] }).data;
}
const rowOf = (rows: PemantauanRow[], id: number) => rows.find((r) => r.peserta_id === id);

describe('GET /api/pemantauan', () => {
  it('lists the children of the Rutan in a sub test: which, answered/total, time left, online, help', async () => {
    const a = await anakMengerjakan({ name: 'Dedi Kurniawan' });
    const lain = await anakMengerjakan({ location: 'Rutan 2' });
    await send(t.app, 'PUT', `/api/asesmen/${a.child.id}/pid5/draft`, { cookies: a.cookies, body: { jawaban: { '1': 2, '2': 1, '3': 0 } } });
    t.clock.advance(30_000);
    const row = rowOf(await pantau(), a.child.id);
    expect(row).toMatchObject({
      name: 'Dedi Kurniawan',
      registration_no: a.child.registration_no,
      instrument: 'pid5',
      kode: 'PID5-BF',
      status: 'berjalan',
      terbuka: true,
      dijawab: 3,
      jumlah_soal: jumlahPid5,
      online: true,
      bantuan_at: null,
    });
    expect(row!.sisa_detik).toBe((BATAS_PID5 - 30_000) / 1000);
    expect(rowOf(await pantau(), lain.child.id)).toBeUndefined();
    // No sign of life for longer than the heartbeat period: offline.
    t.clock.advance(MENIT);
    expect(rowOf(await pantau(), a.child.id)?.online).toBe(false);
    const detak = await send(t.app, 'POST', `/api/asesmen/${a.child.id}/pid5/detak`, { cookies: a.cookies });
    expect(detak.statusCode).toBe(200);
    expect(rowOf(await pantau(), a.child.id)?.online).toBe(true);
  });

  it('shows the help request with the child name at once, without losing any answer; the assessor marks it handled', async () => {
    const a = await anakMengerjakan({ name: 'Sinta Maharani' });
    await send(t.app, 'PUT', `/api/asesmen/${a.child.id}/pid5/draft`, { cookies: a.cookies, body: { jawaban: { '1': 3 } } });
    const res = await send(t.app, 'POST', `/api/asesmen/${a.child.id}/pid5/bantuan`, { cookies: a.cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PESAN_BANTUAN_TERKIRIM.anak);
    const rows = await pantau();
    expect(rows[0]).toMatchObject({ peserta_id: a.child.id, name: 'Sinta Maharani', bantuan_at: t.clock.now().toISOString(), dijawab: 1 });
    const subtes = await send(t.app, 'GET', `/api/asesmen/${a.child.id}/pid5bf`, { cookies: a.cookies });
    expect(subtes.json().jawaban).toEqual({ '1': 3 });
    const done = await send(t.app, 'POST', `/api/pemantauan/${a.child.id}/pid5/bantuan-selesai`, { cookies: asessor });
    expect(done.statusCode).toBe(200);
    expect(rowOf(await pantau(), a.child.id)?.bantuan_at).toBeNull();
    // A child may ask only about its own sub test.
    const b = await anakMengerjakan();
    expect((await send(t.app, 'POST', `/api/asesmen/${a.child.id}/pid5/bantuan`, { cookies: b.cookies })).statusCode).toBe(403);
  });

  it("a detainee's help request on SRQ-20: answered with 'Anda', seen by the Rutan's assessors, handled, logged as the detainee's", async () => {
    const tahanan = await createChild(t.database.db, { location: 'Rutan 1', name: 'Bambang Susilo', kategori: 'tahanan' });
    const masuk = { body: { id: tahanan.id, password: tahanan.password, kategori: 'tahanan' } };
    const cookies = cookiesOf(await send(t.app, 'POST', '/api/peserta/masuk', masuk));
    expect((await send(t.app, 'GET', `/api/asesmen/${tahanan.id}/srq20`, { cookies })).statusCode).toBe(200);
    await send(t.app, 'PUT', `/api/asesmen/${tahanan.id}/srq20/draft`, { cookies, body: { jawaban: { '1': 1, '2': 0 } } });

    const res = await send(t.app, 'POST', `/api/asesmen/${tahanan.id}/srq20/bantuan`, { cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PESAN_BANTUAN_TERKIRIM.tahanan);
    // One form of address per list (issue 32): an adult is never "kamu", nor "Jawabanmu".
    expect(res.json().message).not.toMatch(/kamu|mu\b/i);

    const row = rowOf(await pantau(), tahanan.id);
    expect(row).toMatchObject({
      name: 'Bambang Susilo',
      instrument: 'srq20',
      bantuan_at: t.clock.now().toISOString(),
      dijawab: 2,
    });
    const menunggu = (await send(t.app, 'GET', '/api/beranda/bantuan', { cookies: asessor })).json().data as {
      peserta_id: number;
      instrument: string;
    }[];
    expect(menunggu).toContainEqual(expect.objectContaining({ peserta_id: tahanan.id, instrument: 'srq20' }));
    // Another Rutan's assessor neither sees nor handles it.
    const lain = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 2' }));
    expect(rowOf(await pantau(lain), tahanan.id)).toBeUndefined();
    expect((await send(t.app, 'POST', `/api/pemantauan/${tahanan.id}/srq20/bantuan-selesai`, { cookies: lain })).statusCode).toBe(
      404,
    );
    expect(rowOf(await pantau(), tahanan.id)?.bantuan_at).not.toBeNull();
    // Asking did not touch the answers.
    expect((await send(t.app, 'GET', `/api/asesmen/${tahanan.id}/srq20`, { cookies })).json().jawaban).toEqual({
      '1': 1,
      '2': 0,
    });

    const selesai = await send(t.app, 'POST', `/api/pemantauan/${tahanan.id}/srq20/bantuan-selesai`, { cookies: asessor });
    expect(selesai.statusCode, selesai.body).toBe(200);
    expect(selesai.json().message).toBe('Permintaan bantuan Bambang Susilo ditandai sudah ditangani.');
    expect(rowOf(await pantau(), tahanan.id)?.bantuan_at).toBeNull();
    const sisa = (await send(t.app, 'GET', '/api/beranda/bantuan', { cookies: asessor })).json().data as { peserta_id: number }[];
    expect(sisa.map((b) => b.peserta_id)).not.toContain(tahanan.id);

    // Both entries name the detainee's list, not the child's.
    const audit = await send(t.app, 'GET', `/api/audit?q=${tahanan.registration_no}`, { cookies: await loginAdmin(t.app) });
    expect(audit.statusCode, audit.body).toBe(200);
    const entri = (audit.json().data as { action: string; kategori: string | null }[]).filter((e) =>
      e.action.includes('bantuan'),
    );
    expect(entri.map((e) => [e.action, e.kategori]).sort()).toEqual([
      ['asesmen.bantuan', 'tahanan'],
      ['pemantauan.bantuan_selesai', 'tahanan'],
    ]);
    // A detainee may ask only about their own sub test, and only on their own list's instruments.
    const tahananLain = await createChild(t.database.db, { location: 'Rutan 1', kategori: 'tahanan' });
    const cookiesLain = cookiesOf(
      await send(t.app, 'POST', '/api/peserta/masuk', {
        body: { id: tahananLain.id, password: tahananLain.password, kategori: 'tahanan' },
      }),
    );
    expect((await send(t.app, 'POST', `/api/asesmen/${tahanan.id}/srq20/bantuan`, { cookies: cookiesLain })).statusCode).toBe(
      403,
    );
    expect((await send(t.app, 'POST', `/api/asesmen/${tahanan.id}/pid5/bantuan`, { cookies })).statusCode).toBe(400);
  });
});

describe('POST /api/pemantauan/{id}/{instrument}/tambah-waktu', () => {
  it('adds 1-30 minutes that the server clock honours: a draft after the old limit is still accepted', async () => {
    const a = await anakMengerjakan();
    const res = await send(t.app, 'POST', `/api/pemantauan/${a.child.id}/pid5/tambah-waktu`, { cookies: asessor, body: { menit: 10 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().sisa_detik).toBe((BATAS_PID5 + 10 * MENIT) / 1000);
    t.clock.advance(BATAS_PID5 + 5 * MENIT);
    const draf = await send(t.app, 'PUT', `/api/asesmen/${a.child.id}/pid5/draft`, { cookies: a.cookies, body: { jawaban: { '1': 1 } } });
    expect(draf.statusCode).toBe(200);
    expect(draf.json().sisa_detik).toBe(5 * 60);
    const detak = await send(t.app, 'POST', `/api/asesmen/${a.child.id}/pid5/detak`, { cookies: a.cookies });
    expect(detak.json().sisa_detik).toBe(5 * 60);
    expect(rowOf(await pantau(), a.child.id)).toMatchObject({ status: 'berjalan', tambahan_menit: 10, sisa_detik: 300 });
    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'pemantauan.tambah_waktu').where('target', '=', a.child.registration_no).executeTakeFirstOrThrow();
    expect(audit.detail).toBe('PID5-BF: +10 menit');
  });

  it('refuses 0, 31 and text with a clear 400, and changes nothing', async () => {
    const a = await anakMengerjakan();
    // Strict integers: true, [5] and "0x10" were accepted as minutes (issue 29).
    for (const menit of [0, 31, 'lima', 2.5, true, [5], '0x10', '5']) {
      const res = await send(t.app, 'POST', `/api/pemantauan/${a.child.id}/pid5/tambah-waktu`, { cookies: asessor, body: { menit } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Tambahan waktu');
    }
    expect(rowOf(await pantau(), a.child.id)?.tambahan_menit).toBe(0);
  });

  it('caps all minutes added to one attempt at 60 (issue 29: 60 x 30 minutes were accepted)', async () => {
    const a = await anakMengerjakan();
    const url = `/api/pemantauan/${a.child.id}/pid5/tambah-waktu`;
    expect((await send(t.app, 'POST', url, { cookies: asessor, body: { menit: 30 } })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', url, { cookies: asessor, body: { menit: 25 } })).statusCode).toBe(200);
    const over = await send(t.app, 'POST', url, { cookies: asessor, body: { menit: 6 } });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('paling banyak 60 menit');
    expect((await send(t.app, 'POST', url, { cookies: asessor, body: { menit: 5 } })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', url, { cookies: asessor, body: { menit: 1 } })).statusCode).toBe(400);
    expect(rowOf(await pantau(), a.child.id)?.tambahan_menit).toBe(60);
  });

  it('answers 409 for a child not in that sub test and 400 for an unknown instrument', async () => {
    const a = await anakMengerjakan();
    const res = await send(t.app, 'POST', `/api/pemantauan/${a.child.id}/psc17/tambah-waktu`, { cookies: asessor, body: { menit: 5 } });
    expect(res.statusCode).toBe(409);
    const bad = await send(t.app, 'POST', `/api/pemantauan/${a.child.id}/xyz/tambah-waktu`, { cookies: asessor, body: { menit: 5 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/pemantauan/{id}/{instrument}/akhiri', () => {
  it('asks a reason (400 without, nothing saved), saves what was answered as ended by staff with name and reason, never as waktu habis (finding 8)', async () => {
    const a = await anakMengerjakan();
    await send(t.app, 'PUT', `/api/asesmen/${a.child.id}/pid5/draft`, { cookies: a.cookies, body: { jawaban: { '1': 2, '2': 2 } } });
    for (const body of [undefined, {}, { alasan: '  ' }, { alasan: 'x'.repeat(501) }]) {
      const tolak = await send(t.app, 'POST', `/api/pemantauan/${a.child.id}/pid5/akhiri`, { cookies: asessor, body });
      expect(tolak.statusCode, JSON.stringify(body)).toBe(400);
      expect(tolak.json().message).toContain('Alasan mengakhiri sub test wajib diisi');
    }
    expect(await t.database.db.selectFrom('hasil').selectAll().where('peserta_id', '=', a.child.id).execute()).toEqual([]);
    const res = await send(t.app, 'POST', `/api/pemantauan/${a.child.id}/pid5/akhiri`, { cookies: asessor, body: { alasan: 'Anak sakit perut, dilanjutkan besok' } });
    expect(res.statusCode).toBe(200);
    const hasil = await t.database.db.selectFrom('hasil').selectAll().where('peserta_id', '=', a.child.id).executeTakeFirstOrThrow();
    expect(JSON.parse(hasil.jawaban)).toEqual({ '1': 2, '2': 2 });
    expect(hasil.timed_out).toBe(1);
    expect(hasil.diakhiri_alasan).toBe('Anak sakit perut, dilanjutkan besok');
    expect(hasil.diakhiri_oleh).toBeTruthy();
    const rows = (await send(t.app, 'GET', '/api/hasil-pid5-full', { cookies: asessor })).json() as { peserta_id: number; validitas: { kode: string; pesan: string }[] }[];
    const v = rows.find((r) => r.peserta_id === a.child.id)!.validitas;
    expect(v.map((x) => x.kode)).toContain('diakhiri_petugas');
    expect(v.map((x) => x.kode)).not.toContain('waktu_habis');
    expect(v.find((x) => x.kode === 'diakhiri_petugas')!.pesan).toBe(
      `Diakhiri petugas (${hasil.diakhiri_oleh}, alasan: Anak sakit perut, dilanjutkan besok): jawaban yang sudah diisi disimpan.`,
    );
    // Pemantauan says it was ended by staff, never 'Waktu habis' (finding 8).
    expect(rowOf(await pantau(), a.child.id)).toMatchObject({ status: 'diakhiri', diakhiri_oleh: hasil.diakhiri_oleh, terbuka: false, dijawab: 2 });
    expect((await send(t.app, 'POST', `/api/asesmen/${a.child.id}/pid5/detak`, { cookies: a.cookies })).statusCode).toBe(409);
    expect((await send(t.app, 'POST', `/api/pemantauan/${a.child.id}/pid5/akhiri`, { cookies: asessor, body: { alasan: 'lagi' } })).statusCode).toBe(409);
    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'pemantauan.akhiri').where('target', '=', a.child.registration_no).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toContain('alasan: Anak sakit perut, dilanjutkan besok');
  });
});

describe('Pemantauan is for the assessor of the Rutan only (D1)', () => {
  it('401 without a session, 403 for an admin or a child, 404 for another Rutan’s child', async () => {
    const a = await anakMengerjakan();
    const admin = await loginAdmin(t.app);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/pemantauan'],
      ['POST', `/api/pemantauan/${a.child.id}/pid5/tambah-waktu`, { menit: 5 }],
      ['POST', `/api/pemantauan/${a.child.id}/pid5/akhiri`, { alasan: 'anak sakit' }],
      ['POST', `/api/pemantauan/${a.child.id}/pid5/bantuan-selesai`],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(t.app, method as 'GET', url, { body })).statusCode).toBe(401);
      expect((await send(t.app, method as 'GET', url, { body, cookies: admin })).statusCode).toBe(403);
      expect((await send(t.app, method as 'GET', url, { body, cookies: a.cookies })).statusCode).toBe(403);
    }
    const rutan3 = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 3' }));
    expect(rowOf(await pantau(rutan3), a.child.id)).toBeUndefined();
    for (const [method, url, body] of calls.slice(1)) {
      expect((await send(t.app, method as 'POST', url, { body, cookies: rutan3 })).statusCode).toBe(404);
    }
    expect(rowOf(await pantau(), a.child.id)).toMatchObject({ terbuka: true, tambahan_menit: 0 });
    // The child routes refuse visitors and assessors.
    expect((await send(t.app, 'POST', `/api/asesmen/${a.child.id}/pid5/bantuan`)).statusCode).toBe(401);
    expect((await send(t.app, 'POST', `/api/asesmen/${a.child.id}/pid5/detak`, { cookies: asessor })).statusCode).toBe(403);
  });
});
