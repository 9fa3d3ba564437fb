import { describe, expect, it } from 'vitest';
import { SCREENING_KEYS, TRAIT_ITEMS, TRAIT_KEYS, type DomainPsc17, type ScreeningKey, type TraitKey } from '../instruments';
import type { KategoriPid5 } from '../skor/skor-pid5';
import type { TandaValiditas } from '../validitas';
import {
  ATURAN,
  BATASAN,
  CATATAN_HUNIAN_SRQ20,
  DARI_PENGERJAAN_DIULANG,
  KALIMAT_SKRINING,
  KALIMAT_SKRINING_ULANG,
  MAKS_TINDAKAN_UTAMA,
  PRIORITAS,
  SARAN,
  TINDAKAN,
  buatInterpretasi,
  interpretasiSebagaiTeks,
  kalimatInterpretasi,
  kasusKritis,
  prioritasDari,
  type HasilUntukAturan,
  type Interpretasi,
} from './index';

type H = HasilUntukAturan;
type Lengkap = Extract<Interpretasi, { lengkap: true }>;

/** A neutral child: all traits Rendah, no PSC-17 problem, support and cognition Sedang, no risk factor, no flag. */
function dasar(): H {
  const traitScores = {} as NonNullable<H['pid5']>['traitScores'];
  for (const t of TRAIT_KEYS) traitScores[t] = { skor: 0.4, kategori: 'Rendah' };
  const skrining = {} as H['skrining'];
  for (const k of SCREENING_KEYS) skrining[k] = 'Tidak';
  return {
    kategori: 'anak',
    srq20: null,
    pid5: { traitScores, validitas: [], jawaban: {} },
    psc17: {
      detail: {
        internalisasi: { status: 'Tidak Bermasalah', skor: 1 },
        atensi: { status: 'Tidak Bermasalah', skor: 1 },
        eksternalisasi: { status: 'Tidak Bermasalah', skor: 1 },
      },
      kategori_total: 'Tidak Bermasalah',
      validitas: [],
      jawaban: {},
    },
    dukungan: { kategori: 'Sedang', validitas: [] },
    kognitif: { kategori: 'Sedang', validitas: [] },
    skrining,
    kekerasan_seksual_baru: null,
    pelaku_satu_fasilitas: null,
  };
}

type Ubah = (h: H) => void;
const trait =
  (t: TraitKey, k: KategoriPid5, diprorata?: boolean): Ubah =>
  (h) =>
    void (h.pid5!.traitScores[t] = {
      skor: k === 'Tinggi' ? 2 : k === 'Sedang' ? 1 : null,
      kategori: k,
      ...(diprorata ? { diprorata } : {}),
    });
const domain =
  (d: DomainPsc17, status: 'Bermasalah' | 'Tidak pasti' = 'Bermasalah'): Ubah =>
  (h) =>
    void (h.psc17!.detail[d] = { status, skor: 9 });
const total =
  (status: 'Bermasalah' | 'Tidak pasti' | 'Tidak dapat dihitung'): Ubah =>
  (h) =>
    void (h.psc17!.kategori_total = status);
const skr =
  (k: ScreeningKey): Ubah =>
  (h) =>
    void (h.skrining[k] = 'Ya');
const dukungan =
  (k: 'Tinggi' | 'Sedang' | 'Rendah' | 'Tidak dapat dihitung'): Ubah =>
  (h) =>
    void (h.dukungan!.kategori = k);
const kognitif =
  (k: 'Tinggi' | 'Sedang' | 'Rendah' | 'Tidak dapat dihitung'): Ubah =>
  (h) =>
    void (h.kognitif!.kategori = k);
const butir =
  (inst: 'pid5' | 'psc17' | 'srq20', nomor: number, nilai: number): Ubah =>
  (h) =>
    void (h[inst]!.jawaban = { ...h[inst]!.jawaban, [nomor]: nilai });
const tanda =
  (k: 'pid5' | 'psc17' | 'dukungan' | 'kognitif' | 'srq20', kode: TandaValiditas['kode'] = 'pola_sama'): Ubah =>
  (h) =>
    void (h[k]!.validitas = [{ kode, pesan: 'x' }]);
const ks =
  (baru: 'Ya' | 'Tidak' | null, dekat: 'Ya' | 'Tidak' | null): Ubah =>
  (h) => {
    h.skrining.korban_kekerasan_seksual = 'Ya';
    h.kekerasan_seksual_baru = baru;
    h.pelaku_satu_fasilitas = dekat;
  };
const srq =
  (
    total_skor: number,
    kategori: 'Terindikasi' | 'Tidak Terindikasi' | 'Tidak pasti' = total_skor >= 6 ? 'Terindikasi' : 'Tidak Terindikasi',
  ): Ubah =>
  (h) =>
    void (h.srq20 = { total_skor, kategori, butir_kritis: [], validitas: [], jawaban: {} });
const jawabanSemua =
  (inst: 'pid5' | 'psc17' | 'srq20', n: number, nilai: number): Ubah =>
  (h) =>
    void (h[inst]!.jawaban = Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), nilai])));
