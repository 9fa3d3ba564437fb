import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LABEL_ALASAN_TUTUP, LABEL_TUJUAN_RUJUKAN, type Prioritas } from '#domain/index.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import type { DB } from '#server/db/schema.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { bukanRutanIni, PESAN_PESERTA_TIDAK_DITEMUKAN } from '#server/kernel/lingkup-rutan.ts';
import { pesertaBernomor } from '#server/kernel/cari-peserta.ts';
import { daftarRute, ruteAsessor } from '#server/kernel/rute.ts';
import { nowIso } from '#server/time.ts';
import {
  adaTerbuka,
  type Dicatat,
  findPesertaTindakLanjut,
  findRujukan,
  findTindakLanjut,
  insertAksi,
  insertRiwayat,
  insertRujukan,
  insertTindakLanjut,
  listPetugas,
  listTindakLanjut,
  loadRincian,
  pesanVersiBerubah,
  periksaTertunda,
  simpanHasilRujukan,
  ubahTindakLanjut,
  VersiBerubah,
} from './tindak-lanjut-data';
import {
  aksiBody,
  bantuanReply,
  berandaReply,
  bukaBody,
  bukaKembaliBody,
  daftarQuery,
  daftarReply,
  detailReply,
  dibukaReply,
  diubahReply,
  hasilRujukanBody,
  petugasBody,
  rujukanBody,
  rujukanParams,
  tindakLanjutParams,
  tutupBody,
} from './tindak-lanjut-schemas';
import { listBantuan, loadBeranda } from './beranda-data';
import { isAsessorInLocation } from '../kelola/kelola-data';

export const PESAN_TIDAK_DITEMUKAN = 'Tindak lanjut tidak ditemukan.';
const PESAN_PETUGAS = 'Petugas harus asesor dari rutan ini.';
const PESAN_MASA_DEPAN = 'Waktu tindakan tidak boleh di masa depan.';
const PESAN_RUJUKAN_MASA_DEPAN = 'Tanggal rujukan tidak boleh di masa depan.';
const PESAN_SUDAH_DITUTUP = 'Tindak lanjut ini sudah ditutup. Buka kembali terlebih dahulu.';
const PESAN_TELAH_DITUTUP = 'Tindak lanjut ini sudah ditutup.';
const PESAN_MASIH_TERBUKA = 'Tindak lanjut ini masih terbuka.';
const PESAN_ADA_TERBUKA = 'Masih ada tindak lanjut terbuka untuk nomor registrasi ini. Lanjutkan yang ada.';
const PESAN_RUJUKAN_TIDAK_DITEMUKAN = 'Rujukan tidak ditemukan.';

/** A clock a minute fast on the assessor's device is not "the future". */
const TOLERANSI_MS = 60_000;

/** The WIB calendar date of a moment (YYYY-MM-DD). */
const tanggalWib = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

const tags = ['tindak-lanjut'];
const namaAsessor = (request: FastifyRequest) => sessionOf(request, 'asessor').account?.name ?? 'Asesor';

/** The follow-up of the caller's Rutan, or the (audited, for another Rutan's) 404. */
async function milikRutan(ctx: AppContext, request: FastifyRequest, location: string, id: number) {
  const t = await findTindakLanjut(ctx.db, location, id, ctx.clock.now());
  if (t) return t;
  const pesertaId = await findPesertaTindakLanjut(ctx.db, id);
  if (pesertaId === undefined) throw notFound(PESAN_TIDAK_DITEMUKAN);
  throw await bukanRutanIni(ctx, request, location, { id: pesertaId }, PESAN_TIDAK_DITEMUKAN);
}

/** Applies one change at the version the editor read; 409 with who and when when it moved on. */
async function ubah(ctx: AppContext, v: Parameters<typeof ubahTindakLanjut>[1], tulis: Parameters<typeof ubahTindakLanjut>[2]) {
  try {
    return await ubahTindakLanjut(ctx.db, v, tulis);
  } catch (error) {
    if (error instanceof VersiBerubah) throw conflict(pesanVersiBerubah(error));
    throw error;
  }
}

