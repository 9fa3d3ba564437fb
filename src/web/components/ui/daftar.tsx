import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GagalMuat } from './gagal-muat';
import { KartuList, TabelLebar } from './kartu';
import { Pager } from './pager';
import { Loading } from './spinner';
import { EmptyRow, Table } from './table';

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

/** A paged list's read: its states as `Termuat`, then the pager under it once a page has come. */
export function TermuatBerhalaman<T extends { total: number }>({
  query,
  gagal,
  page,
  perPage,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  gagal?: string;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <Termuat query={query} gagal={gagal}>
        {children}
      </Termuat>
      {query.data && <Pager page={page} perPage={perPage} total={query.data.total} onPage={onPage} />}
    </>
  );
}

/**
 * A list as cards below 1024 px and as a table from there (issue 32: no hidden columns on a tablet),
 * the same empty text in both.
 */
export function KartuAtauTabel<T>({
  baris,
  kosong,
  kartu,
  kepala,
  caption,
  barisTabel,
}: {
  baris: readonly T[];
  kosong: ReactNode;
  kartu: (b: T, i: number) => ReactNode;
  kepala: ReactNode[];
  caption: string;
  barisTabel: (b: T, i: number) => ReactNode;
}) {
  return (
    <>
      <KartuList empty={kosong}>{baris.map(kartu)}</KartuList>
      <TabelLebar>
        <Table head={kepala} caption={caption}>
          {baris.length === 0 ? <EmptyRow colSpan={kepala.length}>{kosong}</EmptyRow> : baris.map(barisTabel)}
        </Table>
      </TabelLebar>
    </>
  );
}