const totalSkor =
  (t: number): Ubah =>
  (h) =>
    void (h.psc17!.total_skor = t);
const orang =
  (o: NonNullable<H['orang']>): Ubah =>
  (h) =>
    void (h.orang = { ...h.orang, ...o });
const semua =
  (...f: Ubah[]): Ubah =>
  (h) =>
    f.forEach((g) => g(h));
const tetap: Ubah = () => {};

/** For every rule: a change to the neutral child that makes it fire, and a near one that does not. */
const KASUS: Record<string, { ya: Ubah; tidak: Ubah }> = {
  'skrining-self-harm': { ya: skr('self_harm'), tidak: skr('korban_kekerasan_seksual') },
  'butir-kritis': {
    ya: (h) => void (h.lain = { srq20: { jawaban: { 17: 1 } } }),
    tidak: (h) => void (h.lain = { srq20: { jawaban: { 17: 0, 16: 1 } } }),
  },
  'korban-ks-baru-atau-pelaku-dekat': { ya: ks('Tidak', 'Ya'), tidak: ks('Tidak', 'Tidak') },
  'korban-ks': { ya: ks(null, null), tidak: skr('kekerasan_seksual') },
  'butir-putus-asa': { ya: butir('psc17', 6, 2), tidak: butir('psc17', 6, 1) },
  'self-harm-skor-rendah': { ya: skr('self_harm'), tidak: semua(skr('self_harm'), domain('internalisasi')) },
  'srq20-terindikasi': { ya: srq(6), tidak: srq(5) },
  'srq20-tidak-pasti': { ya: srq(4, 'Tidak pasti'), tidak: srq(4) },
  'srq20-tidak-terindikasi': { ya: srq(4), tidak: semua(srq(4), tanda('srq20', 'waktu_habis')) },
  'validitas-srq20': { ya: semua(srq(2), tanda('srq20', 'waktu_habis')), tidak: srq(2) },
  'pid5-NegativeAffect-tinggi': { ya: trait('NegativeAffect', 'Tinggi'), tidak: trait('NegativeAffect', 'Sedang') },
  'pid5-Detachment-tinggi': { ya: trait('Detachment', 'Tinggi'), tidak: trait('Detachment', 'Sedang') },
  'pid5-Antagonism-tinggi': { ya: trait('Antagonism', 'Tinggi'), tidak: trait('Antagonism', 'Sedang') },
  'pid5-Disinhibition-tinggi': { ya: trait('Disinhibition', 'Tinggi'), tidak: trait('Disinhibition', 'Sedang') },
  'pid5-Psychoticism-tinggi': { ya: trait('Psychoticism', 'Tinggi'), tidak: trait('Psychoticism', 'Sedang') },
  'pid5-dua-trait-tinggi': {
    ya: semua(trait('Antagonism', 'Tinggi'), trait('Detachment', 'Tinggi')),
    tidak: trait('Antagonism', 'Tinggi'),
  },
  'budaya-psikotisisme': {
    ya: semua(trait('Psychoticism', 'Tinggi'), butir('pid5', 12, 2)),
    tidak: semua(trait('Psychoticism', 'Tinggi'), butir('pid5', 12, 1), butir('pid5', 7, 3)),
  },
  'budaya-detasemen': {
    ya: semua(trait('Detachment', 'Tinggi'), butir('pid5', 13, 3)),
    tidak: semua(trait('Detachment', 'Sedang'), butir('pid5', 13, 3)),
  },
  'pid5-diprorata': { ya: trait('Antagonism', 'Sedang', true), tidak: trait('Antagonism', 'Sedang') },
  'pid5-tidak-dapat-dihitung': { ya: trait('Antagonism', 'Tidak dapat dihitung'), tidak: tetap },
  'pid5-tidak-ada-trait-tinggi': { ya: trait('Antagonism', 'Sedang'), tidak: tanda('pid5') },
  'psc17-total-bermasalah': { ya: total('Bermasalah'), tidak: domain('atensi') },
  'psc17-internalisasi-bermasalah': { ya: domain('internalisasi'), tidak: domain('internalisasi', 'Tidak pasti') },
  'psc17-atensi-bermasalah': { ya: domain('atensi'), tidak: domain('eksternalisasi') },
  'psc17-eksternalisasi-bermasalah': { ya: domain('eksternalisasi'), tidak: domain('internalisasi') },
  'psc17-tidak-pasti': { ya: domain('atensi', 'Tidak pasti'), tidak: domain('atensi') },
  'psc17-tidak-dapat-dihitung': { ya: total('Tidak dapat dihitung'), tidak: total('Tidak pasti') },
  'psc17-tidak-bermasalah': { ya: tetap, tidak: tanda('psc17', 'terlalu_cepat') },
  'kombinasi-afek-negatif-internalisasi': {
    ya: semua(trait('NegativeAffect', 'Tinggi'), domain('internalisasi')),
    tidak: semua(trait('NegativeAffect', 'Sedang'), domain('internalisasi')),
  },
  'kombinasi-disinhibisi-zat': {
    ya: semua(trait('Disinhibition', 'Tinggi'), skr('alkohol')),
    tidak: semua(trait('Disinhibition', 'Tinggi'), skr('penyakit_menular')),
  },
  'dukungan-tinggi': { ya: dukungan('Tinggi'), tidak: semua(dukungan('Tinggi'), tanda('dukungan', 'banyak_kosong')) },
  'dukungan-rendah': { ya: dukungan('Rendah'), tidak: dukungan('Tinggi') },
  'dukungan-tidak-dapat-dihitung': { ya: dukungan('Tidak dapat dihitung'), tidak: tetap },
  'kognitif-tinggi': { ya: kognitif('Tinggi'), tidak: semua(kognitif('Tinggi'), tanda('kognitif', 'waktu_habis')) },
  'kognitif-rendah': { ya: kognitif('Rendah'), tidak: tetap },
  'skrining-kekerasan-seksual': { ya: skr('kekerasan_seksual'), tidak: skr('korban_kekerasan_seksual') },
  'skrining-napza-alkohol': { ya: skr('napza'), tidak: skr('penyakit_menular') },
  'skrining-penyakit-menular': { ya: skr('penyakit_menular'), tidak: skr('riwayat_lgbt') },
  'skrining-riwayat-lgbt': { ya: skr('riwayat_lgbt'), tidak: skr('penyakit_menular') },
  'pid5-sedang': { ya: trait('Detachment', 'Sedang'), tidak: tetap },
  'tidak-ditafsirkan-pid5': { ya: tanda('pid5'), tidak: tanda('pid5', 'waktu_habis') },
  'tidak-ditafsirkan-psc17': { ya: tanda('psc17', 'terlalu_cepat'), tidak: tanda('psc17', 'banyak_kosong') },
  'tidak-ditafsirkan-dukungan': { ya: tanda('dukungan'), tidak: tanda('kognitif') },
  'tidak-ditafsirkan-kognitif': { ya: tanda('kognitif', 'di_bawah_peluang'), tidak: tanda('kognitif', 'waktu_habis') },
  'tidak-ditafsirkan-srq20': { ya: semua(srq(2), tanda('srq20')), tidak: semua(srq(2), tanda('srq20', 'waktu_habis')) },
  'validitas-pid5': { ya: tanda('pid5', 'waktu_habis'), tidak: tanda('pid5') },
  'validitas-psc17': { ya: tanda('psc17', 'banyak_kosong'), tidak: tanda('pid5', 'banyak_kosong') },
  'validitas-dukungan': { ya: tanda('dukungan', 'waktu_habis'), tidak: tanda('dukungan') },
  'validitas-kognitif': { ya: tanda('kognitif', 'waktu_habis'), tidak: tanda('kognitif', 'di_bawah_peluang') },
  'tanpa-keluhan-pid5': { ya: jawabanSemua('pid5', 25, 0), tidak: jawabanSemua('pid5', 25, 1) },
  'tanpa-keluhan-psc17': { ya: jawabanSemua('psc17', 17, 0), tidak: jawabanSemua('psc17', 17, 2) },
  'tanpa-keluhan-srq20': {
    ya: semua(srq(0), jawabanSemua('srq20', 20, 0)),
    tidak: semua(srq(1), jawabanSemua('srq20', 20, 0), butir('srq20', 3, 1)),
  },
  'pikiran-hari-ini': {
    ya: semua(skr('self_harm'), (h) => void (h.tindak_lanjut = { pikiran_hari_ini: 'Ragu-ragu' })),
    tidak: semua(skr('self_harm'), (h) => void (h.tindak_lanjut = { pikiran_hari_ini: 'Tidak' })),
  },
  'butir-kritis-skor-rendah': {
    ya: semua(srq(3), butir('srq20', 17, 1)),
    tidak: semua(srq(7), butir('srq20', 17, 1)),
  },
  'srq20-dekat-batas': { ya: srq(5), tidak: srq(4) },
  'srq20-tinggi-pid5-rendah': { ya: srq(8), tidak: semua(srq(8), trait('NegativeAffect', 'Sedang')) },
  'psc17-dekat-batas': { ya: totalSkor(13), tidak: totalSkor(12) },
  'dukungan-ada': { ya: tetap, tidak: tanda('dukungan') },
  'dukungan-sedang': { ya: tetap, tidak: dukungan('Tinggi') },
  'kognitif-sedang': { ya: tetap, tidak: kognitif('Tinggi') },
  'bacaan-rendah': { ya: orang({ pendidikan: 'sd_belum_tamat' }), tidak: orang({ pendidikan: 'sd' }) },
  'putus-zat-awal': { ya: skr('napza'), tidak: semua(skr('napza'), orang({ hari_sejak_masuk: 10 })) },
  'tanpa-temuan-tinggi': { ya: semua(dukungan('Tinggi'), kognitif('Tinggi')), tidak: dukungan('Rendah') },
  'tindak-lanjut-sedang': { ya: dukungan('Rendah'), tidak: skr('riwayat_lgbt') },
};

