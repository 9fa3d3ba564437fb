import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { asessorRoutes } from './asessor/asessor-routes';
import { asesmenRoutes } from './asesmen/asesmen-routes';
import { pesertaRoutes } from './peserta/peserta-routes';
import { catatanRoutes } from './catatan/catatan-routes';
import { hasilRoutes } from './hasil/hasil-routes';
import { kelolaRoutes } from './kelola/kelola-routes';
import { auditRoutes } from './audit/audit-routes';
import { soalRoutes } from './soal/soal-routes';
import { laporanRoutes } from './laporan/laporan-routes';
import { eksporRoutes } from './ekspor/ekspor-routes';
import { pemantauanRoutes } from './pemantauan/pemantauan-routes';
import { cadanganRoutes } from './cadangan/cadangan-routes';
import { bateraiRoutes } from './baterai/baterai-routes';
import { tindakLanjutRoutes } from './tindak-lanjut/tindak-lanjut-routes';
import { persetujuanRoutes } from './persetujuan/persetujuan-routes';
import { kesediaanRoutes } from './persetujuan/kesediaan-routes';
import { semuaDataRoutes } from './semua-data/semua-data-routes';
import { rondeRoutes } from './ronde/ronde-routes';
import { tinjauanRoutes } from './tinjauan/tinjauan-routes';
import { lokasiRoutes } from './lokasi/lokasi-routes';
import { pindahRoutes } from './pindah/pindah-routes';
import { kontakLokasiRoutes } from './kontak-lokasi/kontak-routes';
import { kriteriaLokasiRoutes } from './kriteria-lokasi/kriteria-routes';

/** Every feature's routes; the only place that combines features. */
export function featureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(asessorRoutes(ctx));
    await app.register(pesertaRoutes(ctx));
    await app.register(asesmenRoutes(ctx));
    await app.register(kelolaRoutes(ctx));
    await app.register(hasilRoutes(ctx));
    await app.register(catatanRoutes(ctx));
    await app.register(auditRoutes(ctx));
    await app.register(soalRoutes(ctx));
    await app.register(laporanRoutes(ctx));
    await app.register(eksporRoutes(ctx));
    await app.register(pemantauanRoutes(ctx));
    await app.register(cadanganRoutes(ctx));
    await app.register(bateraiRoutes(ctx));
    await app.register(tindakLanjutRoutes(ctx));
    await app.register(persetujuanRoutes(ctx));
    await app.register(kesediaanRoutes(ctx));
    await app.register(semuaDataRoutes(ctx));
    await app.register(rondeRoutes(ctx));
    await app.register(tinjauanRoutes(ctx));
    await app.register(lokasiRoutes(ctx));
    await app.register(pindahRoutes(ctx));
    await app.register(kontakLokasiRoutes(ctx));
    await app.register(kriteriaLokasiRoutes(ctx));
  };
}
