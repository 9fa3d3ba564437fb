// Issue 27 Build 9: the round-three wording of the default banks (item texts, then option labels) reaches
// installs whose items still read an earlier default word for word, with a new bank version; an admin's
// own text stays.
import { describe, expect, it } from 'vitest';
import { bankDefault, INSTRUMEN, PILIHAN_LAMA, TEKS_LAMA, type InstrumentKey } from '#domain/index.ts';
import { up } from '#server/db/migrations/20261128-11-teks-bank-ronde-tiga.ts';
import { up as upPilihan } from '#server/db/migrations/20261129-10-pilihan-ronde-tiga.ts';
import { PETUNJUK_DUKUNGAN_DEWASA } from '#domain/instrumen/dukungan.ts';
import { childSession, createChild } from '#server/test/factories.ts';
import { createHasil } from '#server/test/hasil-factories.ts';
import { send, testAppForFile } from '#server/test/harness.ts';

const t = testAppForFile();
const lama = (instrument: InstrumentKey, nomor: number) => TEKS_LAMA.filter((x) => x.instrument === instrument && x.nomor === nomor).at(-1)!.lama;

describe('migration 20261128-11 (default bank wording, round three)', () => {
  it('replaces untouched old defaults, keeps an admin text, raises each changed bank once, and does nothing the second time', async () => {
    const db = t.database.db;
    const soal = (instrument: InstrumentKey, nomor: number) =>
      db.updateTable('soal').where('instrument', '=', instrument).where('nomor', '=', nomor);
    await soal('pid5', 2).set({ pertanyaan: lama('pid5', 2) }).execute();
    await soal('psc17', 12).set({ pertanyaan: lama('psc17', 12) }).execute();
    await soal('psc17', 4).set({ pertanyaan: 'Teks milik admin.' }).execute();
    await soal('pid5dewasa', 19).set({ pertanyaan: lama('pid5dewasa', 19) }).execute();
    const versi = async () =>
      Object.fromEntries((await db.selectFrom('bank_versi').select(['instrument', 'versi']).execute()).map((r) => [r.instrument, Number(r.versi)]));
    const sebelum = await versi();
    const v = (k: string) => sebelum[k] ?? 1;

    await up(db as never);
    const teks = async (instrument: InstrumentKey, nomor: number) =>
      (await db.selectFrom('soal').select('pertanyaan').where('instrument', '=', instrument).where('nomor', '=', nomor).executeTakeFirstOrThrow()).pertanyaan;
    expect(await teks('pid5', 2)).toBe('Saya sering bertindak tanpa berpikir dulu, hanya ikut keinginan saat itu.');
    expect(await teks('psc17', 12)).toBe('Saya melanggar aturan.');
    expect(await teks('pid5dewasa', 19)).toBe(bankDefault('pid5dewasa')[18].pertanyaan);
    expect(await teks('psc17', 4)).toBe('Teks milik admin.');
    const sesudah = await versi();
    expect(sesudah).toMatchObject({ pid5: v('pid5') + 1, psc17: v('psc17') + 1, pid5dewasa: v('pid5dewasa') + 1 });
    expect(sesudah.srq20 ?? 1).toBe(v('srq20'));

    await up(db as never);
    expect(await versi()).toEqual(sesudah);
  });
});

