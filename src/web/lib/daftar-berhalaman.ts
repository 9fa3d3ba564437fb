// A paged, searchable list's state in the address (`?q=&page=` and the list's own filters): a reload,
// a shared link or Back shows the same page of the same search.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type { Paged } from '#contract/index.ts';

export const PER_PAGE = 20;

/** How long the search box waits for typing to stop before the list asks the server. */
const JEDA_CARI_MS = 300;

/** `?q=&page=&per_page=` for a paged list call. */
export function pagedUrl(path: string, q: string, page: number, perPage = PER_PAGE): string {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (q.trim()) params.set('q', q.trim());
  return `${path}?${params.toString()}`;
}

/** The address's parameters with `changes` applied (an empty value removes one) and the page back to 1. */
function berubah(changes: Record<string, string>): URLSearchParams {
  // The address as it is now, not as it was when a debounced search began (a filter may have changed since).
  const next = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/**
 * A paged list's search box, page and filters, kept in the address. `search` is what the box shows;
 * `q` the search the list uses, written to the address once typing stops. A new search or filter
 * goes back to page 1.
 */
export function useDaftarBerhalaman() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const [search, setSearchBox] = useState(q);
  // Back, Forward or a link changed the search: the box follows the address.
  const [qTerbaca, setQTerbaca] = useState(q);
  if (qTerbaca !== q) {
    setQTerbaca(q);
    if (search.trim() !== q) setSearchBox(q);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setSearch = (value: string) => {
    setSearchBox(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== (new URLSearchParams(window.location.search).get('q') ?? '')) {
        setParams(berubah({ q: value.trim() }), { replace: true });
      }
    }, JEDA_CARI_MS);
  };

  const setPage = (p: number) => {
    const next = new URLSearchParams(window.location.search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next, { replace: true });
  };

  /** A filter of the list (`''`: none), e.g. the audit log's actor. */
  const filter = (key: string) => params.get(key) ?? '';
  const setFilter = (key: string, value: string) => setParams(berubah({ [key]: value }), { replace: true });

  /** The list's place (search, page, filters) as one text. */
  const alamat = params.toString();

  return { search, setSearch, q, page, setPage, filter, setFilter, alamat };
}

export type DaftarBerhalaman = ReturnType<typeof useDaftarBerhalaman>;

/**
 * The one row of a paged list whose detail is open, kept open while it is among the rows on screen
 * (`baris`, the keys of the rows shown, the old list's while a new one loads). A row opened while a
 * search waits for its pause stays open when the search reaches the address and its answer holds the
 * row; a row that a new search, page or filter no longer shows is closed for good (issue 32).
 */
export function useBarisTerbuka<T>(baris: readonly T[] | undefined): [T | null, (open: T | null) => void] {
  const [open, setOpen] = useState<T | null>(null);
  if (open !== null && baris !== undefined && !baris.includes(open)) setOpen(null);
  return [open !== null && baris?.includes(open) ? open : null, setOpen];
}
