// D20, screening rounds: why a record is screened again. A round is a number per record (1, 2, ...);
// round 1 is the first screening ('awal'), each later one is started by "Skrining ulang" with a reason.

export const ALASAN_RONDE = ['dalam_3_bulan', 'pindah', 'sebelum_bebas', 'kejadian_serius', 'setelah_putusan'] as const;
export type AlasanRonde = (typeof ALASAN_RONDE)[number];

/** How each reason reads on screens and in the report; 'awal' is round 1's. */
export const LABEL_ALASAN_RONDE: Readonly<Record<AlasanRonde | 'awal', string>> = {
  awal: 'Skrining awal',
  dalam_3_bulan: 'Ulang dalam 3 bulan',
  pindah: 'Pindah fasilitas',
  sebelum_bebas: 'Sebelum bebas',
  kejadian_serius: 'Setelah kejadian serius',
  setelah_putusan: 'Setelah putusan',
};

/** A result in `hasil_riwayat`: a closed round's scored result, or an attempt a retest replaced. */
export const STATUS_RIWAYAT = ['dinilai', 'diganti'] as const;
export type StatusRiwayat = (typeof STATUS_RIWAYAT)[number];
