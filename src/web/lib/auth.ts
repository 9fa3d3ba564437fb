import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api';

export type Role = 'admin' | 'asessor' | 'peserta';

export interface Me {
  role: Role;
  roles: Role[];
  admin?: { id: number; username: string };
  asessor?: { id: number; name: string; assesor_id: string; location: string };
  peserta?: { id: number; registration_no: string };
  /** With an assessor session: its password is the admin's temporary one and must be replaced (D15). */
  harus_ganti_password?: boolean;
  /** With an assessor session: when an admin last set its password (D15). */
  password_diatur_admin?: string | null;
}

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
