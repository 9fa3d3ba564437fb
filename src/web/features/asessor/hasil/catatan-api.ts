import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Catatan, CatatanBaru, CatatanUbah, Pesan } from '../../../../contract';

export type { Catatan } from '../../../../contract';

export const catatanKey = (registrationNo: string) => ['catatan', registrationNo] as const;

/** The note of a child; a failed read counts as no note (seed-spec section 7). */
export function useCatatan(registrationNo: string, enabled: boolean) {
  return useQuery({
    queryKey: catatanKey(registrationNo),
    queryFn: async (): Promise<Catatan> => {
      try {
        return await api<Catatan>('GET', `/api/catatan/${encodeURIComponent(registrationNo)}`);
      } catch {
        return { registration_no: registrationNo, catatan: null, updated_at: null, versi: null };
      }
    },
    enabled,
  });
}

/**
 * Creates the note (POST) when none exists yet, else updates it (PUT) from the version it was read
 * at (a newer one stored answers 409, issue 28).
 */
export function simpanCatatan(registrationNo: string, catatan: string, exists: boolean, versi?: number) {
  const body = { registration_no: registrationNo, catatan } satisfies CatatanBaru & CatatanUbah;
  return exists
    ? api<Pesan>('PUT', `/api/catatan/${encodeURIComponent(registrationNo)}`, { ...body, versi } satisfies CatatanUbah)
    : api<Pesan>('POST', '/api/catatan', body);
}
