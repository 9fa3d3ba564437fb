// Drafts of a room of children (issue 17): one query reads what a draft and a sign of life are checked
// against, and the drafts of one group commit go as one statement. Each child's draft stays its own,
// the last draft of a child wins as if written one after another, a failing draft fails alone, and
// the checks answer as before.
import { describe, expect, it } from 'vitest';
import type { InstrumentKey } from '#domain/instruments.ts';
import { childSession, createChild } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { findOrInsertPengerjaan, findPengerjaan, loadKeadaanSubtes, type Draf } from './asesmen-data';
import { tulisDraf } from '#server/test/draf.ts';
import { koneksiLain } from '#server/test/koneksi-lain.ts';

const t = testAppForFile();

/** A PID-5 result saved for the record straight in the table (a sub test already done). */
const pid5Tersimpan = (pesertaId: number) =>
  t.database.db
    .insertInto('hasil')
    .values({ peserta_id: pesertaId, instrument: 'pid5', jawaban: '{}', skor: '{}', timed_out: 0, submitted_at: t.clock.now().toISOString() })
    .execute();

async function anakTerbuka(fields: Parameters<typeof createChild>[1] = {}) {
  const child = await createChild(t.database.db, fields);
  const cookies = await childSession(t, child.id);
  const buka = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies });
  expect(buka.statusCode, buka.body).toBe(200);
  return { child, cookies };
}

const draf = (id: number, cookies: Cookies, body: unknown, instrument = 'pid5') =>
  send(t.app, 'PUT', `/api/asesmen/${id}/${instrument}/draft`, { cookies, body });
const detak = (id: number, cookies: Cookies, instrument = 'pid5') =>
  send(t.app, 'POST', `/api/asesmen/${id}/${instrument}/detak`, { cookies });

const tersimpan = async (pesertaId: number) => {
  const p = (await findPengerjaan(t.database.db, pesertaId, 'pid5'))!;
  return {
    jawaban: JSON.parse(p.jawaban) as unknown,
    essay: p.jawaban_essay,
    waktu: JSON.parse(p.waktu_jawab ?? '{}') as unknown,
  };
};

