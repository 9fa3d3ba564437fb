import type { Clock } from '../time';

/** A password an admin set stops opening the account after 72 hours (D18). */
export const SEMENTARA_BERLAKU_MS = 72 * 60 * 60 * 1000;

/** Whether a temporary password set by an admin at `diaturAt` has expired. */
export function sementaraKedaluwarsa(diaturAt: string | null, clock: Clock): boolean {
  if (!diaturAt) return false;
  return clock.now().getTime() - new Date(diaturAt).getTime() > SEMENTARA_BERLAKU_MS;
}
