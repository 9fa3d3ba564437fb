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

/**
 * What a new record must also carry (issue 30 point 3) and the follow-up that self harm 'Ya' cannot
 * skip (issue 27): spread it into a POST /api/kelola body beside SKRINING_TIDAK.
 */
export const ORANG_CONTOH = {
  jenis_kelamin: 'L',
  pendidikan: 'smp',
  bahasa: 'Indonesia',
  tanggal_masuk: '2025-12-01',
  tl_kapan_terakhir: 'dua minggu lalu',
  tl_pikiran_hari_ini: 'Tidak',
} as const;
