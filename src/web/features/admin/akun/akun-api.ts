import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { opsiHalaman, opsiRute, panggil, segarkanRute } from '#web/lib/klien.ts';
import { sebagaiDaftar } from '#web/components/ui/daftar.tsx';
import type { AsessorBaru, AsessorQuery, AsessorUbah, AuditQuery } from '#contract/index.ts';

export type { Asessor, AsessorBaru, AuditEntry, AuditFilters, AuditPage } from '#contract/index.ts';

/** The edit form's values, each as its input holds it (a blank password leaves it unchanged). */
export type AsessorUbahForm = Record<keyof AsessorUbah, string>;

/** The Laporan Terbaru list refreshes itself this often. */
export const LAPORAN_REFRESH_MS = 30_000;

const ASESSOR_KEY = ['asessors'] as const;

/** Every assessor with online state (admin), as the list page's rows, read again every `LAPORAN_REFRESH_MS`. */
export function useLaporanAsessor() {
  return useQuery({
    queryKey: [...ASESSOR_KEY, 'list'],
    queryFn: () => panggil('GET /api/asessors/active'),
    refetchInterval: LAPORAN_REFRESH_MS,
    select: sebagaiDaftar,
  });
}

/** One page of Kelola Akun's accounts, searched by name; the previous page stays shown while the next loads. */
export const halamanAsessor = (query: AsessorQuery) => opsiHalaman('GET /api/asessors', { query });

export const tambahAsessor = (body: AsessorBaru) => panggil('POST /api/asessors', { body });
export const ubahAsessor = (id: number, form: AsessorUbahForm) =>
  panggil('PUT /api/asessors/:id', { params: { id }, body: { ...form, password: form.password || null } });
export const toggleAsessor = (id: number) => panggil('PUT /api/asessors/:id/toggle', { params: { id } });
export const hapusAsessor = (id: number) => panggil('DELETE /api/asessors/:id', { params: { id } });
/** D22: mark an account as psychologist with its SIPP/STR number, or take the mark away. */
export const ubahPsikolog = (id: number, body: { psikolog: boolean; nomor_izin: string | null }) =>
  panggil('PUT /api/asessors/:id/psikolog', { params: { id }, body });

/** An audit filter's actor as the select holds it (`role:id`, '' for all) in the query's terms. */
export function pelaku(actor: string): Pick<AuditQuery, 'role' | 'actor_id'> {
  if (!actor) return {};
  const [role, actor_id] = actor.split(':');
  return { role: role as AuditQuery['role'], actor_id };
}

/** One page of the audit log; the previous page stays shown while the next loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({ ...opsiRute('GET /api/audit', { query }), placeholderData: keepPreviousData });
}

/** The actions and actors the audit filters offer. */
export const useAuditFilters = () => useQuery(opsiRute('GET /api/audit/filter'));

/** After an account or a facility changed: the accounts and the audit log are read again. */
export const segarkanAkun = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: ASESSOR_KEY }),
    segarkanRute(qc, 'GET /api/asessors', 'GET /api/audit', 'GET /api/audit/filter'),
  ]).then(() => undefined);
