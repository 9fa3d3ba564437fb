import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/context.ts';
import { namaLokasi } from '#server/kernel/lokasi.ts';
import { Berkas, daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { waktuWibUrut } from '#domain/waktu.ts';
import { namaBerkas } from '#server/kernel/nama-berkas.ts';
import { z } from 'zod';
import { KATEGORI_PESERTA } from '#domain/index.ts';
import { denganHasil, findBaterai } from '../baterai/baterai-data';
import { lengkapiPrioritas, listEkspor } from './ekspor-data';

/** `?kategori=tahanan` exports the detainees with their battery's columns (D17); without it, the children as before. */
const eksporQuery = z.object({
  kategori: z.enum(KATEGORI_PESERTA, { message: 'Kategori harus anak atau tahanan.' }).optional(),
});

const FORMAT = {
  csv: { type: 'text/csv; charset=utf-8', buat: 'keCsv' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buat: 'keXlsx' },
} as const;

/** Results of every child (or detainee) of the assessor's Rutan as CSV and XLSX (D7, D10); audited (D2). */
export const RUTE_EKSPOR = (['csv', 'xlsx'] as const).map((ext) =>
  ruteAsessor.get(`/api/ekspor/hasil.${ext}`, {
    schema: {
      tags: ['ekspor'],
      summary: `Ekspor hasil asesmen seluruh anak (atau tahanan: ?kategori=tahanan) di Rutan asessor (${ext.toUpperCase()})`,
      querystring: eksporQuery,
    },
    handler: async (request, _reply, { ctx, location, simpanSambil }) => {
      const kategori = request.query.kategori ?? 'anak';
      const anak = await listEkspor(ctx.db, location, kategori);
      const baterai = await findBaterai(ctx.db, kategori);
      await lengkapiPrioritas(ctx, location, kategori, baterai, anak, ctx.clock.now(), simpanSambil);
      // SheetJS (~10 MB) loads with the first export, not at start.
      const format = await import('./ekspor-format');
      // Instruments outside the current battery keep their columns while any record has their results (issue 29).
      const kolom = format.kolomEkspor(denganHasil(baterai, anak.flatMap((a) => Object.keys(a.hasil).filter((k) => a.hasil[k as keyof typeof a.hasil]))));
      const file = format[FORMAT[ext].buat](format.tabelEkspor(anak, kolom));
      const tanggal = waktuWibUrut(ctx.clock.now().toISOString()).slice(0, 10);
      const awalan = kategori === 'anak' ? 'hasil-asesmen' : `hasil-asesmen-${kategori}`;
      const rutan = (await namaLokasi(ctx.db, location)).toLowerCase().replace(/\s+/g, '-');
      return new Berkas(FORMAT[ext].type, namaBerkas(`${awalan}-${rutan}-${tanggal}`, `.${ext}`), file, `${anak.length} ${kategori}`);
    },
    auditBaca: { action: `ekspor.${ext}`, detail: (_request, berkas) => berkas.info },
  }),
);

export function eksporRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_EKSPOR);
}
