import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { opsiDialog } from '../../../lib/klien';
import type { KontakLokasi, KontakLokasiUbah, Lokasi, LokasiDisimpan, LokasiStatus, LokasiUbah, Pesan } from '../../../../contract';

export type { Lokasi, LokasiUbah } from '../../../../contract';

export const LOKASI_KEY = ['lokasi'] as const;

/** Every facility (D24), for the admin's list and the assessor forms' selects. */
export function useLokasi() {
  return useQuery({ queryKey: LOKASI_KEY, queryFn: () => api<Lokasi[]>('GET', '/api/lokasi') });
}

/** A facility's local contacts (D24), read afresh at every opening of its dialog. */
export const kontakLokasiQuery = (id: number | undefined) =>
  opsiDialog([...LOKASI_KEY, 'kontak'], id, (id) => api<KontakLokasi>('GET', `/api/lokasi/${id}/kontak`));

/** Replaces a facility's local contacts. */
export const simpanKontakLokasi = (id: number, body: KontakLokasiUbah) => api<Pesan>('PUT', `/api/lokasi/${id}/kontak`, body);

export const tambahLokasi = (body: LokasiUbah) => api<LokasiDisimpan>('POST', '/api/lokasi', body);
export const ubahLokasi = (id: number, body: LokasiUbah) => api<LokasiDisimpan>('PUT', `/api/lokasi/${id}`, body);
export const ubahStatusLokasi = (id: number, aktif: boolean) =>
  api<LokasiDisimpan>('PUT', `/api/lokasi/${id}/status`, { aktif } satisfies LokasiStatus);
