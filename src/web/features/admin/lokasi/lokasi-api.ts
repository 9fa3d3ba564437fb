import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Lokasi, LokasiDisimpan, LokasiStatus, LokasiUbah } from '../../../../contract';

export type { Lokasi, LokasiUbah } from '../../../../contract';

export const LOKASI_KEY = ['lokasi'] as const;

/** Every facility (D24), for the admin's list and the assessor forms' selects. */
export function useLokasi() {
  return useQuery({ queryKey: LOKASI_KEY, queryFn: () => api<Lokasi[]>('GET', '/api/lokasi') });
}

export const tambahLokasi = (body: LokasiUbah) => api<LokasiDisimpan>('POST', '/api/lokasi', body);
export const ubahLokasi = (id: number, body: LokasiUbah) => api<LokasiDisimpan>('PUT', `/api/lokasi/${id}`, body);
export const ubahStatusLokasi = (id: number, aktif: boolean) =>
  api<LokasiDisimpan>('PUT', `/api/lokasi/${id}/status`, { aktif } satisfies LokasiStatus);
