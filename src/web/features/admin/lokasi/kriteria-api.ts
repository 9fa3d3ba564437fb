import type { KriteriaLokasiUbah } from '#contract/index.ts';
import { panggil } from '#web/lib/klien.ts';

/** D24: a facility's added critical criteria, the version in force and those before it. */
export const muatKriteria = (id: number) => panggil('GET /api/lokasi/:id/kriteria', { params: { id } });
/** Saves the whole set as the next version, from the version read. */
export const simpanKriteria = (id: number, body: KriteriaLokasiUbah) =>
  panggil('PUT /api/lokasi/:id/kriteria', { params: { id }, body });
export const kunciKriteriaLokasi = (id: number | undefined) => ['lokasi', 'kriteria', id] as const;
