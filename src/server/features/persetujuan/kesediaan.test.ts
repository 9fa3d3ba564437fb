// D21: the person's own assent before the first sub test; a refusal or "Berhenti" stops the round.
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { PESAN_ASESMEN_DIHENTIKAN, PESAN_KESEDIAAN_BELUM } from '#domain/persetujuan.ts';
import { masukSebagaiAsessor, auditOf, childSession, createChild } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { bacaPdf } from '../laporan/baca-pdf';
import { TEKS_WAKTU_HABIS } from '../laporan/laporan-pdf';
import { waktuWib } from '#domain/waktu.ts';

const t = testAppForFile();
let asessor: Cookies, asessorLain: Cookies;
beforeAll(async () => {
  asessor = await masukSebagaiAsessor(t, 'Rutan 2');
  asessorLain = await masukSebagaiAsessor(t, 'Rutan 3');
});

const dihentikan = async (cookies: Cookies) =>
  ((await send(t.app, 'GET', '/api/pemantauan/dihentikan', { cookies })).json() as { data: { registration_no: string; jenis: string; waktu: string; instrument: string | null }[] }).data;
const barisDari = (tabel: 'pengerjaan' | 'hasil', id: number) =>
  t.database.db.selectFrom(tabel).selectAll().where('peserta_id', '=', id).execute();

