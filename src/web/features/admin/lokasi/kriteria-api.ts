import type { QueryClient } from '@tanstack/react-query';
import type { KriteriaLokasiUbah } from '#contract/index.ts';
import { opsiDialog, panggil } from '#web/lib/klien.ts';

/** D24: a facility's added critical criteria, the version in force and those before it, read afresh at every opening of its dialog. */
export const kriteriaLokasiQuery = (id: number | undefined) =>
  opsiDialog(['lokasi', 'kriteria'], id, (id) => panggil('GET /api/lokasi/:id/kriteria', { params: { id } }));
/** Saves the whole set as the next version, from the version read. */
export const simpanKriteria = (id: number, body: KriteriaLokasiUbah) =>
  panggil('PUT /api/lokasi/:id/kriteria', { params: { id }, body });
/** After a save of a facility's criteria: its dialog's read again. */
export const segarkanKriteriaLokasi = (qc: QueryClient, id: number) => qc.invalidateQueries(kriteriaLokasiQuery(id));
