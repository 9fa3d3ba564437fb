// The codes of D12's validity flags: a leaf, so that the score shapes (`skor/bentuk.ts`) and the
// validity rules (`validitas.ts`, which reads those shapes' types) do not import each other (issue 34).
export const KODE_VALIDITAS = ['waktu_habis', 'diakhiri_petugas', 'berhenti_peserta', 'banyak_kosong', 'pola_sama', 'terlalu_cepat', 'di_bawah_peluang'] as const;
export type KodeValiditas = (typeof KODE_VALIDITAS)[number];
