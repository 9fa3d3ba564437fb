// The assessor's facility (D24: the `location` columns hold its id, see `kernel/lokasi.ts`): the only
// records it may reach (D1), and the records of one facility.
import type { FastifyRequest } from 'fastify';
import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';
import { sessionOf } from '../auth/guard';
import type { AppContext } from '../context';
import { kueriTetap } from '../db/kueri-tetap';
import type { DB } from '../db/schema';
import { notFound, unauthorized, type HttpError } from '../errors';
import { writeAudit } from './audit-log';
import { contains } from './like';

/** The 404 of a registration number that the assessor's Rutan does not hold. */
export const PESAN_PESERTA_TIDAK_DITEMUKAN = 'Data asesmen dengan nomor registrasi ini tidak ditemukan.';

/**
 * The Rutan of the assessor whose session the (guarded) request carries: the only records it may reach
 * (D1). Read with the session, in the same query (`findSession`).
 */
export async function asessorLocation(_ctx: AppContext, request: FastifyRequest): Promise<string> {
  const location = sessionOf(request, 'asessor').account?.location;
  if (location == null) throw unauthorized();
  return location;
}

/** The Rutan of an assessor account, or undefined when there is no such account. */
export async function lokasiAsessor(db: Kysely<DB>, asessorId: number): Promise<string | undefined> {
  const row = await db.selectFrom('asessor').select('location').where('id', '=', asessorId).executeTakeFirst();
  return row?.location;
}

/**
 * The 404 for a child's record the assessor's Rutan does not hold. When the record exists in another
 * Rutan the refused attempt is written to the audit log (D15); the answer stays the same 404, so that
 * nobody learns which numbers exist elsewhere.
 */
export async function bukanRutanIni(
  ctx: AppContext,
  request: FastifyRequest,
  location: string,
  ref: { id?: number; registrationNo?: string },
  message: string,
): Promise<HttpError> {
  let query = ctx.db.selectFrom('peserta').select(['registration_no', 'location']);
  if (ref.id !== undefined) query = query.where('id', '=', ref.id);
  else if (ref.registrationNo !== undefined) query = query.where('registration_no', '=', ref.registrationNo);
  else return notFound(message);
  const row = await query.executeTakeFirst();
  if (row && row.location !== location) {
    await writeAudit(ctx, request, {
      action: 'akses.lintas_rutan_ditolak',
      target: row.registration_no,
      detail: `${request.method} ${request.routeOptions.url ?? ''}`,
    });
  }
  return notFound(message);
}

/** Writes the audit entry of a read of children's data (D15): what was read, never names or answers. */
export async function auditBaca(ctx: AppContext, request: FastifyRequest, action: string, target: string, detail?: string) {
  await writeAudit(ctx, request, { action, target, detail: detail ?? null });
}

/**
 * Children (alias `p`) whose name or registration number contains the search text, ignoring case. On
 * SQLite a text of three characters or more first narrows to the candidates of the trigram index
 * `peserta_cari` (migration 71): every record the LIKE matches is among them (the index folds case
 * at least as far as SQLite's lower()), and the LIKE still decides. PostgreSQL's trigram indexes
 * serve the LIKE itself.
 */
export function cocokPeserta(db: Kysely<DB>, q: string): Expression<SqlBool> {
  const cocok = sql<SqlBool>`(${contains('p.name', q)} or ${contains('p.registration_no', q)})`;
  const teks = q.trim().toLowerCase();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || [...teks].length < 3) return cocok;
  // An FTS5 phrase: the text taken literally, its double quotes doubled.
  const frasa = `"${teks.replace(/"/g, '""')}"`;
  return sql<SqlBool>`(p.id in (select rowid from peserta_cari where peserta_cari match ${frasa}) and ${cocok})`;
}

/** The records (alias `p`) of one Rutan, narrowed by the search text and the category (D17) when given. */
export function pesertaDiLokasi(db: Kysely<DB>, location: string, q?: string, kategori?: string) {
  let query = db.selectFrom('peserta as p').where('p.location', '=', location);
  if (kategori) query = query.where('p.kategori', '=', kategori);
  return q?.trim() ? query.where(cocokPeserta(db, q)) : query;
}

/**
 * The count the database keeps of a Rutan's records (of one category, when given): a query of its own,
 * or a column of a page's query, so that the page reads its total with its rows (issue 17).
 */
export function jumlahTersimpan(db: Kysely<DB>, location: string, kategori?: string) {
  const kept = db
    .selectFrom('peserta_jumlah')
    .select((eb) => eb.fn.sum<number | string | null>('jumlah').as('jumlah'))
    .where('location', '=', location);
  return kategori ? kept.where('kategori', '=', kategori) : kept;
}
/** The kept counts of a Rutan, and of one category in it (built once: every list page asks). */
const JUMLAH_TERSIMPAN = kueriTetap((db, location: string) => jumlahTersimpan(db, location));
const JUMLAH_TERSIMPAN_KATEGORI = kueriTetap((db, location: string, kategori: string) => jumlahTersimpan(db, location, kategori));

/**
 * The total of a page without a search text whose rows carry the kept count (`jumlah`, from
 * `jumlahTersimpan`); a page that came back empty asks for it apart.
 */
export async function totalHalaman(
  db: Kysely<DB>,
  location: string,
  kategori: string | undefined,
  rows: readonly { jumlah: number | string | null }[],
): Promise<number> {
  return rows.length > 0 ? Number(rows[0]!.jumlah ?? 0) : jumlahPeserta(db, location, undefined, kategori);
}

/**
 * How many children of a Rutan (of one category, when given) match the search text: without one,
 * the count the database keeps per Rutan and category; with one, counted over the Rutan's records.
 */
export async function jumlahPeserta(db: Kysely<DB>, location: string, q?: string, kategori?: string): Promise<number> {
  if (!q?.trim()) {
    const [row] = kategori ? await JUMLAH_TERSIMPAN_KATEGORI(db, location, kategori) : await JUMLAH_TERSIMPAN(db, location);
    return Number(row?.jumlah ?? 0);
  }
  const counted = await pesertaDiLokasi(db, location, q, kategori)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}
