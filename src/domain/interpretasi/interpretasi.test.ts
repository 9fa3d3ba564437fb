import { describe, expect, it } from 'vitest';
import { SCREENING_KEYS, TRAIT_KEYS, type DomainPsc17, type ScreeningKey, type TraitKey } from '../instruments';
import type { KategoriPid5 } from '../skor/skor-pid5';
import {
  ATURAN,
  BAGIAN_KEYS,
  JUDUL_BAGIAN,
  KALIMAT_SKRINING,
  buatInterpretasi,
  kasusKritis,
  interpretasiSebagaiTeks,
  type HasilUntukAturan,
} from './index';

type H = HasilUntukAturan;

/** A neutral child: all traits Rendah, no PSC-17 problem, support and cognition Sedang, no risk factor. */
function dasar(): H {
  const traitScores = {} as H['pid5']['traitScores'];
  for (const t of TRAIT_KEYS) traitScores[t] = { skor: 0.4, kategori: 'Rendah' };
  const skrining = {} as H['skrining'];
  for (const k of SCREENING_KEYS) skrining[k] = 'Tidak';
  return {
    pid5: { traitScores },
    psc17: {
      detail: {
        internalisasi: { status: 'Tidak Bermasalah', skor: 1 },
        atensi: { status: 'Tidak Bermasalah', skor: 1 },
        eksternalisasi: { status: 'Tidak Bermasalah', skor: 1 },
      },
      kategori_total: 'Tidak Bermasalah',
    },
    dukungan: { kategori: 'Sedang' },
    kognitif: { kategori: 'Sedang' },
    skrining,
  };
}

const trait = (t: TraitKey, k: KategoriPid5) => (h: H) =>
  void (h.pid5.traitScores[t] = { skor: k === 'Tinggi' ? 2 : 1, kategori: k });
const domain = (d: DomainPsc17) => (h: H) => void (h.psc17.detail[d] = { status: 'Bermasalah', skor: 9 });
const skr = (k: ScreeningKey) => (h: H) => void (h.skrining[k] = 'Ya');
const semua =
  (...f: ((h: H) => void)[]) =>
  (h: H) =>
    f.forEach((g) => g(h));
const tetap = () => {};

