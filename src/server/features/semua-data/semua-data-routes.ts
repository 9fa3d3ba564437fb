import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../auth/guard';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { nowIso } from '../../time';
import { writeAudit } from '../../kernel/audit-log';
import { contentDisposition, namaBerkas } from '../../kernel/nama-berkas';
import { idParams } from '../../kernel/params';
import { asessorLocation, bukanRutanIni } from '../../kernel/lingkup-rutan';
import { findKelola } from '../kelola/kelola-data';
import { loadSemuaData } from './semua-data-data';

const NOT_FOUND = 'Data asesmen tidak ditemukan.';

/**
 * "Unduh semua data" (D21, UU PDP): one person's whole record as JSON (for machines) and as PDF (for
 * the person or their companion), for the assessor of its Rutan; each download audited.
 */
export function semuaDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const asessor = requireRole(ctx, 'asessor');
    for (const format of ['json', 'pdf'] as const) {
      app.get(
        `/api/kelola/:id/semua-data.${format}`,
        {
          preHandler: asessor,
          schema: { tags: ['kelola'], summary: `Semua data satu orang (${format.toUpperCase()}, D21)`, params: idParams },
        },
        async (request, reply) => {
          const location = await asessorLocation(ctx, request);
          const row = await findKelola(ctx.db, location, request.params.id);
          if (!row) throw await bukanRutanIni(ctx, request, location, { id: request.params.id }, NOT_FOUND);
          // The read is audited before the file is assembled, so the file lists this download too.
          await writeAudit(ctx, request, {
            action: 'kelola.unduh_semua',
            target: row.registration_no,
            detail: format.toUpperCase(),
          });
          const data = await loadSemuaData(ctx.db, row.id);
          // Erased between the check and the read.
          if (!data) throw notFound(NOT_FOUND);
          const dibuat = nowIso(ctx.clock);
          reply.header('Cache-Control', 'no-store');
          if (format === 'json') {
            const isi = { dibuat_at: dibuat, format: 'asesmen-abh/semua-data/1', ...data };
            return reply
              .header('Content-Type', 'application/json; charset=utf-8')
              .header('Content-Disposition', contentDisposition(namaBerkas(`${row.name}-semua-data`, '.json')))
              .send(JSON.stringify(isi, null, 2));
          }
          // pdfmake and its fonts are loaded on the first PDF, not at start (as the report does).
          const { buatSemuaDataPdf } = await import('./semua-data-pdf');
          const pdf = await buatSemuaDataPdf(data, data.rekaman.location, dibuat);
          return reply
            .header('Content-Type', 'application/pdf')
            .header('Content-Disposition', contentDisposition(namaBerkas(`${row.name}-semua-data`, '.pdf')))
            .send(pdf);
        },
      );
    }
  };
}
