import { useQuery, type QueryClient } from '@tanstack/react-query';
import { kunciRute, panggil } from '#web/lib/klien.ts';
import type { Catatan } from '#contract/index.ts';

export type { Catatan } from '#contract/index.ts';

const CATATAN = 'GET /api/catatan/:registration_no';

const catatanKey = (registrationNo: string) => kunciRute(CATATAN, { params: { registration_no: registrationNo } });

/** The note of a child; a failed read counts as no note (seed-spec section 7). */
export function useCatatan(registrationNo: string, enabled: boolean) {
  return useQuery({
    queryKey: catatanKey(registrationNo),
    queryFn: async (): Promise<Catatan> => {
      try {
        return await panggil(CATATAN, { params: { registration_no: registrationNo } });
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
  return exists
    ? panggil('PUT /api/catatan/:registration_no', {
        params: { registration_no: registrationNo },
        body: { registration_no: registrationNo, catatan, versi },
      })
    : panggil('POST /api/catatan', { body: { registration_no: registrationNo, catatan } });
}

/** A saved note shown at once, before the server's copy is read again. */
export const tulisCatatan = (qc: QueryClient, registrationNo: string, catatan: string) =>
  qc.setQueryData<Catatan>(catatanKey(registrationNo), { registration_no: registrationNo, catatan, updated_at: null, versi: null });
/** The note read again (after a save, or to load the newest one over a refused save). */
export const segarkanCatatan = (qc: QueryClient, registrationNo: string) => qc.invalidateQueries({ queryKey: catatanKey(registrationNo) });
