// Paging of the lists that can grow (D10): the query, the page it asks for and the reply's shape.
import { z } from 'zod';
import { DEFAULT_PER_PAGE, KATA_KUNCI_MAKS, MAX_PER_PAGE } from '#contract/batas.ts';

/** `?q=&page=&per_page=` of the lists that can grow (D10); without any of them a list is the spec's plain array. */
export const pagedQuery = z.object({
  q: z.string().max(KATA_KUNCI_MAKS, `Kata kunci pencarian maksimal ${KATA_KUNCI_MAKS} karakter.`).optional(),
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

/** The reply of a list that can grow: the spec's plain array, or a page when one was asked for (D10). */
export function listOrPageSchema<T extends z.ZodType>(row: T) {
  return z.union([z.array(row), pagedSchema(row)]);
}

/** The rows as the caller asked for them: the plain array, or the page with the total. */
export function listOrPage<T>(query: PagedQuery, rows: T[], total: number) {
  if (!wantsPage(query)) return rows;
  const { page, perPage } = pageOf(query);
  return { data: rows, total, page, per_page: perPage };
}
