import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/context.ts';
import { notFound } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { namaBerkas } from '#server/kernel/nama-berkas.ts';
import { idParams } from '#server/kernel/params.ts';
import { Berkas, daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { PESAN_REKAM_TIDAK_DITEMUKAN, rekamRutan } from '../kelola/rekam-rutan';
import { loadSemuaData } from './semua-data-data';


/**
 * "Unduh semua data" (D21, UU PDP): one person's whole record as JSON (for machines) and as PDF (for
 * the person or their companion), for the assessor of its Rutan; each download audited.
 */
export const RUTE_SEMUA_DATA = (['json', 'pdf'] as const).map((format) =>
  ruteAsessor.get(`/api/kelola/:id/semua-data.${format}`, {
    schema: { tags: ['kelola'], summary: `Semua data satu orang (${format.toUpperCase()}, D21)`, params: idParams },
    handler: async (request, _reply, { ctx, location }) => {
      const row = await rekamRutan(ctx, request, location, request.params.id);
      // Made once the read's audit entry is written, so the file lists this download too.
      const buat = async () => {
        const data = await loadSemuaData(ctx.db, row.id);
        // Erased between the check and the read.
        if (!data) throw notFound(PESAN_REKAM_TIDAK_DITEMUKAN);
        const dibuat = nowIso(ctx.clock);
        if (format === 'json') return JSON.stringify({ dibuat_at: dibuat, format: 'asesmen-abh/semua-data/1', ...data }, null, 2);
        // pdfmake and its fonts are loaded on the first PDF, not at start (as the report does).
        const { buatSemuaDataPdf } = await import('./semua-data-pdf');
        return buatSemuaDataPdf(data, data.rekaman.location, dibuat);
      };
      const type = format === 'json' ? 'application/json; charset=utf-8' : 'application/pdf';
      return new Berkas(type, namaBerkas(`${row.name}-semua-data`, `.${format}`), buat, row.registration_no);
    },
    auditBaca: { action: 'kelola.unduh_semua', target: (_request, berkas) => berkas.info, detail: () => format.toUpperCase() },
  }),
);

export function semuaDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_SEMUA_DATA);
}
