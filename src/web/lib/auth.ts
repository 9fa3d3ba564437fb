import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api';
import type { Me } from '../../contract';

export type { Me } from '../../contract';

export type Role = Me['role'];

export const ME_KEY = ['auth', 'me'] as const;

/** The page where an assessor on a temporary password sets its own (D15). */
export const GANTI_PASSWORD_PATH = '/asessor/ganti-password';

/** Who the server says this browser is (D1); null when not logged in. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me>('GET', '/api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The current sessions of this browser, asked of the server. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 30_000, retry: 1 });
}
