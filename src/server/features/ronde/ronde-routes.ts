import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { INSTRUMEN, LABEL_ALASAN_RONDE, type AlasanRonde } from '#domain/index.ts';
import { messageSchema } from '#server/auth/auth-schemas.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { idParams, registrationParams } from '#server/kernel/params.ts';
import { bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '#server/kernel/lingkup-rutan.ts';
import { daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { sudahDiubah } from '#server/kernel/versi-edit.ts';
import { rekamRutan } from '../kelola/rekam-rutan';
import {
  listPercobaan,
  listRonde,
  loadPerbandingan,
  mintaTesUlang,
  PESAN_RONDE_DITUTUP,
  startRonde,
  ubahCatatanRonde,
  type RekamRonde,
} from './ronde-data';
import {
  daftarRondeResponse,
  mulaiRondeBody,
  mulaiRondeResponse,
  perbandinganResponse,
  rondeDetailResponse,
  rondeParams,
  tesUlangParams,
  ubahRondeBody,
  ubahRondeResponse,
} from './ronde-schemas';

const labelAlasan = (a: string) => LABEL_ALASAN_RONDE[a as AlasanRonde | 'awal'] ?? a;

const tags = ['ronde'];
const nama = (request: FastifyRequest) => sessionOf(request, 'asessor').account?.name ?? 'Asesor';

async function rekam(ctx: AppContext, request: FastifyRequest, location: string, id: number): Promise<RekamRonde> {
  const row = await rekamRutan(ctx, request, location, id);
  return { id: row.id, registration_no: row.registration_no, location };
}

/** A round of the record: 404 when it has no such round; `kini` when it is the current one. */
async function ronde(ctx: AppContext, request: FastifyRequest, location: string, id: number, nomor: number) {
  const r = await rekam(ctx, request, location, id);
  const semua = await listRonde(ctx.db, r);
  const found = semua.find((x) => x.nomor === nomor);
  if (!found) throw notFound(`Ronde ${nomor} tidak ada pada data ini.`);
  return { rekam: r, ronde: found, kini: nomor === semua[semua.length - 1]!.nomor };
}

/** D20: a record's screening rounds, "Skrining ulang", retests of flagged results, the comparison. The assessor's Rutan only; audited. */
export const RUTE_RONDE = [
  ruteAsessor.get('/api/kelola/:id/ronde', {
    schema: { tags, params: idParams, response: { 200: daftarRondeResponse } },
    handler: async (request, _reply, { ctx, location, dibaca }) => {
      const r = await rekam(ctx, request, location, request.params.id);
      const rows = await listRonde(ctx.db, r);
      dibaca(r.registration_no, `${rows.length} ronde`);
      return {
        kini: rows[rows.length - 1]?.nomor ?? 1,
        ronde: rows.map((x) => ({ ...x, alasan_label: labelAlasan(x.alasan) })),
      };
    },
    auditBaca: { action: 'ronde.lihat' },
  }),

  ruteAsessor.post('/api/kelola/:id/ronde', {
    schema: { tags, params: idParams, body: mulaiRondeBody, response: { 201: mulaiRondeResponse } },
    handler: async (request, reply, { ctx, location }) => {
      const r = await rekam(ctx, request, location, request.params.id);
      const { nomor, prioritasSebelum } = await startRonde(ctx.db, r, request.body, nama(request), nowIso(ctx.clock));
      await writeAudit(ctx, request, {
        action: 'ronde.mulai',
        target: r.registration_no,
        detail: `Ronde ${nomor}: ${labelAlasan(request.body.alasan)}; ronde ${nomor - 1} ditutup (${prioritasSebelum ?? 'belum dinilai'})`,
      });
      return reply
        .code(201)
        .send({ message: `Skrining ulang dimulai: ronde ${nomor}. Catat persetujuan lagi sebelum sub tes dibuka.`, nomor });
    },
  }),

  ruteAsessor.get('/api/kelola/:id/ronde/:nomor', {
    schema: { tags, params: rondeParams, response: { 200: rondeDetailResponse } },
    handler: async (request, _reply, { ctx, location, dibaca }) => {
      const { rekam: r, ronde: x, kini } = await ronde(ctx, request, location, request.params.id, request.params.nomor);
      const percobaan = await listPercobaan(ctx.db, r.id, x.nomor, kini);
      dibaca(r.registration_no);
      return { ...x, alasan_label: labelAlasan(x.alasan), kini, percobaan };
    },
    auditBaca: { action: 'ronde.lihat', detail: (request) => `ronde ${request.params.nomor}` },
  }),

  ruteAsessor.patch('/api/kelola/:id/ronde/:nomor', {
    schema: { tags, params: rondeParams, body: ubahRondeBody, response: { 200: ubahRondeResponse } },
    handler: async (request, _reply, { ctx, location }) => {
      const { rekam: r, ronde: x, kini } = await ronde(ctx, request, location, request.params.id, request.params.nomor);
      if (!kini) throw conflict(PESAN_RONDE_DITUTUP(x.nomor));
      const { catatan, versi } = request.body;
      const hasil = await ubahCatatanRonde(ctx.db, r.id, x.nomor, { catatan, versi, oleh: nama(request), at: nowIso(ctx.clock) });
      // Closed by a round start since it was read as the current one: nothing was written.
      if (hasil.jenis === 'ditutup') throw conflict(PESAN_RONDE_DITUTUP(x.nomor));
      if (hasil.jenis === 'berubah') throw sudahDiubah('Catatan ronde', hasil.tersimpan);
      await writeAudit(ctx, request, { action: 'ronde.ubah', target: r.registration_no, detail: `ronde ${x.nomor}` });
      return { message: 'Catatan ronde disimpan.', versi: hasil.versi };
    },
  }),

  ruteAsessor.post('/api/kelola/:id/ronde/:nomor/tes-ulang/:instrument', {
    schema: { tags, params: tesUlangParams, response: { 200: messageSchema } },
    handler: async (request, _reply, { ctx, location }) => {
      const { id, nomor, instrument } = request.params;
      const { rekam: r, kini } = await ronde(ctx, request, location, id, nomor);
      if (!kini) throw conflict(PESAN_RONDE_DITUTUP(nomor));
      const def = INSTRUMEN[instrument];
      const outcome = await mintaTesUlang(ctx.db, r.id, instrument, nama(request), nowIso(ctx.clock));
      if (outcome === 'tidak_ada') throw notFound(`Belum ada hasil ${def.namaPendek} pada ronde ${nomor}.`);
      if (outcome === 'tidak_ditandai')
        throw badRequest(`Tes ulang hanya untuk hasil yang ditandai tidak valid. Hasil ${def.namaPendek} ini tidak ditandai.`);
      if (outcome === 'sudah_diminta') throw conflict(`Tes ulang ${def.namaPendek} sudah diminta dan belum dikerjakan.`);
      await writeAudit(ctx, request, {
        action: 'hasil.tes_ulang',
        target: r.registration_no,
        detail: `${def.kode}, ronde ${nomor}`,
      });
      return { message: `Tes ulang ${def.namaPendek} diminta. Hasil pertama tetap disimpan dan tampil di hasil.` };
    },
  }),

  ruteAsessor.get('/api/hasil-gabungan/:registration_no/perbandingan', {
    schema: { tags, params: registrationParams, response: { 200: perbandinganResponse } },
    handler: async (request, _reply, { ctx, location }) => {
      const registrationNo = request.params.registration_no;
      const view = await loadPerbandingan(ctx.db, location, registrationNo);
      if (!view) throw await bukanRutanIni(ctx, request, location, { registrationNo }, PESAN_PESERTA_TIDAK_DITEMUKAN);
      return view;
    },
    auditBaca: {
      action: 'hasil-gabungan.perbandingan',
      target: (request) => request.params.registration_no,
      detail: (_request, view) => `ronde ${view.kini.nomor}`,
    },
  }),
];

export function rondeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_RONDE);
}
