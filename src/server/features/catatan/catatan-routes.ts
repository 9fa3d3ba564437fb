import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { messageSchema } from '../../auth/auth-schemas';
import { requireRole } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { nowIso } from '../../time';
import { writeAudit } from '../../kernel/audit-log';
import { asessorLocation, auditBaca, bukanRutanIni } from '../../kernel/rutan';
import { catatanBody, catatanReply, catatanUpdateBody } from './catatan-schemas';
import { isUniqueViolation } from '../../kernel/db-errors';
import { registrationParams } from '../../kernel/params';

export const PESAN_CATATAN_DISIMPAN = 'Catatan berhasil disimpan';
export const PESAN_CATATAN_DIPERBARUI = 'Catatan berhasil diperbarui';
const PESERTA_TIDAK_ADA = 'Data asesmen dengan nomor registrasi ini tidak ditemukan.';
const SUDAH_ADA = 'Catatan untuk anak ini sudah ada. Perbarui catatan yang ada.';
const BELUM_ADA = 'Catatan untuk anak ini belum ada. Simpan catatan baru terlebih dahulu.';
const NOMOR_BERBEDA = 'Nomor registrasi pada isi permintaan berbeda dengan alamat.';

async function pesertaOf(db: Kysely<DB>, location: string, registrationNo: string) {
  return db
    .selectFrom('peserta as p')
    .leftJoin('catatan as c', 'c.peserta_id', 'p.id')
    .select(['p.id', 'p.registration_no', 'c.id as catatan_id', 'c.catatan', 'c.updated_at'])
    .where('p.registration_no', '=', registrationNo)
    .where('p.location', '=', location)
    .executeTakeFirst();
}

/** The assessor's note on a child's combined result: read, create (POST), update (PUT). */
export function catatanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const asessor = requireRole(ctx, 'asessor');
    const tags = ['catatan'];

    app.get(
      '/api/catatan/:registration_no',
      { preHandler: asessor, schema: { tags, params: registrationParams, response: { 200: catatanReply } } },
      async (request) => {
        const location = await asessorLocation(ctx, request);
        const { registration_no } = request.params;
        const row = await pesertaOf(ctx.db, location, registration_no);
        if (!row) throw await bukanRutanIni(ctx, request, location, { registrationNo: registration_no }, PESERTA_TIDAK_ADA);
        await auditBaca(ctx, request, 'catatan.lihat', row.registration_no);
        return { registration_no: row.registration_no, catatan: row.catatan ?? null, updated_at: row.updated_at ?? null };
      },
    );

    app.post(
      '/api/catatan',
      { preHandler: asessor, schema: { tags, body: catatanBody, response: { 201: messageSchema } } },
      async (request, reply) => {
        const { registration_no, catatan } = request.body;
        const location = await asessorLocation(ctx, request);
        const row = await pesertaOf(ctx.db, location, registration_no);
        if (!row) throw await bukanRutanIni(ctx, request, location, { registrationNo: registration_no }, PESERTA_TIDAK_ADA);
        if (row.catatan_id !== null) throw conflict(SUDAH_ADA);
        const now = nowIso(ctx.clock);
        try {
          await ctx.db.insertInto('catatan').values({ peserta_id: row.id, catatan, created_at: now, updated_at: now }).execute();
        } catch (error) {
          // Two saves at once: the second finds the unique key taken.
          if (isUniqueViolation(error)) throw conflict(SUDAH_ADA);
          throw error;
        }
        await writeAudit(ctx, request, { action: 'catatan.tambah', target: row.registration_no });
        return reply.status(201).send({ message: PESAN_CATATAN_DISIMPAN });
      },
    );

    app.put(
      '/api/catatan/:registration_no',
      { preHandler: asessor, schema: { tags, params: registrationParams, body: catatanUpdateBody, response: { 200: messageSchema } } },
      async (request) => {
        const { registration_no } = request.params;
        if (request.body.registration_no !== undefined && request.body.registration_no !== registration_no) {
          throw badRequest(NOMOR_BERBEDA);
        }
        const location = await asessorLocation(ctx, request);
        const row = await pesertaOf(ctx.db, location, registration_no);
        if (!row) throw await bukanRutanIni(ctx, request, location, { registrationNo: registration_no }, PESERTA_TIDAK_ADA);
        if (row.catatan_id === null) throw notFound(BELUM_ADA);
        await ctx.db
          .updateTable('catatan')
          .set({ catatan: request.body.catatan, updated_at: nowIso(ctx.clock) })
          .where('id', '=', row.catatan_id)
          .execute();
        await writeAudit(ctx, request, { action: 'catatan.ubah', target: row.registration_no });
        return { message: PESAN_CATATAN_DIPERBARUI };
      },
    );
  };
}
