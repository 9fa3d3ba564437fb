// D20 "Pindah": a record moves to another facility with its results, rounds and follow-ups; the old
// Rutan loses access at once (404, audited); bad input and races change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, masukSebagaiAsessor, childSession, createAsessor, createChild, loginAdmin, loginAsessor, type AsessorFixture } from '#server/test/factories.ts';
import { createHasil, createPengerjaan, jawabanPid5 } from '#server/test/hasil-factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { expectGuarded } from '#server/test/guards.ts';
import { bukaOtomatis } from '../tindak-lanjut/tindak-lanjut-data';
import { PESAN_PINDAH_LOKASI_SAMA, PESAN_PINDAH_SEDANG_DIKERJAKAN } from './pindah-routes';

const t = testAppForFile();
const db = () => t.database.db;
let a1: AsessorFixture;
let as1: Cookies, as2: Cookies, as3: Cookies, admin: Cookies;
beforeAll(async () => {
  a1 = await createAsessor(db(), { name: 'Sari Pindah', location: 'Rutan 1' });
  as1 = await loginAsessor(t.app, a1);
  as2 = await loginAsessor(t.app, await createAsessor(db(), { name: 'Dewi Tujuan', location: 'Rutan 2' }));
  as3 = await masukSebagaiAsessor(t, 'Rutan 3');
  admin = await loginAdmin(t.app);
});

const pindah = (id: number, body: unknown, cookies: Cookies = as1) => send(t.app, 'POST', `/api/kelola/${id}/pindah`, { cookies, body });
const lokasiDari = async (id: number) =>
  (await db().selectFrom('peserta as p').innerJoin('lokasi as l', (j) => j.on((eb) => eb(eb.cast('l.id', 'varchar(20)'), '=', eb.ref('p.location')))).select('l.nama').where('p.id', '=', id).executeTakeFirstOrThrow()).nama;