describe('migration 20261129-10 (default option labels, round three)', () => {
  it('gives untouched old PID-5 and support options the new words, keeps an admin label, raises each changed bank once', async () => {
    const db = t.database.db;
    const pilihan = (instrument: InstrumentKey, nomor: number) =>
      db.updateTable('soal').where('instrument', '=', instrument).where('nomor', '=', nomor);
    const lamaDari = (instrument: InstrumentKey) => JSON.stringify(PILIHAN_LAMA.find((l) => l.instrument === instrument)!.pilihan);
    // Every PID-5 and support item as round two seeded it; the adult form's item 3 with the admin's own labels.
    await db.updateTable('soal').where('instrument', '=', 'pid5').set({ pilihan: lamaDari('pid5') }).execute();
    await db.updateTable('soal').where('instrument', '=', 'dukungan').set({ pilihan: lamaDari('dukungan') }).execute();
    await db.updateTable('soal').where('instrument', '=', 'pid5dewasa').set({ pilihan: lamaDari('pid5dewasa') }).execute();
    const milikAdmin = JSON.stringify(['Tidak', 'Sedikit', 'Lumayan', 'Sangat']);
    await pilihan('pid5dewasa', 3).set({ pilihan: milikAdmin }).execute();
    const versi = async () =>
      Object.fromEntries((await db.selectFrom('bank_versi').select(['instrument', 'versi']).execute()).map((r) => [r.instrument, Number(r.versi)]));
    const sebelum = await versi();
    const v = (k: string) => sebelum[k] ?? 1;

    await upPilihan(db as never);
    const label = async (instrument: InstrumentKey) =>
      (await db.selectFrom('soal').select(['nomor', 'pilihan']).where('instrument', '=', instrument).orderBy('nomor').execute()).map((r) =>
        JSON.parse(r.pilihan),
      );
    const pid5 = await label('pid5');
    expect(pid5).toHaveLength(25);
    for (const p of pid5) expect(p).toEqual(['Sama sekali tidak sesuai dengan saya', 'Kurang sesuai', 'Cukup sesuai', 'Sangat sesuai']);
    const dukungan = await label('dukungan');
    for (const p of dukungan) expect(p).toEqual(['Sangat Tidak Setuju', 'Tidak Setuju', 'Ragu-ragu', 'Setuju', 'Sangat Setuju']);
    const dewasa = await label('pid5dewasa');
    expect(dewasa[2]).toEqual(JSON.parse(milikAdmin));
    expect(dewasa[0]).toEqual(INSTRUMEN.pid5dewasa.pilihan.map((p) => p.label));
    const sesudah = await versi();
    expect(sesudah).toMatchObject({ pid5: v('pid5') + 1, dukungan: v('dukungan') + 1, pid5dewasa: v('pid5dewasa') + 1 });
    expect(sesudah.psc17 ?? 1).toBe(v('psc17'));

    await upPilihan(db as never);
    expect(await versi()).toEqual(sesudah);
  });

  it('a child opening PID-5 reads the new options and the worked example; an adult reads the support scale in "Anda" and SRQ-20 says what Ya means', async () => {
    const anak = await createChild(t.database.db);
    const pid5 = await send(t.app, 'GET', `/api/asesmen/${anak.id}/pid5bf`, { cookies: await childSession(t, anak.id) });
    expect(pid5.statusCode, pid5.body).toBe(200);
    const a = pid5.json();
    expect(a.petunjuk).toContain('Contoh: untuk pernyataan "Saya suka makanan pedas", pilih "Sangat sesuai" kalau kamu');
    expect(a.soal[0].pilihan.map((p: { label: string }) => p.label)).toEqual([
      'Sama sekali tidak sesuai dengan saya',
      'Kurang sesuai',
      'Cukup sesuai',
      'Sangat sesuai',
    ]);
    const tahanan = await createChild(t.database.db, { kategori: 'tahanan' });
    const sesi = await childSession(t, tahanan.id);
    // The adult battery is taken in order: SRQ-20 and the adult PID-5 saved before the support scale opens.
    const selesai = (instrument: InstrumentKey) =>
      t.database.db
        .insertInto('hasil')
        .values({ peserta_id: tahanan.id, instrument, jawaban: '{}', jawaban_essay: null, skor: '{}', timed_out: 0, started_at: null, submitted_at: '2026-11-22T04:00:00.000Z' })
        .execute();
    await selesai('srq20');
    const dewasa = (await send(t.app, 'GET', `/api/asesmen/${tahanan.id}/pid5dewasa`, { cookies: sesi })).json();
    expect(dewasa.petunjuk).toContain('pilih "Sangat sesuai" bila Anda sangat suka makanan pedas');
    expect(dewasa.soal[0].pilihan.map((p: { label: string }) => p.label)).toEqual(a.soal[0].pilihan.map((p: { label: string }) => p.label));
    await t.database.db.deleteFrom('pengerjaan').where('peserta_id', '=', tahanan.id).execute();
    await selesai('pid5dewasa');
    const bukaDukungan = await send(t.app, 'GET', `/api/asesmen/${tahanan.id}/dukungan`, { cookies: sesi });
    expect(bukaDukungan.statusCode, bukaDukungan.body).toBe(200);
    const dukungan = bukaDukungan.json();
    expect(dukungan.petunjuk).toBe(PETUNJUK_DUKUNGAN_DEWASA);
    expect(dukungan.petunjuk).toContain('Bila Anda tidak yakin, pilih Ragu-ragu.');
    expect(dukungan.petunjuk).not.toMatch(/\bkamu\b|dekatmu|harapanmu/);
    expect(dukungan.soal[0].pilihan[2].label).toBe('Ragu-ragu');
    // The child's own support scale opens after PID-5 and PSC-17.
    await t.database.db.deleteFrom('pengerjaan').where('peserta_id', '=', anak.id).execute();
    await createHasil(t.database.db, anak.id, 'pid5');
    await createHasil(t.database.db, anak.id, 'psc17');
    const anakDukungan = (await send(t.app, 'GET', `/api/asesmen/${anak.id}/dukungan`, { cookies: await childSession(t, anak.id) })).json();
    expect(anakDukungan.petunjuk).toContain('Kalau kamu tidak yakin, pilih Ragu-ragu.');
    expect(anakDukungan.petunjuk).not.toMatch(/\bAnda\b/);
    expect(INSTRUMEN.srq20.keteranganPilihan).toBe('Ya = saya mengalaminya');
  });
});
