import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';

/** The most rows one page may hold. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

/** `?q=&page=&per_page=` of the lists that can grow (D10); without any of them a list is the spec's plain array. */
export const pagedQuery = z.object({
  q: z.string().max(100, 'Kata kunci pencarian maksimal 100 karakter.').optional(),
  page: z.coerce
    .number({ message: 'Halaman harus berupa angka.' })
    .int('Halaman harus bilangan bulat.')
    .min(1, 'Halaman minimal 1.')
    .max(1_000_000, 'Halaman terlalu besar.')
    .optional(),
  per_page: z.coerce
    .number({ message: 'Jumlah per halaman harus berupa angka.' })
    .int('Jumlah per halaman harus bilangan bulat.')
    .min(1, 'Jumlah per halaman minimal 1.')
    .max(MAX_PER_PAGE, `Jumlah per halaman maksimal ${MAX_PER_PAGE}.`)
    .optional(),
});
export type PagedQuery = z.infer<typeof pagedQuery>;

/** Whether the caller asked for a page (any of q, page, per_page). */
export const wantsPage = (q: PagedQuery) => q.q !== undefined || q.page !== undefined || q.per_page !== undefined;

/** The page the caller asked for, or the whole list (limit undefined). */
export function pageOf(q: PagedQuery): { page: number; perPage: number; limit?: number; offset: number } {
  if (!wantsPage(q)) return { page: 1, perPage: 0, offset: 0 };
  const page = q.page ?? 1;
  const perPage = q.per_page ?? DEFAULT_PER_PAGE;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** The reply of a paged list. */
export function pagedSchema<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });
}

/** `lower(column) like %q%` with the wildcards of the search text escaped: case-insensitive on both databases. */
export function contains(column: string, q: string): Expression<SqlBool> {
  const escaped = q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/** Children (alias `p`) whose name or registration number contains the search text, ignoring case. */
export function cocokPeserta(q: string): Expression<SqlBool> {
  return sql<SqlBool>`(${contains('p.name', q)} or ${contains('p.registration_no', q)})`;
}

/** The records (alias `p`) of one Rutan, narrowed by the search text and the category (D17) when given. */
export function pesertaDiLokasi(db: Kysely<DB>, location: string, q?: string, kategori?: string) {
  let query = db.selectFrom('peserta as p').where('p.location', '=', location);
  if (kategori) query = query.where('p.kategori', '=', kategori);
  return q?.trim() ? query.where(cocokPeserta(q)) : query;
}

/**
 * How many children of a Rutan match the search text: without one, the count the database keeps per
 * Rutan (one row); with one, counted over the Rutan's records.
 */
export async function jumlahPeserta(db: Kysely<DB>, location: string, q?: string, kategori?: string): Promise<number> {
  if (!q?.trim() && !kategori) {
    const row = await db.selectFrom('peserta_jumlah').select('jumlah').where('location', '=', location).executeTakeFirst();
    return Number(row?.jumlah ?? 0);
  }
  const counted = await pesertaDiLokasi(db, location, q, kategori)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}