/** For every rule: a change to the neutral child that makes it fire, and one that does not. */
const KASUS: Record<string, { ya: (h: H) => void; tidak: (h: H) => void }> = {
  'skrining-self-harm': { ya: skr('self_harm'), tidak: skr('korban_kekerasan_seksual') },
  'skrining-korban-kekerasan-seksual': { ya: skr('korban_kekerasan_seksual'), tidak: skr('kekerasan_seksual') },
  'pid5-afek-negatif-tinggi': { ya: trait('NegativeAffect', 'Tinggi'), tidak: trait('NegativeAffect', 'Sedang') },
  'pid5-detasemen-tinggi': { ya: trait('Detachment', 'Tinggi'), tidak: trait('Detachment', 'Sedang') },
  'pid5-antagonisme-tinggi': { ya: trait('Antagonism', 'Tinggi'), tidak: trait('Antagonism', 'Sedang') },
  'pid5-disinhibisi-tinggi': { ya: trait('Disinhibition', 'Tinggi'), tidak: trait('Disinhibition', 'Sedang') },
  'pid5-psikotisisme-tinggi': { ya: trait('Psychoticism', 'Tinggi'), tidak: trait('Psychoticism', 'Sedang') },
  'pid5-dua-trait-tinggi-atau-lebih': {
    ya: semua(trait('Antagonism', 'Tinggi'), trait('Detachment', 'Tinggi')),
    tidak: trait('Antagonism', 'Tinggi'),
  },
  'pid5-afek-negatif-sedang': { ya: trait('NegativeAffect', 'Sedang'), tidak: trait('NegativeAffect', 'Tinggi') },
  'pid5-detasemen-sedang': { ya: trait('Detachment', 'Sedang'), tidak: trait('Detachment', 'Tinggi') },
  'pid5-antagonisme-sedang': { ya: trait('Antagonism', 'Sedang'), tidak: trait('Antagonism', 'Tinggi') },
  'pid5-disinhibisi-sedang': { ya: trait('Disinhibition', 'Sedang'), tidak: trait('Disinhibition', 'Tinggi') },
  'pid5-psikotisisme-sedang': { ya: trait('Psychoticism', 'Sedang'), tidak: trait('Psychoticism', 'Tinggi') },
  'pid5-tidak-ada-trait-tinggi': { ya: trait('Antagonism', 'Sedang'), tidak: trait('Antagonism', 'Tinggi') },
  'pid5-tidak-dapat-dihitung': { ya: trait('Antagonism', 'Tidak dapat dihitung'), tidak: tetap },
  'psc17-total-bermasalah': {
    ya: (h) => void (h.psc17.kategori_total = 'Bermasalah'),
    tidak: domain('atensi'),
  },
  'psc17-internalisasi-bermasalah': { ya: domain('internalisasi'), tidak: domain('atensi') },
  'psc17-atensi-bermasalah': { ya: domain('atensi'), tidak: domain('eksternalisasi') },
  'psc17-eksternalisasi-bermasalah': { ya: domain('eksternalisasi'), tidak: domain('internalisasi') },
  'psc17-tidak-bermasalah': { ya: tetap, tidak: domain('atensi') },
  'psc17-tidak-dapat-dihitung': {
    ya: (h) => {
      h.psc17.kategori_total = 'Tidak dapat dihitung';
      for (const d of ['internalisasi', 'atensi', 'eksternalisasi'] as const)
        h.psc17.detail[d] = { status: 'Tidak dapat dihitung', skor: null };
    },
    tidak: (h) => void (h.psc17.kategori_total = 'Bermasalah'),
  },
  'kombinasi-afek-negatif-dan-internalisasi': {
    ya: semua(trait('NegativeAffect', 'Tinggi'), domain('internalisasi')),
    tidak: semua(trait('NegativeAffect', 'Sedang'), domain('internalisasi')),
  },
  'kombinasi-disinhibisi-dan-zat': {
    ya: semua(trait('Disinhibition', 'Tinggi'), skr('alkohol')),
    tidak: semua(trait('Disinhibition', 'Tinggi'), skr('penyakit_menular')),
  },
  'dukungan-tinggi': { ya: (h) => void (h.dukungan.kategori = 'Tinggi'), tidak: tetap },
  'dukungan-sedang': { ya: tetap, tidak: (h) => void (h.dukungan.kategori = 'Rendah') },
  'dukungan-rendah': { ya: (h) => void (h.dukungan.kategori = 'Rendah'), tidak: (h) => void (h.dukungan.kategori = 'Tinggi') },
  'dukungan-tidak-dapat-dihitung': { ya: (h) => void (h.dukungan.kategori = 'Tidak dapat dihitung'), tidak: tetap },
  'kognitif-tinggi': { ya: (h) => void (h.kognitif.kategori = 'Tinggi'), tidak: tetap },
  'kognitif-sedang': { ya: tetap, tidak: (h) => void (h.kognitif.kategori = 'Tinggi') },
  'kognitif-rendah': { ya: (h) => void (h.kognitif.kategori = 'Rendah'), tidak: tetap },
  'kognitif-tidak-dapat-dihitung': { ya: (h) => void (h.kognitif.kategori = 'Tidak dapat dihitung'), tidak: tetap },
  'skrining-kekerasan-seksual': { ya: skr('kekerasan_seksual'), tidak: skr('korban_kekerasan_seksual') },
  'skrining-napza': { ya: skr('napza'), tidak: skr('alkohol') },
  'skrining-alkohol': { ya: skr('alkohol'), tidak: skr('napza') },
  'skrining-penyakit-menular': { ya: skr('penyakit_menular'), tidak: skr('riwayat_lgbt') },
  'skrining-riwayat-lgbt': { ya: skr('riwayat_lgbt'), tidak: skr('penyakit_menular') },
  'skrining-tanpa-risiko': { ya: tetap, tidak: skr('napza') },
};

function jalankan(ubah: (h: H) => void) {
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

  for (const aturan of ATURAN) {
    it(`${aturan.id} fires on "${aturan.kondisi}" and not otherwise`, () => {
      const ya = jalankan(KASUS[aturan.id].ya);
      expect(ya.aturanTerpakai).toContain(aturan.id);
      for (const b of BAGIAN_KEYS) for (const k of aturan[b] ?? []) expect(ya.bagian[b]).toContain(k);
      if (aturan.kritis) {
        expect(ya.kritis.aktif).toBe(true);
        expect(ya.kritis.alasan).toContain(aturan.kritis.alasan);
      }
      const tidak = jalankan(KASUS[aturan.id].tidak);
      expect(tidak.aturanTerpakai).not.toContain(aturan.id);
    });
  }

  it('every rule has text and a readable condition, free of stigmatising words', () => {
    const terlarang = /\b(pelaku|nakal|psikopat|penyimpangan|menyimpang|sakit jiwa|gila)\b/i;
    for (const a of ATURAN) {
      expect(a.kondisi.length).toBeGreaterThan(5);
      const teks = BAGIAN_KEYS.flatMap((b) => a[b] ?? []);
      expect(teks.length).toBeGreaterThan(0);
      for (const t of [...teks, a.kondisi, a.kritis?.alasan ?? '', ...(a.kritis?.tindakan ?? [])])
        expect(t).not.toMatch(terlarang);
    }
  });
});

