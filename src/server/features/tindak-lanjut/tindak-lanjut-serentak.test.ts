// A record has at most one open follow-up in its round, whoever opens it and however many at once
// (review of session 14's writes): two assessors pressing "Buka tindak lanjut" together, two closed
// follow-ups reopened together, and an assessor's opening while the rules open one for a Kritis finding.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsessor, createChild, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { bukaOtomatis } from './tindak-lanjut-data';

const t = testAppForFile();
let dua: Cookies[];

beforeAll(async () => {
  const a = await createAsessor(t.database.db, { name: 'Sari Petugas', location: 'Rutan 1' });
  const b = await createAsessor(t.database.db, { name: 'Dewi Rekan', location: 'Rutan 1' });
  dua = [await loginAsessor(t.app, a), await loginAsessor(t.app, b)];
});

/** The record's follow-ups as stored. */
const tersimpan = (pesertaId: number) =>
  t.database.db.selectFrom('tindak_lanjut').select(['id', 'status', 'prioritas', 'sumber', 'versi']).where('peserta_id', '=', pesertaId).execute();

const buka = (registration_no: string, n: number, prioritas = 'Sedang') =>
  send(t.app, 'POST', '/api/tindak-lanjut', {
    cookies: dua[n % 2]!,
    body: { registration_no, prioritas, alasan: `Dibuka asesor ${n % 2}` },
  });

describe('one open follow-up per record, at the same moment', () => {
  it('20 openings by two assessors at once: one opened (201), the other 19 told one is open (409)', async () => {
    const anak = await createChild(t.database.db);
    const jawab = await Promise.all(Array.from({ length: 20 }, (_, n) => buka(anak.registration_no, n)));
    const kode = jawab.map((r) => r.statusCode).sort();
    expect(kode).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of jawab.filter((x) => x.statusCode === 409)) expect(r.json().message).toMatch(/Masih ada tindak lanjut terbuka/);
    expect((await tersimpan(anak.id)).filter((x) => x.status === 'terbuka')).toHaveLength(1);
  });

  it('two closed follow-ups reopened 10 times each at once: one reopened, the rest refused', async () => {
    const anak = await createChild(t.database.db);
    for (const n of [0, 1]) {
      const res = await buka(anak.registration_no, n);
      expect(res.statusCode, res.body).toBe(201);
      const tutup = await send(t.app, 'POST', `/api/tindak-lanjut/${res.json().id}/tutup`, {
        cookies: dua[n]!,
        body: { versi: 1, alasan: 'selesai' },
      });
      expect(tutup.statusCode, tutup.body).toBe(200);
    }
    const ditutup = await tersimpan(anak.id);
    expect(ditutup.map((x) => x.status)).toEqual(['ditutup', 'ditutup']);
    const jawab = await Promise.all(
      Array.from({ length: 20 }, (_, n) => {
        const tl = ditutup[n % 2]!;
        return send(t.app, 'POST', `/api/tindak-lanjut/${tl.id}/buka-kembali`, {
          cookies: dua[Math.floor(n / 2) % 2]!,
          body: { versi: tl.versi, alasan: 'Anak kembali melapor keluhan.' },
        });
      }),
    );
    expect(jawab.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(jawab.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(Array<number>(19).fill(409));
    expect((await tersimpan(anak.id)).filter((x) => x.status === 'terbuka')).toHaveLength(1);
  });

  it("an assessor's 10 openings while the rules check a Kritis record 10 times: one open follow-up, Kritis", async () => {
    // Self harm 'Ya' stored without its follow-up yet: the rules' check is what opens it.
    const anak = await createChild(t.database.db, { self_harm: 'Ya' });
    const sekarang = t.clock.now().toISOString();
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? bukaOtomatis(t.database.db, anak.id, sekarang) : buka(anak.registration_no, n / 2, 'Rendah'))),
    );
    const terbuka = (await tersimpan(anak.id)).filter((x) => x.status === 'terbuka');
    expect(terbuka).toHaveLength(1);
    expect(terbuka[0]!.prioritas).toBe('Kritis');
  });
});
