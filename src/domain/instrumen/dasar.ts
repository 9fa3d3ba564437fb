// The shared vocabulary of the instruments: answer options, the PID-5 trait key, the PSC-17 domain
// key, the screening questions of a record. Plain data; the instrument definitions (./index.ts) and
// the scorers, validators and banks build on it.

export interface PilihanJawaban<V extends number | string = number | string> {
  nilai: V;
  label: string;
}

// ---------------------------------------------------------------------------------------------
// Option sets
// ---------------------------------------------------------------------------------------------

/**
 * PID-5-BF response options (APA: Very False or Often False .. Very True or Often True), value = index,
 * in the words of CLINICAL.md "Round three": how well a statement fits, each option led by the word
 * that differs, so that a weak reader does not take options 2 and 3 for one another.
 */
export const PILIHAN_PID5 = [
  { nilai: 0, label: 'Sama sekali tidak sesuai dengan saya' },
  { nilai: 1, label: 'Kurang sesuai' },
  { nilai: 2, label: 'Cukup sesuai' },
  { nilai: 3, label: 'Sangat sesuai' },
] as const satisfies readonly PilihanJawaban<number>[];

/** PSC-17 response options, value = index. */
export const PILIHAN_PSC17 = [
  { nilai: 0, label: 'Tidak Pernah' },
  { nilai: 1, label: 'Kadang-kadang' },
  { nilai: 2, label: 'Sering' },
] as const satisfies readonly PilihanJawaban<number>[];

/** Family support agreement scale, value 1-5; the middle is doubt, not a neutral opinion (CLINICAL.md "Round three"). */
export const PILIHAN_DUKUNGAN = [
  { nilai: 1, label: 'Sangat Tidak Setuju' },
  { nilai: 2, label: 'Tidak Setuju' },
  { nilai: 3, label: 'Ragu-ragu' },
  { nilai: 4, label: 'Setuju' },
  { nilai: 5, label: 'Sangat Setuju' },
] as const satisfies readonly PilihanJawaban<number>[];

export const HURUF_KOGNITIF = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type HurufKognitif = (typeof HURUF_KOGNITIF)[number];

/** Cognitive options: the letters A-F (each shows a picture). */
export const PILIHAN_KOGNITIF = HURUF_KOGNITIF.map((h) => ({ nilai: h, label: h })) as readonly PilihanJawaban<HurufKognitif>[];

/** The essay question that closes the support scale. */
export const PERTANYAAN_ESSAY_DUKUNGAN = 'Apa yang menjadi harapan Anda di masa depan?';
/** The longest essay answer, in characters. */
export const JAWABAN_ESSAY_MAKS = 5000;

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

/** The trait an item number (1-25) belongs to. */
export function traitDariNomor(nomor: number): TraitKey | null {
  return TRAIT_KEYS.find((t) => TRAIT_ITEMS[t].includes(nomor)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Categories of records (D17)
// ---------------------------------------------------------------------------------------------

/** A record is a child's (`anak`, the spec's flow) or an adult detainee's (`tahanan`, 18 or older). */
export const KATEGORI_PESERTA = ['anak', 'tahanan'] as const;
export type KategoriPeserta = (typeof KATEGORI_PESERTA)[number];
export const LABEL_KATEGORI: Readonly<Record<KategoriPeserta, string>> = { anak: 'Anak', tahanan: 'Tahanan' };

// ---------------------------------------------------------------------------------------------
// SRQ-20 and the PID-5-BF adult form
// ---------------------------------------------------------------------------------------------

/** SRQ-20 answers: the option index of ['Tidak', 'Ya'] (D17). */
export const PILIHAN_SRQ20 = [
  { nilai: 0, label: 'Tidak' },
  { nilai: 1, label: 'Ya' },
] as const satisfies readonly PilihanJawaban<number>[];

/** PID-5-BF adult options: the same values and words as the child form (CLINICAL.md "Round three"). */
export const PILIHAN_PID5_DEWASA = PILIHAN_PID5;

/** What 'Ya' means, shown beside the SRQ-20 options (CLINICAL.md "Round three"). */
export const KETERANGAN_PILIHAN_SRQ20 = 'Ya = saya mengalaminya';
