import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../auth/auth-schemas';
import { requireRole } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import { endSessionsOf } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { nowIso } from '../../time';
import { writeAudit } from '../audit/audit-data';
import { listAsessors, loginIdTaken } from './asessor-data';
import { asessorRow, createAsessorBody, idParams, listQuery, updateAsessorBody } from './asessor-schemas';

const TAKEN = 'ID asessor sudah digunakan. Pilih ID lain.';
const NOT_FOUND = 'Asessor tidak ditemukan.';

/** Assessor accounts (admin), who is online (admin and assessors). */
export function asessorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = requireRole(ctx, 'admin');
    const tags = ['asessor'];

    app.get(
      '/api/asessors/active',
      { preHandler: admin, schema: { tags, response: { 200: z.array(asessorRow) } } },
      async () => listAsessors(ctx.db, ctx.clock),
    );

    app.get(
      '/api/asessors',
      { preHandler: admin, schema: { tags, querystring: listQuery, response: { 200: z.array(asessorRow) } } },
      async (request) => listAsessors(ctx.db, ctx.clock, { q: request.query.q }),
    );

    app.get(
      '/api/asessors/online',
      { preHandler: requireRole(ctx, 'admin', 'asessor'), schema: { tags, response: { 200: z.array(asessorRow) } } },
      async () => listAsessors(ctx.db, ctx.clock, { onlineOnly: true }),
    );

    app.post(
      '/api/asessors',
      { preHandler: admin, schema: { tags, body: createAsessorBody, response: { 201: messageSchema } } },
      async (request, reply) => {
        const { name, id: assesorId, password, location } = request.body;
        if (await loginIdTaken(ctx.db, assesorId)) throw conflict(TAKEN);
        const created = await ctx.db
          .insertInto('asessor')
          .values({
            name,
            assesor_id: assesorId,
            password_hash: await hashPassword(password),
            location,
            active: 1,
            created_at: nowIso(ctx.clock),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(ctx, request, { action: 'asessor.tambah', target: assesorId, detail: `id ${created.id}` });
        return reply.status(201).send({ message: 'Asessor berhasil ditambahkan' });
      },
    );

    app.put(
      '/api/asessors/:id',
      { preHandler: admin, schema: { tags, params: idParams, body: updateAsessorBody, response: { 200: messageSchema } } },
      async (request) => {
        const { id } = request.params;
        const { name, assesor_id, password, location } = request.body;
        const existing = await ctx.db.selectFrom('asessor').select('id').where('id', '=', id).executeTakeFirst();
        if (!existing) throw notFound(NOT_FOUND);
        if (await loginIdTaken(ctx.db, assesor_id, id)) throw conflict(TAKEN);
        await ctx.db
          .updateTable('asessor')
          .set({ name, assesor_id, location, ...(password ? { password_hash: await hashPassword(password) } : {}) })
          .where('id', '=', id)
          .execute();
        // A new password or a move to another Rutan changes what the open sessions may see: end them.
        if (password) await endSessionsOf(ctx.db, 'asessor', id);
        await writeAudit(ctx, request, {
          action: 'asessor.ubah',
          target: assesor_id,
          detail: password ? 'termasuk password baru' : null,
        });
        return { message: 'Asessor berhasil diperbarui' };
      },
    );

    app.put(
      '/api/asessors/:id/toggle',
      { preHandler: admin, schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (request) => {
        const row = await ctx.db.selectFrom('asessor').select(['id', 'active', 'assesor_id']).where('id', '=', request.params.id).executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND);
        const active = row.active ? 0 : 1;
        await ctx.db.updateTable('asessor').set({ active }).where('id', '=', row.id).execute();
        if (!active) await endSessionsOf(ctx.db, 'asessor', row.id);
        await writeAudit(ctx, request, { action: active ? 'asessor.aktifkan' : 'asessor.nonaktifkan', target: row.assesor_id });
        return { message: active ? 'Akun asessor diaktifkan' : 'Akun asessor dinonaktifkan' };
      },
    );

    app.delete(
      '/api/asessors/:id',
      { preHandler: admin, schema: { tags, params: idParams, response: { 200: messageSchema } } },
      async (request) => {
        const row = await ctx.db.selectFrom('asessor').select(['id', 'assesor_id']).where('id', '=', request.params.id).executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND);
        // Children's records stay with their Rutan (peserta.asessor_id becomes null).
        await ctx.db.transaction().execute(async (trx) => {
          await endSessionsOf(trx, 'asessor', row.id);
          await trx.deleteFrom('asessor').where('id', '=', row.id).execute();
        });
        await writeAudit(ctx, request, { action: 'asessor.hapus', target: row.assesor_id });
        return { message: 'Asessor berhasil dihapus' };
      },
    );
  };
}
