import { z } from 'zod';
import { AUDIT_LIMITS, KATA_KUNCI_MAKS } from '#contract/batas.ts';
import { rowId } from '#server/kernel/params.ts';

const ROLES = ['admin', 'asessor', 'peserta', 'anonim'] as const;
const int = (message: string) => z.coerce.number({ message }).int(message);

/** GET /api/audit: paging (D10), filters by actor and action, free text `q`. */
export const auditQuery = z.object({
  page: int('Halaman tidak valid.').min(1, 'Halaman tidak valid.').max(1_000_000, 'Halaman tidak valid.').default(1),
  per_page: int('Jumlah per halaman tidak valid.')
    .min(1, 'Jumlah per halaman tidak valid.')
    .max(AUDIT_LIMITS.maxPerPage, `Jumlah per halaman maksimal ${AUDIT_LIMITS.maxPerPage}.`)
    .default(AUDIT_LIMITS.perPage),
  q: z.string().trim().max(KATA_KUNCI_MAKS, `Kata kunci maksimal ${KATA_KUNCI_MAKS} karakter.`).optional(),
  role: z.enum(ROLES, { message: 'Peran tidak valid.' }).optional(),
  actor_id: rowId('Pelaku tidak valid.').optional(),
  action: z.string().trim().max(AUDIT_LIMITS.action, 'Aksi tidak valid.').optional(),
});

export type AuditQuery = z.infer<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  role: z.string(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  /** The list of the record the entry names (anak, tahanan); null when none or deleted. */
  kategori: z.enum(['anak', 'tahanan']).nullable(),
});

export const auditPage = z.object({
  data: z.array(auditRow),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

/** What the filters of the audit page can choose from: every action and actor that has entries. */
export const auditFilters = z.object({
  actions: z.array(z.string()),
  actors: z.array(z.object({ role: z.string(), actor_id: z.number(), actor_name: z.string().nullable() })),
});
