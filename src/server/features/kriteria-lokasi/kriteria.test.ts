// D24 with issue 31's Build 6: a facility's stricter criteria. The admin adds a trigger for one
// facility; its detainee's result is Kritis and says a facility rule decided it, while another
// facility's same answers stay as the defaults judge them, and a result scored before the version keeps
// its judgement (list, Kritis filter, kept summaries, follow-up, Beranda, PDF). A criterion that would
// repeat or weaken a default is refused in Indonesian and nothing changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDanDuaRutan, auditOf, createAsessor, createChild, kunciUji, loginAdmin, loginAsessor, type ChildFixture } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { expectGuarded } from '#server/test/guards.ts';
import { bacaPdf } from '../laporan/baca-pdf';

const t = testAppForFile();
let admin: Cookies, as1: Cookies, as2: Cookies, rutan1: number;
beforeAll(async () => ({ admin, as1, as2, rutan1 } = await adminDanDuaRutan(t)));

const semua = (v: number) => Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), v]));
/** 'Ya' only to SRQ-20 item 16 ("merasa tidak berharga"): Mendesak by the defaults. */
const BUTIR_16 = { ...semua(0), '16': 1 };
const SRQ16_KRITIS = { jenis: 'butir', instrumen: 'srq20', nomor: 16, nilai: 1, prioritas: 'Kritis' } as const;
const simpan = (body: unknown, id = rutan1) => send(t.app, 'PUT', `/api/lokasi/${id}/kriteria`, { cookies: admin, body });
const baca = (id = rutan1) => send(t.app, 'GET', `/api/lokasi/${id}/kriteria`, { cookies: admin });

