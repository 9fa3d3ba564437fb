import { setImmediate as giliranBerikut } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSTRUMEN } from '../../../domain';
import { requireRole } from '../../auth/guard';
import type { AppContext } from '../../context';
import { nowIso } from '../../time';
import { writeAudit } from '../../kernel/audit-log';
import { asessorLocation, bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '../../kernel/rutan';
import { loadLaporan } from './laporan-data';
import { subTestAda } from './laporan-model';
import { laporanParams } from './laporan-schemas';
import { contentDisposition, namaBerkas } from '../../kernel/nama-berkas';

/** The PDF report of one child (D7, D10): assessors of the record's Rutan only; every download is audited (D2). */
export function laporanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/laporan/:berkas',
      {
        preHandler: requireRole(ctx, 'asessor'),
        schema: {
          tags: ['laporan'],
          summary: 'Laporan PDF hasil asesmen satu anak: /api/laporan/{registration_no}.pdf',
          params: laporanParams,
        },
      },
      async (request, reply) => {
        const registrationNo = request.params.berkas;
        const location = await asessorLocation(ctx, request);
        const model = await loadLaporan(ctx, location, registrationNo, nowIso(ctx.clock));
        if (!model) throw await bukanRutanIni(ctx, request, location, { registrationNo }, PESAN_PESERTA_TIDAK_DITEMUKAN);
        // pdfmake and its fonts take ~25 MB: loaded on the first report, not at start.
        const { buatLaporanPdf } = await import('./laporan-pdf');
        // The audit entry (which sub tests' results the report discloses) leaves before the report is
        // drawn, so that its durable commit runs while the drawing holds the event loop (tens of ms)
        // instead of after it (issue 17: 2-15 ms of each report on PostgreSQL): its group commit goes at
        // the end of this turn of the event loop, the drawing starts on the next. The report goes out
        // only once both are done: a failed audit write sends no report (a failed drawing leaves the
        // entry of a read that was not delivered).
        const disajikan = subTestAda(model).map((k) => INSTRUMEN[k].kode);
        const tercatat = writeAudit(ctx, request, {
          action: 'laporan.pdf',
          target: model.peserta.registration_no,
          detail: disajikan.join(', ') || 'belum ada hasil',
        });
        const [pdf] = await Promise.all([giliranBerikut().then(() => buatLaporanPdf(model)), tercatat]);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', contentDisposition(namaBerkas(model.peserta.name, '-hasil-asesmen.pdf')))
          .header('Cache-Control', 'no-store')
          .send(pdf);
      },
    );
  };
}