function jalankan(ubah: Ubah): Lengkap {
  const h = dasar();
  ubah(h);
  const hasil = buatInterpretasi(h);
  if (!hasil.lengkap) throw new Error('harus lengkap');
  return hasil;
}

describe('rule table', () => {
  it('has unique ids and a test case for every rule', () => {
    const ids = ATURAN.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(KASUS).sort()).toEqual([...ids].sort());
  });

  it("the priority alone (the combined list) is the interpretation's priority for every case", () => {
    for (const { ya, tidak } of Object.values(KASUS)) {
      for (const ubah of [ya, tidak]) {
        const h = dasar();
        ubah(h);
        expect(prioritasDari(h)).toBe(buatInterpretasi(h).prioritas);
      }
    }
  });

  for (const aturan of ATURAN) {
    it(`${aturan.id} fires on "${aturan.kondisi}" and not otherwise`, () => {
      const ya = jalankan(KASUS[aturan.id].ya);
      expect(ya.aturanTerpakai).toContain(aturan.id);
      if (aturan.kritis) {
        expect(ya.kritis.aktif).toBe(true);
        expect(ya.kritis.alasan).toContain(aturan.kritis.alasan.anak);
      }
      const tidak = jalankan(KASUS[aturan.id].tidak);
      expect(tidak.aturanTerpakai).not.toContain(aturan.id);
    });
  }

  it('every sentence is plain and free of stigmatising words or claimed norms', () => {
    const terlarang = /\b(pelaku kejahatan|nakal|psikopat|penyimpangan|menyimpang|sakit jiwa|gila|seusianya|anak menunjukkan)\b/i;
    const semuaTeks = [
      ...Object.values(BATASAN).flat(),
      ...Object.values(TINDAKAN).flatMap((t) => Object.values(t.teks)),
      ...Object.values(SARAN).flatMap((s) => Object.values(s.teks)),
      ...Object.values(PRIORITAS).flatMap((p) => Object.values(p.kalimat)),
      ...ATURAN.flatMap((a) => [
        a.kondisi,
        ...Object.values(a.kritis?.alasan ?? {}),
        ...(typeof a.temuan === 'function' ? [] : (a.temuan ?? [])).flatMap(Object.values),
        ...(a.kekuatan ?? []).flatMap(Object.values),
      ]),
    ];
    for (const t of semuaTeks) expect(t).not.toMatch(terlarang);
  });

  it('no consequence advice breaks the Havana Rules: never isolation, withdrawn visits, food, worship or school', () => {
    const havana = SARAN['batas-havana'].teks.anak;
    expect(havana).toMatch(/tanpa isolasi/);
    for (const s of [
      ...Object.values(SARAN).flatMap((x) => Object.values(x.teks)),
      ...Object.values(TINDAKAN).flatMap((t) => Object.values(t.teks)),
    ]) {
      expect(s).not.toMatch(/\b(kurung|sel isolasi|cabut kunjungan|hukum fisik)\b/i);
    }
  });
});

