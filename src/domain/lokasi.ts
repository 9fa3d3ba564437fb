/**
 * Facilities (D24): data the admin manages, no longer a fixed list. The spec's three (seed-spec
 * section 9) are the facilities every database starts with; records and assessors refer to a facility
 * by its id (ADR d24).
 */
export const LOKASI_AWAL = ['Rutan 1', 'Rutan 2', 'Rutan 3'] as const;

/** The kinds of facility (D24): remand centre, juvenile centres (LPKA, LPAS), prison, probation office. */
export const JENIS_LOKASI = ['Rutan', 'LPKA', 'LPAS', 'Lapas', 'Bapas'] as const;
export type JenisLokasi = (typeof JENIS_LOKASI)[number];

/** A facility's name: its longest form (e.g. "Lembaga Pembinaan Khusus Anak Kelas I Tangerang") fits. */
export const NAMA_LOKASI_MAKS = 100;
export const PROVINSI_MAKS = 60;