const gabungan = (reg: string, cookies: Cookies) => send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(reg)}`, { cookies });

/** A Rutan 1 record with a Kritis PID-5 result, a follow-up with an action, an entry code and the child logged in. */
async function rekamLengkap(reg: string) {
  const child = await createChild(db(), { registration_no: reg, location: 'Rutan 1', asessor_id: a1.id, self_harm: 'Ya' });
  await createHasil(db(), child.id, 'pid5', { jawaban: jawabanPid5({ NegativeAffect: 2 }) });
  await createHasil(db(), child.id, 'psc17');
  expect(await bukaOtomatis(db(), child.id, t.clock.now().toISOString())).not.toBe('tertunda');
  const [tl] = await db().selectFrom('tindak_lanjut').selectAll().where('peserta_id', '=', child.id).execute();
  expect(tl, 'a follow-up opened by the rules').toBeDefined();
  const aksi = await send(t.app, 'POST', `/api/tindak-lanjut/${tl!.id}/aksi`, {
    cookies: as1,
    body: { versi: tl!.versi, tindakan: 'Pengawasan ketat', oleh: 'Sari Pindah', pada: t.clock.now().toISOString(), catatan: 'Ditemani wali' },
  });
  expect(aksi.statusCode, aksi.body).toBe(201);
  const kode = await send(t.app, 'POST', `/api/kelola/${child.id}/kode-masuk`, { cookies: as1 });
  expect(kode.statusCode, kode.body).toBe(201);
  const sesiAnak = await childSession(t, child.id);
  expect((await send(t.app, 'GET', '/api/auth/me', { cookies: sesiAnak })).statusCode).toBe(200);
  const versi = (await db().selectFrom('peserta').select('versi').where('id', '=', child.id).executeTakeFirstOrThrow()).versi;
  return { child, tindakLanjutId: tl!.id, sesiAnak, versi };
}

/** Everything a move must leave as it was when it is refused. */
async function keadaan(id: number) {
  const p = await db().selectFrom('peserta').select(['location', 'asessor_id', 'versi']).where('id', '=', id).executeTakeFirstOrThrow();
  const tl = await db().selectFrom('tindak_lanjut').select(['petugas_id', 'versi']).where('peserta_id', '=', id).execute();
  const kode = await db().selectFrom('kode_masuk').select('peserta_id').where('peserta_id', '=', id).execute();
  const riwayat = await db().selectFrom('tindak_lanjut_riwayat as r').innerJoin('tindak_lanjut as t', 't.id', 'r.tindak_lanjut_id').select('r.id').where('t.peserta_id', '=', id).execute();
  return { p, tl, kode: kode.length, riwayat: riwayat.length };
}

describe('Pindah (D20)', () => {
  it('moves a record with its history; the old Rutan loses access at once, the new one sees it all', async () => {
    const { child, tindakLanjutId, sesiAnak, versi } = await rekamLengkap('PINDAH-1');
    const sebelum = (await gabungan('PINDAH-1', as1)).json();
    expect(sebelum.prioritas).toBe('Kritis');

    const pilihan = await send(t.app, 'GET', `/api/kelola/${child.id}/pindah`, { cookies: as1 });
    expect(pilihan.statusCode, pilihan.body).toBe(200);
    expect(pilihan.json().asal).toBe('Rutan 1');
    expect(pilihan.json().registration_no).toBe('PINDAH-1');
    // Opening the dialog is a read of the record (D15): audited under its number, by its declaration.
    const dibaca = await t.database.db.selectFrom('audit').select(['target', 'actor_id']).where('action', '=', 'kelola.pindah_lihat').execute();
    expect(dibaca.map((r) => r.target)).toEqual(['PINDAH-1']);
    const nama = pilihan.json().tujuan.map((x: { nama: string }) => x.nama);
    expect(nama).toEqual(expect.arrayContaining(['Rutan 2', 'Rutan 3']));
    expect(nama).not.toContain('Rutan 1');

    const res = await pindah(child.id, { lokasi: 'rutan 2 ', alasan: 'Surat pemindahan No. 12/2026', versi });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ asal: 'Rutan 1', tujuan: 'Rutan 2' });
    expect(await lokasiDari(child.id)).toBe('Rutan 2');

    // The old Rutan: every read of the record answers 404 (audited as a cross-Rutan attempt) and its lists lose it.
    expect((await gabungan('PINDAH-1', as1)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', `/api/kelola/${child.id}/ronde`, { cookies: as1 })).statusCode).toBe(404);
    expect((await send(t.app, 'GET', `/api/tindak-lanjut/${tindakLanjutId}`, { cookies: as1 })).statusCode).toBe(404);
    expect((await pindah(child.id, { lokasi: 'Rutan 3', alasan: 'lagi' })).statusCode).toBe(404);
    expect((await auditOf(db(), 'akses.lintas_rutan_ditolak', 'PINDAH-1')).length).toBeGreaterThanOrEqual(4);
    const daftarLama = (await send(t.app, 'GET', '/api/kelola?q=PINDAH-1', { cookies: as1 })).json();
    expect(daftarLama.data ?? daftarLama).toEqual([]);
    const tlLama = (await send(t.app, 'GET', '/api/tindak-lanjut?status=semua&q=PINDAH-1', { cookies: as1 })).json();
    expect(tlLama.data).toEqual([]);

    // The new Rutan: the same results and priority, its rounds, the follow-up with its action, now without an officer.
    const sesudah = await gabungan('PINDAH-1', as2);
    expect(sesudah.statusCode, sesudah.body).toBe(200);
    expect(sesudah.json().prioritas).toBe(sebelum.prioritas);
    expect(sesudah.json().skor_pid5).toEqual(sebelum.skor_pid5);
    expect((await send(t.app, 'GET', `/api/kelola/${child.id}/ronde`, { cookies: as2 })).json().ronde).toHaveLength(1);
    const rinci = await send(t.app, 'GET', `/api/tindak-lanjut/${tindakLanjutId}`, { cookies: as2 });
    expect(rinci.statusCode, rinci.body).toBe(200);
    expect(rinci.json()).toMatchObject({ status: 'terbuka', petugas: null, prioritas: 'Kritis' });
    expect(rinci.json().aksi).toEqual([expect.objectContaining({ tindakan: 'Pengawasan ketat', oleh: 'Sari Pindah' })]);
    const pindahRiwayat = rinci.json().riwayat.find((r: { jenis: string }) => r.jenis === 'pindah');
    expect(pindahRiwayat).toMatchObject({ oleh: 'Sari Pindah', keterangan: expect.stringContaining('Dipindahkan dari Rutan 1 ke Rutan 2: Surat pemindahan No. 12/2026') });
    const worklist = (await send(t.app, 'GET', '/api/tindak-lanjut?q=PINDAH-1', { cookies: as2 })).json();
    expect(worklist.data.map((r: { id: number }) => r.id)).toEqual([tindakLanjutId]);
    const baru = (await send(t.app, 'GET', '/api/kelola?q=PINDAH-1', { cookies: as2 })).json();
    expect((baru.data ?? baru)[0]).toMatchObject({ registration_no: 'PINDAH-1', location: 'Rutan 2', assesor_id: null, versi: versi + 1 });
    // The results' kept copy of the facility follows (the per-instrument lists read it).
    const hasil = await db().selectFrom('hasil').select('location').where('peserta_id', '=', child.id).execute();
    expect(new Set(hasil.map((h) => h.location))).toEqual(new Set([(await db().selectFrom('peserta').select('location').where('id', '=', child.id).executeTakeFirstOrThrow()).location]));
    expect((await send(t.app, 'GET', '/api/hasil-pid5-full', { cookies: as2 })).json().some((r: { registration_no: string }) => r.registration_no === 'PINDAH-1')).toBe(true);

    // The old Rutan's entry code and the child's session end with the move.
    expect((await keadaan(child.id)).kode).toBe(0);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: sesiAnak })).statusCode).toBe(401);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/psc17`, { cookies: sesiAnak })).statusCode).toBe(401);

    const [audit] = await auditOf(db(), 'kelola.pindah', 'PINDAH-1');
    expect(audit).toMatchObject({ actor_name: 'Sari Pindah' });
    expect(audit!.detail).toMatch(/^dari Rutan 1 \(id \d+\) ke Rutan 2 \(id \d+\); 1 tindak lanjut terbuka ikut; alasan: Surat pemindahan No. 12\/2026$/);
  });

  it('bad input is refused in Indonesian and changes nothing', async () => {
    const { child, versi } = await rekamLengkap('PINDAH-TOLAK');
    const tutup = await send(t.app, 'POST', '/api/lokasi', { cookies: admin, body: { nama: 'LPKA Tutup Pindah', jenis: 'LPKA' } });
    expect(tutup.statusCode, tutup.body).toBe(201);
    expect((await send(t.app, 'PUT', `/api/lokasi/${tutup.json().id}/status`, { cookies: admin, body: { aktif: false } })).statusCode).toBe(200);
    // A colleague edits the record after the dialog was opened on `versi`.
    await db().updateTable('peserta').set({ versi: versi + 1, diubah_oleh: 'Dewi Rekan' }).where('id', '=', child.id).execute();
    const awal = await keadaan(child.id);

    const kasus: [unknown, number, string | RegExp][] = [
      [{ lokasi: 'Rutan 9', alasan: 'Surat 1' }, 400, 'Lokasi tidak terdaftar. Pilih salah satu lokasi dari daftar.'],
      [{ lokasi: 'Rutan 1', alasan: 'Surat 1' }, 400, PESAN_PINDAH_LOKASI_SAMA],
      [{ lokasi: 'LPKA Tutup Pindah', alasan: 'Surat 1' }, 400, 'Lokasi LPKA Tutup Pindah sudah ditutup dan tidak menerima data pindahan.'],
      [{ lokasi: 'Rutan 2' }, 400, /Alasan pindah wajib diisi/],
      [{ lokasi: 'Rutan 2', alasan: '  ' }, 400, /Alasan pindah wajib diisi/],
      [{ lokasi: 'Rutan 2', alasan: 'Surat\u202e 1' }, 400, /karakter kontrol/],
      [{ lokasi: 'Rutan 2', alasan: 'x'.repeat(501) }, 400, 'Alasan pindah maksimal 500 karakter.'],
      [{ lokasi: '', alasan: 'Surat 1' }, 400, 'Pilih lokasi tujuan.'],
      [{ lokasi: 2, alasan: 'Surat 1' }, 400, 'Pilih lokasi tujuan.'],
      [{ lokasi: 'Rutan 2', alasan: 'Surat 1', versi: 'satu' }, 400, /Versi data tidak valid/],
      [[], 400, 'Data pemindahan tidak valid.'],
      [{ lokasi: 'Rutan 2', alasan: 'Surat 1', versi }, 409, /sudah diubah oleh Dewi Rekan/],
    ];
    for (const [body, status, pesan] of kasus) {
      const res = await pindah(child.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toMatch(pesan);
    }
    // Another Rutan's assessor: the same 404 as a record that does not exist, audited.
    const lain = await pindah(child.id, { lokasi: 'Rutan 3', alasan: 'Surat 1' }, as3);
    expect(lain.statusCode).toBe(404);
    expect(await auditOf(db(), 'akses.lintas_rutan_ditolak', 'PINDAH-TOLAK')).toHaveLength(1);
    expect((await send(t.app, 'GET', `/api/kelola/${child.id}/pindah`, { cookies: as3 })).statusCode).toBe(404);
    expect((await pindah(999_999, { lokasi: 'Rutan 2', alasan: 'Surat 1' })).statusCode).toBe(404);

    // While a sub test is being taken: 409, the attempt and everything else stay.
    await createPengerjaan(db(), child.id, 'psc17');
    const sedang = await pindah(child.id, { lokasi: 'Rutan 2', alasan: 'Surat 1', versi: versi + 1 });
    expect(sedang.statusCode).toBe(409);
    expect(sedang.json().message).toBe(PESAN_PINDAH_SEDANG_DIKERJAKAN);
    expect(await keadaan(child.id)).toEqual(awal);
    expect(await auditOf(db(), 'kelola.pindah', 'PINDAH-TOLAK')).toEqual([]);

    await expectGuarded(t.app, 'POST', `/api/kelola/${child.id}/pindah`, [admin], { lokasi: 'Rutan 2', alasan: 'Surat 1' });
    await expectGuarded(t.app, 'GET', `/api/kelola/${child.id}/pindah`, [admin]);
  });

  it('two moves of one record at once: one wins, the other is told; the record is in exactly one place', async () => {
    const { child, versi } = await rekamLengkap('PINDAH-BALAPAN');
    const [satu, dua] = await Promise.all([
      pindah(child.id, { lokasi: 'Rutan 2', alasan: 'Surat A', versi }),
      pindah(child.id, { lokasi: 'Rutan 3', alasan: 'Surat B', versi }),
    ]);
    const kode = [satu.statusCode, dua.statusCode].sort();
    expect(kode[0]).toBe(200);
    expect([404, 409]).toContain(kode[1]);
    const menang = satu.statusCode === 200 ? satu.json().tujuan : dua.json().tujuan;
    expect(await lokasiDari(child.id)).toBe(menang);
    expect(await auditOf(db(), 'kelola.pindah', 'PINDAH-BALAPAN')).toHaveLength(1);
    const riwayat = await db()
      .selectFrom('tindak_lanjut_riwayat as r')
      .innerJoin('tindak_lanjut as t', 't.id', 'r.tindak_lanjut_id')
      .select('r.keterangan')
      .where('t.peserta_id', '=', child.id)
      .where('r.jenis', '=', 'pindah')
      .execute();
    expect(riwayat).toHaveLength(1);
  });
});