describe('priority at every level', () => {
  it('Rendah with nothing found; Sedang, Tinggi, Mendesak, Kritis by their rules', () => {
    expect(jalankan(semua(dukungan('Tinggi'), kognitif('Tinggi'))).prioritas).toBe('Rendah');
    expect(jalankan(tetap).prioritas).toBe('Rendah');
    expect(jalankan(trait('Antagonism', 'Tinggi')).prioritas).toBe('Sedang');
    expect(jalankan(dukungan('Rendah')).prioritas).toBe('Sedang');
    expect(jalankan(kognitif('Rendah')).prioritas).toBe('Sedang');
    expect(jalankan(tanda('pid5')).prioritas).toBe('Sedang');
    expect(jalankan(semua(trait('Antagonism', 'Tinggi'), trait('Disinhibition', 'Tinggi'))).prioritas).toBe('Tinggi');
    expect(jalankan(trait('Psychoticism', 'Tinggi')).prioritas).toBe('Tinggi');
    expect(jalankan(total('Bermasalah')).prioritas).toBe('Tinggi');
    expect(jalankan(skr('kekerasan_seksual')).prioritas).toBe('Tinggi');
    expect(jalankan(ks(null, null)).prioritas).toBe('Mendesak');
    expect(jalankan(ks('Tidak', 'Tidak')).prioritas).toBe('Mendesak');
    expect(jalankan(butir('pid5', 4, 3)).prioritas).toBe('Mendesak');
    expect(jalankan(butir('pid5', 4, 2)).prioritas).toBe('Rendah');
    expect(jalankan(ks('Ya', 'Tidak')).prioritas).toBe('Kritis');
    expect(jalankan(ks('Tidak', 'Ya')).prioritas).toBe('Kritis');
    expect(jalankan(skr('self_harm')).prioritas).toBe('Kritis');
  });

  it('each level carries its follow-up time', () => {
    expect(jalankan(skr('self_harm'))).toMatchObject({ tenggat: 'Bertindak hari ini', batas_jam: 24 });
    expect(jalankan(ks(null, null))).toMatchObject({ tenggat: 'Dalam 72 jam', batas_jam: 72 });
    expect(jalankan(total('Bermasalah'))).toMatchObject({ tenggat: 'Dalam 7 hari', batas_jam: 168 });
    expect(jalankan(dukungan('Rendah'))).toMatchObject({ tenggat: 'Dalam 14 hari', batas_jam: 336 });
    expect(jalankan(tetap)).toMatchObject({ tenggat: 'Pendampingan rutin', batas_jam: null });
  });

  it('a detainee SRQ-20 item 17 Ya plugs in as Kritis through BUTIR_KRITIS', () => {
    const k = kasusKritis({}, { lain: { srq20: { jawaban: { 17: 1 } } } });
    expect(k.aktif).toBe(true);
    expect(k.tindakan[0]).toBe(TINDAKAN['awasi-self-harm'].teks.anak);
  });

  it('the priority and the critical flag exist before all four results, from what exists', () => {
    const tidak = Object.fromEntries(SCREENING_KEYS.map((k) => [k, 'Tidak'])) as Record<ScreeningKey, 'Ya' | 'Tidak'>;
    const i = buatInterpretasi({ skrining: { ...tidak, self_harm: 'Ya' } });
    expect(i).toMatchObject({ lengkap: false, prioritas: 'Kritis', kritis: { aktif: true } });
    expect(i.tindakan_utama[0]).toBe(TINDAKAN['awasi-self-harm'].teks.anak);
    expect(buatInterpretasi({ skrining: tidak })).toMatchObject({
      lengkap: false,
      prioritas: 'Rendah',
      kritis: { aktif: false },
    });
    const h = dasar();
    expect(buatInterpretasi({ ...h, kognitif: null, psc17: { ...h.psc17!, kategori_total: 'Bermasalah' } }).prioritas).toBe(
      'Tinggi',
    );
    expect(interpretasiSebagaiTeks(buatInterpretasi({ skrining: {} }))).toContain('Interpretasi akan muncul');
  });
});

