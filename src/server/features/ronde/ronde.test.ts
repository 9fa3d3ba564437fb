// D20: screening rounds through the app: "Skrining ulang" closes a round read-only and opens the next
// with its own consent, assent and results; the comparison of the two; scope and bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRAIT_ITEMS } from '#domain/index.ts';
import { PESAN_KESEDIAAN_BELUM, PESAN_PERSETUJUAN_BELUM } from '#domain/persetujuan.ts';
import { masukSebagaiAsessor, auditOf, createChild, type ChildFixture } from '#server/test/factories.ts';
import { createHasil, createPengerjaan, jawabanPid5 } from '#server/test/hasil-factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { bacaPdf } from '../laporan/baca-pdf';
import { bukaOtomatis, periksaTertunda } from '../tindak-lanjut/tindak-lanjut-data';
import { PESAN_RONDE_DITUTUP } from './ronde-data';

const t = testAppForFile();
let asessor: Cookies, asessorLain: Cookies;
beforeAll(async () => {
  asessor = await masukSebagaiAsessor(t, 'Rutan 2');
  asessorLain = await masukSebagaiAsessor(t, 'Rutan 3');
});

const MENIT = 60_000;
const ORANG_TUA = { pemberi: 'orang_tua', nama_pemberi: 'Sri Wahyuni', hubungan: 'Ibu', cara: 'tertulis', saksi: 'Agus Pratama' };

const mulai = (id: number, body: unknown, cookies: Cookies = asessor) => send(t.app, 'POST', `/api/kelola/${id}/ronde`, { cookies, body });
const daftar = (id: number, cookies: Cookies = asessor) => send(t.app, 'GET', `/api/kelola/${id}/ronde`, { cookies });
const bandingkan = (reg: string, cookies: Cookies = asessor) =>
  send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(reg)}/perbandingan`, { cookies });
const gabungan = (reg: string) => send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(reg)}`, { cookies: asessor });
const db = () => t.database.db;
const arsip = (id: number) => db().selectFrom('hasil_riwayat').selectAll().where('peserta_id', '=', id).orderBy('id').execute();
const rondeRows = (id: number) => db().selectFrom('ronde').selectAll().where('peserta_id', '=', id).orderBy('nomor').execute();
const hasilRows = (id: number) => db().selectFrom('hasil').selectAll().where('peserta_id', '=', id).execute();

/** PID-5 answers with Negative Affect's first `satu` items at 1 and the rest at `na`. */
function pid5(perTrait: Parameters<typeof jawabanPid5>[0], satu = 0): Record<string, number> {
  const j = jawabanPid5(perTrait);
  for (const n of TRAIT_ITEMS.NegativeAffect.slice(0, satu)) j[String(n)] = 1;
  return j;
}

/** A record of Rutan 2 with round 1 done: PID-5 (Afek Negatif 1.6, Detasemen 1) and PSC-17 (all 0). */
async function rondeSatu(): Promise<ChildFixture> {
  const child = await createChild(db(), { location: 'Rutan 2' });
  await createHasil(db(), child.id, 'pid5', { jawaban: pid5({ NegativeAffect: 2, Detachment: 1 }, 2) });
  await createHasil(db(), child.id, 'psc17');
  return child;
}

/** The child enters, gives assent if asked, and takes PID-5 with these answers, 10 minutes open. */
async function kerjakanPid5(child: ChildFixture, jawaban: Record<string, number>) {
  const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
  expect(masuk.statusCode, masuk.body).toBe(200);
  const cookies = cookiesOf(masuk);
  const buka = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies });
  if (buka.statusCode === 409 && buka.json().message === PESAN_KESEDIAAN_BELUM) {
    expect((await send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: true } })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies })).statusCode).toBe(200);
  } else {
    expect(buka.statusCode, buka.body).toBe(200);
  }
  t.clock.advance(10 * MENIT);
  const simpan = await send(t.app, 'POST', '/api/simpan-hasil-pid5', { cookies, body: { registration_no: child.registration_no, jawaban } });
  expect(simpan.statusCode, simpan.body).toBe(200);
}

