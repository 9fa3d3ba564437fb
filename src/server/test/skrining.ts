// Test data shared by API and browser tests (no server code: Playwright imports it too).

/** A record's seven screening answers, all 'Tidak', as the form sends them (POST/PUT /api/kelola). */
export const SKRINING_TIDAK = {
  napza: 'Tidak',
  alkohol: 'Tidak',
  penyakit_menular: 'Tidak',
  riwayat_lgbt: 'Tidak',
  kekerasan_seksual: 'Tidak',
  korban_kekerasan_seksual: 'Tidak',
  self_harm: 'Tidak',
} as const;
