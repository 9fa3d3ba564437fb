// Definitions of the four instruments of the child assessment (seed-spec sections 3 and 9).
// Everything here is data: scoring, validation and the banks read their keys from this file only.

export type InstrumentKey = 'pid5' | 'psc17' | 'dukungan' | 'kognitif';
export type InstrumentKode = 'PID5-BF' | 'PSC17' | 'DUKUNGAN' | 'KOGNITIF';

/** Keys in the order the child takes the sub tests. */
export const INSTRUMENT_KEYS = ['pid5', 'psc17', 'dukungan', 'kognitif'] as const satisfies readonly InstrumentKey[];
export const INSTRUMENT_KODES = ['PID5-BF', 'PSC17', 'DUKUNGAN', 'KOGNITIF'] as const satisfies readonly InstrumentKode[];

export interface PilihanJawaban<V extends number | string = number | string> {
  nilai: V;
  label: string;
}

export interface DefinisiInstrumen {
  key: InstrumentKey;
  kode: InstrumentKode;
  /** Label in the admin's instrument selector (Kelola Soal). */
  label: string;
  /** Title on the child's page. */
  judul: string;
  /** Fixed number of items, or null when the bank decides (support scale, cognitive). */
  jumlahSoal: number | null;
  batasWaktuMenit: number;
  /** Route segment of the child's page: /asesmen/{ruteAnak}/{id}. */
  ruteAnak: string;
  /** Label of the button that appears after a successful save, or null for the last sub test. */
  tombolLanjut: string | null;
  pilihan: readonly PilihanJawaban[];
}

// ---------------------------------------------------------------------------------------------
// Option sets
// ---------------------------------------------------------------------------------------------

/** PID-5-BF response options (APA: Very False or Often False .. Very True or Often True), value = index. */
export const PILIHAN_PID5 = [
  { nilai: 0, label: 'Sangat Tidak Benar atau Sering Tidak Benar' },
  { nilai: 1, label: 'Kadang-kadang atau Agak Tidak Benar' },
  { nilai: 2, label: 'Kadang-kadang atau Agak Benar' },
  { nilai: 3, label: 'Sangat Benar atau Sering Benar' },
] as const satisfies readonly PilihanJawaban<number>[];

/** PSC-17 response options, value = index. */
export const PILIHAN_PSC17 = [
  { nilai: 0, label: 'Tidak Pernah' },
  { nilai: 1, label: 'Kadang-kadang' },
  { nilai: 2, label: 'Sering' },
] as const satisfies readonly PilihanJawaban<number>[];

/** Family support agreement scale, value 1-5. */
export const PILIHAN_DUKUNGAN = [
  { nilai: 1, label: 'Sangat Tidak Setuju' },
  { nilai: 2, label: 'Tidak Setuju' },
  { nilai: 3, label: 'Netral' },
  { nilai: 4, label: 'Setuju' },
  { nilai: 5, label: 'Sangat Setuju' },
] as const satisfies readonly PilihanJawaban<number>[];

export const HURUF_KOGNITIF = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type HurufKognitif = (typeof HURUF_KOGNITIF)[number];

/** Cognitive options: the letters A-F (each shows a picture). */
export const PILIHAN_KOGNITIF = HURUF_KOGNITIF.map((h) => ({ nilai: h, label: h })) as readonly PilihanJawaban<HurufKognitif>[];

// ---------------------------------------------------------------------------------------------
// Instruments
// ---------------------------------------------------------------------------------------------

export const INSTRUMEN: Readonly<Record<InstrumentKey, DefinisiInstrumen>> = {
  pid5: {
    key: 'pid5',
    kode: 'PID5-BF',
    label: 'PID-5 BF',
    judul: 'Sub Test 1: Inventori Kepribadian (PID-5 BF)',
    jumlahSoal: 25,
    batasWaktuMenit: 20,
    ruteAnak: 'pid5bf',
    tombolLanjut: 'Lanjut ke PSC-17',
    pilihan: PILIHAN_PID5,
  },
  psc17: {
    key: 'psc17',
    kode: 'PSC17',
    label: 'PSC-17',
    judul: 'Sub Test 2: Daftar Periksa Psikososial (PSC-17)',
    jumlahSoal: 17,
    batasWaktuMenit: 15,
    ruteAnak: 'psc17',
    tombolLanjut: 'Lanjut ke Dukungan',
    pilihan: PILIHAN_PSC17,
  },
  dukungan: {
    key: 'dukungan',
    kode: 'DUKUNGAN',
    label: 'Social Family Support',
    judul: 'Sub Test 3: Dukungan Sosial Keluarga',
    jumlahSoal: null,
    batasWaktuMenit: 5,
    ruteAnak: 'dukungan',
    tombolLanjut: 'Lanjut ke Kognitif',
    pilihan: PILIHAN_DUKUNGAN,
  },
  kognitif: {
    key: 'kognitif',
    kode: 'KOGNITIF',
    label: 'Cognitive Test Subtest III',
    judul: 'Sub Test 4: Tes Kognitif (Pola Gambar)',
    jumlahSoal: null,
    batasWaktuMenit: 15,
    ruteAnak: 'kognitif',
    tombolLanjut: null,
    pilihan: PILIHAN_KOGNITIF,
  },
};

/** The essay question that closes the support scale. */
export const PERTANYAAN_ESSAY_DUKUNGAN = 'Apa yang menjadi harapan Anda di masa depan?';

