import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PER_PAGE, type DaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { GagalMuat } from './gagal-muat';
import { Pager } from './pager';
import { SearchField } from './search-field';
import { Loading } from './spinner';
import { IsiTabel, Table } from './table';

/**
 * A read's states in one place (issue 34): loading, failed with "Coba lagi" (issue 13: a failed list
 * never looks empty), then its content. A refetch that fails keeps what was shown.
 */
export function Termuat<T>({
  query,
  gagal,
  children,
}: {
  query: UseQueryResult<T>;
  /** The failure's title; the shared "Gagal memuat data" by default. */
  gagal?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.data === undefined) return <GagalMuat title={gagal} error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/**
 * The one list page (issue 34): the list's own filters and the search box above, the read's states,
 * the table (cards below 1280 px, no column hidden) with its empty text, the pager. While the next
 * page or search loads, the one shown stays, dimmed and busy. Without `daftar` the whole list is one
 * table with no search or pager (a list that stays short: the facilities, the activity report).
 */
export function DaftarTabel<R>({
  daftar,
  query,
  gagal,
  saring,
  cari,
  satuan,
  kepala,
  caption,
  kosong,
  children,
}: {
  /** The list's search, page and filters, kept in the address; none for a list shown whole. */
  daftar?: DaftarBerhalaman;
  query: UseQueryResult<{ data: readonly R[]; total: number }>;
  gagal?: string;
  /** The list's own filters, before the search box. */
  saring?: ReactNode;
  /** The search box's label and hint, when it searches something else than name or number. */
  cari?: { label: string; placeholder: string };
  /** What the pager counts ("data" by default). */
  satuan?: string;
  kepala: string[];
  caption: string;
  /** The empty text, from the search the list was asked with ('' for none). */
  kosong: (cari: string) => ReactNode;
  /** A row (or a row and its open detail), with its number in the whole list. */
  children: (baris: R, no: number) => ReactNode;
}) {
  const lama = query.isPlaceholderData;
  const awal = daftar ? (daftar.page - 1) * PER_PAGE : 0;
  return (
    <>
      {(daftar || saring) && (
        <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          {saring}
          {daftar && <SearchField value={daftar.search} onChange={daftar.setSearch} {...cari} />}
        </div>
      )}
      <Termuat query={query} gagal={gagal}>
        {({ data }) => (
          // A row's open detail is as wide as the table's frame (`cqw`), not the table scrolled sideways.
          <div aria-busy={lama || undefined} className={lama ? '@container opacity-60' : '@container'}>
            <Table head={kepala} caption={caption} cards>
              <IsiTabel baris={data} kolom={kepala.length} kosong={kosong(daftar?.q.trim() ?? '')}>
                {(r, i) => children(r, awal + i + 1)}
              </IsiTabel>
            </Table>
          </div>
        )}
      </Termuat>
      {daftar && query.data && (
        <Pager page={daftar.page} perPage={PER_PAGE} total={query.data.total} onPage={daftar.setPage} satuan={satuan} busy={lama} />
      )}
    </>
  );
}

/** A list read whole as the list page's shape (`select` of its query): every row, counted. */
export const sebagaiDaftar = <R,>(data: readonly R[]) => ({ data, total: data.length });
