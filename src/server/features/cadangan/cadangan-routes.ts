import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { ruangBebas } from '#server/db/kesehatan.ts';
import { daftarRute, ruteAdmin } from '#server/kernel/rute.ts';
import { folderDapatDitulis, hitungSementara } from './cadangan';
import { BATAS_PERINGATAN_MS, cadanganTerakhir } from './cadangan-harian';

export const PESAN_BELUM_ADA_CADANGAN = 'Belum ada cadangan basis data. Jalankan npm run backup atau biarkan server membuatnya.';
export const PESAN_CADANGAN_LAMA = 'Cadangan terakhir lebih dari dua hari yang lalu. Periksa log server.';
export const pesanFolderTidakDapatDitulis = (dir: string) =>
  `Folder cadangan ${dir} tidak dapat ditulis: cadangan harian tidak dapat dibuat.`;

export const statusSchema = z.object({
  terakhir: z.object({ at: z.string(), berkas: z.string(), ukuran: z.number(), jumlah_baris: z.number() }).nullable(),
  folder: z.string(),
  folder_dapat_ditulis: z.boolean(),
  /** Free bytes on the backup folder's disk (null when unknown). */
  ruang_bebas: z.number().nullable(),
  /** Temporary files of backups in the folder (one being written, or left by a killed one). */
  sementara: z.object({ jumlah: z.number(), ukuran: z.number() }),
  peringatan: z.array(z.string()),
});

const pesanFolderPenuh = (dir: string) =>
  `Disk folder cadangan ${dir} hampir penuh: cadangan berikutnya mungkin tidak muat. Kosongkan ruang atau pindahkan cadangan lama.`;
const pesanSementara = (jumlah: number, mb: number) =>
  `Ada ${jumlah} berkas sementara cadangan (${mb} MB) di folder cadangan; yang tertinggal dari cadangan yang terhenti dihapus saat cadangan berikutnya dibuat.`;

/** The state of the backups for the admin (Laporan Terbaru, D16). */
export const RUTE_CADANGAN = [
  ruteAdmin.get('/api/cadangan/status', {
    schema: { tags: ['sistem'], response: { 200: statusSchema } },
    handler: async (_request, _reply, { ctx }) => {
      const terakhir = (await cadanganTerakhir(ctx.db)) ?? null;
      const folder = ctx.settings.BACKUP_DIR;
      const dapatDitulis = folderDapatDitulis(folder);
      const peringatan: string[] = [];
      if (!terakhir) peringatan.push(PESAN_BELUM_ADA_CADANGAN);
      else if (ctx.clock.now().getTime() - new Date(terakhir.at).getTime() > BATAS_PERINGATAN_MS) peringatan.push(PESAN_CADANGAN_LAMA);
      if (!dapatDitulis) peringatan.push(pesanFolderTidakDapatDitulis(folder));
      // A full disk let the probe file through while no backup fitted (issue 28): its free space
      // must hold at least the last backup again.
      const bebas = ruangBebas(folder) ?? null;
      if (dapatDitulis && bebas !== null && bebas < Math.max(terakhir?.ukuran ?? 0, 10 * 1024 * 1024)) {
        peringatan.push(pesanFolderPenuh(folder));
      }
      const sementara = hitungSementara(folder);
      if (sementara.jumlah > 0) peringatan.push(pesanSementara(sementara.jumlah, Math.ceil(sementara.ukuran / 1_048_576)));
      return { terakhir, folder, folder_dapat_ditulis: dapatDitulis, ruang_bebas: bebas, sementara, peringatan };
    },
  }),
];

export function cadanganRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => daftarRute(app, ctx, RUTE_CADANGAN);
}
