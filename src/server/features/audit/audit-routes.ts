import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/context.ts';
import { daftarRute, rute } from '#server/kernel/rute.ts';
import { listAuditFilters, listAudit } from './audit-data';
import { auditFilters, auditPage, auditQuery } from './audit-schemas';

const tags = ['audit'];

/** The audit log for the admin (D2): who did what to which record, when and from where. */
export const RUTE_AUDIT = [
  rute({
    method: 'GET',
    url: '/api/audit',
    peran: ['admin'],
    // The whole log, of every facility: the admin's.
    lingkup: 'tanpa',
    schema: { tags, summary: 'Log audit, terbaru dahulu, per halaman', querystring: auditQuery, response: { 200: auditPage } },
    handler: async (request, _reply, { ctx }) => listAudit(ctx.db, request.query),
  }),
  rute({
    method: 'GET',
    url: '/api/audit/filter',
    peran: ['admin'],
    lingkup: 'tanpa',
    schema: { tags, summary: 'Pilihan filter log audit (aksi dan pelaku)', response: { 200: auditFilters } },
    handler: async (_request, _reply, { ctx }) => listAuditFilters(ctx.db),
  }),
];

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_AUDIT);
}
