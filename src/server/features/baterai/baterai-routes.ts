import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSTRUMEN, KATEGORI_PESERTA, instrumenUntuk, periksaBaterai, type InstrumentKey } from '#domain/index.ts';
import { sessionOf } from '#server/auth/guard.ts';
import type { AppContext } from '#server/context.ts';
import { badRequest } from '#server/errors.ts';
import { nowIso } from '#server/time.ts';
import { writeAudit } from '#server/kernel/audit-log.ts';
import { daftarRute, ruteAdmin } from '#server/kernel/rute.ts';
import { findBaterai, listRiwayatBaterai, updateBaterai } from './baterai-data';

export const PESAN_BATERAI_DISIMPAN = 'Baterai instrumen berhasil disimpan.';

const params = z.object({
  kategori: z.enum(KATEGORI_PESERTA, { message: 'Kategori tidak dikenal. Pilih anak atau tahanan.' }),
});
/** PUT /api/baterai/{kategori}: the category's instruments in order. */
export const bateraiBody = z.object(
  {
    instrumen: z
      .array(z.string({ message: 'Setiap instrumen harus berupa kunci instrumen.' }), {
        message: 'instrumen harus berupa daftar kunci instrumen.',
      })
      .max(20, 'Baterai berisi terlalu banyak instrumen.'),
  },
  { message: 'Data baterai tidak valid.' },
);
const pilihan = z.object({ key: z.string(), kode: z.string(), label: z.string() });
export const bateraiReply = z.object({
  kategori: z.enum(KATEGORI_PESERTA),
  instrumen: z.array(z.string()),
  tersedia: z.array(pilihan),
  /** The battery's version: 0 for the domain's default, raised by each change (issue 29). */
  versi: z.number(),
  /** Earlier versions, newest first: who changed it and when. */
  riwayat: z.array(z.object({ versi: z.number(), instrumen: z.array(z.string()), diubah_at: z.string(), diubah_oleh: z.string().nullable() })),
});

type Kategori = (typeof KATEGORI_PESERTA)[number];

const riwayat = async (db: AppContext['db'], kategori: Kategori) => {
  const rows = await listRiwayatBaterai(db, kategori);
  return {
    versi: rows[0]?.versi ?? 0,
    riwayat: rows.map((r) => ({ ...r, instrumen: JSON.parse(r.instrumen) as string[] })),
  };
};
const tersedia = (kategori: Kategori) => instrumenUntuk(kategori).map((k) => ({ key: k, kode: INSTRUMEN[k].kode, label: INSTRUMEN[k].label }));
const tags = ['baterai'];

/** The batteries of the two categories (D17): read and set by the admin on Kelola Soal (one for every facility). */
export const RUTE_BATERAI = [
  ruteAdmin.get('/api/baterai/:kategori', {
    schema: { tags, params, response: { 200: bateraiReply } },
    handler: async (request, _reply, { ctx }) => {
      const { kategori } = request.params;
      return { kategori, instrumen: await findBaterai(ctx.db, kategori), tersedia: tersedia(kategori), ...(await riwayat(ctx.db, kategori)) };
    },
  }),

  ruteAdmin.put('/api/baterai/:kategori', {
    schema: { tags, params, body: bateraiBody, response: { 200: bateraiReply.extend({ message: z.string() }) } },
    handler: async (request, _reply, { ctx }) => {
      const { kategori } = request.params;
      const salah = periksaBaterai(kategori, request.body.instrumen);
      if (salah.length) throw badRequest(salah.join(' '));
      const instrumen = request.body.instrumen as InstrumentKey[];
      const sebelum = await findBaterai(ctx.db, kategori);
      const versi = await updateBaterai(ctx.db, kategori, instrumen, nowIso(ctx.clock), sessionOf(request, 'admin').account?.name ?? null);
      await writeAudit(ctx, request, {
        action: 'baterai.ubah',
        target: kategori,
        detail: `versi ${versi}: ${sebelum.join(', ')} → ${instrumen.join(', ')}`,
      });
      return { message: PESAN_BATERAI_DISIMPAN, kategori, instrumen, tersedia: tersedia(kategori), ...(await riwayat(ctx.db, kategori)) };
    },
  }),
];

export function bateraiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_BATERAI);
}
