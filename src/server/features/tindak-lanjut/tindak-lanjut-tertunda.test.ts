// D19: a follow-up is never lost. A save whose follow-up cannot be opened keeps its answers and the
// follow-up is opened later (next read of Beranda or the worklist, or the server's periodic check);
// records already Kritis, Mendesak or Tinggi before follow-ups existed get theirs once (the back-fill),
// each dated from its finding, not from the check. The failure is a real one: the history table the
// opening writes to is renamed away, so the database refuses the write.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { INSTRUMEN, tenggatTindakLanjut, type Prioritas } from '#domain/index.ts';
import { childSession, createAsessor, createChild, loginAsessor } from '#server/test/factories.ts';
import { createHasil } from '#server/test/hasil-factories.ts';
import { send, testAppForFile } from '#server/test/harness.ts';
import { badanRekam } from '#server/test/skrining.ts';
import { periksaSemuaTertunda } from './periksa-berkala';

const t = testAppForFile();
const db = () => t.database.db;
const JAM = 3_600_000;

/** Renames the follow-up history away (every opening writes to it in its transaction), and back. */
const rusakkan = () => sql`alter table tindak_lanjut_riwayat rename to tindak_lanjut_riwayat_rusak`.execute(db());
const pulihkan = () => sql`alter table tindak_lanjut_riwayat_rusak rename to tindak_lanjut_riwayat`.execute(db());

const tindakLanjutDari = (pesertaId: number) =>
  db()
    .selectFrom('tindak_lanjut')
    .select(['prioritas', 'temuan_pada', 'tenggat', 'dibuat_pada', 'status'])
    .where('peserta_id', '=', pesertaId)
    .execute();

const tenggat = (p: string, dari: string) => tenggatTindakLanjut(p as Prioritas, new Date(dari))!.toISOString();

/** A PSC-17 total of 24 (Bermasalah, Tinggi), varied, hopelessness items below the top. */
const PSC17_TINGGI = Object.fromEntries(
  Array.from({ length: 17 }, (_, i) => [String(i + 1), i + 1 === 6 ? 1 : (i + 1) % 2 === 0 ? 2 : 1]),
);

describe('a save whose follow-up cannot be opened (D19)', () => {
  it('keeps the answers and answers success; the next read of Beranda opens the follow-up, dated from the finding', async () => {
    const asessor = await createAsessor(db(), { location: 'Rutan 1' });
    const cookies = await loginAsessor(t.app, asessor);

    await rusakkan();
    let pulih = false;
    try {
      // A record whose screening answers make it Tinggi, saved through the Kelola form.
      const dibuat = t.clock.now().toISOString();
      const rekam = await send(t.app, 'POST', '/api/kelola', {
        cookies,
        body: badanRekam(asessor.id, {
          registration_no: 'TT-REKAM',
          name: 'Anak Tertunda',
          password: 'sandi-anak-1',
          kekerasan_seksual: 'Ya',
        }),
      });
      expect(rekam.statusCode, rekam.body).toBe(201);
      const rekamId = rekam.json().id as number;
      expect(await db().selectFrom('peserta').select('kekerasan_seksual').where('id', '=', rekamId).executeTakeFirst()).toEqual({
        kekerasan_seksual: 'Ya',
      });

      // A child's PSC-17 with a Tinggi result, submitted while the opening fails.
      const anak = await createChild(db(), { location: 'Rutan 1', registration_no: 'TT-SUBTES', asessor_id: asessor.id });
      await createHasil(db(), anak.id, 'pid5');
      const sesi = await childSession(t, anak.id);
      expect(
        (await send(t.app, 'GET', `/api/asesmen/${anak.id}/${INSTRUMEN.psc17.ruteAnak}`, { cookies: sesi })).statusCode,
      ).toBe(200);
      t.clock.advance(5 * 60_000);
      const dikirim = t.clock.now().toISOString();
      const simpan = await send(t.app, 'POST', '/api/simpan-hasil-psc17', {
        cookies: sesi,
        body: { registration_no: 'TT-SUBTES', jawaban: PSC17_TINGGI },
      });
      expect(simpan.statusCode, simpan.body).toBe(200);
      const hasil = await db()
        .selectFrom('hasil')
        .select(['jawaban', 'submitted_at'])
        .where('peserta_id', '=', anak.id)
        .where('instrument', '=', 'psc17')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(hasil.jawaban)).toEqual(PSC17_TINGGI);
      expect(hasil.submitted_at).toBe(dikirim);

      // Nothing could be opened meanwhile, and the worklist cannot either while the table is away.
      expect(await tindakLanjutDari(rekamId)).toEqual([]);
      expect(await tindakLanjutDari(anak.id)).toEqual([]);

      // Three hours on, the database is whole again: the first read of Beranda opens both.
      t.clock.advance(3 * JAM);
      await pulihkan();
      pulih = true;
      const sekarang = t.clock.now().toISOString();
      const cookiesLagi = await loginAsessor(t.app, asessor);
      const beranda = await send(t.app, 'GET', '/api/beranda', { cookies: cookiesLagi });
      expect(beranda.statusCode, beranda.body).toBe(200);
      expect(beranda.json().tindak_lanjut.terbuka).toBe(2);

      expect(await tindakLanjutDari(rekamId)).toEqual([
        {
          prioritas: 'Tinggi',
          status: 'terbuka',
          temuan_pada: dibuat,
          tenggat: tenggat('Tinggi', dibuat),
          dibuat_pada: sekarang,
        },
      ]);
      expect(await tindakLanjutDari(anak.id)).toEqual([
        {
          prioritas: 'Tinggi',
          status: 'terbuka',
          temuan_pada: dikirim,
          tenggat: tenggat('Tinggi', dikirim),
          dibuat_pada: sekarang,
        },
      ]);
      const audit = await db()
        .selectFrom('audit')
        .select(['at', 'role', 'target'])
        .where('action', '=', 'tindak-lanjut.buka_otomatis')
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { at: sekarang, role: 'sistem', target: 'TT-REKAM' },
        { at: sekarang, role: 'sistem', target: 'TT-SUBTES' },
      ]);

      // Read again, and checked by the server's periodic run: nothing more is opened.
      expect((await send(t.app, 'GET', '/api/tindak-lanjut', { cookies: cookiesLagi })).json().total).toBe(2);
      expect(await periksaSemuaTertunda(db(), t.clock)).toEqual({ diperiksa: 0, dibuka: 0, gagal: 0 });
      expect(await db().selectFrom('tindak_lanjut').select('id').execute()).toHaveLength(2);
    } finally {
      if (!pulih) await pulihkan();
    }
  });
});

