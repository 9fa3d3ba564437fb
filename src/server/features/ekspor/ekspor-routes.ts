import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../auth/guard';
import type { AppContext } from '../../context';
import { writeAudit } from '../../kernel/audit-log';
import { asessorLocation } from '../../kernel/rutan';
import { waktuWibUrut } from '../../kernel/format';
import { contentDisposition, namaBerkas } from '../../kernel/nama-berkas';
import { anakUntukEkspor } from './ekspor-data';

const FORMAT = {
  csv: { type: 'text/csv; charset=utf-8', buat: 'keCsv' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buat: 'keXlsx' },
} as const;

/** Results of every child of the assessor's Rutan as CSV and XLSX (D7, D10); audited (D2). */
export function eksporRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const ext of ['csv', 'xlsx'] as const) {
      app.get(
        `/api/ekspor/hasil.${ext}`,
        {
          preHandler: requireRole(ctx, 'asessor'),
          schema: { tags: ['ekspor'], summary: `Ekspor hasil asesmen seluruh anak di Rutan asessor (${ext.toUpperCase()})` },
        },
        async (request, reply) => {
          const location = await asessorLocation(ctx, request);
          const anak = await anakUntukEkspor(ctx.db, location);
          // SheetJS (~10 MB) loads with the first export, not at start.
          const format = await import('./ekspor-format');
          const file = format[FORMAT[ext].buat](format.tabelEkspor(anak));
          await writeAudit(ctx, request, { action: `ekspor.${ext}`, target: location, detail: `${anak.length} anak` });
          const tanggal = waktuWibUrut(ctx.clock.now().toISOString()).slice(0, 10);
          const nama = namaBerkas(`hasil-asesmen-${location.toLowerCase().replace(/\s+/g, '-')}-${tanggal}`, `.${ext}`);
          return reply
            .header('Content-Type', FORMAT[ext].type)
            .header('Content-Disposition', contentDisposition(nama))
            .header('Cache-Control', 'no-store')
            .send(file);
        },
      );
    }
  };
}
