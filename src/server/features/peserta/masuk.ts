// Entering a record's session from the child or detainee list (D2, D14, D17): who may enter, how, and
// what else on the device ends.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bentukKodeValid, normalisasiKode, PESAN_KODE_SALAH } from '#domain/kode-masuk.ts';
import type { KategoriPeserta } from '#domain/instruments.ts';
import { markAsessorLogout } from '#server/auth/auth-data.ts';
import { clearCookies } from '#server/auth/cookies.ts';
import { sessionsOf, usableAsessorSession } from '#server/auth/guard.ts';
import { withPassword } from '#server/auth/login.ts';
import { verifiedLogin } from '#server/auth/login-attempts.ts';
import { COOKIE_BY_ROLE, endSession, type Session } from '#server/auth/sessions.ts';
import type { AppContext } from '#server/context.ts';
import type { Peserta } from '#server/db/schema.ts';
import { badRequest, notFound, unauthorized } from '#server/errors.ts';
import { lokasiAsessor } from '#server/kernel/lingkup-rutan.ts';
import { findPemilikKode, pakaiKodeMasuk } from './kode-masuk';
import { findPeserta, kategoriDari } from './peserta-data';

export const PESAN_PASSWORD_SALAH = 'Password akses salah. Periksa kembali lalu coba lagi.';
export const PESAN_PASSWORD_WAJIB = 'Password akses wajib diisi.';
export const PESAN_KODE_WAJIB = 'Kode masuk wajib diisi.';
/** Entering through the other category's list (D17). */
export const PESAN_BUKAN_DAFTAR_ANAK = 'Data ini adalah data tahanan. Masuk melalui daftar Asesmen Tahanan.';
export const PESAN_BUKAN_DAFTAR_TAHANAN = 'Data ini adalah data anak. Masuk melalui daftar Asesmen Anak.';

export interface Masuk {
  peserta: Peserta;
  /** The assessor of the record's Rutan who hands the device over (no password needed), if any. */
  asessorSession?: Session;
  cara: 'asessor' | 'kode' | 'password';
}

/**
 * Whether the request may enter record `id`: an assessor session of the record's Rutan may (D2);
 * otherwise the record's access password or an entry code, checked by the one login flow. A code and
 * the password share one count per record, so guessing either is slowed alike (D14), and an unknown
 * id answers like a wrong password (and as slowly), so ids cannot be probed.
 */
export async function izinMasuk(
  ctx: AppContext,
  request: FastifyRequest,
  entry: { id?: number; password?: string; kode?: string; daftar: KategoriPeserta },
): Promise<Masuk> {
  const { id, password, kode, daftar } = entry;
  if (id === undefined) return masukDenganKodeSaja(ctx, request, kode, daftar);
  const peserta = await findPeserta(ctx.db, id);
  const ownAsessor = await usableAsessorSession(ctx, request);
  if (ownAsessor && !peserta) throw notFound('Data anak tidak ditemukan.');
  // A record is entered only through its own category's list (D17); nothing changes.
  if (peserta && kategoriDari(peserta.kategori) !== daftar) {
    throw badRequest(daftar === 'anak' ? PESAN_BUKAN_DAFTAR_ANAK : PESAN_BUKAN_DAFTAR_TAHANAN);
  }
  // An assessor of another Rutan has no say over this record: the password path applies.
  const sameRutan = ownAsessor && peserta && (await lokasiAsessor(ctx.db, ownAsessor.userId)) === peserta.location;
  if (sameRutan) return { peserta, asessorSession: ownAsessor, cara: 'asessor' };

  if (kode === undefined && !password) throw badRequest(PESAN_PASSWORD_WAJIB);
  await verifiedLogin(
    ctx,
    request,
    { kunci: `peserta:${id}`, target: peserta?.registration_no ?? `id ${id}` },
    async () => {
      if (kode === undefined) return withPassword(peserta, password!);
      const bersih = normalisasiKode(kode);
      const sah = bentukKodeValid(bersih) && peserta && (await pakaiKodeMasuk(ctx.db, peserta.id, bersih, ctx.clock.now()));
      return sah ? peserta : undefined;
    },
    () => unauthorized(kode !== undefined ? PESAN_KODE_SALAH : PESAN_PASSWORD_SALAH),
  );
  if (!peserta) throw unauthorized(PESAN_PASSWORD_SALAH);
  return { peserta, cara: kode !== undefined ? 'kode' : 'password' };
}

/**
 * The entry code alone (issue 32): the code finds its record, so a child need not find a row in a list.
 * Wrong codes are counted per address (no record is named), five in 15 minutes pause this way in from
 * that address while the rows' Enter keeps working; the per-minute address limit applies first. A code
 * of the other category's record is refused before it is used, so it still works on its own list.
 */
async function masukDenganKodeSaja(
  ctx: AppContext,
  request: FastifyRequest,
  kode: string | undefined,
  daftar: KategoriPeserta,
): Promise<Masuk> {
  if (!kode?.trim()) throw badRequest(PESAN_KODE_WAJIB);
  const bersih = normalisasiKode(kode);
  const peserta = await verifiedLogin(
    ctx,
    request,
    { kunci: `kode:${request.ip}`, target: 'kode masuk' },
    async () => {
      const pemilik = bentukKodeValid(bersih) ? await findPemilikKode(ctx.db, bersih, ctx.clock.now()) : undefined;
      const rekaman = pemilik === undefined ? undefined : await findPeserta(ctx.db, pemilik);
      if (!rekaman || kategoriDari(rekaman.kategori) !== daftar) return rekaman;
      return (await pakaiKodeMasuk(ctx.db, rekaman.id, bersih, ctx.clock.now())) ? rekaman : undefined;
    },
    () => unauthorized(PESAN_KODE_SALAH),
  );
  if (kategoriDari(peserta.kategori) !== daftar) {
    throw badRequest(daftar === 'anak' ? PESAN_BUKAN_DAFTAR_ANAK : PESAN_BUKAN_DAFTAR_TAHANAN);
  }
  return { peserta, cara: 'kode' };
}

/** A device handed to a child opens nothing else: every other session on it ends (D2, D14). True when an assessor's did. */
export async function akhiriSesiLain(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const sessions = await sessionsOf(ctx, request);
  if (sessions.asessor) {
    await endSession(ctx.db, sessions.asessor.id);
    await markAsessorLogout(ctx.db, ctx.clock, sessions.asessor.userId);
  }
  if (sessions.admin) await endSession(ctx.db, sessions.admin.id);
  if (sessions.peserta) await endSession(ctx.db, sessions.peserta.id);
  // Cookies go even when their sessions had already expired on the server.
  clearCookies(reply, COOKIE_BY_ROLE.asessor, 'asessor_id', COOKIE_BY_ROLE.admin);
  return Boolean(sessions.asessor);
}
