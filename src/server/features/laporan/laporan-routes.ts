import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSTRUMEN, PESAN_BUKAN_PSIKOLOG } from '#domain/index.ts';
import { sessionOf } from '#server/auth/guard.ts';
import { forbidden } from '#server/errors.ts';
import { findPsikolog } from '../tinjauan/tinjauan-data';
import type { AppContext } from '#server/context.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '#server/kernel/lingkup-rutan.ts';
import { Berkas, daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { loadLaporan, modelSalinan } from './laporan-data';
import { subTestAda } from './laporan-model';
import { laporanParams, laporanQuery } from './laporan-schemas';
import { namaBerkas } from '#server/kernel/nama-berkas.ts';

/** What the report's audit entry says: whose report, and which sub tests' results it discloses. */
interface IsiLaporan {
  registrationNo: string;
  detail: string;
}

/**
 * The PDF report of one record (D7, D10): assessors of the record's Rutan only; every download is
 * audited (D2). D22: `?salinan=psikolog` gives the clinician's copy, to psychologist accounts only.
 */
export const RUTE_LAPORAN = [
  ruteAsessor.get('/api/laporan/:berkas', {
    schema: {
      tags: ['laporan'],
      summary: 'Laporan PDF hasil asesmen: /api/laporan/{registration_no}.pdf (?salinan=psikolog: salinan psikolog)',
      params: laporanParams,
      querystring: laporanQuery,
    },
    handler: async (request, _reply, { ctx, location }) => {
      const registrationNo = request.params.berkas;
      const { salinan } = request.query;
      const psikolog = salinan === 'psikolog' ? await findPsikolog(ctx.db, sessionOf(request, 'asessor').userId) : undefined;
      if (salinan === 'psikolog' && !psikolog) {
        // A refused attempt, not a read: written here, and nothing is sent.
        await writeAudit(ctx, request, { action: 'laporan.pdf_psikolog_ditolak', target: registrationNo, detail: 'bukan akun psikolog' });
        throw forbidden(PESAN_BUKAN_PSIKOLOG);
      }
      const dasar = await loadLaporan(ctx, location, registrationNo, nowIso(ctx.clock));
      if (!dasar) throw await bukanRutanIni(ctx, request, location, { registrationNo }, PESAN_PESERTA_TIDAK_DITEMUKAN);
      const model = modelSalinan(dasar, salinan, psikolog ? { name: psikolog.name, nomor_izin: psikolog.nomor_izin } : null);
      const disajikan = subTestAda(model).map((k) => INSTRUMEN[k].kode);
      const info: IsiLaporan = {
        registrationNo: model.peserta.registration_no,
        detail: `${disajikan.join(', ') || 'belum ada hasil'}${salinan === 'psikolog' ? ` (salinan psikolog dengan jawaban per butir; SIPP/STR ${psikolog!.nomor_izin})` : ''}`,
      };
      const nama = namaBerkas(model.peserta.name, salinan === 'psikolog' ? '-hasil-asesmen-salinan-psikolog.pdf' : '-hasil-asesmen.pdf');
      // pdfmake and its fonts take ~25 MB: loaded on the first report, not at start. The report is drawn
      // while its audit entry commits (issue 17: 2-15 ms of each report on PostgreSQL); a failed entry sends no report.
      const buat = async () => (await import('./laporan-pdf')).buatLaporanPdf(model);
      return new Berkas('application/pdf', nama, buat, info, true);
    },
    auditBaca: {
      action: (request) => (request.query.salinan === 'psikolog' ? 'laporan.pdf_psikolog' : 'laporan.pdf'),
      target: (_request, berkas) => berkas.info.registrationNo,
      detail: (_request, berkas) => berkas.info.detail,
    },
  }),
];

export function laporanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_LAPORAN);
}