describe('records already flagged before follow-ups existed (the back-fill)', () => {
  it("the server's check after start opens one for each Kritis, Mendesak or Tinggi record of every Rutan, dated from its finding, once", async () => {
    // Records written as an earlier release wrote them: straight into the tables, no follow-up opened.
    const skrining = await createChild(db(), { location: 'Rutan 2', registration_no: 'BF-SKRINING', kekerasan_seksual: 'Ya' });
    const dibuat = (await db().selectFrom('peserta').select('created_at').where('id', '=', skrining.id).executeTakeFirstOrThrow())
      .created_at;
    const subtes = await createChild(db(), { location: 'Rutan 3', registration_no: 'BF-SUBTES' });
    await createHasil(db(), subtes.id, 'pid5');
    t.clock.advance(JAM);
    const dikirim = t.clock.now().toISOString();
    await createHasil(db(), subtes.id, 'psc17', { jawaban: PSC17_TINGGI, submitted_at: dikirim });
    const rendah = await createChild(db(), { location: 'Rutan 2', registration_no: 'BF-RENDAH' });
    t.clock.advance(2 * 24 * JAM);

    const hasil = await periksaSemuaTertunda(db(), t.clock);
    expect(hasil.gagal).toBe(0);
    expect(hasil.dibuka).toBe(2);

    const [a] = await tindakLanjutDari(skrining.id);
    expect(a).toMatchObject({ prioritas: 'Tinggi', temuan_pada: dibuat, tenggat: tenggat('Tinggi', dibuat) });
    const [b] = await tindakLanjutDari(subtes.id);
    expect(b).toMatchObject({ prioritas: 'Tinggi', temuan_pada: dikirim, tenggat: tenggat('Tinggi', dikirim) });
    expect(await tindakLanjutDari(rendah.id)).toEqual([]);

    // Idempotent: a second start checks nothing and opens nothing.
    expect(await periksaSemuaTertunda(db(), t.clock)).toEqual({ diperiksa: 0, dibuka: 0, gagal: 0 });
    expect(
      await db()
        .selectFrom('tindak_lanjut')
        .select('id')
        .where('peserta_id', 'in', [skrining.id, subtes.id, rendah.id])
        .execute(),
    ).toHaveLength(2);
  });
});
