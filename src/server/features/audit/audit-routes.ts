import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/context.ts';
import { daftarRute, ruteAdmin } from '#server/kernel/rute.ts';
import { listAuditFilters, listAudit } from './audit-data';
import { auditFilters, auditPage, auditQuery } from './audit-schemas';

const tags = ['audit'];

/** The audit log for the admin (D2): who did what to which record, when and from where. */
export const RUTE_AUDIT = [
  // The whole log, of every facility: the admin's.
  ruteAdmin.get('/api/audit', {
    schema: { tags, summary: 'Log audit, terbaru dahulu, per halaman', querystring: auditQuery, response: { 200: auditPage } },
    handler: async (request, _reply, { ctx }) => listAudit(ctx.db, request.query),
  }),
  ruteAdmin.get('/api/audit/filter', {
    schema: { tags, summary: 'Pilihan filter log audit (aksi dan pelaku)', response: { 200: auditFilters } },
    handler: async (_request, _reply, { ctx }) => listAuditFilters(ctx.db),
  }),
];

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_AUDIT);
}