describe('the first page: "Saya mau mulai" / "Saya tidak mau" (D21)', () => {
  it('entering leads to the first page; no sub test opens before the answer', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', kesediaan: false });
    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    expect(masuk.statusCode).toBe(200);
    expect(masuk.json().lanjut).toBe(`/asesmen/kesediaan/${child.id}`);
    const cookies = await childSession(t, child.id);
    const buka = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies });
    expect(buka.statusCode).toBe(409);
    expect(buka.json()).toMatchObject({ message: PESAN_KESEDIAAN_BELUM, errors: { lanjut: `/asesmen/kesediaan/${child.id}` } });
    expect(await barisDari('pengerjaan', child.id)).toHaveLength(0);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/kesediaan`, { cookies })).json()).toEqual({
      kategori: 'anak',
      jawaban: null,
      berhenti: false,
      lanjut: `/asesmen/pid5bf/${child.id}`,
    });

    const mau = await send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: true } });
    expect(mau.statusCode).toBe(200);
    expect(mau.json().lanjut).toBe(`/asesmen/pid5bf/${child.id}`);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies })).statusCode).toBe(200);
    expect(await auditOf(t.database.db, 'asesmen.bersedia', child.registration_no)).toHaveLength(1);
    // The next entry goes straight to the sub test.
    const lagi = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    expect(lagi.json().lanjut).toBe(`/asesmen/pid5bf/${child.id}`);
  });

  it('a refusal is recorded with its time, the assessor sees it on Pemantauan, and nothing is collected after it', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', kesediaan: false, name: 'Rizal Menolak' });
    const cookies = await childSession(t, child.id);
    const tidak = await send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: false } });
    expect(tidak.statusCode).toBe(200);
    expect(tidak.json()).toMatchObject({ lanjut: null });
    const row = await t.database.db.selectFrom('kesediaan').selectAll().where('peserta_id', '=', child.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ jawaban: 'menolak', dijawab_at: t.clock.now().toISOString(), berhenti_at: null });
    const menolak = await auditOf(t.database.db, 'asesmen.menolak', child.registration_no);
    expect(menolak.map((a) => a.detail)).toEqual([`pukul ${waktuWib(t.clock.now().toISOString())}`]);

    const lihat = await dihentikan(asessor);
    expect(lihat.find((r) => r.registration_no === child.registration_no)).toMatchObject({ jenis: 'menolak', waktu: row.dijawab_at });
    expect((await dihentikan(asessorLain)).find((r) => r.registration_no === child.registration_no)).toBeUndefined();

    // Every way to collect an answer is refused in Indonesian, and nothing is written.
    const calls = [
      send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies }),
      send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { 1: 0 } } }),
      send(t.app, 'POST', `/api/asesmen/${child.id}/pid5`, { cookies, body: { jawaban: { 1: 0 }, waktu_habis: true } }),
      send(t.app, 'POST', '/api/simpan-hasil-pid5', { cookies, body: { registration_no: child.registration_no, jawaban: { 1: 0 } } }),
      send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: true } }),
      send(t.app, 'POST', `/api/asesmen/${child.id}/pid5/berhenti`, { cookies }),
      send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } }),
      send(t.app, 'POST', `/api/kelola/${child.id}/kode-masuk`, { cookies: asessor }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(PESAN_ASESMEN_DIHENTIKAN);
    }
    expect(await barisDari('pengerjaan', child.id)).toHaveLength(0);
    expect(await barisDari('hasil', child.id)).toHaveLength(0);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/kesediaan`, { cookies })).json()).toMatchObject({ jawaban: 'menolak', lanjut: null });
  });

  it('bad input: no answer, another record, no consent: a clear 4xx and nothing recorded', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', kesediaan: false });
    const other = await createChild(t.database.db, { location: 'Rutan 2', kesediaan: false });
    const tanpa = await createChild(t.database.db, { location: 'Rutan 2', persetujuan: false });
    const cookies = await childSession(t, child.id);
    const salah = await send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: 'ya' } });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toContain('Saya mau mulai');
    expect((await send(t.app, 'POST', `/api/asesmen/${other.id}/kesediaan`, { cookies, body: { mau: false } })).statusCode).toBe(403);
    const c = await childSession(t, tanpa.id);
    expect((await send(t.app, 'POST', `/api/asesmen/${tanpa.id}/kesediaan`, { cookies: c, body: { mau: true } })).statusCode).toBe(409);
    const rows = await t.database.db.selectFrom('kesediaan').select('peserta_id').where('peserta_id', 'in', [child.id, other.id, tanpa.id]).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('"Berhenti" inside a sub test (D21)', () => {
  it('keeps what was answered, closes the sub test, and opens nothing after it', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    const cookies = await childSession(t, child.id);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies })).statusCode).toBe(200);
    const draf = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { 1: 2, 2: 1, 3: 0 } } });
    expect(draf.statusCode).toBe(200);
    const stop = await send(t.app, 'POST', `/api/asesmen/${child.id}/pid5/berhenti`, { cookies });
    expect(stop.statusCode, stop.body).toBe(200);
    const [hasil] = await barisDari('hasil', child.id);
    expect(JSON.parse(hasil!.jawaban)).toEqual({ 1: 2, 2: 1, 3: 0 });
    expect(await barisDari('pengerjaan', child.id)).toHaveLength(0);
    expect(await auditOf(t.database.db, 'asesmen.berhenti', child.registration_no)).toHaveLength(1);

    const later = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { 4: 1 } } });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(PESAN_ASESMEN_DIHENTIKAN);
    const next = await send(t.app, 'GET', `/api/asesmen/${child.id}/psc17`, { cookies });
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toBe(PESAN_ASESMEN_DIHENTIKAN);
    expect(await barisDari('hasil', child.id)).toHaveLength(1);
    expect((await dihentikan(asessor)).find((r) => r.registration_no === child.registration_no)).toMatchObject({
      jenis: 'berhenti',
      instrument: 'pid5',
    });
  });

  it('a sub test stopped with "Berhenti" reads as stopped by the person, never as a time-out: results, export, report, archive', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', name: 'Bima Berhenti' });
    const cookies = await childSession(t, child.id);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies })).statusCode).toBe(200);
    t.clock.advance(90_000);
    await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { 1: 2, 2: 1, 3: 0, 4: 3 } } });
    t.clock.advance(30_000);
    expect((await send(t.app, 'POST', `/api/asesmen/${child.id}/pid5/berhenti`, { cookies })).statusCode).toBe(200);
    const [row] = await barisDari('hasil', child.id);
    expect(row).toMatchObject({ timed_out: 1, berhenti_peserta_at: t.clock.now().toISOString(), diakhiri_oleh: null });

    // The results screen's data: the person's stop, with its message, and no time-out flag.
    const list = (await send(t.app, 'GET', '/api/hasil-pid5-full', { cookies: asessor })).json() as { peserta_id: number; validitas: { kode: string; pesan: string }[] }[];
    const kode = list.find((r) => r.peserta_id === child.id)!.validitas.map((v) => v.kode);
    expect(kode).toContain('berhenti_peserta');
    expect(kode).not.toContain('waktu_habis');
    expect(kode).not.toContain('diakhiri_petugas');
    // Pemantauan's row of the last hour.
    const ruang = (await send(t.app, 'GET', '/api/pemantauan', { cookies: asessor })).json() as { data: { peserta_id: number; status: string }[] };
    expect(ruang.data.find((r) => r.peserta_id === child.id)?.status).toBe('berhenti');

    // The export's time-out column.
    const xlsx = await send(t.app, 'GET', '/api/ekspor/hasil.xlsx', { cookies: asessor });
    expect(xlsx.statusCode).toBe(200);
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    const baris = rows.find((r) => Object.values(r).includes(child.registration_no))!;
    expect(baris['PID-5 Waktu Habis']).toBe('Dihentikan peserta');

    // The report: the sub test's line, the administration table's time-out column and its flag.
    const pdf = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(child.registration_no)}.pdf`, { cookies: asessor });
    expect(pdf.statusCode).toBe(200);
    const { teks } = bacaPdf(pdf.rawPayload);
    expect(teks).toContain('Dihentikan peserta (menekan Berhenti): jawaban yang sudah diisi disimpan.');
    // the sub test's line, the administration table's time-out column and its flag column (no word broken)
    expect(teks.split('Dihentikan peserta').length - 1).toBe(3);
    expect(teks).not.toContain(TEKS_WAKTU_HABIS);
    expect(teks).not.toMatch(/Waktu habis:/);

    // A closed round's archive keeps it (D20).
    t.clock.advance(3600_000);
    const ronde = await send(t.app, 'POST', `/api/kelola/${child.id}/ronde`, { cookies: asessor, body: { alasan: 'dalam_3_bulan' } });
    expect(ronde.statusCode, ronde.body).toBe(201);
    const arsip = await t.database.db.selectFrom('hasil_riwayat').selectAll().where('peserta_id', '=', child.id).execute();
    expect(arsip.map((r) => [r.instrument, r.berhenti_peserta_at])).toEqual([['pid5', row!.berhenti_peserta_at]]);
    const detail = (await send(t.app, 'GET', `/api/kelola/${child.id}/ronde/1`, { cookies: asessor })).json() as { percobaan: { instrument: string; validitas: { kode: string }[] }[] };
    const lama = detail.percobaan.find((p) => p.instrument === 'pid5')!.validitas.map((v) => v.kode);
    expect(lama).toContain('berhenti_peserta');
    expect(lama).not.toContain('waktu_habis');
  });
});