describe('Skrining ulang (D20)', () => {
  it('a second round has its own consent, assent and results; the first stays as it was, read-only', async () => {
    const child = await rondeSatu();
    const sebelum = (await gabungan(child.registration_no)).json();
    expect((await daftar(child.id)).json()).toMatchObject({
      kini: 1,
      ronde: [{ nomor: 1, alasan: 'awal', alasan_label: 'Skrining awal', ditutup_at: null, prioritas: sebelum.prioritas, jumlah_hasil: 2 }],
    });
    const hasilSatu = await hasilRows(child.id);

    t.clock.advance(60 * MENIT);
    const res = await mulai(child.id, { alasan: 'dalam_3_bulan', catatan: 'Jadwal tiga bulanan' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nomor: 2 });
    const waktuMulai = t.clock.now().toISOString();

    // Round 1 closed with its priority, screening answers, consent and assent frozen; its results archived as they were.
    const [satu, dua] = await rondeRows(child.id);
    expect(satu).toMatchObject({ nomor: 1, ditutup_at: waktuMulai, prioritas: sebelum.prioritas });
    expect(JSON.parse(satu!.persetujuan!)).toMatchObject({ pemberi: 'orang_tua', nama_pemberi: 'Sri Wahyuni' });
    expect(JSON.parse(satu!.kesediaan!)).toMatchObject({ jawaban: 'mau' });
    expect(JSON.parse(satu!.skrining!)).toMatchObject({ self_harm: 'Tidak', napza: 'Tidak' });
    expect(dua).toMatchObject({ nomor: 2, alasan: 'dalam_3_bulan', catatan: 'Jadwal tiga bulanan', dimulai_at: waktuMulai, ditutup_at: null });
    const diarsip = await arsip(child.id);
    expect(diarsip.map((r) => [r.instrument, r.ronde, r.percobaan, r.status])).toEqual([
      ['pid5', 1, 1, 'dinilai'],
      ['psc17', 1, 1, 'dinilai'],
    ]);
    for (const h of hasilSatu) {
      const a = diarsip.find((r) => r.instrument === h.instrument)!;
      expect([a.jawaban, a.skor, a.submitted_at, a.started_at]).toEqual([h.jawaban, h.skor, h.submitted_at, h.started_at]);
    }
    expect(await hasilRows(child.id)).toEqual([]);
    expect(await auditOf(db(), 'ronde.mulai', child.registration_no)).toHaveLength(1);

    // D21: no sub test of round 2 before consent is recorded again and the child says "Saya mau mulai" again.
    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    expect(masuk.statusCode).toBe(409);
    expect(masuk.json().message).toBe(PESAN_PERSETUJUAN_BELUM);
    const catat = await send(t.app, 'PUT', `/api/kelola/${child.id}/persetujuan`, {
      cookies: asessor,
      body: { ...ORANG_TUA, diberikan_at: t.clock.now().toISOString() },
    });
    expect(catat.statusCode, catat.body).toBe(200);
    await kerjakanPid5(child, pid5({ NegativeAffect: 2, Psychoticism: 3 }, 1));
    expect(await auditOf(db(), 'asesmen.bersedia', child.registration_no)).toHaveLength(1);

    // Round 2's own result; round 1's archive unchanged.
    expect((await hasilRows(child.id)).map((h) => [h.instrument, h.percobaan])).toEqual([['pid5', 1]]);
    expect(await arsip(child.id)).toEqual(diarsip);
    const list = (await daftar(child.id)).json();
    expect(list.kini).toBe(2);
    expect(list.ronde.map((r: { nomor: number; jumlah_hasil: number; alasan_label: string }) => [r.nomor, r.jumlah_hasil, r.alasan_label])).toEqual([
      [1, 2, 'Skrining awal'],
      [2, 1, 'Ulang dalam 3 bulan'],
    ]);
    const detailSatu = (await send(t.app, 'GET', `/api/kelola/${child.id}/ronde/1`, { cookies: asessor })).json();
    expect(detailSatu).toMatchObject({ nomor: 1, kini: false, prioritas: sebelum.prioritas });
    expect(detailSatu.percobaan.map((p: { kode: string; dinilai: boolean }) => [p.kode, p.dinilai])).toEqual([
      ['PID5-BF', true],
      ['PSC17', true],
    ]);
    // Each read of the rounds is audited on the record, never by name (D15): the list with its count, a round with its number.
    const dibaca = await auditOf(db(), 'ronde.lihat', child.registration_no);
    expect(dibaca.sort((a, b) => a.id - b.id).map((a) => a.detail).slice(-2)).toEqual(['2 ronde', 'ronde 1']);

    // Edits of round 1 are refused in Indonesian and change nothing.
    const ubah = await send(t.app, 'PATCH', `/api/kelola/${child.id}/ronde/1`, { cookies: asessor, body: { catatan: 'ubah' } });
    expect(ubah.statusCode).toBe(409);
    expect(ubah.json().message).toBe(PESAN_RONDE_DITUTUP(1));
    const ulang = await send(t.app, 'POST', `/api/kelola/${child.id}/ronde/1/tes-ulang/psc17`, { cookies: asessor });
    expect(ulang.statusCode).toBe(409);
    expect(ulang.json().message).toBe(PESAN_RONDE_DITUTUP(1));
    // The spec's delete of a result reaches only the current round: round 1's PSC-17 is not there.
    const hapus = await send(t.app, 'DELETE', `/api/hasil-psc17/${encodeURIComponent(child.registration_no)}`, { cookies: asessor });
    expect(hapus.statusCode).toBe(404);
    expect(await arsip(child.id)).toEqual(diarsip);
    expect((await rondeRows(child.id))[0]).toEqual(satu);
    // The current round's note can be changed.
    expect((await send(t.app, 'PATCH', `/api/kelola/${child.id}/ronde/2`, { cookies: asessor, body: { catatan: 'Dijadwalkan ulang' } })).statusCode).toBe(200);
    expect((await rondeRows(child.id))[1]!.catatan).toBe('Dijadwalkan ulang');
  });

  it('the comparison: every figure then and now with the exact change, and the priority then and now', async () => {
    const child = await rondeSatu();
    const prioritasSatu = (await gabungan(child.registration_no)).json().prioritas;
    const tanpa = (await bandingkan(child.registration_no)).json();
    expect(tanpa).toMatchObject({ kini: { nomor: 1 }, sebelum: null, perubahan_prioritas: null, baris: [] });

    expect((await mulai(child.id, { alasan: 'kejadian_serius' })).statusCode).toBe(201);
    await send(t.app, 'PUT', `/api/kelola/${child.id}/persetujuan`, { cookies: asessor, body: { ...ORANG_TUA, diberikan_at: t.clock.now().toISOString() } });
    await kerjakanPid5(child, pid5({ NegativeAffect: 2, Psychoticism: 3 }, 1));
    const prioritasDua = (await gabungan(child.registration_no)).json().prioritas;

    const res = await bandingkan(child.registration_no);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(v.kini).toMatchObject({ nomor: 2, prioritas: prioritasDua, alasan: 'kejadian_serius' });
    expect(v.sebelum).toMatchObject({ nomor: 1, prioritas: prioritasSatu, alasan: 'awal' });
    // Psikotisisme 3 makes round 2 Tinggi; round 1 had nothing above Sedang on a trait.
    expect([prioritasSatu, prioritasDua]).toEqual(['Rendah', 'Tinggi']);
    expect(v.perubahan_prioritas).toBe('Naik dari Rendah ke Tinggi');
    const baris = v.baris.map((b: { kode: string; label: string; sebelum: unknown; kini: unknown; perubahan: unknown }) => [
      b.kode,
      b.label,
      b.sebelum,
      b.kini,
      b.perubahan,
    ]);
    expect(baris).toEqual([
      // Afek Negatif: (1+1+2+2+2)/5 = 1.6 then, (1+2+2+2+2)/5 = 1.8 now.
      ['PID5-BF', 'Afek Negatif', { skor: 1.6, kategori: 'Sedang' }, { skor: 1.8, kategori: 'Sedang' }, 0.2],
      ['PID5-BF', 'Detasemen (Menarik Diri)', { skor: 1, kategori: 'Sedang' }, { skor: 0, kategori: 'Rendah' }, -1],
      ['PID5-BF', 'Antagonisme', { skor: 0, kategori: 'Rendah' }, { skor: 0, kategori: 'Rendah' }, 0],
      ['PID5-BF', 'Disinhibisi', { skor: 0, kategori: 'Rendah' }, { skor: 0, kategori: 'Rendah' }, 0],
      ['PID5-BF', 'Psikotisisme', { skor: 0, kategori: 'Rendah' }, { skor: 3, kategori: 'Tinggi' }, 3],
      // PSC-17 was taken in round 1 only.
      ['PSC17', 'Internalisasi', { skor: 0, kategori: 'Tidak Bermasalah' }, null, null],
      ['PSC17', 'Atensi', { skor: 0, kategori: 'Tidak Bermasalah' }, null, null],
      ['PSC17', 'Eksternalisasi', { skor: 0, kategori: 'Tidak Bermasalah' }, null, null],
      ['PSC17', 'Total', { skor: 0, kategori: 'Tidak Bermasalah' }, null, null],
    ]);
    const perbandingan = await auditOf(db(), 'hasil-gabungan.perbandingan', child.registration_no);
    expect(perbandingan.sort((a, b) => a.id - b.id).map((a) => a.detail)).toEqual(['ronde 1', 'ronde 2']);

    // The PDF (officer's copy) carries the same comparison.
    const pdf = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(child.registration_no)}.pdf`, { cookies: asessor });
    expect(pdf.statusCode).toBe(200);
    const { teks, tata } = bacaPdf(pdf.rawPayload);
    expect(teks).toContain('Perbandingan Ronde 2 dengan Ronde 1');
    expect(teks).toContain('Prioritas ronde 1: Rendah; ronde 2: Tinggi (Naik dari Rendah ke Tinggi).');
    expect(tata).toMatch(/Afek Negatif\s+1,6 Sedang\s+1,8 Sedang\s+\+0,2/);
    expect(tata).toMatch(/Psikotisisme\s+0 Rendah\s+3 Tinggi\s+\+3/);
    expect(tata).toMatch(/Total\s+0 Tidak Bermasalah\s+Belum dikerjakan\s+tidak\s+dihitung/);
  });

  it('bad input: an unknown reason, a sub test being taken, a round with nothing yet: Indonesian 4xx and nothing changed', async () => {
    const child = await rondeSatu();
    const tetap = async () => [await rondeRows(child.id), await hasilRows(child.id), await arsip(child.id)];
    const awal = await tetap();
    for (const body of [{}, { alasan: 'bosan' }, { alasan: 'pindah', catatan: 'x'.repeat(1001) }, { alasan: ['pindah'] }, null]) {
      const res = await mulai(child.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/alasan|Catatan|tidak valid|Data/i);
    }
    await createPengerjaan(db(), child.id, 'dukungan');
    const sedang = await mulai(child.id, { alasan: 'pindah' });
    expect(sedang.statusCode).toBe(409);
    expect(sedang.json().message).toContain('sedang dikerjakan');
    expect(await tetap()).toEqual(awal);
    await db().deleteFrom('pengerjaan').where('peserta_id', '=', child.id).execute();

    expect((await mulai(child.id, { alasan: 'pindah' })).statusCode).toBe(201);
    const kosong = await mulai(child.id, { alasan: 'sebelum_bebas' });
    expect(kosong.statusCode).toBe(409);
    expect(kosong.json().message).toContain('Ronde 2 belum berisi hasil');
    expect((await rondeRows(child.id)).map((r) => r.nomor)).toEqual([1, 2]);
    expect((await send(t.app, 'GET', `/api/kelola/${child.id}/ronde/3`, { cookies: asessor })).statusCode).toBe(404);
    expect((await send(t.app, 'GET', `/api/kelola/${child.id}/ronde/nol`, { cookies: asessor })).statusCode).toBe(400);
  });

  it('a retest of a flagged sub test keeps the first attempt; the newest is scored; both show', async () => {
    const child = await createChild(db(), { location: 'Rutan 2' });
    // Round 1's PID-5 closed on time-out: flagged 'waktu_habis'.
    const pertama = pid5({ NegativeAffect: 3 });
    await createHasil(db(), child.id, 'pid5', { jawaban: pertama, timed_out: true });
    await createHasil(db(), child.id, 'psc17');
    const url = (k: string) => `/api/kelola/${child.id}/ronde/1/tes-ulang/${k}`;
    const tidakDitandai = await send(t.app, 'POST', url('psc17'), { cookies: asessor });
    expect(tidakDitandai.statusCode).toBe(400);
    expect(tidakDitandai.json().message).toContain('hanya untuk hasil yang ditandai');
    expect((await send(t.app, 'POST', url('dukungan'), { cookies: asessor })).statusCode).toBe(404);
    const minta = await send(t.app, 'POST', url('pid5'), { cookies: asessor });
    expect(minta.statusCode, minta.body).toBe(200);
    expect((await send(t.app, 'POST', url('pid5'), { cookies: asessor })).statusCode).toBe(409);
    expect(await auditOf(db(), 'hasil.tes_ulang', child.registration_no)).toHaveLength(1);
    // Until the retest is saved the first attempt stays the scored one.
    expect((await hasilRows(child.id)).find((h) => h.instrument === 'pid5')).toMatchObject({ percobaan: 1, jawaban: JSON.stringify(pertama) });

    await kerjakanPid5(child, pid5({ NegativeAffect: 1 }, 1));
    const pid = (await hasilRows(child.id)).filter((h) => h.instrument === 'pid5');
    expect(pid).toHaveLength(1);
    expect(pid[0]).toMatchObject({ percobaan: 2, ulang_diminta_at: null, timed_out: 0 });
    const disimpan = await arsip(child.id);
    expect(disimpan).toHaveLength(1);
    expect(disimpan[0]).toMatchObject({ ronde: 1, percobaan: 1, status: 'diganti', instrument: 'pid5', jawaban: JSON.stringify(pertama), timed_out: 1 });

    const detail = (await send(t.app, 'GET', `/api/kelola/${child.id}/ronde/1`, { cookies: asessor })).json();
    expect(
      detail.percobaan.map((p: { instrument: string; percobaan: number; dinilai: boolean; validitas: { kode: string }[] }) => [
        p.instrument,
        p.percobaan,
        p.dinilai,
        p.validitas.map((v) => v.kode),
      ]),
    ).toEqual([
      ['pid5', 1, false, ['waktu_habis']],
      ['pid5', 2, true, []],
      ['psc17', 1, true, []],
    ]);
    // The combined view scores the retest: Afek Negatif (1+1+1+1+1)/5 = 1, not the first attempt's 3.
    const g = (await gabungan(child.registration_no)).json();
    expect(g.hasil['PID5-BF'].traitScores.NegativeAffect.skor).toBe(1);
    // A retest is saved once: the sub test is closed again.
    const lagi = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    const buka = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies: cookiesOf(lagi) });
    expect(buka.json().status).toBe('selesai');
  });

  it('a sub test ended by staff stays "Diakhiri petugas" once archived, as a retest replacement and in a closed round (finding 8)', async () => {
    const child = await createChild(db(), { location: 'Rutan 2' });
    const akhiri = async (instrument: 'pid5' | 'psc17', alasan: string) =>
      db()
        .updateTable('hasil')
        .set({ timed_out: 1, diakhiri_oleh: 'Rina Asesor', diakhiri_alasan: alasan })
        .where('peserta_id', '=', child.id)
        .where('instrument', '=', instrument)
        .execute();
    await createHasil(db(), child.id, 'pid5', { jawaban: pid5({ NegativeAffect: 3 }) });
    await createHasil(db(), child.id, 'psc17');
    await akhiri('pid5', 'Dipanggil sidang');
    await akhiri('psc17', 'Anak sakit');
    // The ended PID-5 is retested: its first attempt goes to the archive as replaced.
    expect((await send(t.app, 'POST', `/api/kelola/${child.id}/ronde/1/tes-ulang/pid5`, { cookies: asessor })).statusCode).toBe(200);
    await kerjakanPid5(child, pid5({ NegativeAffect: 1 }, 1));
    t.clock.advance(60 * MENIT);
    expect((await mulai(child.id, { alasan: 'dalam_3_bulan' })).statusCode).toBe(201);
    const disimpan = await arsip(child.id);
    expect(disimpan.map((r) => [r.instrument, r.status, r.diakhiri_oleh, r.diakhiri_alasan]).sort()).toEqual([
      ['pid5', 'diganti', 'Rina Asesor', 'Dipanggil sidang'],
      ['pid5', 'dinilai', null, null],
      ['psc17', 'dinilai', 'Rina Asesor', 'Anak sakit'],
    ]);
    const detail = (await send(t.app, 'GET', `/api/kelola/${child.id}/ronde/1`, { cookies: asessor })).json();
    const pesan = (k: string, n: number) =>
      detail.percobaan
        .find((p: { instrument: string; percobaan: number }) => p.instrument === k && p.percobaan === n)
        .validitas.map((v: { pesan: string }) => v.pesan);
    expect(pesan('pid5', 1)).toEqual(['Diakhiri petugas (Rina Asesor, alasan: Dipanggil sidang): jawaban yang sudah diisi disimpan.']);
    expect(pesan('psc17', 1)).toEqual(['Diakhiri petugas (Rina Asesor, alasan: Anak sakit): jawaban yang sudah diisi disimpan.']);
    expect(JSON.stringify(detail.percobaan)).not.toContain('waktu_habis');
  });

  it('each round opens its own follow-up; the earlier round keeps its own', async () => {
    const child = await createChild(db(), { location: 'Rutan 2' });
    await createHasil(db(), child.id, 'pid5', { jawaban: pid5({ Psychoticism: 3 }) });
    expect(await bukaOtomatis(db(), child.id, t.clock.now().toISOString())).toBe('dibuka');
    expect((await mulai(child.id, { alasan: 'sebelum_bebas' })).statusCode).toBe(201);
    await send(t.app, 'PUT', `/api/kelola/${child.id}/persetujuan`, { cookies: asessor, body: { ...ORANG_TUA, diberikan_at: t.clock.now().toISOString() } });
    await kerjakanPid5(child, pid5({ Psychoticism: 3 }, 1));
    const rows = await db().selectFrom('tindak_lanjut').select(['ronde', 'prioritas', 'status']).where('peserta_id', '=', child.id).orderBy('id').execute();
    expect(rows).toEqual([
      { ronde: 1, prioritas: 'Tinggi', status: 'terbuka' },
      { ronde: 2, prioritas: 'Tinggi', status: 'terbuka' },
    ]);
  });

  it("a new round's follow-up from the carried screening answers counts from the round's start, not the first screening", async () => {
    const child = await createChild(db(), { location: 'Rutan 2', self_harm: 'Ya' });
    // Screened a month ago (the clock stays, so that the assessor's session does too).
    const bulanLalu = new Date(t.clock.now().getTime() - 30 * 24 * 60 * MENIT).toISOString();
    await db().updateTable('peserta').set({ skrining_at: bulanLalu }).where('id', '=', child.id).execute();
    await createHasil(db(), child.id, 'psc17');
    expect(await bukaOtomatis(db(), child.id, bulanLalu)).toBe('dibuka');
    const mulaiRonde = t.clock.now().toISOString();
    expect((await mulai(child.id, { alasan: 'dalam_3_bulan' })).statusCode).toBe(201);
    // The server's owed check opens round 2's follow-up (no save dated it).
    await periksaTertunda(db(), { sekarang: mulaiRonde });
    const [satu, dua] = await db().selectFrom('tindak_lanjut').selectAll().where('peserta_id', '=', child.id).orderBy('id').execute();
    expect(dua).toMatchObject({ ronde: 2, temuan_pada: mulaiRonde });
    expect(dua!.tenggat! > mulaiRonde).toBe(true);
    expect(satu!.temuan_pada).toBe(bulanLalu);
    const [r1] = await rondeRows(child.id);
    expect(JSON.parse(r1!.skrining!).skrining_at).toBe(bulanLalu);
  });

  it('a child who refused in round 1 can be screened again later', async () => {
    const child = await createChild(db(), { location: 'Rutan 2', kesediaan: false });
    await db().insertInto('kesediaan').values({ peserta_id: child.id, jawaban: 'menolak', dijawab_at: t.clock.now().toISOString(), berhenti_at: null, berhenti_instrument: null }).execute();
    expect((await mulai(child.id, { alasan: 'setelah_putusan' })).statusCode).toBe(201);
    const [satu] = await rondeRows(child.id);
    expect(satu).toMatchObject({ prioritas: null });
    expect(JSON.parse(satu!.kesediaan!)).toMatchObject({ jawaban: 'menolak' });
  });

  it("another Rutan's assessor gets 404 on every round route, audited", async () => {
    const child = await rondeSatu();
    const calls: [string, string, unknown][] = [
      ['GET', `/api/kelola/${child.id}/ronde`, undefined],
      ['POST', `/api/kelola/${child.id}/ronde`, { alasan: 'pindah' }],
      ['GET', `/api/kelola/${child.id}/ronde/1`, undefined],
      ['PATCH', `/api/kelola/${child.id}/ronde/1`, { catatan: 'x' }],
      ['POST', `/api/kelola/${child.id}/ronde/1/tes-ulang/pid5`, undefined],
      ['GET', `/api/hasil-gabungan/${encodeURIComponent(child.registration_no)}/perbandingan`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await send(t.app, method as 'GET', url, { cookies: asessorLain, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await auditOf(db(), 'akses.lintas_rutan_ditolak', child.registration_no)).toHaveLength(calls.length);
    expect((await rondeRows(child.id)).map((r) => r.nomor)).toEqual([1]);
    expect(await hasilRows(child.id)).toHaveLength(2);
  });
});

describe("the current round's note, two assessors at once (review of session 14's writes)", () => {
  const catat = (id: number, n: number, cookies: Cookies, versi = 1) =>
    send(t.app, 'PATCH', `/api/kelola/${id}/ronde/1`, { cookies, body: { versi, catatan: `Catatan ke-${n}` } });

  it('20 saves from the version both read: one stored, the other 19 told who saved first (409), none lost silently', async () => {
    const child = await createChild(db(), { location: 'Rutan 2' });
    const kedua = await masukSebagaiAsessor(t, 'Rutan 2');
    expect((await send(t.app, 'GET', `/api/kelola/${child.id}/ronde/1`, { cookies: asessor })).json().versi).toBe(1);
    const jawab = await Promise.all(Array.from({ length: 20 }, (_, n) => catat(child.id, n, n % 2 ? kedua : asessor)));
    const disimpan = jawab.flatMap((r, n) => (r.statusCode === 200 ? [n] : []));
    expect(disimpan).toHaveLength(1);
    const ditolak = jawab.filter((r) => r.statusCode !== 200);
    expect(ditolak.map((r) => r.statusCode)).toEqual(Array<number>(19).fill(409));
    for (const r of ditolak) {
      expect(r.json().message).toMatch(/^Catatan ronde ini sudah diubah oleh .+ pada .+ setelah formulir Anda dibuka\./);
      expect(r.json().errors).toMatchObject({ versi: 2 });
    }
    expect((await rondeRows(child.id))[0]).toMatchObject({ catatan: `Catatan ke-${disimpan[0]}`, versi: 2 });
    // Saved again from the version the 409 gave: stored; a bad version is refused in Indonesian.
    expect((await catat(child.id, 99, kedua, 2)).statusCode).toBe(200);
    expect((await rondeRows(child.id))[0]).toMatchObject({ catatan: 'Catatan ke-99', versi: 3 });
    const salah = await send(t.app, 'PATCH', `/api/kelola/${child.id}/ronde/1`, { cookies: asessor, body: { versi: 0, catatan: 'x' } });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toBe('Versi data tidak valid. Muat ulang halaman lalu coba lagi.');
  });

  it('saves of the note while another assessor starts the next round: none is acknowledged without being stored', async () => {
    const child = await rondeSatu();
    const kedua = await masukSebagaiAsessor(t, 'Rutan 2');
    const [mulaiRonde, ...jawab] = await Promise.all([
      mulai(child.id, { alasan: 'pindah' }, kedua),
      ...Array.from({ length: 19 }, (_, n) => catat(child.id, n, n % 2 ? kedua : asessor)),
    ]);
    expect(mulaiRonde!.statusCode, mulaiRonde!.body).toBe(201);
    expect(jawab.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const disimpan = jawab.flatMap((r, n) => (r.statusCode === 200 ? [n] : []));
    expect(disimpan.length).toBeLessThanOrEqual(1);
    const [satu] = await rondeRows(child.id);
    expect(satu!.catatan).toBe(disimpan.length ? `Catatan ke-${disimpan[0]}` : null);
    for (const r of jawab.filter((x) => x.statusCode === 409))
      expect(r.json().message).toMatch(/^(Catatan ronde ini sudah diubah oleh|Ronde 1 sudah ditutup)/);
  });
});
