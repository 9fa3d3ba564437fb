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

/**
 * A whole POST/PUT /api/kelola body for a record of the assessor `assesor_id`: a 15-year-old boy with
 * no screening finding and no access code. Tests override only the fields they check.
 */
export const badanRekam = (assesor_id: number, overrides: Record<string, unknown> = {}) => ({
  registration_no: `REG-${Math.random().toString(36).slice(2, 8)}`,
  name: 'Andi Pratama',
  age: 15,
  place_of_birth: 'Bandung',
  date_of_birth: '2011-05-17',
  ...ORANG_CONTOH,
  assesor_id,
  password: '',
  ...SKRINING_TIDAK,
  ...overrides,
});

/** A record as the Kelola form sends it, with an access code (the ops tests log the child in with it). */
export const kelolaBody = (registration_no: string, asessorId: number, overrides: Record<string, unknown> = {}) =>
  badanRekam(asessorId, { registration_no, name: 'Anak Uji', password: 'sandi-anak-1', ...overrides });