/**
 * One change to the follow-up `t`, at the version the editor read: the follow-up's own columns (`set`) and
 * what `tulis` writes beside them in one transaction, then the audit entry. Every change to a follow-up
 * goes through here, so none skips the version, the changer's name or the audit.
 */
async function catatUbahan(
  ctx: AppContext,
  request: FastifyRequest,
  t: { id: number; peserta: { registration_no: string } },
  versi: number,
  ubahan: {
    set?: (w: Dicatat) => Parameters<typeof ubahTindakLanjut>[1]['set'];
    tulis: (trx: Transaction<DB>, w: Dicatat) => Promise<unknown>;
    action: string;
    detail: string;
  },
): Promise<number> {
  const w = { sekarang: nowIso(ctx.clock), oleh: namaAsessor(request) };
  const baru = await ubah(ctx, { id: t.id, versi, ...w, set: ubahan.set?.(w) }, async (trx) => {
    await ubahan.tulis(trx, w);
  });
  await writeAudit(ctx, request, { action: ubahan.action, target: t.peserta.registration_no, detail: ubahan.detail });
  return baru;
}

/** Follow-ups of the assessor's Rutan (D19): the worklist, one follow-up, and every change to it (versioned, audited). */
export const RUTE_TINDAK_LANJUT = [
  ruteAsessor.get('/api/tindak-lanjut', {
    schema: { tags, summary: 'Daftar tindak lanjut rutan', querystring: daftarQuery, response: { 200: daftarReply } },
    handler: async (request, _reply, { ctx, location }) => {
      // D19: a follow-up still owed in this Rutan (a failed opening, the back-fill) is opened before the list is read.
      await periksaTertunda(ctx.db, { location, sekarang: nowIso(ctx.clock) });
      const sekarang = ctx.clock.now();
      const page = await listTindakLanjut(ctx.db, location, request.query, sekarang);
      return { ...page, sekarang: sekarang.toISOString() };
    },
    auditBaca: { action: 'tindak-lanjut.daftar', detail: (_request, page) => `${page.data.length} baris` },
  }),

  // The assessor's home page (issue 31.3): help requests, pressing follow-ups, the month, data quality, counts.
  ruteAsessor.get('/api/beranda', {
    schema: { tags: ['beranda'], summary: 'Beranda asesor', response: { 200: berandaReply } },
    handler: async (request, _reply, { ctx, location }) => {
      await periksaTertunda(ctx.db, { location, sekarang: nowIso(ctx.clock) });
      return loadBeranda(ctx, location, sessionOf(request, 'asessor').userId);
    },
    auditBaca: { action: 'beranda.lihat' },
  }),

  // Polled every few seconds by every assessor page (menu badge, title, toast): the waiting help
  // requests only, names of the assessor's own Rutan. Not audited per poll: Pemantauan shows the same.
  ruteAsessor.get('/api/beranda/bantuan', {
    schema: { tags: ['beranda'], summary: 'Permintaan bantuan yang menunggu', response: { 200: bantuanReply } },
    handler: async (_request, _reply, { ctx, location }) => ({ data: await listBantuan(ctx.db, location) }),
  }),

  ruteAsessor.get('/api/tindak-lanjut/:id', {
    schema: { tags, params: tindakLanjutParams, response: { 200: detailReply } },
    handler: async (request, _reply, { ctx, location }) => {
      const t = await milikRutan(ctx, request, location, request.params.id);
      const [rincian, petugas] = await Promise.all([loadRincian(ctx.db, t, location), listPetugas(ctx.db, location)]);
      return { ...t, ...rincian, petugas_pilihan: petugas, sekarang: nowIso(ctx.clock) };
    },
    auditBaca: {
      action: 'tindak-lanjut.lihat',
      target: (_request, t) => t.peserta.registration_no,
      detail: (_request, t) => `tindak lanjut ${t.id}`,
    },
  }),

  ruteAsessor.post('/api/tindak-lanjut', {
    schema: { tags, summary: 'Buka tindak lanjut', body: bukaBody, response: { 201: dibukaReply } },
    handler: async (request, reply, { ctx, location }) => {
      const b = request.body;
      const p = await pesertaBernomor(ctx.db, location, b.registration_no);
      if (!p)
        throw await bukanRutanIni(ctx, request, location, { registrationNo: b.registration_no }, PESAN_PESERTA_TIDAK_DITEMUKAN);
      if (b.petugas_id != null && !(await isAsessorInLocation(ctx.db, b.petugas_id, location))) throw badRequest(PESAN_PETUGAS);
      const id = await insertTindakLanjut(ctx.db, {
        pesertaId: p.id,
        prioritas: b.prioritas as Prioritas,
        petugasId: b.petugas_id ?? sessionOf(request, 'asessor').userId,
        alasan: b.alasan,
        sekarang: nowIso(ctx.clock),
        oleh: namaAsessor(request),
      });
      if (id === null) throw conflict(PESAN_ADA_TERBUKA);
      await writeAudit(ctx, request, {
        action: 'tindak-lanjut.buka',
        target: p.registration_no,
        detail: `tindak lanjut ${id}, prioritas ${b.prioritas}`,
      });
      return reply.status(201).send({ message: 'Tindak lanjut dibuka.', id });
    },
  }),

  ruteAsessor.put('/api/tindak-lanjut/:id/petugas', {
    schema: { tags, params: tindakLanjutParams, body: petugasBody, response: { 200: diubahReply } },
    handler: async (request, _reply, { ctx, location }) => {
      const t = await milikRutan(ctx, request, location, request.params.id);
      const { versi, petugas_id } = request.body;
      if (petugas_id !== null && !(await isAsessorInLocation(ctx.db, petugas_id, location))) throw badRequest(PESAN_PETUGAS);
      const keterangan = petugas_id === null ? 'Petugas dikosongkan' : `Petugas id ${petugas_id}`;
      const baru = await catatUbahan(ctx, request, t, versi, {
        set: () => ({ petugas_id }),
        tulis: (trx, { sekarang, oleh }) => insertRiwayat(trx, t.id, 'petugas', keterangan, sekarang, oleh),
        action: 'tindak-lanjut.petugas',
        detail: `tindak lanjut ${t.id}, petugas ${petugas_id ?? '-'}`,
      });
      return { message: 'Petugas disimpan.', versi: baru };
    },
  }),

  ruteAsessor.post('/api/tindak-lanjut/:id/aksi', {
    schema: { tags, params: tindakLanjutParams, body: aksiBody, response: { 201: diubahReply } },
    handler: async (request, reply, { ctx, location }) => {
      const t = await milikRutan(ctx, request, location, request.params.id);
      const b = request.body;
      if (Date.parse(b.pada) > ctx.clock.now().getTime() + TOLERANSI_MS) throw badRequest(PESAN_MASA_DEPAN);
      if (t.status === 'ditutup') throw conflict(PESAN_SUDAH_DITUTUP);
      const baru = await catatUbahan(ctx, request, t, b.versi, {
        tulis: (trx, dicatat) => insertAksi(trx, t.id, b, dicatat),
        action: 'tindak-lanjut.aksi',
        detail: `tindak lanjut ${t.id}`,
      });
      return reply.status(201).send({ message: 'Tindakan dicatat.', versi: baru });
    },
  }),

  ruteAsessor.post('/api/tindak-lanjut/:id/rujukan', {
    schema: { tags, params: tindakLanjutParams, body: rujukanBody, response: { 201: diubahReply } },
    handler: async (request, reply, { ctx, location }) => {
      const t = await milikRutan(ctx, request, location, request.params.id);
      const b = request.body;
      if (b.tanggal > tanggalWib(ctx.clock.now())) throw badRequest(PESAN_RUJUKAN_MASA_DEPAN);
      if (t.status === 'ditutup') throw conflict(PESAN_SUDAH_DITUTUP);
      const baru = await catatUbahan(ctx, request, t, b.versi, {
        tulis: (trx, dicatat) => insertRujukan(trx, t.id, b, dicatat),
        action: 'tindak-lanjut.rujukan',
        detail: `tindak lanjut ${t.id}, ke ${LABEL_TUJUAN_RUJUKAN[b.tujuan]}`,
      });
      return reply.status(201).send({ message: 'Rujukan dicatat.', versi: baru });
    },
  }),

  ruteAsessor.put('/api/tindak-lanjut/:id/rujukan/:rujukanId', {
    schema: { tags, params: rujukanParams, body: hasilRujukanBody, response: { 200: diubahReply } },
    handler: async (request, _reply, { ctx, location }) => {
      const t = await milikRutan(ctx, request, location, request.params.id);
      const rujukan = await findRujukan(ctx.db, t.id, request.params.rujukanId);
      if (!rujukan) throw notFound(PESAN_RUJUKAN_TIDAK_DITEMUKAN);
      const baru = await catatUbahan(ctx, request, t, request.body.versi, {
        tulis: (trx, { sekarang }) => simpanHasilRujukan(trx, rujukan.id, request.body.hasil, sekarang),
        action: 'tindak-lanjut.hasil_rujukan',
        detail: `rujukan ${rujukan.id}`,
      });
      return { message: 'Hasil rujukan disimpan.', versi: baru };
    },
  }),

  ruteAsessor.post('/api/tindak-lanjut/:id/tutup', {
    schema: { tags, params: tindakLanjutParams, body: tutupBody, response: { 200: diubahReply } },
    handler: async (request, _reply, { ctx, location }) => {
      const t = await milikRutan(ctx, request, location, request.params.id);
      const b = request.body;
      if (t.status === 'ditutup') throw conflict(PESAN_TELAH_DITUTUP);
      const keterangan = [LABEL_ALASAN_TUTUP[b.alasan], b.catatan].filter(Boolean).join(': ');
      const baru = await catatUbahan(ctx, request, t, b.versi, {
        set: ({ sekarang }) => ({ status: 'ditutup', alasan_tutup: b.alasan, ditutup_pada: sekarang }),
        tulis: (trx, { sekarang, oleh }) => insertRiwayat(trx, t.id, 'ditutup', keterangan, sekarang, oleh),
        action: 'tindak-lanjut.tutup',
        detail: `tindak lanjut ${t.id}: ${b.alasan}`,
      });
      return { message: 'Tindak lanjut ditutup.', versi: baru };
    },
  }),

  ruteAsessor.post('/api/tindak-lanjut/:id/buka-kembali', {
    schema: { tags, params: tindakLanjutParams, body: bukaKembaliBody, response: { 200: diubahReply } },
    handler: async (request, _reply, { ctx, location }) => {
      const t = await milikRutan(ctx, request, location, request.params.id);
      const b = request.body;
      if (t.status !== 'ditutup') throw conflict(PESAN_MASIH_TERBUKA);
      if (await adaTerbuka(ctx.db, t.peserta.id)) throw conflict(PESAN_ADA_TERBUKA);
      const baru = await catatUbahan(ctx, request, t, b.versi, {
        set: () => ({ status: 'terbuka', alasan_tutup: null, ditutup_pada: null }),
        tulis: async (trx, { sekarang, oleh }) => {
          // Another reopened or opened meanwhile (the check above read before the record's lock): nothing written.
          if (await adaTerbuka(trx, t.peserta.id, t.id)) throw conflict(PESAN_ADA_TERBUKA);
          await insertRiwayat(trx, t.id, 'dibuka_kembali', b.alasan, sekarang, oleh);
        },
        action: 'tindak-lanjut.buka_kembali',
        detail: `tindak lanjut ${t.id}`,
      });
      return { message: 'Tindak lanjut dibuka kembali.', versi: baru };
    },
  }),
];

export function tindakLanjutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_TINDAK_LANJUT);
}