/** The detainee enters and saves SRQ-20 with these answers over ten minutes (not flagged too fast). */
async function kerjakanSrq20(p: ChildFixture, jawaban: Record<string, number>) {
  const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: p.id, password: p.password, kategori: 'tahanan' } });
  expect(masuk.statusCode, masuk.body).toBe(200);
  const cookies = cookiesOf(masuk);
  expect((await send(t.app, 'GET', `/api/asesmen/${p.id}/srq20`, { cookies })).statusCode).toBe(200);
  t.clock.advance(10 * 60 * 1000);
  const res = await send(t.app, 'POST', `/api/asesmen/${p.id}/srq20`, { cookies, body: { jawaban } });
  expect(res.statusCode, res.body).toBe(200);
}
const gabungan = async (p: ChildFixture, cookies: Cookies) =>
  (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(p.registration_no)}`, { cookies })).json();
const daftar = async (cookies: Cookies, q = '') =>
  (await send(t.app, 'GET', `/api/hasil-gabungan?kategori=tahanan&per_page=100${q}`, { cookies })).json().data as {
    registration_no: string;
    prioritas: string;
  }[];

describe("a facility's stricter criteria, versioned (D24)", () => {
  it("an added trigger makes its detainee Kritis, says so; another facility and an older result keep the defaults' judgement", async () => {
    expect((await baca()).json()).toEqual({ lokasi: 'Rutan 1', versi: 0, kriteria: [], riwayat: [] });
    const lama = await createChild(t.database.db, { location: 'Rutan 1', kategori: 'tahanan', name: 'Lama Sebelum Kriteria' });
    await kerjakanSrq20(lama, BUTIR_16);
    expect((await gabungan(lama, as1)).prioritas).toBe('Mendesak');

    const res = await simpan({ dari_versi: 0, alasan: 'Dua kejadian percobaan bunuh diri tahun ini', kriteria: [SRQ16_KRITIS] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Kriteria Rutan 1 disimpan sebagai versi 1.',
      versi: 1,
      kriteria: [{ ...SRQ16_KRITIS, label: "menjawab 'Ya' pada SRQ-20 butir 16", bawaan: 'Mendesak' }],
    });

    const baru = await createChild(t.database.db, { location: 'Rutan 1', kategori: 'tahanan', name: 'Baru Sesudah Kriteria' });
    const lain = await createChild(t.database.db, { location: 'Rutan 2', kategori: 'tahanan', name: 'Rutan Lain' });
    await kerjakanSrq20(baru, BUTIR_16);
    await kerjakanSrq20(lain, BUTIR_16);

    // The result records the version it was judged by.
    const versi = await t.database.db.selectFrom('kriteria_lokasi').select('id').where('lokasi_id', '=', rutan1).executeTakeFirstOrThrow();
    const tercatat = await t.database.db.selectFrom('hasil').select(['peserta_id', 'kriteria_versi']).where('peserta_id', 'in', [lama.id, baru.id, lain.id]).execute();
    expect(Object.fromEntries(tercatat.map((r) => [r.peserta_id, r.kriteria_versi === null ? null : Number(r.kriteria_versi)]))).toEqual({
      [lama.id]: null,
      [baru.id]: Number(versi.id),
      [lain.id]: null,
    });

    // The combined view: Kritis, and the facility rule named as what decided it (D12).
    const g = await gabungan(baru, as1);
    expect(g.prioritas).toBe('Kritis');
    expect(g.interpretasi.kriteria).toEqual({ lokasi: 'Rutan 1', nomor: 1, jumlah: 1 });
    expect(g.interpretasi.alasan_prioritas).toBe("Mengapa Kritis: kriteria tambahan Rutan 1 versi 1: menjawab 'Ya' pada SRQ-20 butir 16.");
    expect(g.interpretasi.kritis).toMatchObject({ aktif: true, alasan: ['Menurut kriteria tambahan Rutan 1 versi 1, jawaban tahanan ini menjadikan hasilnya Kritis.'] });
    expect(g.interpretasi.tindakan_utama[0]).toMatch(/^Hari ini: psikolog atau dokter klinik rutan menemui tahanan pada hari yang sama/);
    // Rutan 2's same answers and Rutan 1's older result: as the defaults judge them.
    const gLain = await gabungan(lain, as2);
    expect([gLain.prioritas, gLain.interpretasi.kriteria]).toEqual(['Mendesak', null]);
    const gLama = await gabungan(lama, as1);
    expect([gLama.prioritas, gLama.interpretasi.kriteria]).toEqual(['Mendesak', null]);

    // The list (computed, then from the kept summary) and the Kritis filter.
    for (let kali = 0; kali < 2; kali++) {
      const rows = await daftar(as1);
      const pr = (p: ChildFixture) => rows.find((r) => r.registration_no === p.registration_no)?.prioritas;
      expect([pr(baru), pr(lama)], `kali ${kali}`).toEqual(['Kritis', 'Mendesak']);
    }
    expect((await daftar(as1, '&prioritas=Kritis')).map((r) => r.registration_no)).toEqual([baru.registration_no]);
    expect((await daftar(as2, '&prioritas=Kritis'))).toEqual([]);

    // Follow-ups and Beranda: a Kritis one for the new result, Mendesak for the older.
    const beranda = (await send(t.app, 'GET', '/api/beranda', { cookies: as1 })).json();
    const segera = beranda.tindak_lanjut.segera.data as { peserta: { registration_no: string }; prioritas: string }[];
    expect(segera.filter((r) => r.peserta.registration_no === baru.registration_no).map((r) => r.prioritas)).toEqual(['Kritis']);
    const tl = await t.database.db.selectFrom('tindak_lanjut').select(['peserta_id', 'prioritas']).where('peserta_id', 'in', [lama.id, baru.id, lain.id]).execute();
    expect(Object.fromEntries(tl.map((r) => [r.peserta_id, r.prioritas]))).toEqual({ [lama.id]: 'Mendesak', [baru.id]: 'Kritis', [lain.id]: 'Mendesak' });

    // The PDF says it too.
    const pdf = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(baru.registration_no)}.pdf`, { cookies: as1 });
    expect(pdf.statusCode).toBe(200);
    const teks = bacaPdf(pdf.rawPayload).teks.replace(/\s+/g, ' ');
    expect(teks).toContain('kriteria tambahan Rutan 1 versi 1');

    // Version 2 takes the criterion away and adds a screening one: the result judged by version 1 stays Kritis.
    const v2 = await simpan({
      dari_versi: 1,
      alasan: 'Diganti dengan skrining penyakit menular',
      kriteria: [{ jenis: 'skrining', kunci: 'penyakit_menular', prioritas: 'Mendesak' }],
    });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().riwayat.map((r: { nomor: number }) => r.nomor)).toEqual([2, 1]);
    expect((await gabungan(baru, as1)).prioritas).toBe('Kritis');
    // A record without results is judged by the version in force now, whenever its screening answers were given.
    const sebelum = await createChild(t.database.db, { location: 'Rutan 1', kategori: 'tahanan', penyakit_menular: 'Ya' });
    const sesudah = await createChild(t.database.db, { location: 'Rutan 1', kategori: 'tahanan', penyakit_menular: 'Ya' });
    t.clock.advance(60_000);
    await t.database.db.updateTable('peserta').set({ skrining_at: t.clock.now().toISOString() }).where('id', '=', sesudah.id).execute();
    for (const p of [sesudah, sebelum]) {
      const g2 = await gabungan(p, as1);
      expect([g2.prioritas, g2.interpretasi.kriteria?.nomor]).toEqual(['Mendesak', 2]);
      expect(g2.interpretasi.alasan_prioritas).toContain("kriteria tambahan Rutan 1 versi 2: menjawab 'Ya' pada skrining Penyakit Menular");
    }

    const audit = await auditOf(t.database.db, 'lokasi.kriteria', `lokasi ${rutan1}`);
    expect(audit.map((a) => a.detail)).toEqual([
      "versi 1: menjawab 'Ya' pada SRQ-20 butir 16 -> Kritis. Alasan: Dua kejadian percobaan bunuh diri tahun ini",
      "versi 2: menjawab 'Ya' pada skrining Penyakit Menular -> Mendesak. Alasan: Diganti dengan skrining penyakit menular",
    ]);
  }, 180_000);

  it('a record without results takes a criterion added later (list, view, follow-up); each result keeps its version; a move keeps the history\'s', async () => {
    const rutan3 = Number(await kunciUji(t.database.db, 'Rutan 3'));
    const as3 = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 3' }));
    const MENULAR = { jenis: 'skrining', kunci: 'penyakit_menular', prioritas: 'Kritis' } as const;
    const v1 = await simpan({ dari_versi: 0, alasan: 'Kejadian menyakiti diri di blok tahanan', kriteria: [SRQ16_KRITIS] }, rutan3);
    expect(v1.statusCode, v1.body).toBe(200);
    const kerjakan = async (p: ChildFixture, instrumen: string, jawaban: Record<string, number>) => {
      const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: p.id, password: p.password, kategori: 'tahanan' } });
      const cookies = cookiesOf(masuk);
      expect((await send(t.app, 'GET', `/api/asesmen/${p.id}/${instrumen}`, { cookies })).statusCode).toBe(200);
      t.clock.advance(10 * 60 * 1000);
      const res = await send(t.app, 'POST', `/api/asesmen/${p.id}/${instrumen}`, { cookies, body: { jawaban } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const pid5 = { ...Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i + 1), 1])), '4': 2 };
    // A: SRQ-20 scored under version 1 ('Ya' to item 16: Kritis there).
    const a = await createChild(t.database.db, { location: 'Rutan 3', kategori: 'tahanan', name: 'A Versi Satu' });
    await kerjakan(a, 'srq20', BUTIR_16);
    expect((await gabungan(a, as3)).prioritas).toBe('Kritis');
    // B: screening answers only ('Ya' to an infectious disease: Sedang by the defaults), its summary kept by the list.
    const b = await createChild(t.database.db, { location: 'Rutan 3', kategori: 'tahanan', name: 'B Tanpa Hasil', penyakit_menular: 'Ya' });
    const prioritasDaftar = async (p: ChildFixture) => (await daftar(as3)).find((r) => r.registration_no === p.registration_no)?.prioritas;
    expect(await prioritasDaftar(b)).toBe('Sedang');
    expect(await prioritasDaftar(b)).toBe('Sedang');

    // Version 2: the SRQ-20 criterion taken away, the screening answer made Kritis.
    t.clock.advance(60_000);
    const v2 = await simpan({ dari_versi: 1, alasan: 'Wabah TBC di blok hunian', kriteria: [MENULAR] }, rutan3);
    expect(v2.statusCode, v2.body).toBe(200);
    // B has no result yet: judged by version 2 now, in the view, the list (its kept summary dropped) and a Kritis follow-up.
    const gB = await gabungan(b, as3);
    expect([gB.prioritas, gB.interpretasi.kriteria]).toEqual(['Kritis', { lokasi: 'Rutan 3', nomor: 2, jumlah: 1 }]);
    expect(await prioritasDaftar(b)).toBe('Kritis');
    expect((await send(t.app, 'GET', '/api/tindak-lanjut', { cookies: as3 })).statusCode).toBe(200);
    const tlB = await t.database.db.selectFrom('tindak_lanjut').select('prioritas').where('peserta_id', '=', b.id).execute();
    expect(tlB.map((r) => r.prioritas)).toEqual(['Kritis']);

    // A scores PID-5 under version 2: its SRQ-20 keeps version 1's judgement.
    await kerjakan(a, 'pid5dewasa', pid5);
    const versiHasil = await t.database.db.selectFrom('hasil').select(['instrument', 'kriteria_versi']).where('peserta_id', '=', a.id).execute();
    const idVersi = await t.database.db.selectFrom('kriteria_lokasi').select(['id', 'nomor']).where('lokasi_id', '=', rutan3).execute();
    const nomorDari = (id: number | null) => idVersi.find((v) => Number(v.id) === Number(id))?.nomor;
    expect(Object.fromEntries(versiHasil.map((r) => [r.instrument, nomorDari(r.kriteria_versi)]))).toEqual({ srq20: 1, pid5dewasa: 2 });
    const gA = await gabungan(a, as3);
    expect(gA.prioritas).toBe('Kritis');
    expect(gA.interpretasi.alasan_prioritas).toContain('kriteria tambahan Rutan 3 versi 1');
    expect(gA.interpretasi.kriteria).toEqual({ lokasi: 'Rutan 3', nomor: 2, jumlah: 2 });
    expect(await prioritasDaftar(a)).toBe('Kritis');
    // A new record's SRQ-20 scored under version 2 is judged by it: Mendesak, as the defaults say.
    const c = await createChild(t.database.db, { location: 'Rutan 3', kategori: 'tahanan', name: 'C Versi Dua' });
    await kerjakan(c, 'srq20', BUTIR_16);
    expect((await gabungan(c, as3)).prioritas).toBe('Mendesak');

    // Moved to Rutan 2 (no criteria of its own): A keeps what Rutan 3's versions judged; B, without results, takes Rutan 2's.
    for (const p of [a, b]) {
      const { versi } = await t.database.db.selectFrom('peserta').select('versi').where('id', '=', p.id).executeTakeFirstOrThrow();
      const res = await send(t.app, 'POST', `/api/kelola/${p.id}/pindah`, { cookies: as3, body: { lokasi: 'Rutan 2', alasan: 'Surat pemindahan No. 31/2026', versi } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const gA2 = await gabungan(a, as2);
    expect([gA2.prioritas, gA2.interpretasi.kriteria?.lokasi]).toEqual(['Kritis', 'Rutan 3']);
    const gB2 = await gabungan(b, as2);
    expect([gB2.prioritas, gB2.interpretasi.kriteria]).toEqual(['Sedang', null]);
  }, 180_000);

  it('a criterion that repeats or weakens a default, or bad input, is refused in Indonesian and changes nothing', async () => {
    const sebelum = (await baca()).json();
    const dari = sebelum.versi as number;
    const body = (kriteria: unknown[], lain: Record<string, unknown> = {}) => ({ dari_versi: dari, alasan: 'Uji', kriteria, ...lain });
    const kasus: [unknown, string | RegExp][] = [
      // Weakening a default: SRQ-20 item 17 'Ya' is Kritis, self harm 'Ya' is Kritis.
      [body([{ jenis: 'butir', instrumen: 'srq20', nomor: 17, nilai: 1, prioritas: 'Mendesak' }]), /Kriteria bawaan sudah menjadikan "menjawab 'Ya' pada SRQ-20 butir 17" Kritis\. .*tidak boleh mengulang atau melemahkannya/],
      [body([{ jenis: 'skrining', kunci: 'self_harm', prioritas: 'Mendesak' }]), /Kriteria bawaan sudah menjadikan "menjawab 'Ya' pada skrining Menyakiti Diri \(Self Harm\)" Kritis/],
      // Repeating a default (PSC-17 item 6 'Sering' is already Mendesak).
      [body([{ jenis: 'butir', instrumen: 'psc17', nomor: 6, nilai: 2, prioritas: 'Mendesak' }]), /sudah menjadikan .* Mendesak/],
      [body([{ jenis: 'skrining', kunci: 'napza', prioritas: 'Tinggi' }]), /hanya dapat menjadikan hasil Kritis atau Mendesak; kriteria bawaan tidak dapat dilemahkan/],
      [body([{ jenis: 'skrining', kunci: 'napza', prioritas: 'Rendah' }]), /tidak dapat dilemahkan/],
      [body([], { hapus_bawaan: ['butir-kritis'] }), /Kriteria bawaan tidak dapat dihapus atau diubah/],
      [body([{ jenis: 'skrining', kunci: 'self_harm', prioritas: 'Kritis', aktif: false }]), /Kriteria bawaan tidak dapat dihapus atau diubah/],
      [body([{ jenis: 'butir', instrumen: 'srq20', nomor: 21, nilai: 1, prioritas: 'Kritis' }]), 'Nomor butir SRQ20 harus 1 sampai 20.'],
      [body([{ jenis: 'butir', instrumen: 'psc17', nomor: 6, nilai: 0, prioritas: 'Kritis' }]), /jawaban terendah bukan temuan/],
      [body([{ jenis: 'butir', instrumen: 'dukungan', nomor: 1, nilai: 1, prioritas: 'Kritis' }]), /hanya SRQ-20, PSC-17, atau PID-5/],
      [body([{ jenis: 'total', instrumen: 'srq20', skor: 0, prioritas: 'Mendesak' }]), 'Batas skor total harus 1 sampai 20.'],
      [body([{ jenis: 'sihir', prioritas: 'Kritis' }]), /Jenis kriteria harus/],
      [
        body([
          { jenis: 'total', instrumen: 'srq20', skor: 4, prioritas: 'Mendesak' },
          { jenis: 'total', instrumen: 'srq20', skor: 5, prioritas: 'Kritis' },
        ]),
        /hanya boleh diisi sekali/,
      ],
      [body([], { alasan: ' ' }), 'Alasan perubahan wajib diisi.'],
      [body([], { alasan: 'a\u202eb' }), /karakter kontrol/],
      [body(sebelum.kriteria.map(({ label: _l, bawaan: _b, ...k }: Record<string, unknown>) => k)), /Tidak ada perubahan/],
      [{ kriteria: [] }, /Versi/],
      [[], 'Data kriteria tidak valid.'],
    ];
    for (const [b, pesan] of kasus) {
      const res = await simpan(b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().message, JSON.stringify(b)).toMatch(pesan);
    }
    // Saved from an older version: another admin changed it since (nothing overwritten).
    const basi = await simpan({ dari_versi: Math.max(0, dari - 1), alasan: 'Uji', kriteria: [{ jenis: 'total', instrumen: 'psc17', skor: 12, prioritas: 'Mendesak' }] });
    expect(basi.statusCode).toBe(409);
    expect(basi.json().message).toMatch(/sudah diubah admin lain/);
    expect((await simpan(body([]), 999_999)).statusCode).toBe(404);
    expect((await baca()).json()).toEqual(sebelum);

    await expectGuarded(t.app, 'PUT', `/api/lokasi/${rutan1}/kriteria`, [as1], body([]));
    await expectGuarded(t.app, 'GET', `/api/lokasi/${rutan1}/kriteria`, [as1]);
  });
});

