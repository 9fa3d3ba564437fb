// The queries of the logins, logouts and "who am I" (D1, D15).
import type { Kysely } from 'kysely';
import type { DB, Role } from '../db/schema';
import { nowIso, type Clock } from '../time';
import type { Session } from './sessions';
import { namaLokasiDari } from '../kernel/lokasi';

/** An admin account by username, or undefined. */
export function findAdminByUsername(db: Kysely<DB>, username: string) {
  return db.selectFrom('admin').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdminById(db: Kysely<DB>, id: number) {
  return db.selectFrom('admin').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAsessorById(db: Kysely<DB>, id: number) {
  return db.selectFrom('asessor').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An assessor account by its login id (the spec's `assesor_id`), or undefined. */
export function findAsessorByLoginId(db: Kysely<DB>, loginId: string) {
  return db.selectFrom('asessor').selectAll().where('assesor_id', '=', loginId).executeTakeFirst();
}

/** Records an assessor's login time (D1: the server keeps `last_login`). */
export async function markAsessorLogin(db: Kysely<DB>, clock: Clock, asessorId: number): Promise<void> {
  await db.updateTable('asessor').set({ last_login: nowIso(clock) }).where('id', '=', asessorId).execute();
}

/** Records an assessor's logout time (D1), also when a child's entry ends its session on a device (D2). */
export async function markAsessorLogout(db: Kysely<DB>, clock: Clock, asessorId: number): Promise<void> {
  await db.updateTable('asessor').set({ last_logout: nowIso(clock) }).where('id', '=', asessorId).execute();
}

/** Who the request's sessions belong to, as `GET /api/auth/me` answers (D10, D15). */
export async function whoAmI(db: Kysely<DB>, sessions: Partial<Record<Role, Session>>) {
  const roles = (['admin', 'asessor', 'peserta'] as Role[]).filter((r) => sessions[r]);
  const result: {
    role: Role;
    roles: Role[];
    admin?: { id: number; username: string };
    asessor?: { id: number; name: string; assesor_id: string; location: string };
    peserta?: { id: number; registration_no: string };
    harus_ganti_password?: boolean;
    password_diatur_admin?: string | null;
    menunggu_aktivasi?: boolean;
    harus_aktifkan_dua_faktor?: boolean;
  } = { role: roles[0]!, roles };
  if (sessions.admin?.mustEnrolSecondFactor || sessions.asessor?.mustEnrolSecondFactor) result.harus_aktifkan_dua_faktor = true;
  if (sessions.admin) {
    result.admin = await db.selectFrom('admin').select(['id', 'username']).where('id', '=', sessions.admin.userId).executeTakeFirstOrThrow();
  }
  if (sessions.asessor) {
    const { harus_ganti_password, password_diatur_admin, aktivasi, ...asessor } = await db
      .selectFrom('asessor')
      .select(['id', 'name', 'assesor_id', 'harus_ganti_password', 'password_diatur_admin', 'aktivasi'])
      // The facility's name, as the spec's replies give it (D24: the column holds its id).
      .select(namaLokasiDari('location').as('location'))
      .where('id', '=', sessions.asessor.userId)
      .executeTakeFirstOrThrow();
    result.asessor = asessor;
    result.harus_ganti_password = Boolean(harus_ganti_password);
    result.password_diatur_admin = password_diatur_admin;
    result.menunggu_aktivasi = aktivasi !== 'aktif';
  }
  if (sessions.peserta) {
    const peserta = await db
      .selectFrom('peserta')
      .select(['id', 'registration_no'])
      .where('id', '=', sessions.peserta.userId)
      .executeTakeFirst();
    if (peserta) result.peserta = peserta;
  }
  return result;
}
