import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { panggil } from './klien';
import type { Me } from '#contract/index.ts';

export type { Me } from '#contract/index.ts';

export type Role = Me['role'];

export const ME_KEY = ['auth', 'me'] as const;

/** The page where an assessor on a temporary password sets its own (D15). */
export const GANTI_PASSWORD_PATH = '/asessor/ganti-password';

/** Who the server says this browser is (D1); null when not logged in. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await panggil('GET /api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The current sessions of this browser, asked of the server. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 30_000, retry: 1 });
}

/**
 * Asks the server again who this browser is and waits for the answer, so that the page shown next
 * reads the new session, not the "nobody" cached before a login (issue 32: the first login after a
 * deep link bounced back to the login page).
 */
export function muatUlangMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 0 });
}

/** After the session changed (password, second factor, a session ended): who this browser is, read again. */
export const segarkanMe = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ME_KEY });

/** The localStorage key another tab's logout writes (its `storage` event reaches this tab). */
export const KUNCI_KELUAR = 'asesmen:keluar';

/** Tells this browser's other tabs that a session was ended here. */
export function umumkanKeluar(): void {
  try {
    localStorage.setItem(KUNCI_KELUAR, String(Date.now()));
  } catch {
    // Storage refused (private mode, full): the other tabs learn it from their next call's 401.
  }
}

/**
 * Where a login of the area goes on to: the page the person was sent away from when it belongs to the
 * area (a deep link, an ended session), otherwise the area's start page.
 */
export function tujuanSetelahLogin(from: string | undefined, area: '/admin' | '/asessor', bawaan: string): string {
  if (!from || !from.startsWith(`${area}/`) || from.startsWith(`${area}/logout`)) return bawaan;
  return from;
}
