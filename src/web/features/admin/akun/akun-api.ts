import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Asessor, AsessorBaru, AsessorDiubahAktif, AuditFilters, AuditPage, Pesan } from '../../../../contract';

export type { Asessor, AsessorBaru, AuditEntry, AuditFilters, AuditPage } from '../../../../contract';

/** The edit form's values (a blank password leaves it unchanged). */
export interface AsessorUbah {
  name: string;
  assesor_id: string;
  password: string;
  location: string;
}


export interface AuditQuery {
  page: number;
  perPage: number;
  actor: string; // '' or 'role:id'
  action: string;
  q: string;
}

/** Same limit as the server's schema. */
export { PASSWORD_MIN } from '../../../../domain/password';
/** The Laporan Terbaru list refreshes itself this often. */
export const LAPORAN_REFRESH_MS = 30_000;

export const ASESSOR_KEY = ['asessors'] as const;
export const AUDIT_KEY = ['audit'] as const;

/** Every assessor with online state (admin). */
export function useAsessors(options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: [...ASESSOR_KEY, 'list'],
    queryFn: () => api<Asessor[]>('GET', '/api/asessors/active'),
    refetchInterval: options.refetchInterval,
  });
}

export const tambahAsessor = (body: AsessorBaru) => api<Pesan>('POST', '/api/asessors', body);
export const ubahAsessor = (id: number, body: AsessorUbah) =>
  api<Pesan>('PUT', `/api/asessors/${id}`, { ...body, password: body.password || null });
export const toggleAsessor = (id: number) => api<AsessorDiubahAktif>('PUT', `/api/asessors/${id}/toggle`);
export const hapusAsessor = (id: number) => api<Pesan>('DELETE', `/api/asessors/${id}`);

/** One page of the audit log. */
export function useAuditPage(query: AuditQuery) {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.perPage) });
  if (query.actor) {
    const [role, id] = query.actor.split(':');
    params.set('role', role);
    params.set('actor_id', id);
  }
  if (query.action) params.set('action', query.action);
  if (query.q.trim()) params.set('q', query.q.trim());
  return useQuery({
    queryKey: [...AUDIT_KEY, 'page', params.toString()],
    queryFn: () => api<AuditPage>('GET', `/api/audit?${params.toString()}`),
    placeholderData: (previous) => previous,
  });
}

/** The actions and actors the audit filters offer. */
export function useAuditFilters() {
  return useQuery({ queryKey: [...AUDIT_KEY, 'filter'], queryFn: () => api<AuditFilters>('GET', '/api/audit/filter') });
}

