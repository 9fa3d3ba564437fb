import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '#server/kernel/lingkup-rutan.ts';
import { findCatatan, insertCatatan, updateCatatan } from './catatan-data';
import { catatanBody, catatanReply, catatanUpdateBody } from './catatan-schemas';
import { isUniqueViolation } from '#server/kernel/db-errors.ts';
import { registrationParams } from '#server/kernel/params.ts';
import { sudahDiubah } from '#server/kernel/versi-edit.ts';

export const PESAN_CATATAN_DISIMPAN = 'Catatan berhasil disimpan';
export const PESAN_CATATAN_DIPERBARUI = 'Catatan berhasil diperbarui';
const SUDAH_ADA = 'Catatan untuk anak ini sudah ada. Perbarui catatan yang ada.';
const BELUM_ADA = 'Catatan untuk anak ini belum ada. Simpan catatan baru terlebih dahulu.';
const NOMOR_BERBEDA = 'Nomor registrasi pada isi permintaan berbeda dengan alamat.';

/** The name of the assessor making a request, kept as a note's last editor. */
const namaAsessor = (request: FastifyRequest) => sessionOf(request, 'asessor').account?.name ?? null;

const tags = ['catatan'];

/** The assessor's note on a child's combined result: read, create (POST), update (PUT); records of the assessor's Rutan only (D1). */
export const RUTE_CATATAN = [
  ruteAsessor.get('/api/catatan/:registration_no', {
    schema: { tags, params: registrationParams, response: { 200: catatanReply } },
    auditBaca: { action: 'catatan.lihat', target: (request) => request.params.registration_no },
    handler: async (request, _reply, { ctx, location }) => {
      const { registration_no } = request.params;
      const row = await findCatatan(ctx.db, location, registration_no);
      if (!row) throw await bukanRutanIni(ctx, request, location, { registrationNo: registration_no }, PESAN_PESERTA_TIDAK_DITEMUKAN);
      return {
        registration_no: row.registration_no,
        catatan: row.catatan ?? null,
        updated_at: row.updated_at ?? null,
        versi: row.versi ?? null,
      };
    },
  }),

  ruteAsessor.post('/api/catatan', {
    schema: { tags, body: catatanBody, response: { 201: messageSchema } },
    handler: async (request, reply, { ctx, location }) => {
      const { registration_no, catatan } = request.body;
      const row = await findCatatan(ctx.db, location, registration_no);
      if (!row) throw await bukanRutanIni(ctx, request, location, { registrationNo: registration_no }, PESAN_PESERTA_TIDAK_DITEMUKAN);
      if (row.catatan_id !== null) throw conflict(SUDAH_ADA);
      try {
        await insertCatatan(ctx.db, row.id, catatan, nowIso(ctx.clock), namaAsessor(request));
      } catch (error) {
        // Two saves at once: the second finds the unique key taken.
        if (isUniqueViolation(error)) throw conflict(SUDAH_ADA);
        throw error;
      }
      await writeAudit(ctx, request, { action: 'catatan.tambah', target: row.registration_no });
      return reply.status(201).send({ message: PESAN_CATATAN_DISIMPAN });
    },
  }),

  ruteAsessor.put('/api/catatan/:registration_no', {
    schema: { tags, params: registrationParams, body: catatanUpdateBody, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx, location }) => {
      const { registration_no } = request.params;
      if (request.body.registration_no !== undefined && request.body.registration_no !== registration_no) {
        throw badRequest(NOMOR_BERBEDA);
      }
      const row = await findCatatan(ctx.db, location, registration_no);
      if (!row) throw await bukanRutanIni(ctx, request, location, { registrationNo: registration_no }, PESAN_PESERTA_TIDAK_DITEMUKAN);
      if (row.catatan_id === null) throw notFound(BELUM_ADA);
      const { catatan, versi } = request.body;
      if (!(await updateCatatan(ctx.db, row.catatan_id, catatan, nowIso(ctx.clock), namaAsessor(request), versi))) {
        // Another edit came first: nothing was written; the form keeps what was typed.
        const terbaru = await findCatatan(ctx.db, location, registration_no);
        if (!terbaru?.catatan_id) throw notFound(BELUM_ADA);
        throw sudahDiubah('Catatan', { versi: terbaru.versi!, diubah_oleh: terbaru.diubah_oleh, updated_at: terbaru.updated_at! });
      }
      await writeAudit(ctx, request, { action: 'catatan.ubah', target: row.registration_no });
      return { message: PESAN_CATATAN_DIPERBARUI };
    },
  }),
];

export function catatanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_CATATAN);
}
