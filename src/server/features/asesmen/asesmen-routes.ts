import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { INSTRUMEN, INSTRUMENT_KEYS } from '../../../domain/instruments';
import { requireRole, sessionOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { forbidden, unauthorized } from '../../errors';
import { PESAN_PENGGUNA_TIDAK_DITEMUKAN } from '../../../domain/messages';
import { findPeserta } from '../peserta/peserta-data';
import { draftBody, draftResponse, kirimBody, simpanBody, simpanResponse, subtesResponse } from './asesmen-schemas';
import { subtesParams } from '../../kernel/params';
import { bukaSubtes, detakSubtes, kirimSubtes, mintaBantuan, PESAN_BUKAN_MILIK, simpanDraft } from './asesmen-subtes';
import { messageSchema } from '../../auth/auth-schemas';
import { writeAudit } from '../../kernel/audit-log';
import { kompresJson } from '../../http/kompres';
import { PESAN_BANTUAN_TERKIRIM } from '../../../domain/messages';

/** The child's save call of each sub test that has one (seed-spec section 7), from the definitions. */
const SIMPAN_PATH = INSTRUMENT_KEYS.flatMap((key) => {
  const path = INSTRUMEN[key].simpanPath;
  return path === null ? [] : [[key, path] as const];
});

/** The child's four timed sub tests: questions, drafts, saves (D3, D5, D10). Child sessions only. */
export function asesmenRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const peserta = requireRole(ctx, 'peserta');
    const tags = ['asesmen'];

    /** The child of this session; a session whose record was deleted meanwhile counts as no user. */
    async function anakSesi(request: FastifyRequest) {
      const row = await findPeserta(ctx.db, sessionOf(request, 'peserta').userId);
      if (!row) throw unauthorized(PESAN_PENGGUNA_TIDAK_DITEMUKAN);
      return row;
    }

    /** A child session reaches only its own sub tests (D2). */
    function idSendiri(request: FastifyRequest, id: number): number {
      if (sessionOf(request, 'peserta').userId !== id) throw forbidden(PESAN_BUKAN_MILIK);
      return id;
    }

    async function anakSendiri(request: FastifyRequest, id: number) {
      idSendiri(request, id);
      return anakSesi(request);
    }

    app.get(
      '/api/asesmen/:id/:instrument',
      // The questions (~12 KB of JSON) go compressed to a phone that takes it.
      { preHandler: peserta, onSend: kompresJson, schema: { tags, params: subtesParams, response: { 200: subtesResponse } } },
      async (request, reply) => {
        const anak = await anakSendiri(request, request.params.id);
        reply.header('Cache-Control', 'no-store');
        return bukaSubtes(ctx, anak, request.params.instrument);
      },
    );

    app.put(
      '/api/asesmen/:id/:instrument/draft',
      { preHandler: peserta, schema: { tags, params: subtesParams, body: draftBody, response: { 200: draftResponse } } },
      async (request) => {
        // The record's existence is checked with the sub test's state, in one query.
        const id = idSendiri(request, request.params.id);
        const sisa = await simpanDraft(ctx, id, request.params.instrument, request.body);
        return { message: 'Draf jawaban tersimpan.', sisa_detik: sisa };
      },
    );

    app.post(
      '/api/asesmen/:id/:instrument/detak',
      { preHandler: peserta, schema: { tags, params: subtesParams, response: { 200: draftResponse } } },
      async (request, reply) => {
        const id = idSendiri(request, request.params.id);
        reply.header('Cache-Control', 'no-store');
        return { message: 'Masih mengerjakan.', sisa_detik: await detakSubtes(ctx, id, request.params.instrument) };
      },
    );

    app.post(
      '/api/asesmen/:id/:instrument/bantuan',
      { preHandler: peserta, schema: { tags, params: subtesParams, response: { 200: messageSchema } } },
      async (request) => {
        const anak = await anakSendiri(request, request.params.id);
        await mintaBantuan(ctx, anak, request.params.instrument);
        await writeAudit(ctx, request, {
          action: 'asesmen.bantuan',
          target: anak.registration_no,
          detail: request.params.instrument,
        });
        return { message: PESAN_BANTUAN_TERKIRIM[anak.kategori === 'anak' ? 'anak' : 'tahanan'] };
      },
    );

    // The save call of every instrument by key (D17: the detainee's sub tests; the child's have the spec's too).
    app.post(
      '/api/asesmen/:id/:instrument',
      { preHandler: peserta, schema: { tags, params: subtesParams, body: kirimBody, response: { 200: simpanResponse } } },
      async (request) => {
        const anak = await anakSendiri(request, request.params.id);
        return kirimSubtes(ctx, anak, request.params.instrument, request.body);
      },
    );

    for (const [key, path] of SIMPAN_PATH) {
      app.post(
        path,
        { preHandler: peserta, schema: { tags, body: simpanBody, response: { 200: simpanResponse } } },
        async (request) => {
          const anak = await anakSesi(request);
          if (request.body.registration_no !== anak.registration_no) throw forbidden(PESAN_BUKAN_MILIK);
          return kirimSubtes(ctx, anak, key, request.body);
        },
      );
    }
  };
}
