import { useEffect, useState } from 'react';

export type { Paged } from '../../../../contract';

export const PER_PAGE = 20;

/** `?q=&page=&per_page=` for a paged list call. */
export function pagedUrl(path: string, q: string, page: number, perPage = PER_PAGE): string {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (q.trim()) params.set('q', q.trim());
  return `${path}?${params.toString()}`;
}

/** The value after it stopped changing for a moment (search as you type without a call per key). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return current;
}
