import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../auth/guard';
import type { AppContext } from '../../context';
import { nowIso } from '../../time';
import { writeAudit } from '../../kernel/audit-log';
import { contentDisposition, namaBerkas } from '../../kernel/nama-berkas';
import { idParams } from '../../kernel/params';
import { asessorLocation, bukanRutanIni } from '../../kernel/rutan';
import { findKelola } from '../kelola/kelola-data';
import { loadSemuaData } from './semua-data-data';

const NOT_FOUND = 'Data asesmen tidak ditemukan.';

/** "Unduh semua data" (D21, UU PDP): one person's whole record as JSON, for the assessor of its Rutan; audited. */
export function semuaDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const asessor = requireRole(ctx, 'asessor');
    app.get(
      '/api/kelola/:id/semua-data.json',
      { preHandler: asessor, schema: { tags: ['kelola'], params: idParams } },
      async (request, reply) => {
        const location = await asessorLocation(ctx, request);
        const row = await findKelola(ctx.db, location, request.params.id);
        if (!row) throw await bukanRutanIni(ctx, request, location, { id: request.params.id }, NOT_FOUND);
        // The read is audited before the file is assembled, so the file lists this download too.
        await writeAudit(ctx, request, { action: 'kelola.unduh_semua', target: row.registration_no, detail: 'JSON' });
        const data = await loadSemuaData(ctx.db, row.id);
        const isi = { dibuat_at: nowIso(ctx.clock), format: 'asesmen-abh/semua-data/1', ...data };
        return reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', contentDisposition(namaBerkas(`${row.name}-semua-data`, '.json')))
          .send(JSON.stringify(isi, null, 2));
      },
    );
  };
}
