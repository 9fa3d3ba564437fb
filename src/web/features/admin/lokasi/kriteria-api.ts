import type { KriteriaLokasi, KriteriaLokasiUbah } from '#contract/index.ts';
import { api } from '#web/lib/api.ts';

/** D24: a facility's added critical criteria, the version in force and those before it. */
export const muatKriteria = (id: number) => api<KriteriaLokasi>('GET', `/api/lokasi/${id}/kriteria`);
/** Saves the whole set as the next version, from the version read. */
export const simpanKriteria = (id: number, body: KriteriaLokasiUbah) =>
  api<KriteriaLokasi & { message: string }>('PUT', `/api/lokasi/${id}/kriteria`, body);
export const kunciKriteriaLokasi = (id: number | undefined) => ['lokasi', 'kriteria', id] as const;
