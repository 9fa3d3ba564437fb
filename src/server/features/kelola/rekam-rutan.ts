import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#server/context.ts';
import { bukanRutanIni } from '#server/kernel/lingkup-rutan.ts';
import { findKelola } from './kelola-data';

export const PESAN_REKAM_TIDAK_DITEMUKAN = 'Data asesmen tidak ditemukan.';

/**
 * The record of the caller's Rutan that a request names by id, or the 404 a record of another Rutan
 * gets too (D1), that attempt audited (issue 29): every route on one record starts here.
 */
export async function rekamRutan(ctx: AppContext, request: FastifyRequest, location: string, id: number) {
  const row = await findKelola(ctx.db, location, id);
  if (!row) throw await bukanRutanIni(ctx, request, location, { id }, PESAN_REKAM_TIDAK_DITEMUKAN);
  return row;
}