describe('drafts of many children at once', () => {
  it("stores each child's own draft", async () => {
    const anak = await Promise.all(Array.from({ length: 30 }, () => anakTerbuka()));
    const jawabanDari = (i: number) => ({ '1': i % 4, '2': (i + 1) % 4, [String(3 + (i % 20))]: 3 });
    const res = await Promise.all(anak.map((a, i) => draf(a.child.id, a.cookies, { jawaban: jawabanDari(i) })));
    expect(res.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(res.map((r) => r.json().message)).toEqual(Array(30).fill('Draf jawaban tersimpan.'));
    for (const [i, a] of anak.entries()) expect((await tersimpan(a.child.id)).jawaban, `child ${i}`).toEqual(jawabanDari(i));
  });

  it("in one commit: a later draft's answers win, each answer keeps its first time, an essay sent earlier stays unless a later one is sent", async () => {
    const [a, b, c, d] = await Promise.all([anakTerbuka(), anakTerbuka(), anakTerbuka(), anakTerbuka()]);
    const id = async (x: typeof a) => (await findPengerjaan(t.database.db, x!.child.id, 'pid5'))!.id;
    const [ia, ib, ic, id_] = await Promise.all([id(a), id(b), id(c), id(d)]);
    const baru = (pid: number, n: number, essay: string | null | undefined): Draf => ({
      id: pid,
      jawaban: { '1': n },
      essay,
      waktuJawab: { '1': `2026-11-22T03:00:0${n}.000Z` },
      now: `2026-11-22T03:00:0${n}.000Z`,
    });
    // Not awaited one by one: all arrive before the batch is written.
    await Promise.all([
      tulisDraf(t.database.db, baru(ia!, 1, 'satu')),
      tulisDraf(t.database.db, baru(ib!, 1, 'lain')),
      tulisDraf(t.database.db, baru(ia!, 2, undefined)),
      tulisDraf(t.database.db, baru(ic!, 1, 'tiga')),
      tulisDraf(t.database.db, baru(id_!, 1, null)),
      tulisDraf(t.database.db, baru(ic!, 3, null)),
      tulisDraf(t.database.db, baru(id_!, 2, 'dua')),
      tulisDraf(t.database.db, baru(ib!, 3, undefined)),
    ]);
    expect(await tersimpan(a!.child.id)).toEqual({
      jawaban: { '1': 2 },
      essay: 'satu',
      waktu: { '1': '2026-11-22T03:00:01.000Z' },
    });
    expect(await tersimpan(b!.child.id)).toEqual({
      jawaban: { '1': 3 },
      essay: 'lain',
      waktu: { '1': '2026-11-22T03:00:01.000Z' },
    });
    expect(await tersimpan(c!.child.id)).toEqual({
      jawaban: { '1': 3 },
      essay: null,
      waktu: { '1': '2026-11-22T03:00:01.000Z' },
    });
    expect(await tersimpan(d!.child.id)).toEqual({
      jawaban: { '1': 2 },
      essay: 'dua',
      waktu: { '1': '2026-11-22T03:00:01.000Z' },
    });
    const row = (await findPengerjaan(t.database.db, a!.child.id, 'pid5'))!;
    expect([row.updated_at, row.terakhir_aktif]).toEqual(['2026-11-22T03:00:02.000Z', '2026-11-22T03:00:02.000Z']);
  });

  it('a draft that cannot be written fails alone; the others of its commit are stored', async () => {
    const anak = await Promise.all(Array.from({ length: 6 }, () => anakTerbuka()));
    const ids = await Promise.all(anak.map(async (a) => (await findPengerjaan(t.database.db, a.child.id, 'pid5'))!.id));
    const hasil = await Promise.allSettled(
      ids.map((pid, i) =>
        tulisDraf(t.database.db, {
          id: pid,
          jawaban: { '1': i % 4 },
          essay: undefined,
          waktuJawab: {},
          // updated_at may not be empty: this one write is refused by the database.
          now: i === 2 ? (null as unknown as string) : '2026-11-22T03:00:09.000Z',
        }),
      ),
    );
    expect(hasil.map((h) => h.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    for (const [i, a] of anak.entries()) {
      expect((await tersimpan(a.child.id)).jawaban, `child ${i}`).toEqual(i === 2 ? {} : { '1': i % 4 });
    }
  });
});

describe('drafts of many children at once: what is stored, and when', () => {
  const kedua = koneksiLain(() => t);

  /** The stored answers of an attempt as another connection reads them. */
  const dibacaLain = async (id: number): Promise<string | undefined> => {
    if (kedua.file)
      return (kedua.file.prepare('select jawaban from pengerjaan where id = ?').get(id) as { jawaban: string } | undefined)?.jawaban;
    return (await kedua.lain!.db.selectFrom('pengerjaan').select('jawaban').where('id', '=', id).executeTakeFirst())?.jawaban;
  };

  it('answers each draft only once it is committed: another connection sees it then', async () => {
    const anak = await Promise.all(Array.from({ length: 20 }, () => anakTerbuka()));
    const ids = await Promise.all(anak.map(async (a) => (await findPengerjaan(t.database.db, a.child.id, 'pid5'))!.id));
    const dilihat = await Promise.all(
      anak.map((a, i) =>
        draf(a.child.id, a.cookies, { jawaban: { '1': i % 4, '2': 3 } }).then(async (res) => {
          expect(res.statusCode).toBe(200);
          return JSON.parse((await dibacaLain(ids[i]!)) ?? 'null') as unknown;
        }),
      ),
    );
    expect(dilihat).toEqual(anak.map((_, i) => ({ '1': i % 4, '2': 3 })));
  });

  it('stores essays of any text exactly as sent, each with its own draft', async () => {
    const essays = [
      'a,b',
      '{x}',
      '"kutip"',
      'garis\\miring \\"',
      'NULL',
      'null',
      '',
      ' spasi ',
      'baris\nbaru\ttab',
      'anak 😀 ñ é',
      "it's",
      '{"1":2}',
    ];
    const anak = await Promise.all(essays.map(() => anakTerbuka()));
    const ids = await Promise.all(anak.map(async (a) => (await findPengerjaan(t.database.db, a.child.id, 'pid5'))!.id));
    await Promise.all(
      ids.map((id, i) =>
        tulisDraf(t.database.db, {
          id,
          jawaban: { '1': i % 4, '3': 'B' },
          essay: essays[i],
          waktuJawab: { '1': `2026-11-22T03:00:0${i % 10}.000Z` },
          now: '2026-11-22T03:00:09.000Z',
        }),
      ),
    );
    for (const [i, a] of anak.entries()) {
      expect(await tersimpan(a.child.id), `essay ${i}`).toEqual({
        jawaban: { '1': i % 4, '3': 'B' },
        essay: essays[i],
        waktu: { '1': `2026-11-22T03:00:0${i % 10}.000Z` },
      });
    }
  });

  it('checks read together answer what each read alone answers', async () => {
    const db = t.database.db;
    const terbuka = await anakTerbuka();
    const disimpan = await anakTerbuka();
    await pid5Tersimpan(disimpan.child.id);
    const belumDibuka = await createChild(db);
    const tahanan = await createChild(db, { kategori: 'tahanan' });
    await findOrInsertPengerjaan(db, tahanan.id, 'psc17', '2026-11-22T03:00:00.000Z');
    const lainnya = await anakTerbuka();
    await db.updateTable('peserta').set({ kategori: 'lainnya' }).where('id', '=', lainnya.child.id).execute();
    await tulisDraf(db, {
      id: (await findPengerjaan(db, terbuka.child.id, 'pid5'))!.id,
      jawaban: { '2': 1 },
      essay: 'esai',
      waktuJawab: { '2': '2026-11-22T03:00:01.000Z' },
      now: '2026-11-22T03:00:01.000Z',
    });
    const kunci: [number, InstrumentKey][] = [
      [terbuka.child.id, 'pid5'],
      [terbuka.child.id, 'psc17'],
      [disimpan.child.id, 'pid5'],
      [belumDibuka.id, 'pid5'],
      [tahanan.id, 'psc17'],
      [lainnya.child.id, 'pid5'],
      [999_999, 'pid5'],
      [terbuka.child.id, 'pid5'],
    ];
    const sendiri = [];
    for (const [id, key] of kunci) sendiri.push(await loadKeadaanSubtes(db, id, key));
    const bersama = await Promise.all(kunci.map(([id, key]) => loadKeadaanSubtes(db, id, key)));
    expect(bersama).toEqual(sendiri);
    expect(sendiri.map((k) => k && [k.tersimpan, k.pengerjaan !== undefined])).toEqual([
      [false, true],
      [false, false],
      [true, true],
      [false, false],
      [false, true],
      [false, true],
      undefined,
      [false, true],
    ]);
    expect(sendiri[0]!.pengerjaan!.jawaban_essay).toBe('esai');
  });
});

describe('what a draft and a sign of life are checked against (one query)', () => {
  it("a record deleted while its session lives: 401 with the spec's message, nothing written", async () => {
    const { child, cookies } = await anakTerbuka();
    await t.database.db.deleteFrom('peserta').where('id', '=', child.id).execute();
    for (const res of [await draf(child.id, cookies, { jawaban: { '1': 1 } }), await detak(child.id, cookies)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Data pengguna tidak ditemukan.');
    }
  });

  it("the category's stored battery decides; a category outside the list takes the child's battery", async () => {
    const { child, cookies } = await anakTerbuka();
    await t.database.db
      .insertInto('baterai')
      .values({
        kategori: 'anak',
        instrumen: JSON.stringify(['psc17', 'pid5', 'dukungan', 'kognitif']),
        updated_at: '2026-11-22T03:00:00.000Z',
      })
      .execute();
    try {
      // pid5 is still in the battery (second now): accepted.
      expect((await draf(child.id, cookies, { jawaban: { '1': 1 } })).statusCode).toBe(200);
      await t.database.db
        .updateTable('baterai')
        .set({ instrumen: JSON.stringify(['psc17', 'dukungan']) })
        .where('kategori', '=', 'anak')
        .execute();
      for (const res of [await draf(child.id, cookies, { jawaban: { '1': 2 } }), await detak(child.id, cookies)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Instrumen ini tidak termasuk baterai asesmen peserta ini.');
      }
      expect((await tersimpan(child.id)).jawaban).toEqual({ '1': 1 });
      // A stored category no category reads as: the child's battery, stored row included.
      await t.database.db.updateTable('peserta').set({ kategori: 'lainnya' }).where('id', '=', child.id).execute();
      expect((await draf(child.id, cookies, { jawaban: { '1': 3 } })).statusCode).toBe(400);
      await t.database.db.deleteFrom('baterai').where('kategori', '=', 'anak').execute();
      expect((await draf(child.id, cookies, { jawaban: { '1': 3 } })).statusCode).toBe(200);
      expect((await detak(child.id, cookies)).statusCode).toBe(200);
      expect((await tersimpan(child.id)).jawaban).toEqual({ '1': 3 });
      // A detainee's record takes the detainee battery: pid5 (the child's) is not in it.
      await t.database.db.updateTable('peserta').set({ kategori: 'tahanan' }).where('id', '=', child.id).execute();
      expect((await draf(child.id, cookies, { jawaban: { '1': 3 } })).statusCode).toBe(400);
    } finally {
      await t.database.db.deleteFrom('baterai').where('kategori', '=', 'anak').execute();
    }
  });

  it("the bank's size: its highest number when an item was deleted; an empty bank answers 404", async () => {
    const { child, cookies } = await anakTerbuka();
    const soal = await t.database.db.selectFrom('soal').selectAll().where('instrument', '=', 'pid5').orderBy('nomor').execute();
    try {
      await t.database.db.deleteFrom('soal').where('instrument', '=', 'pid5').where('nomor', '=', 3).execute();
      expect((await draf(child.id, cookies, { jawaban: { '25': 1 } })).statusCode).toBe(200);
      const lewat = await draf(child.id, cookies, { jawaban: { '26': 1 } });
      expect(lewat.statusCode).toBe(400);
      expect(lewat.json().message).toBe('Jawaban tidak valid: Nomor soal tidak valid: "26" (harus 1-25)');
      await t.database.db.deleteFrom('soal').where('instrument', '=', 'pid5').where('nomor', '>', 20).execute();
      expect((await draf(child.id, cookies, { jawaban: { '21': 1 } })).statusCode).toBe(400);
      await t.database.db.deleteFrom('soal').where('instrument', '=', 'pid5').execute();
      const kosong = await draf(child.id, cookies, { jawaban: { '1': 1 } });
      expect(kosong.statusCode).toBe(404);
      expect(kosong.json().message).toBe('Soal untuk sub test ini belum tersedia. Hubungi petugas.');
      expect((await tersimpan(child.id)).jawaban).toEqual({ '25': 1 });
    } finally {
      await t.database.db.deleteFrom('soal').where('instrument', '=', 'pid5').execute();
      await t.database.db
        .insertInto('soal')
        .values(soal.map(({ id: _id, ...s }) => s))
        .execute();
    }
  });

  it('a sub test never opened, or saved, answers 409 to a draft and a sign of life', async () => {
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    for (const res of [await draf(child.id, cookies, { jawaban: { '1': 1 } }), await detak(child.id, cookies)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Sub test ini belum dibuka. Muat ulang halaman lalu coba lagi.');
    }
    await findOrInsertPengerjaan(t.database.db, child.id, 'pid5', t.clock.now().toISOString());
    await pid5Tersimpan(child.id);
    for (const res of [await draf(child.id, cookies, { jawaban: { '1': 1 } }), await detak(child.id, cookies)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Sub test ini sudah disimpan. Jawaban tidak dapat dikirim ulang.');
    }
  });
});