// ---------------------------------------------------------------------------------------------
// PID-5-BF traits
// ---------------------------------------------------------------------------------------------

export const TRAIT_KEYS = ['NegativeAffect', 'Detachment', 'Antagonism', 'Disinhibition', 'Psychoticism'] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];

/** Item numbers (1-based) of each trait, from the APA scoring key of the PID-5-BF. */
export const TRAIT_ITEMS: Readonly<Record<TraitKey, readonly number[]>> = {
  NegativeAffect: [8, 9, 10, 11, 15],
  Detachment: [4, 13, 14, 16, 18],
  Antagonism: [17, 19, 20, 22, 25],
  Disinhibition: [1, 2, 3, 5, 6],
  Psychoticism: [7, 12, 21, 23, 24],
};

export const TRAIT_NAMA: Readonly<Record<TraitKey, string>> = {
  NegativeAffect: 'Afek Negatif',
  Detachment: 'Detasemen (Menarik Diri)',
  Antagonism: 'Antagonisme',
  Disinhibition: 'Disinhibisi',
  Psychoticism: 'Psikotisisme',
};

// ---------------------------------------------------------------------------------------------
// PSC-17 domains
// ---------------------------------------------------------------------------------------------

export const DOMAIN_PSC17_KEYS = ['internalisasi', 'atensi', 'eksternalisasi'] as const;
export type DomainPsc17 = (typeof DOMAIN_PSC17_KEYS)[number];

/** Item numbers (1-based) of each domain of the mixed-order PSC-17. */
export const DOMAIN_PSC17_ITEMS: Readonly<Record<DomainPsc17, readonly number[]>> = {
  internalisasi: [2, 6, 9, 11, 15],
  atensi: [1, 3, 7, 13, 17],
  eksternalisasi: [4, 5, 8, 10, 12, 14, 16],
};

export const DOMAIN_PSC17_NAMA: Readonly<Record<DomainPsc17, string>> = {
  internalisasi: 'Internalisasi',
  atensi: 'Atensi',
  eksternalisasi: 'Eksternalisasi',
};

// ---------------------------------------------------------------------------------------------
// Screening answers of the assessment record
// ---------------------------------------------------------------------------------------------

export const SCREENING_KEYS = [
  'napza',
  'alkohol',
  'penyakit_menular',
  'riwayat_lgbt',
  'kekerasan_seksual',
  'korban_kekerasan_seksual',
  'self_harm',
] as const;
export type ScreeningKey = (typeof SCREENING_KEYS)[number];
export type JawabanSkrining = 'Ya' | 'Tidak';
export const JAWABAN_SKRINING = ['Ya', 'Tidak'] as const satisfies readonly JawabanSkrining[];

export const SCREENING_LABEL: Readonly<Record<ScreeningKey, string>> = {
  napza: 'Napza',
  alkohol: 'Alkohol',
  penyakit_menular: 'Penyakit Menular',
  riwayat_lgbt: 'Riwayat LGBT',
  kekerasan_seksual: 'Riwayat Kekerasan Seksual terhadap Orang Lain',
  korban_kekerasan_seksual: 'Korban Kekerasan Seksual',
  self_harm: 'Menyakiti Diri (Self Harm)',
};

/** Risk labels of the combined view: 'Ya' is shown red, anything else green. */
export const LABEL_RISIKO = { Ya: 'Risiko Tinggi', lain: 'Risiko Rendah' } as const;

/** The risk label the combined view shows for one screening answer. */
export function labelRisiko(jawaban: string | null | undefined): string {
  return jawaban === 'Ya' ? LABEL_RISIKO.Ya : LABEL_RISIKO.lain;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const KODE_KE_KEY: Readonly<Record<InstrumentKode, InstrumentKey>> = {
  'PID5-BF': 'pid5',
  PSC17: 'psc17',
  DUKUNGAN: 'dukungan',
  KOGNITIF: 'kognitif',
};

/** Instrument key ('pid5') for a kode ('PID5-BF'); also accepts 'PID5', any case. */
export function keyDariKode(kode: string): InstrumentKey | null {
  const k = kode.trim().toUpperCase();
  if (k === 'PID5') return 'pid5';
  return (KODE_KE_KEY as Record<string, InstrumentKey | undefined>)[k] ?? null;
}

/** Instrument kode ('PID5-BF') for a key ('pid5'). */
export function kodeDariKey(key: InstrumentKey): InstrumentKode {
  return INSTRUMEN[key].kode;
}

/** True when the string is one of the four instrument keys. */
export function isInstrumentKey(nilai: unknown): nilai is InstrumentKey {
  return typeof nilai === 'string' && (INSTRUMENT_KEYS as readonly string[]).includes(nilai);
}

/** The instrument definition for a key or a kode, or null when unknown. */
export function cariInstrumen(keyAtauKode: string): DefinisiInstrumen | null {
  if (isInstrumentKey(keyAtauKode)) return INSTRUMEN[keyAtauKode];
  const key = keyDariKode(keyAtauKode);
  return key ? INSTRUMEN[key] : null;
}

/** The trait an item number (1-25) belongs to. */
export function traitDariNomor(nomor: number): TraitKey | null {
  return TRAIT_KEYS.find((t) => TRAIT_ITEMS[t].includes(nomor)) ?? null;
}