describe("two admins saving one facility's criteria at the same moment (review of session 14's writes)", () => {
  it('20 saves from the version both read: one version made, its count raised once; the other 19 told why (409 or 400), nothing of theirs written', async () => {
    const dibuat = await send(t.app, 'POST', '/api/lokasi', { cookies: admin, body: { nama: 'Rutan Serentak', jenis: 'Rutan', provinsi: 'Jawa Barat' } });
    expect(dibuat.statusCode, dibuat.body).toBe(201);
    const id = dibuat.json().id as number;
    const hitungan = async () =>
      Number((await t.database.db.selectFrom('versi_rutan').select('versi').where('location', '=', String(id)).executeTakeFirst())?.versi ?? 0);
    const sebelum = await hitungan();
    const sesi = [admin, await loginAdmin(t.app)];
    const jawab = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        send(t.app, 'PUT', `/api/lokasi/${id}/kriteria`, {
          cookies: sesi[n % 2]!,
          body: { dari_versi: 0, alasan: `Simpanan ke-${n}`, kriteria: [SRQ16_KRITIS] },
        }),
      ),
    );
    const disimpan = jawab.flatMap((r, n) => (r.statusCode === 200 ? [n] : []));
    expect(disimpan).toHaveLength(1);
    // The others wrote nothing and said why: another admin saved first, or (read after that save) the
    // same criteria are already in force.
    for (const r of jawab.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().message]).toEqual(
        r.statusCode === 409
          ? [409, 'Kriteria Rutan Serentak sudah diubah admin lain sejak halaman ini dibuka. Muat ulang, lalu periksa kembali perubahan Anda.']
          : [400, 'Tidak ada perubahan: kriteria Rutan Serentak sudah seperti ini pada versi 1.'],
      );
    const kini = (await send(t.app, 'GET', `/api/lokasi/${id}/kriteria`, { cookies: admin })).json();
    expect(kini.riwayat.map((v: { nomor: number; alasan: string }) => [v.nomor, v.alasan])).toEqual([[1, `Simpanan ke-${disimpan[0]}`]]);
    // Migration 20261201-50's trigger: the facility's kept lists are stale once, for the one version made.
    expect(await hitungan()).toBe(sebelum + 1);
  });
});
