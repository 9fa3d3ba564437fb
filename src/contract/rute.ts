// The API's routes as the web calls them, typed from the server's declarations (`rute()`, issue 34):
// `'GET /api/kelola'` → its path parameters, query, body and reply, inferred from the route's own zod
// schemas. The web never pairs a URL with a type by hand (`web/lib/klien.ts` builds the call from
// this). Types only: the web imports it with `import type`, so no server code reaches its bundle.
import type { z } from 'zod';
import type { RUTE_AUTH } from '../server/auth/auth-routes';
import type { RUTE_KEAMANAN_AKUN } from '../server/auth/keamanan-akun-routes';
import type { RUTE_ASESMEN } from '../server/features/asesmen/asesmen-routes';
import type { RUTE_ASESSOR } from '../server/features/asessor/asessor-routes';
import type { RUTE_AUDIT } from '../server/features/audit/audit-routes';
import type { RUTE_BATERAI } from '../server/features/baterai/baterai-routes';
import type { RUTE_CADANGAN } from '../server/features/cadangan/cadangan-routes';
import type { RUTE_CATATAN } from '../server/features/catatan/catatan-routes';
import type { RUTE_HASIL } from '../server/features/hasil/hasil-routes';
import type { RUTE_KELOLA } from '../server/features/kelola/kelola-routes';
import type { RUTE_KRITERIA_LOKASI } from '../server/features/kriteria-lokasi/kriteria-routes';
import type { RUTE_KONTAK_LOKASI } from '../server/features/kontak-lokasi/kontak-routes';
import type { RUTE_LOKASI } from '../server/features/lokasi/lokasi-routes';
import type { RUTE_PEMANTAUAN } from '../server/features/pemantauan/pemantauan-routes';
import type { RUTE_KESEDIAAN } from '../server/features/persetujuan/kesediaan-routes';
import type { RUTE_PERSETUJUAN } from '../server/features/persetujuan/persetujuan-routes';
import type { RUTE_PESERTA } from '../server/features/peserta/peserta-routes';
import type { RUTE_PINDAH } from '../server/features/pindah/pindah-routes';
import type { RUTE_RONDE } from '../server/features/ronde/ronde-routes';
import type { RUTE_SOAL } from '../server/features/soal/soal-routes';
import type { RUTE_TINDAK_LANJUT } from '../server/features/tindak-lanjut/tindak-lanjut-routes';
import type { RUTE_TINJAUAN } from '../server/features/tinjauan/tinjauan-routes';

/** Every declared route (a feature's list joins here when its routes are declared). */
type Dinyatakan =
  | (typeof RUTE_AUTH)[number]
  | (typeof RUTE_KEAMANAN_AKUN)[number]
  | (typeof RUTE_ASESMEN)[number]
  | (typeof RUTE_ASESSOR)[number]
  | (typeof RUTE_AUDIT)[number]
  | (typeof RUTE_BATERAI)[number]
  | (typeof RUTE_CADANGAN)[number]
  | (typeof RUTE_CATATAN)[number]
  | (typeof RUTE_HASIL)[number]
  | (typeof RUTE_KELOLA)[number]
  | (typeof RUTE_KESEDIAAN)[number]
  | (typeof RUTE_KONTAK_LOKASI)[number]
  | (typeof RUTE_KRITERIA_LOKASI)[number]
  | (typeof RUTE_LOKASI)[number]
  | (typeof RUTE_PEMANTAUAN)[number]
  | (typeof RUTE_PERSETUJUAN)[number]
  | (typeof RUTE_PESERTA)[number]
  | (typeof RUTE_PINDAH)[number]
  | (typeof RUTE_RONDE)[number]
  | (typeof RUTE_SOAL)[number]
  | (typeof RUTE_TINDAK_LANJUT)[number]
  | (typeof RUTE_TINJAUAN)[number];

type Masuk<T> = T extends z.ZodType ? z.input<T> : undefined;
type Balasan<T> = T extends { 200: infer Z extends z.ZodType }
  ? z.output<Z>
  : T extends { 201: infer Z extends z.ZodType }
    ? z.output<Z>
    : unknown;

/** A route's call: what the web sends (the schemas' input) and what it reads back (the 200 reply's output). */
export interface Panggilan<P, Q, B, R> {
  params: P;
  query: Q;
  body: B;
  balasan: R;
}

/** `'METHOD /path/:param'` → the route's call. */
export type RuteApi = {
  [R in Dinyatakan as `${R['method']} ${R['url']}`]: Panggilan<
    Masuk<R['schema']['params']>,
    Masuk<R['schema']['querystring']>,
    Masuk<R['schema']['body']>,
    Balasan<R['schema']['response']>
  >;
};
export type NamaRute = keyof RuteApi;
