import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Asessor, AsessorBaru, AsessorDiubahAktif, AsessorUbah, AuditFilters, AuditPage, AuditQuery, Pesan } from '../../../../contract';

export type { Asessor, AsessorBaru, AuditEntry, AuditFilters, AuditPage } from '../../../../contract';

/** The edit form's values, each as its input holds it (a blank password leaves it unchanged). */
export type AsessorUbahForm = Record<keyof AsessorUbah, string>;

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
export const ubahAsessor = (id: number, form: AsessorUbahForm) =>
  api<Pesan>('PUT', `/api/asessors/${id}`, { ...form, password: form.password || null } satisfies AsessorUbah);
export const toggleAsessor = (id: number) => api<AsessorDiubahAktif>('PUT', `/api/asessors/${id}/toggle`);
export const hapusAsessor = (id: number) => api<Pesan>('DELETE', `/api/asessors/${id}`);
/** D22: mark an account as psychologist with its SIPP/STR number, or take the mark away. */
export const ubahPsikolog = (id: number, body: { psikolog: boolean; nomor_izin: string | null }) =>
  api<Pesan>('PUT', `/api/asessors/${id}/psikolog`, body);

/** An audit filter's actor as the select holds it (`role:id`, '' for all) in the query's terms. */
export function pelaku(actor: string): Pick<AuditQuery, 'role' | 'actor_id'> {
  if (!actor) return {};
  const [role, actor_id] = actor.split(':');
  return { role: role as AuditQuery['role'], actor_id };
}

/** One page of the audit log. */
export function useAuditPage(query: AuditQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = typeof value === 'string' ? value.trim() : value === undefined ? '' : String(value);
    if (text) params.set(key, text);
  }
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

