import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { segarkanMe } from '#web/lib/auth.ts';
import { panggil } from '#web/lib/klien.ts';
import type { KodeLogin, LoginAdmin, LoginAsessor, NonaktifkanDuaFaktor, PerluKode } from '#contract/index.ts';

// The logins and logouts (server: auth); who this browser is stays `fetchMe` in lib/auth.

export const loginAdmin = (body: LoginAdmin) => panggil('POST /api/admin/login', { body });
export const loginAdminKode = (body: KodeLogin) => panggil('POST /api/admin/login/kode', { body });
export const logoutAdmin = () => panggil('POST /api/admin/logout');

export const loginAsessor = (body: LoginAsessor) => panggil('POST /api/asessors/login', { body });
export const loginAsessorKode = (body: KodeLogin) => panggil('POST /api/asessors/login/kode', { body });
export const logoutAsessor = (asessorId: number) => panggil('POST /api/asessors/logout/:asessorId', { params: { asessorId } });

/** The password step asked for the second factor (D18). */
export const perluKode = (res: object): res is PerluKode => 'perlu_kode' in res && res.perlu_kode === true;

// "Keamanan Akun" (D18): the second factor and the sessions of the logged-in admin or assessor.
export type AreaAkun = 'admin' | 'asessor';
/** The account routes' prefix per area, as the server declares them (`keamanan-akun-routes` PREFIX). */
const PREFIX = { admin: '/api/admin', asessor: '/api/asessors' } as const;

/** Everything the account security page reads. */
const KEAMANAN_KEY = ['keamanan'] as const;

/** The account's second factor: on or off, codes left. */
export const duaFaktorQuery = (area: AreaAkun) =>
  queryOptions({ queryKey: [...KEAMANAN_KEY, area, 'dua-faktor'], queryFn: () => panggil(`GET ${PREFIX[area]}/dua-faktor`) });
export const mulaiDuaFaktor = (area: AreaAkun) => panggil(`POST ${PREFIX[area]}/dua-faktor/mulai`);
export const aktifkanDuaFaktor = (area: AreaAkun, kode: string) =>
  panggil(`POST ${PREFIX[area]}/dua-faktor/aktifkan`, { body: { kode } });
export const kodePemulihanBaru = (area: AreaAkun, kode: string) =>
  panggil(`POST ${PREFIX[area]}/dua-faktor/kode-pemulihan`, { body: { kode } });
export const nonaktifkanDuaFaktor = (area: AreaAkun, body: NonaktifkanDuaFaktor) =>
  panggil(`POST ${PREFIX[area]}/dua-faktor/nonaktifkan`, { body });
/** The account's sessions open now. */
export const sesiAktifQuery = (area: AreaAkun) =>
  queryOptions({ queryKey: [...KEAMANAN_KEY, area, 'sesi'], queryFn: () => panggil(`GET ${PREFIX[area]}/sesi`) });
export const akhiriSesi = (area: AreaAkun, sesiId: string) =>
  panggil(`DELETE ${PREFIX[area]}/sesi/:sesiId`, { params: { sesiId } });
/** Whether every account must have a second factor (the admin's setting). */
export const duaFaktorWajibQuery = () =>
  queryOptions({ queryKey: [...KEAMANAN_KEY, 'admin', 'wajib'], queryFn: () => panggil('GET /api/admin/pengaturan/dua-faktor') });
export const aturDuaFaktorWajib = (wajib: boolean) => panggil('PUT /api/admin/pengaturan/dua-faktor', { body: { wajib } });

/** After the second factor changed: its state and who this browser is (a required second factor opens the other pages). */
export const segarkanDuaFaktor = (qc: QueryClient, area: AreaAkun) =>
  Promise.all([qc.invalidateQueries(duaFaktorQuery(area)), segarkanMe(qc)]).then(() => undefined);
/** After another session was ended: the list of sessions. */
export const segarkanSesiAktif = (qc: QueryClient, area: AreaAkun) => qc.invalidateQueries(sesiAktifQuery(area));
/** After the admin's setting changed: everything the page reads. */
export const segarkanKeamanan = (qc: QueryClient) => qc.invalidateQueries({ queryKey: KEAMANAN_KEY });
