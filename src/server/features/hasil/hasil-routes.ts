import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSTRUMENT_KEYS, INSTRUMEN } from '../../../domain';
import { messageSchema } from '../../auth/auth-schemas';
import { requireRole, sessionOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { writeAudit } from '../../kernel/audit-log';
import { kirimJson } from '../../kernel/balasan-tersimpan';
import { asessorLocation, auditBaca, rutanAsessor, bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '../../kernel/rutan';
import { loadGabungan, listGabungan } from './gabungan-data';
import { denganTampil, FILTER_PRIORITAS, listGabunganPrioritas, URUT_GABUNGAN } from './gabungan-prioritas';
import { deleteHasil, listHasil } from './hasil-data';
import { findBaterai } from '../baterai/baterai-data';
import { gabunganDetailPembaca, gabunganRow, hasilRow } from './hasil-schemas';
import { findPsikolog } from '../tinjauan/tinjauan-data';
import { nomorRegistrasi, registrationParams } from '../../kernel/params';
import { listOrPage, listOrPageSchema, pagedQuery, pagedSchema, pageOf } from '../../kernel/paging';
import { KATEGORI_PESERTA } from '../../../domain';

/** `?kategori=` beside the paging of a list (D17): 'anak' (default) or 'tahanan'. */
const kategoriQuery = pagedQuery.extend({
  kategori: z.enum(KATEGORI_PESERTA, { message: 'Kategori harus anak atau tahanan.' }).optional(),
});

/** The combined list's query: beside the category, its order and a priority filter (issue 31.5). */
const gabunganQuery = kategoriQuery.extend({
  urut: z.enum(URUT_GABUNGAN, { message: 'Urutan harus terbaru atau prioritas.' }).optional(),
  prioritas: z.enum(FILTER_PRIORITAS, { message: 'Prioritas tidak dikenal.' }).optional(),
});

export const PESAN_HASIL_TIDAK_DITEMUKAN = 'Hasil instrumen ini belum ada untuk nomor registrasi tersebut.';
export const PESAN_HASIL_DIHAPUS = 'Hasil berhasil dihapus';

/** Results per instrument, their deletion, and the combined results (assessors of the record's Rutan only). */
export function hasilRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const asessor = requireRole(ctx, 'asessor');
    const tags = ['hasil'];

    for (const instrument of INSTRUMENT_KEYS) {
      const row = hasilRow(instrument);
      app.get(
        `/api/hasil-${instrument}-full`,
        {
          preHandler: asessor,
          schema: {
            tags,
            summary: `Hasil ${INSTRUMEN[instrument].kode}`,
            querystring: pagedQuery,
            response: { 200: listOrPageSchema(row) },
          },
        },
        async (request, reply) => {
          const rutan = await rutanAsessor(ctx, request);
          const { location } = rutan;
          const { json, baris } = await ctx.balasan.balas(request, reply, rutan, async () => {
            const { rows, total } = await listHasil(ctx.db, location, instrument, request.query);
            return { balasan: listOrPage(request.query, rows, total), baris: rows.length };
          });
          await auditBaca(ctx, request, `hasil-${instrument}.lihat`, location, `${baris} baris`);
          return kirimJson(reply, json);
        },
      );

      // Beside the spec's list (children): any category's results, `?kategori=tahanan` for detainees (D17). Always paged.
      app.get(
        `/api/hasil/${instrument}`,
        {
          preHandler: asessor,
          schema: {
            tags,
            summary: `Hasil ${INSTRUMEN[instrument].kode} per kategori`,
            querystring: kategoriQuery,
            response: { 200: pagedSchema(row) },
          },
        },
        async (request, reply) => {
          const rutan = await rutanAsessor(ctx, request);
          const { location } = rutan;
          const { kategori = 'anak', ...paging } = request.query;
          const { json, baris } = await ctx.balasan.balas(request, reply, rutan, async () => {
            const { page, perPage } = pageOf({ ...paging, page: paging.page ?? 1 });
            const { rows, total } = await listHasil(ctx.db, location, instrument, { ...paging, page }, kategori);
            return { balasan: { data: rows, total, page, per_page: perPage }, baris: rows.length };
          });
          await auditBaca(ctx, request, `hasil-${instrument}.lihat`, location, `${baris} baris ${kategori}`);
          return kirimJson(reply, json);
        },
      );

      app.delete(
        `/api/hasil-${instrument}/:registrationNo`,
        {
          preHandler: asessor,
          schema: {
            tags,
            summary: `Hapus hasil ${INSTRUMEN[instrument].kode}`,
            params: z.object({ registrationNo: nomorRegistrasi }),
            response: { 200: messageSchema },
          },
        },
        async (request) => {
          const location = await asessorLocation(ctx, request);
          const { registrationNo } = request.params;
          const outcome = await deleteHasil(ctx.db, location, instrument, registrationNo);
          if (outcome === 'peserta')
            throw await bukanRutanIni(ctx, request, location, { registrationNo }, PESAN_PESERTA_TIDAK_DITEMUKAN);
          if (outcome === 'hasil') throw notFound(PESAN_HASIL_TIDAK_DITEMUKAN);
          await writeAudit(ctx, request, { action: 'hasil.hapus', target: registrationNo, detail: INSTRUMEN[instrument].kode });
          return { message: PESAN_HASIL_DIHAPUS };
        },
      );
    }

    app.get(
      '/api/hasil-gabungan',
      {
        preHandler: asessor,
        schema: {
          tags,
          querystring: gabunganQuery,
          response: { 200: listOrPageSchema(gabunganRow) },
        },
      },
      async (request, reply) => {
        const rutan = await rutanAsessor(ctx, request);
        const { location } = rutan;
        const { json, baris } = await ctx.balasan.balas(request, reply, rutan, async () => {
          const { kategori = 'anak', urut, prioritas, ...paging } = request.query;
          const baterai = await findBaterai(ctx.db, kategori);
          const { rows, total } =
            urut === 'prioritas' || prioritas
              ? await listGabunganPrioritas(ctx, location, paging, kategori, baterai, prioritas)
              : await listGabungan(ctx, location, paging, kategori, baterai);
          return { balasan: listOrPage(request.query, rows.map(denganTampil), total), baris: rows.length };
        });
        await auditBaca(ctx, request, 'hasil-gabungan.daftar', location, `${baris} baris`);
        return kirimJson(reply, json);
      },
    );

    app.get(
      '/api/hasil-gabungan/:registration_no',
      { preHandler: asessor, schema: { tags, params: registrationParams, response: { 200: gabunganDetailPembaca } } },
      async (request) => {
        const location = await asessorLocation(ctx, request);
        const view = await loadGabungan(ctx, { location, registrationNo: request.params.registration_no });
        if (!view) {
          throw await bukanRutanIni(
            ctx,
            request,
            location,
            { registrationNo: request.params.registration_no },
            PESAN_PESERTA_TIDAK_DITEMUKAN,
          );
        }
        const [psikolog] = await Promise.all([
          findPsikolog(ctx.db, sessionOf(request, 'asessor').userId),
          writeAudit(ctx, request, { action: 'hasil-gabungan.lihat', target: view.peserta.registration_no }),
        ]);
        // D22: the clinical note is the psychologists' (and the clinician's copy's), not every assessor's.
        const t = view.tinjauan.tinjauan;
        const tinjauan = psikolog || !t ? view.tinjauan : { ...view.tinjauan, tinjauan: { ...t, catatan_klinis: null } };
        return { ...view, tinjauan, boleh_meninjau: psikolog !== undefined };
      },
    );
  };
}
