import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../auth/guard';
import type { AppContext } from '../../context';
import { folderDapatDitulis } from './cadangan';
import { BATAS_PERINGATAN_MS, cadanganTerakhir } from './cadangan-harian';

export const PESAN_BELUM_ADA_CADANGAN = 'Belum ada cadangan basis data. Jalankan npm run backup atau biarkan server membuatnya.';
export const PESAN_CADANGAN_LAMA = 'Cadangan terakhir lebih dari dua hari yang lalu. Periksa log server.';
export const pesanFolderTidakDapatDitulis = (dir: string) =>
  `Folder cadangan ${dir} tidak dapat ditulis: cadangan harian tidak dapat dibuat.`;

export const statusSchema = z.object({
  terakhir: z.object({ at: z.string(), berkas: z.string(), ukuran: z.number(), jumlah_baris: z.number() }).nullable(),
  folder: z.string(),
  folder_dapat_ditulis: z.boolean(),
  peringatan: z.array(z.string()),
});

/** The state of the backups for the admin (Laporan Terbaru, D16). */
export function cadanganRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/cadangan/status',
      { preHandler: requireRole(ctx, 'admin'), schema: { tags: ['sistem'], response: { 200: statusSchema } } },
      async () => {
        const terakhir = (await cadanganTerakhir(ctx.db)) ?? null;
        const folder = ctx.settings.BACKUP_DIR;
        const dapatDitulis = folderDapatDitulis(folder);
        const peringatan: string[] = [];
        if (!terakhir) peringatan.push(PESAN_BELUM_ADA_CADANGAN);
        else if (ctx.clock.now().getTime() - new Date(terakhir.at).getTime() > BATAS_PERINGATAN_MS)
          peringatan.push(PESAN_CADANGAN_LAMA);
        if (!dapatDitulis) peringatan.push(pesanFolderTidakDapatDitulis(folder));
        return { terakhir, folder, folder_dapat_ditulis: dapatDitulis, peringatan };
      },
    );
  };
}