/** Every full-profile check: limits first, at most three first actions, no sentence twice, bounded length. */
function periksaProfil(i: Lengkap) {
  expect(i.batasan[0]).toBe(KALIMAT_SKRINING.anak);
  expect(i.tindakan_utama.length).toBeGreaterThan(0);
  expect(i.tindakan_utama.length).toBeLessThanOrEqual(MAKS_TINDAKAN_UTAMA);
  const kalimat = kalimatInterpretasi(i);
  expect(new Set(kalimat).size, 'tidak ada kalimat yang berulang').toBe(kalimat.length);
  const saran = i.bagian.intervensi.flatMap((k) => k.kalimat);
  expect(new Set(saran).size).toBe(saran.length);
  expect(i.bagian.kesimpulan.at(-1)).toBe(KALIMAT_SKRINING_ULANG.anak);
  expect(i.bagian.kesimpulan).toContain(PRIORITAS[i.prioritas].kalimat.anak);
  return { kalimat, saran, panjang: kalimat.join(' ').length };
}

describe('six contrasting profiles read as a psychologist would sign them', () => {
  it('1. a child with nothing high: Rendah, strengths named, routine follow-up', () => {
    const i = jalankan(semua(dukungan('Tinggi'), kognitif('Tinggi')));
    const { panjang } = periksaProfil(i);
    expect(i.prioritas).toBe('Rendah');
    expect(i.kekuatan).toHaveLength(4);
    expect(i.tindakan_utama).toEqual([TINDAKAN['pendampingan-rutin'].teks.anak]);
    expect(i.bagian.kesimpulan[0]).toMatch(/tidak menemukan hal yang menonjol/);
    expect(panjang).toBeLessThan(2000);
  });

  it('2. all-same answers: flagged results are named and never called a strength', () => {
    const i = jalankan(
      semua(tanda('pid5', 'pola_sama'), tanda('psc17', 'pola_sama'), dukungan('Tinggi'), tanda('dukungan', 'pola_sama')),
    );
    periksaProfil(i);
    expect(i.kekuatan).toEqual([]);
    const keterbatasan = i.bagian.kecenderungan_masalah.find((k) => k.tema === 'keterbatasan')!.kalimat.join(' ');
    expect(keterbatasan).toMatch(/PID-5 tidak dapat ditafsirkan \(semua jawaban sama\)/);
    expect(keterbatasan).toMatch(/Dukungan keluarga tidak dapat ditafsirkan \(semua jawaban sama\)/);
    expect(i.tindakan_utama).toContain(TINDAKAN['ulangi-subtes'].teks.anak);
    expect(i.prioritas).toBe('Sedang');
  });

  it('3. timed out: the support scale not categorised, the flag named, a retake first', () => {
    const i = jalankan(
      semua(
        dukungan('Tidak dapat dihitung'),
        tanda('dukungan', 'waktu_habis'),
        tanda('kognitif', 'waktu_habis'),
        kognitif('Rendah'),
      ),
    );
    periksaProfil(i);
    const teks = kalimatInterpretasi(i).join(' ');
    expect(teks).toMatch(/Dukungan keluarga tidak dapat dinilai/);
    expect(teks).toMatch(/Tes pola gambar \(waktu habis\): hasilnya diragukan/);
    expect(teks).toMatch(/periksa waktu habis, soal kosong, pemahaman contoh soal/);
    expect(i.tindakan_utama[0]).toBe(TINDAKAN['ulangi-subtes'].teks.anak);
  });

  it('4. self harm Ya with low scores: Kritis, possible under-reporting said, safety actions first', () => {
    const i = jalankan(semua(skr('self_harm'), dukungan('Tinggi'), kognitif('Tinggi')));
    periksaProfil(i);
    expect(i.prioritas).toBe('Kritis');
    expect(i.tindakan_utama[0]).toBe(TINDAKAN['awasi-self-harm'].teks.anak);
    expect(i.tindakan_utama[1]).toBe(TINDAKAN['rujuk-hari-ini'].teks.anak);
    expect(kalimatInterpretasi(i).join(' ')).toMatch(/mungkin tidak melaporkan keluhannya/);
    expect(i.kritis.tindakan).toEqual(i.tindakan_utama);
  });

  it('5. everything high: grouped, each advice once, short enough for one page of interventions', () => {
    const i = jalankan(profilSemuaTinggi);
    const { saran, panjang } = periksaProfil(i);
    expect(i.prioritas).toBe('Kritis');
    expect(i.tindakan_utama).toHaveLength(3);
    expect(i.tindakan_utama[0]).toBe(TINDAKAN['awasi-self-harm'].teks.anak);
    expect(i.kekuatan).toEqual([]);
    expect(saran.length).toBeLessThanOrEqual(21);
    expect(saran.join(' ').length).toBeLessThan(3600);
    // findings grouped by theme: every theme once
    const tema = i.bagian.kecenderungan_masalah.map((k) => k.tema);
    expect(new Set(tema).size).toBe(tema.length);
    expect(panjang).toBeLessThan(13000);
    expect(i.bagian.kesimpulan[0]).toMatch(/^Ringkasan: skrining menemukan dilaporkan pernah menyakiti diri/);
  });

  it('6. a victim of recent sexual violence with the alleged abuser in the facility: Kritis, protection first', () => {
    const i = jalankan(ks('Ya', 'Ya'));
    periksaProfil(i);
    expect(i.prioritas).toBe('Kritis');
    expect(i.tindakan_utama[0]).toBe(TINDAKAN['pindahkan-terduga-pelaku'].teks.anak);
    expect(i.kritis.alasan[0]).toMatch(/terduga pelakunya berada di rutan yang sama/);
  });

  it('7. not yet asked about the abuse: Mendesak, and the record asks the assessor to complete it', () => {
    const i = jalankan(ks(null, null));
    periksaProfil(i);
    expect(kalimatInterpretasi(i).join(' ')).toMatch(/lengkapi di Kelola Data Asesmen/);
  });

  it('8. hopelessness at the top of the scale asks staff about thoughts of suicide', () => {
    const i = jalankan(semua(butir('psc17', 6, 2), butir('pid5', 4, 3)));
    periksaProfil(i);
    expect(i.prioritas).toBe('Mendesak');
    expect(i.tindakan_utama[0]).toBe(TINDAKAN['tanya-bunuh-diri'].teks.anak);
    expect(kalimatInterpretasi(i).join(' ')).toMatch(
      /tidak punya harapan \(PSC-17 butir 6\).*tidak ada artinya|tidak ada artinya.*tidak punya harapan/,
    );
  });

  it('9. psychoticism glossed with other explanations and the cultural note where items 12, 21, 24 drive it', () => {
    const i = jalankan(
      semua(trait('Psychoticism', 'Tinggi'), butir('pid5', 24, 3), trait('Detachment', 'Tinggi'), butir('pid5', 13, 3)),
    );
    periksaProfil(i);
    const teks = kalimatInterpretasi(i).join(' ');
    expect(teks).toMatch(/Psikotisisme \(pengalaman\/pikiran tidak biasa\)/);
    expect(teks).toMatch(/keyakinan budaya atau agama, trauma, kurang tidur, atau pemakaian napza/);
    expect(teks).toMatch(/keyakinan spiritual atau budaya/);
    expect(teks).toMatch(/Menghindari pacaran wajar bagi banyak remaja yang religius/);
  });

  it('Sedang results are summed up in one line', () => {
    const i = jalankan(semua(trait('NegativeAffect', 'Sedang'), trait('Detachment', 'Sedang')));
    const baris = kalimatInterpretasi(i).filter((k) => k.startsWith('Tingkat sedang'));
    expect(baris).toEqual([
      'Tingkat sedang (cukup dipantau): Afek Negatif (emosi negatif yang kuat), Detasemen (menarik diri).',
    ]);
  });
});

