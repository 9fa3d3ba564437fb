import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import type {
  DuaFaktorMulai,
  DuaFaktorStatus,
  DuaFaktorWajib,
  KodeLogin,
  KodePemulihanBaru,
  LoginAdmin,
  LoginAsessor,
  LoginAsessorResponse,
  NonaktifkanDuaFaktor,
  PerluKode,
  Pesan,
  SesiAktif,
} from '#contract/index.ts';

// The logins and logouts (server: auth); who this browser is stays `fetchMe` in lib/auth.

export const loginAdmin = (body: LoginAdmin) => api<Pesan | PerluKode>('POST', '/api/admin/login', body);
export const loginAdminKode = (body: KodeLogin) => api<Pesan>('POST', '/api/admin/login/kode', body);
export const logoutAdmin = () => api<Pesan>('POST', '/api/admin/logout');

export const loginAsessor = (body: LoginAsessor) => api<LoginAsessorResponse | PerluKode>('POST', '/api/asessors/login', body);
export const loginAsessorKode = (body: KodeLogin) => api<LoginAsessorResponse>('POST', '/api/asessors/login/kode', body);
export const logoutAsessor = (asessorId: number) => api<Pesan>('POST', `/api/asessors/logout/${asessorId}`);

/** The password step asked for the second factor (D18). */
export const perluKode = (res: object): res is PerluKode => 'perlu_kode' in res && res.perlu_kode === true;

// "Keamanan Akun" (D18): the second factor and the sessions of the logged-in admin or assessor.
export type AreaAkun = 'admin' | 'asessor';
const prefix = (area: AreaAkun) => (area === 'admin' ? '/api/admin' : '/api/asessors');

/** Everything the account security page reads (invalidate with it after a change there). */
export const KEAMANAN_KEY = ['keamanan'] as const;

/** The account's second factor: on or off, codes left. */
export const duaFaktorQuery = (area: AreaAkun) =>
  queryOptions({ queryKey: [...KEAMANAN_KEY, area, 'dua-faktor'], queryFn: () => api<DuaFaktorStatus>('GET', `${prefix(area)}/dua-faktor`) });
export const mulaiDuaFaktor = (area: AreaAkun) => api<DuaFaktorMulai>('POST', `${prefix(area)}/dua-faktor/mulai`);
export const aktifkanDuaFaktor = (area: AreaAkun, kode: string) => api<KodePemulihanBaru>('POST', `${prefix(area)}/dua-faktor/aktifkan`, { kode });
export const kodePemulihanBaru = (area: AreaAkun, kode: string) =>
  api<KodePemulihanBaru>('POST', `${prefix(area)}/dua-faktor/kode-pemulihan`, { kode });
export const nonaktifkanDuaFaktor = (area: AreaAkun, body: NonaktifkanDuaFaktor) => api<Pesan>('POST', `${prefix(area)}/dua-faktor/nonaktifkan`, body);
/** The account's sessions open now. */
export const sesiAktifQuery = (area: AreaAkun) =>
  queryOptions({ queryKey: [...KEAMANAN_KEY, area, 'sesi'], queryFn: () => api<SesiAktif[]>('GET', `${prefix(area)}/sesi`) });
export const akhiriSesi = (area: AreaAkun, id: string) => api<Pesan>('DELETE', `${prefix(area)}/sesi/${id}`);
/** Whether every account must have a second factor (the admin's setting). */
export const duaFaktorWajibQuery = () =>
  queryOptions({ queryKey: [...KEAMANAN_KEY, 'admin', 'wajib'], queryFn: () => api<DuaFaktorWajib>('GET', '/api/admin/pengaturan/dua-faktor') });
export const aturDuaFaktorWajib = (wajib: boolean) => api<Pesan>('PUT', '/api/admin/pengaturan/dua-faktor', { wajib });
