import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PESAN_ASESSOR_DIPERBARUI, PESAN_ASESSOR_DITAMBAHKAN } from '../../../domain/messages';
import { z } from 'zod';
import { messageSchema } from '../../auth/auth-schemas';
import { requireRole } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { nowIso } from '../../time';
import { writeAudit } from '../audit/audit-data';
import {
  deleteAsessor,
  findAsessor,
  insertAsessor,
  isUniqueViolation,
  listAsessors,
  loginIdTaken,
  setAsessorActive,
  updateAsessor,
} from './asessor-data';
import { asessorRow, createAsessorBody, idParams, listQuery, toggleResponse, updateAsessorBody } from './asessor-schemas';

export const PESAN_ID_DIPAKAI = 'ID asessor sudah digunakan. Pilih ID lain.';
export const PESAN_ASESSOR_TIDAK_DITEMUKAN = 'Asessor tidak ditemukan.';

const list = { 200: z.array(asessorRow) };

/** Assessor accounts (admin) and who is online (admin and assessors), seed-spec section 7 with D1/D10. */
export function asessorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = requireRole(ctx, 'admin');
    const tags = ['asessor'];

    const existing = async (id: number) => {
      const row = await findAsessor(ctx.db, id);
      if (!row) throw notFound(PESAN_ASESSOR_TIDAK_DITEMUKAN);
      return row;
    };

    app.get(
      '/api/asessors/active',
      { preHandler: admin, schema: { tags, summary: 'Laporan Terbaru: setiap asessor dan status online', response: list } },
      async () => listAsessors(ctx.db, ctx.clock),
    );

    app.get(
      '/api/asessors',
      { preHandler: admin, schema: { tags, summary: 'Daftar asessor (cari nama dengan ?q=)', querystring: listQuery, response: list } },
      async (request) => listAsessors(ctx.db, ctx.clock, { q: request.query.q }),
    );

    app.get(
      '/api/asessors/online',
      {
        preHandler: requireRole(ctx, 'admin', 'asessor'),
        schema: { tags, summary: 'Asessor yang sedang online (sesi dipakai 15 menit terakhir)', response: list },
      },
      async () => listAsessors(ctx.db, ctx.clock, { onlineOnly: true }),
    );

    app.post(
      '/api/asessors',
      { preHandler: admin, schema: { tags, summary: 'Tambah akun asessor', body: createAsessorBody, response: { 201: messageSchema } } },
      async (request, reply) => {
        const { name, id: assesorId, password, location } = request.body;
        if (await loginIdTaken(ctx.db, assesorId)) throw conflict(PESAN_ID_DIPAKAI);
        const password_hash = await hashPassword(password);
        let id: number;
        try {
          id = await insertAsessor(ctx.db, { name, assesor_id: assesorId, password_hash, location, created_at: nowIso(ctx.clock) });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(PESAN_ID_DIPAKAI);
          throw error;
        }
        await writeAudit(ctx, request, { action: 'asessor.tambah', target: assesorId, detail: `${name}, ${location} (id ${id})` });
        return reply.status(201).send({ message: PESAN_ASESSOR_DITAMBAHKAN });
      },
    );

    app.put(
      '/api/asessors/:id',
      {
        preHandler: admin,
        schema: { tags, summary: 'Ubah akun asessor (password kosong = tidak berubah)', params: idParams, body: updateAsessorBody, response: { 200: messageSchema } },
      },
      async (request) => {
        const before = await existing(request.params.id);
        const { name, assesor_id, password, location } = request.body;
        if (await loginIdTaken(ctx.db, assesor_id, before.id)) throw conflict(PESAN_ID_DIPAKAI);
        // A new password, or a move to another Rutan (whose records the open pages may show), ends the sessions.
        const endSessions = Boolean(password) || location !== before.location;
        try {
          await updateAsessor(
            ctx.db,
            before.id,
            { name, assesor_id, location, password_hash: password ? await hashPassword(password) : null },
            endSessions,
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(PESAN_ID_DIPAKAI);
          throw error;
        }
        const changes = [
          name !== before.name && `nama: ${before.name} → ${name}`,
          assesor_id !== before.assesor_id && `ID: ${before.assesor_id} → ${assesor_id}`,
          location !== before.location && `lokasi: ${before.location} → ${location}`,
          password && 'password baru',
        ].filter(Boolean);
        await writeAudit(ctx, request, {
          action: 'asessor.ubah',
          target: assesor_id,
          detail: changes.length ? changes.join('; ') : 'tanpa perubahan',
        });
        return { message: PESAN_ASESSOR_DIPERBARUI };
      },
    );

    app.put(
      '/api/asessors/:id/toggle',
      { preHandler: admin, schema: { tags, summary: 'Aktifkan / nonaktifkan akun asessor', params: idParams, response: { 200: toggleResponse } } },
      async (request) => {
        const row = await existing(request.params.id);
        const active = !row.active;
        await setAsessorActive(ctx.db, row.id, active);
        await writeAudit(ctx, request, { action: active ? 'asessor.aktifkan' : 'asessor.nonaktifkan', target: row.assesor_id });
        return { message: active ? 'Akun asessor diaktifkan' : 'Akun asessor dinonaktifkan', active };
      },
    );

    app.delete(
      '/api/asessors/:id',
      { preHandler: admin, schema: { tags, summary: 'Hapus akun asessor (data anak tetap ada)', params: idParams, response: { 200: messageSchema } } },
      async (request) => {
        const row = await existing(request.params.id);
        await deleteAsessor(ctx.db, row.id);
        await writeAudit(ctx, request, { action: 'asessor.hapus', target: row.assesor_id, detail: row.name });
        return { message: 'Asessor berhasil dihapus' };
      },
    );
  };
}
