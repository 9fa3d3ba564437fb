import { setImmediate as giliranBerikut } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSTRUMEN, PESAN_BUKAN_PSIKOLOG } from '../../../domain';
import { requireRole, sessionOf } from '../../auth/guard';
import { forbidden } from '../../errors';
import { findPsikolog } from '../tinjauan/tinjauan-data';
import type { AppContext } from '../../context';
import { nowIso } from '../../time';
import { writeAudit } from '../../kernel/audit-log';
import { asessorLocation, bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '../../kernel/lingkup-rutan';
import { loadLaporan, modelSalinan } from './laporan-data';
import { subTestAda } from './laporan-model';
import { laporanParams, laporanQuery } from './laporan-schemas';
import { contentDisposition, namaBerkas } from '../../kernel/nama-berkas';

/**
 * The PDF report of one record (D7, D10): assessors of the record's Rutan only; every download is
 * audited (D2). D22: `?salinan=psikolog` gives the clinician's copy, to psychologist accounts only.
 */
export function laporanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/laporan/:berkas',
      {
        preHandler: requireRole(ctx, 'asessor'),
        schema: {
          tags: ['laporan'],
          summary: 'Laporan PDF hasil asesmen: /api/laporan/{registration_no}.pdf (?salinan=psikolog: salinan psikolog)',
          params: laporanParams,
          querystring: laporanQuery,
        },
      },
      async (request, reply) => {
        const registrationNo = request.params.berkas;
        const { salinan } = request.query;
        const location = await asessorLocation(ctx, request);
        const psikolog = salinan === 'psikolog' ? await findPsikolog(ctx.db, sessionOf(request, 'asessor').userId) : undefined;
        if (salinan === 'psikolog' && !psikolog) {
          await writeAudit(ctx, request, { action: 'laporan.pdf_psikolog_ditolak', target: registrationNo, detail: 'bukan akun psikolog' });
          throw forbidden(PESAN_BUKAN_PSIKOLOG);
        }
        const dasar = await loadLaporan(ctx, location, registrationNo, nowIso(ctx.clock));
        if (!dasar) throw await bukanRutanIni(ctx, request, location, { registrationNo }, PESAN_PESERTA_TIDAK_DITEMUKAN);
        const model = modelSalinan(dasar, salinan, psikolog ? { name: psikolog.name, nomor_izin: psikolog.nomor_izin } : null);
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
          action: salinan === 'psikolog' ? 'laporan.pdf_psikolog' : 'laporan.pdf',
          target: model.peserta.registration_no,
          detail: `${disajikan.join(', ') || 'belum ada hasil'}${salinan === 'psikolog' ? ` (salinan psikolog dengan jawaban per butir; SIPP/STR ${psikolog!.nomor_izin})` : ''}`,
        });
        const [pdf] = await Promise.all([giliranBerikut().then(() => buatLaporanPdf(model)), tercatat]);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', contentDisposition(namaBerkas(model.peserta.name, salinan === 'psikolog' ? '-hasil-asesmen-salinan-psikolog.pdf' : '-hasil-asesmen.pdf')))
          .header('Cache-Control', 'no-store')
          .send(pdf);
      },
    );
  };
}
