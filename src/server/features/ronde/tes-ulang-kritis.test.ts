// D20 with issue 31's Build 2: a retest replaces a flagged attempt, but a critical answer given in the
// replaced attempt never leaves the record's priority: the combined view, the list, Beranda and the PDF
// keep it, quoting the trigger as from the replaced attempt.
import { beforeAll, describe, expect, it } from 'vitest';
import { DARI_PENGERJAAN_DIULANG } from '#domain/index.ts';
import { waktuWib } from '#domain/waktu.ts';
import { createAsessor, createChild, loginAsessor, type ChildFixture } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { bacaPdf } from '../laporan/baca-pdf';

const t = testAppForFile();
let asessor: Cookies;
beforeAll(async () => {
  asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 2' }));
});

const semua = (v: number) => Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), v]));
const BUTIR_17 = 'SRQ-20 butir 17';

/** The detainee enters and saves SRQ-20 with these answers after `detik` seconds. */
async function kerjakanSrq20(p: ChildFixture, jawaban: Record<string, number>, detik: number) {
  const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: p.id, password: p.password, kategori: 'tahanan' } });
  expect(masuk.statusCode, masuk.body).toBe(200);
  const cookies = cookiesOf(masuk);
  const buka = await send(t.app, 'GET', `/api/asesmen/${p.id}/srq20`, { cookies });
  expect(buka.statusCode, buka.body).toBe(200);
  t.clock.advance(detik * 1000);
  const simpan = await send(t.app, 'POST', `/api/asesmen/${p.id}/srq20`, { cookies, body: { jawaban } });
  expect(simpan.statusCode, simpan.body).toBe(200);
}

describe('a retest keeps the replaced attempt\'s critical answer in the priority (D20)', () => {
  it("SRQ-20 item 17 'Ya' in a too-fast attempt, retest with 'Tidak': still Kritis, the trigger named as from the replaced attempt", async () => {
    const p = await createChild(t.database.db, { location: 'Rutan 2', kategori: 'tahanan' });
    const reg = encodeURIComponent(p.registration_no);
    await kerjakanSrq20(p, { ...semua(0), '1': 1, '17': 1 }, 5);
    const pertama = (await send(t.app, 'GET', `/api/hasil-gabungan/${reg}`, { cookies: asessor })).json();
    expect(pertama.prioritas).toBe('Kritis');
    expect(pertama.hasil['SRQ-20'].validitas.map((v: { kode: string }) => v.kode)).toContain('terlalu_cepat');

    const minta = await send(t.app, 'POST', `/api/kelola/${p.id}/ronde/1/tes-ulang/srq20`, { cookies: asessor });
    expect(minta.statusCode, minta.body).toBe(200);
    await kerjakanSrq20(p, semua(0), 10 * 60);

    const g = (await send(t.app, 'GET', `/api/hasil-gabungan/${reg}`, { cookies: asessor })).json();
    // The retest is the scored attempt (item 17 'Tidak')...
    expect(g.hasil['SRQ-20'].jawaban['17']).toBe(0);
    expect(g.hasil['SRQ-20'].validitas).toEqual([]);
    // ...but the answer once given stays: Kritis, with the trigger quoted from the replaced attempt.
    expect(g.prioritas).toBe('Kritis');
    expect(g.interpretasi.alasan_prioritas).toContain(`${BUTIR_17}) ${DARI_PENGERJAAN_DIULANG}`);
    expect(g.interpretasi.kritis.aktif).toBe(true);
    // Its clock starts at the replaced attempt's own submission, not the retest's (D19, D20).
    const pertamaDikirim = await t.database.db
      .selectFrom('hasil_riwayat')
      .select('submitted_at')
      .where('peserta_id', '=', p.id)
      .where('status', '=', 'diganti')
      .executeTakeFirstOrThrow();
    const ulangDikirim = await t.database.db.selectFrom('hasil').select('submitted_at').where('peserta_id', '=', p.id).executeTakeFirstOrThrow();
    expect(ulangDikirim.submitted_at > pertamaDikirim.submitted_at).toBe(true);
    expect(g.interpretasi.waktu_temuan).toBe(pertamaDikirim.submitted_at);

    const daftar = (await send(t.app, 'GET', `/api/hasil-gabungan?kategori=tahanan&q=${reg}`, { cookies: asessor })).json();
    expect(daftar.data.map((r: { registration_no: string; prioritas: string }) => [r.registration_no, r.prioritas])).toEqual([
      [p.registration_no, 'Kritis'],
    ]);
    const kritis = (
      await send(t.app, 'GET', `/api/hasil-gabungan?kategori=tahanan&prioritas=Kritis&q=${reg}`, { cookies: asessor })
    ).json();
    expect(kritis.data).toHaveLength(1);

    // Beranda: the record's follow-up stays Kritis and open.
    const beranda = await send(t.app, 'GET', '/api/beranda', { cookies: asessor });
    expect(beranda.statusCode, beranda.body).toBe(200);
    const segera = beranda.json().tindak_lanjut.segera.data as { peserta: { registration_no: string }; prioritas: string; status: string }[];
    expect(segera.filter((r) => r.peserta.registration_no === p.registration_no).map((r) => [r.prioritas, r.status])).toEqual([
      ['Kritis', 'terbuka'],
    ]);

    const pdf = await send(t.app, 'GET', `/api/laporan/${reg}.pdf`, { cookies: asessor });
    expect(pdf.statusCode).toBe(200);
    const teks = bacaPdf(pdf.rawPayload).teks.replace(/\s+/g, ' ');
    expect(teks).toContain('Kritis');
    expect(teks).toContain(DARI_PENGERJAAN_DIULANG);
    expect(teks).toContain(`dihitung dari temuan ${waktuWib(pertamaDikirim.submitted_at)}`);
  }, 120_000);
});
