import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { INSTRUMEN, INSTRUMENT_KEYS } from '#domain/instruments.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { conflict, forbidden, unauthorized } from '#server/errors.ts';
import { PESAN_PENGGUNA_TIDAK_DITEMUKAN } from '#domain/messages.ts';
import { findPeserta } from '../peserta/peserta-data';
import { draftBody, draftResponse, kirimBody, simpanBody, simpanResponse, subtesResponse } from './asesmen-schemas';
import { subtesParams } from '#server/kernel/params.ts';
import {
  bukaSubtes,
  detakSubtes,
  kirimSubtes,
  mintaBantuan,
  PESAN_BUKAN_MILIK,
  PESAN_DRAF_TERLAMBAT,
  siapkanDraft,
} from './asesmen-subtes';
import { drafBersama } from './asesmen-data';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { daftarRute, rutePeserta } from '#server/kernel/rute.ts';
import { kompresJson } from '#server/http/kompres.ts';
import { PESAN_BANTUAN_TERKIRIM } from '#domain/messages.ts';

/** The child's save call of each sub test that has one (seed-spec section 7), from the definitions. */
const SIMPAN_PATH = INSTRUMENT_KEYS.flatMap((key) => {
  const path = INSTRUMEN[key].simpanPath;
  return path === null ? [] : [[key, path] as const];
});

const tags = ['asesmen'];

/** The child of this session; a session whose record was deleted meanwhile counts as no user. */
async function anakSesi(ctx: AppContext, request: FastifyRequest) {
  const row = await findPeserta(ctx.db, sessionOf(request, 'peserta').userId);
  if (!row) throw unauthorized(PESAN_PENGGUNA_TIDAK_DITEMUKAN);
  return row;
}

/** A child session reaches only its own sub tests (D2). */
function idSendiri(request: FastifyRequest, id: number): number {
  if (sessionOf(request, 'peserta').userId !== id) throw forbidden(PESAN_BUKAN_MILIK);
  return id;
}

async function anakSendiri(ctx: AppContext, request: FastifyRequest, id: number) {
  idSendiri(request, id);
  return anakSesi(ctx, request);
}

/**
 * The child's four timed sub tests: questions, drafts, saves (D3, D5, D10). Child sessions only, each
 * reaching its own record (D2), hence no facility scope.
 */
export const RUTE_ASESMEN = [
  rutePeserta.get('/api/asesmen/:id/:instrument', {
    schema: { tags, params: subtesParams, response: { 200: subtesResponse } },
    // The questions (~12 KB of JSON) go compressed to a phone that takes it.
    opsi: { onSend: kompresJson },
    handler: async (request, reply, { ctx }) => {
      const anak = await anakSendiri(ctx, request, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return bukaSubtes(ctx, anak, request.params.instrument);
    },
  }),

  // Drafts of a room of children arrive together: committed together, synchronous durability kept (ADR 023).
  rutePeserta.put('/api/asesmen/:id/:instrument/draft', {
    schema: { tags, params: subtesParams, body: draftBody, response: { 200: draftResponse } },
    bersama: {
      jenis: drafBersama,
      siapkan: async (request, _reply, { ctx }) => {
        // The record's existence is checked with the sub test's state, in one query.
        const id = idSendiri(request, request.params.id);
        const { draf, sisa } = await siapkanDraft(ctx, id, request.params.instrument, request.body);
        return {
          item: draf,
          lalu: (tersimpan) => {
            // The attempt was read by the checks; a submit or a close on time-out may have removed it
            // since. Then nothing was stored, and the device is told so instead of "tersimpan" (issue 28).
            if (tersimpan !== true) throw conflict(PESAN_DRAF_TERLAMBAT);
            return { message: 'Draf jawaban tersimpan.', sisa_detik: sisa() };
          },
        };
      },
    },
  }),

  rutePeserta.post('/api/asesmen/:id/:instrument/detak', {
    schema: { tags, params: subtesParams, response: { 200: draftResponse } },
    handler: async (request, reply, { ctx }) => {
      const id = idSendiri(request, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return { message: 'Masih mengerjakan.', sisa_detik: await detakSubtes(ctx, id, request.params.instrument) };
    },
  }),

  rutePeserta.post('/api/asesmen/:id/:instrument/bantuan', {
    schema: { tags, params: subtesParams, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx }) => {
      const anak = await anakSendiri(ctx, request, request.params.id);
      await mintaBantuan(ctx, anak, request.params.instrument);
      await writeAudit(ctx, request, {
        action: 'asesmen.bantuan',
        target: anak.registration_no,
        detail: INSTRUMEN[request.params.instrument].kode,
      });
      return { message: PESAN_BANTUAN_TERKIRIM[anak.kategori === 'anak' ? 'anak' : 'tahanan'] };
    },
  }),

  // The save call of every instrument by key (D17: the detainee's sub tests; the child's have the spec's too).
  rutePeserta.post('/api/asesmen/:id/:instrument', {
    schema: { tags, params: subtesParams, body: kirimBody, response: { 200: simpanResponse } },
    handler: async (request, _reply, { ctx }) => {
      const anak = await anakSendiri(ctx, request, request.params.id);
      return kirimSubtes(ctx, anak, request.params.instrument, request.body);
    },
  }),

  ...SIMPAN_PATH.map(([key, path]) =>
    rutePeserta.post(path, {
      schema: { tags, body: simpanBody, response: { 200: simpanResponse } },
      handler: async (request, _reply, { ctx }) => {
        const anak = await anakSesi(ctx, request);
        if (request.body.registration_no !== anak.registration_no) throw forbidden(PESAN_BUKAN_MILIK);
        return kirimSubtes(ctx, anak, key, request.body);
      },
    }),
  ),
];

export function asesmenRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_ASESMEN);
}