describe('buatInterpretasi', () => {
  it('waits until all four results exist', () => {
    const h = dasar();
    const tunggu = {
      lengkap: false,
      pesan: 'Interpretasi akan muncul setelah semua sub test selesai dikerjakan.',
      kritis: { aktif: false, alasan: [], tindakan: [] },
    };
    expect(buatInterpretasi({ ...h, kognitif: undefined })).toEqual(tunggu);
    expect(buatInterpretasi({ ...h, pid5: null })).toEqual(tunggu);
    expect(buatInterpretasi({ skrining: {} })).toEqual(tunggu);
    expect(interpretasiSebagaiTeks(buatInterpretasi({ skrining: {} }))).toBe(tunggu.pesan);
  });

  it('a neutral child: priority Rendah, no critical flag, strength sentences, screening said once', () => {
    const i = jalankan(tetap);
    expect(i.prioritas).toBe('Rendah');
    expect(i.kritis).toEqual({ aktif: false, alasan: [], tindakan: [] });
    expect(i.aturanTerpakai).toContain('pid5-tidak-ada-trait-tinggi');
    const semuaKalimat = BAGIAN_KEYS.flatMap((b) => i.bagian[b]);
    expect(semuaKalimat.filter((k) => k === KALIMAT_SKRINING)).toHaveLength(1);
    expect(i.bagian.kesimpulan.at(-2)).toMatch(/^Prioritas intervensi: Rendah\./);
  });

  it('self harm Ya is critical with immediate actions and priority Tinggi', () => {
    const i = jalankan(skr('self_harm'));
    expect(i.kritis.aktif).toBe(true);
    expect(i.kritis.tindakan.join(' ')).toMatch(/hari yang sama/);
    expect(i.prioritas).toBe('Tinggi');
  });

  it('priority: one high trait Sedang, two high traits Tinggi, support Rendah Sedang, PSC total Tinggi', () => {
    expect(jalankan(trait('Antagonism', 'Tinggi')).prioritas).toBe('Sedang');
    expect(jalankan(semua(trait('Antagonism', 'Tinggi'), trait('Disinhibition', 'Tinggi'))).prioritas).toBe('Tinggi');
    expect(jalankan((h) => void (h.dukungan.kategori = 'Rendah')).prioritas).toBe('Sedang');
    expect(jalankan((h) => void (h.psc17.kategori_total = 'Bermasalah')).prioritas).toBe('Tinggi');
    expect(jalankan(skr('riwayat_lgbt')).prioritas).toBe('Sedang');
  });

  it('treats anything but Ya as Tidak and renders the four titled sections', () => {
    const h = dasar();
    const i = buatInterpretasi({ ...h, skrining: { self_harm: 'ya' as string, napza: null } });
    expect(i.lengkap && i.kritis.aktif).toBe(false);
    const teks = interpretasiSebagaiTeks(i);
    for (const b of BAGIAN_KEYS) expect(teks).toContain(JUDUL_BAGIAN[b]);
    expect(JUDUL_BAGIAN.intervensi).toBe('3. Intervensi Umum bagi Petugas Rutan');
  });
});

describe('kasusKritis: the flag before all four results exist', () => {
  const tidak = Object.fromEntries(SCREENING_KEYS.map((k) => [k, 'Tidak'])) as Record<ScreeningKey, 'Ya' | 'Tidak'>;

  it('flags self harm Ya with its immediate actions, from the screening answers alone', () => {
    const k = kasusKritis({ ...tidak, self_harm: 'Ya' });
    expect(k.aktif).toBe(true);
    expect(k.tindakan.length).toBeGreaterThan(0);
    expect(kasusKritis(tidak).aktif).toBe(false);
  });

  it('an incomplete interpretation waits but still carries the critical flag', () => {
    const i = buatInterpretasi({ skrining: { ...tidak, self_harm: 'Ya' } });
    expect(i.lengkap).toBe(false);
    expect(i.kritis.aktif).toBe(true);
  });

  it('every critical rule reads only the screening answers', () => {
    for (const aturan of ATURAN.filter((a) => a.kritis)) {
      for (const key of SCREENING_KEYS) {
        const h = { skrining: { ...tidak, [key]: 'Ya' } } as Parameters<typeof aturan.berlaku>[0];
        expect(() => aturan.berlaku(h), aturan.id).not.toThrow();
      }
    }
  });
});
