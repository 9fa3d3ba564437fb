import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../auth/guard';
import type { AppContext } from '../../context';
import { listAuditFilters, listAudit } from './audit-data';
import { auditFilters, auditPage, auditQuery } from './audit-schemas';

/** The audit log for the admin (D2): who did what to which record, when and from where. */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = requireRole(ctx, 'admin');
    const tags = ['audit'];

    app.get(
      '/api/audit',
      {
        preHandler: admin,
        schema: { tags, summary: 'Log audit, terbaru dahulu, per halaman', querystring: auditQuery, response: { 200: auditPage } },
      },
      async (request) => listAudit(ctx.db, request.query),
    );

    app.get(
      '/api/audit/filter',
      { preHandler: admin, schema: { tags, summary: 'Pilihan filter log audit (aksi dan pelaku)', response: { 200: auditFilters } } },
      async () => listAuditFilters(ctx.db),
    );
  };
}