/** Every trait Tinggi, every PSC-17 result Bermasalah, low support and cognition, every screening answer Ya. */
function profilSemuaTinggi(h: H) {
  for (const t of TRAIT_KEYS) trait(t, 'Tinggi')(h);
  for (const d of ['internalisasi', 'atensi', 'eksternalisasi'] as const) domain(d)(h);
  total('Bermasalah')(h);
  dukungan('Rendah')(h);
  kognitif('Rendah')(h);
  for (const k of SCREENING_KEYS) skr(k)(h);
  h.pid5!.jawaban = Object.fromEntries(TRAIT_KEYS.flatMap((t) => TRAIT_ITEMS[t].map((n) => [String(n), 3])));
  h.psc17!.jawaban = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), 2]));
  h.kekerasan_seksual_baru = 'Ya';
  h.pelaku_satu_fasilitas = 'Tidak';
}

describe('an adult detainee (D17)', () => {
  /** A neutral detainee of the default battery: SRQ-20 below the cut-off, the adult PID-5, support and cognition. */
  function tahanan(ubah: Ubah = tetap) {
    const h = dasar();
    ubah(h);
    const { pid5, psc17: _psc17, ...lain } = h;
    return buatInterpretasi({
      ...lain,
      kategori: 'tahanan',
      pid5dewasa: pid5,
      srq20: h.srq20 ?? { total_skor: 2, kategori: 'Tidak Terindikasi', butir_kritis: [], validitas: [], jawaban: {} },
    });
  }
  const tanpaAnak = (i: Interpretasi) => {
    const teks = [...kalimatInterpretasi(i), ...i.kritis.alasan, interpretasiSebagaiTeks(i)].join('\n');
    expect(teks).not.toMatch(/\banak\b/i);
    expect(teks).toMatch(/\btahanan\b/i);
  };

  it('is complete with its own battery (SRQ-20, adult PID-5, support, cognition) and speaks of the detainee, never of a child', () => {
    const i = tahanan();
    expect(i.lengkap).toBe(true);
    expect(i.kategori).toBe('tahanan');
    if (!i.lengkap) return;
    expect(i.batasan[0]).toBe(KALIMAT_SKRINING.tahanan);
    expect(i.batasan.join(' ')).toMatch(/SRQ-20/);
    expect(i.kekuatan).toContain('Tahanan tidak melaporkan keluhan mental emosional yang mencapai batas skrining SRQ-20.');
    expect(i.bagian.kesimpulan.at(-1)).toBe(KALIMAT_SKRINING_ULANG.tahanan);
    tanpaAnak(i);
  });

  it("SRQ-20 one below the cut-off: the cell's conditions are named only when sleep, appetite or digestion complaints are among the 5 (CLINICAL.md round three)", () => {
    const lima = (ya: number[]) =>
      tahanan((h) => {
        h.srq20 = { total_skor: 5, kategori: 'Tidak Terindikasi', butir_kritis: [], validitas: [], jawaban: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), ya.includes(i + 1) ? 1 : 0])) };
      });
    const teks = (i: Interpretasi) => interpretasiSebagaiTeks(i);
    const tidur = lima([1, 3, 4, 5, 6]);
    expect(teks(tidur)).toContain('satu di bawah batas skrining 6');
    expect(teks(tidur)).toContain(CATATAN_HUNIAN_SRQ20);
    const tanpa = lima([1, 4, 5, 6, 8]);
    expect(teks(tanpa)).toContain('satu di bawah batas skrining 6');
    expect(teks(tanpa)).not.toContain(CATATAN_HUNIAN_SRQ20);
    expect(CATATAN_HUNIAN_SRQ20).toBe('Di rutan, keluhan tidur, makan, dan pencernaan dapat berasal dari kondisi hunian; periksa juga kondisinya.');
  });

  it('a problem of behaviour is never worded as taking things (PSC-17 item 16 incriminates a child held for theft, finding 9)', () => {
    const h = dasar();
    domain('eksternalisasi')(h);
    const teks = interpretasiSebagaiTeks(buatInterpretasi(h));
    expect(teks).toContain('Eksternalisasi (perilaku) bermasalah');
    expect(teks).not.toMatch(/mengambil barang|mencuri/i);
  });

  it('waits for every instrument of the battery it was given', () => {
    const tanpaSrq = buatInterpretasi({
      kategori: 'tahanan',
      pid5dewasa: dasar().pid5,
      dukungan: dasar().dukungan,
      kognitif: dasar().kognitif,
      skrining: {},
    });
    expect(tanpaSrq.lengkap).toBe(false);
    const bateraiPendek = buatInterpretasi({
      kategori: 'tahanan',
      baterai: ['dukungan'],
      dukungan: dasar().dukungan,
      skrining: {},
    });
    expect(bateraiPendek.lengkap).toBe(true);
  });

  it('every rule, fired for a detainee, says "tahanan" and never "anak"', () => {
    for (const aturan of ATURAN) {
      // PSC-17 is not in a detainee's battery; the hopelessness case is tried below with the adult items.
      if (
        aturan.id.startsWith('psc17') ||
        aturan.id.endsWith('-psc17') ||
        aturan.id.includes('internalisasi') ||
        ['validitas-psc17', 'butir-putus-asa'].includes(aturan.id)
      )
        continue;
      const i = tahanan(KASUS[aturan.id].ya);
      if (aturan.id !== 'tindak-lanjut-sedang' && aturan.id !== 'tanpa-temuan-tinggi')
        expect(i.aturanTerpakai, aturan.id).toContain(aturan.id);
      tanpaAnak(i);
    }
  });

  it('every sentence written for detainees avoids the word "anak"', () => {
    const dewasa = [
      ...BATASAN.tahanan,
      ...Object.values(TINDAKAN).map((t) => t.teks.tahanan),
      ...Object.values(SARAN).map((s) => s.teks.tahanan),
      ...Object.values(PRIORITAS).map((p) => p.kalimat.tahanan),
      ...ATURAN.flatMap((a) => [
        a.kritis?.alasan.tahanan ?? '',
        ...(typeof a.temuan === 'function' ? [] : (a.temuan ?? [])).map((t) => t.tahanan),
        ...(a.kekuatan ?? []).map((k) => k.tahanan),
      ]),
    ];
    for (const t of dewasa) expect(t).not.toMatch(/\banak\b/i);
  });

  it('SRQ-20 at the cut-off: 6 Ya is Tinggi with the clinic, 5 is not; item 17 Ya is Kritis whatever the total', () => {
    const enam = tahanan(srq(6));
    expect(enam.prioritas).toBe('Tinggi');
    expect(kalimatInterpretasi(enam).join(' ')).toMatch(/6 dari 20 keluhan SRQ-20/);
    expect(kalimatInterpretasi(enam).join(' ')).toMatch(/klinik rutan/);
    expect(tahanan(srq(5)).prioritas).toBe('Rendah');
    expect(kalimatInterpretasi(tahanan(srq(5))).join(' ')).toMatch(/satu di bawah batas skrining 6/);
    const kritis = tahanan(semua(srq(1), (h) => void (h.lain = { srq20: { jawaban: { 17: 1 } } })));
    expect(kritis.prioritas).toBe('Kritis');
    expect(kritis.kritis.aktif).toBe(true);
    expect(kritis.tindakan_utama[0]).toBe(TINDAKAN['awasi-self-harm'].teks.tahanan);
    expect(kritis.lengkap && kritis.kekuatan, 'no strength beside item 17').toEqual([]);
  });

  it('hopelessness on the adult items (PID-5 item 4, SRQ-20 item 16) asks staff about thoughts of suicide', () => {
    const srq16 = tahanan(semua(srq(3), (h) => void (h.srq20!.jawaban = { 16: 1 })));
    expect(srq16.prioritas).toBe('Mendesak');
    expect(srq16.tindakan_utama[0]).toBe(TINDAKAN['tanya-bunuh-diri'].teks.tahanan);
    expect(kalimatInterpretasi(srq16).join(' ')).toMatch(
      /Tahanan menjawab 'Ya' pada 'Apakah Anda merasa tidak berharga\?' \(SRQ-20 butir 16\)/,
    );
    expect(tahanan(butir('pid5', 4, 3)).aturanTerpakai).toContain('butir-putus-asa');
    tanpaAnak(srq16);
  });

  it('self harm with low emotion scores on SRQ-20 and PID-5 is read as possibly hidden, not as low risk', () => {
    const i = tahanan(semua(skr('self_harm'), srq(3)));
    expect(i.aturanTerpakai).toContain('self-harm-skor-rendah');
    expect(tahanan(semua(skr('self_harm'), srq(7))).aturanTerpakai).not.toContain('self-harm-skor-rendah');
  });
});

describe('D20: the safety items of an attempt a retest replaced', () => {
  it('still set the priority, quoted as from the replaced attempt; the scored attempt wins when it holds the same', () => {
    const kritis = buatInterpretasi({ ...dasar(), diganti: { psc17: [{ jawaban: { '6': 2 } }] } });
    expect(kritis.prioritas).toBe('Mendesak');
    expect(kritis.alasan_prioritas).toContain(`(PSC-17 butir 6) ${DARI_PENGERJAAN_DIULANG}`);
    const h = dasar();
    butir('psc17', 6, 2)(h);
    const keduanya = buatInterpretasi({ ...h, diganti: { psc17: [{ jawaban: { '6': 2 } }] } });
    expect(keduanya.alasan_prioritas).toContain('(PSC-17 butir 6)');
    expect(keduanya.alasan_prioritas).not.toContain(DARI_PENGERJAAN_DIULANG);
    // A replaced attempt without a safety answer adds nothing.
    expect(buatInterpretasi({ ...dasar(), diganti: { psc17: [{ jawaban: { '6': 1 } }] } }).prioritas).toBe('Rendah');
  });
});
