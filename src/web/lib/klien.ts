// The web's calls to the declared routes (issue 34): named by the route's own `'METHOD /path/:param'`,
// typed from its schemas (`contract/rute.ts`), with the query key and the query options built beside
// the call, so no page pairs a URL with a type or builds a key by hand. A feature's `*-api.ts` holds its
// queries' options and invalidations; pages only use them.
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NamaRute, RuteApi } from '#contract/rute.ts';
import { api } from './api';

type Bagian<N extends string, T> = [T] extends [undefined]
  ? { [k in N]?: never }
  : // A query whose every field may be left out may itself be left out.
    object extends T
    ? { [k in N]?: T }
    : { [k in N]: T };

/** What a call to route `K` sends: its path parameters, query and body, each as its schema takes it. */
export type Isian<K extends NamaRute> = Bagian<'params', RuteApi[K]['params']> &
  Bagian<'query', RuteApi[K]['query']> &
  Bagian<'body', RuteApi[K]['body']>;
/** What route `K` answers (its 200 reply). */
export type Balasan<K extends NamaRute> = RuteApi[K]['balasan'];
/** The page of a list that answers the plain array or a page (D10), asked with `page`. */
export type Halaman<K extends NamaRute> = Extract<Balasan<K>, { data: unknown[] }>;

type ArgIsian<K extends NamaRute> = object extends Isian<K> ? [isian?: Isian<K>] : [isian: Isian<K>];

/** The address of a call: the path's `:param`s filled in, the query's set values after `?`. */
export function alamatRute(rute: NamaRute, isian: { params?: object; query?: object } = {}): string {
  const pola = rute.slice(rute.indexOf(' ') + 1);
  const params = (isian.params ?? {}) as Record<string, unknown>;
  const path = pola.replace(/:([A-Za-z_]+)/g, (_, nama: string) => {
    if (params[nama] === undefined || params[nama] === '') throw new Error(`${rute}: parameter ${nama} kosong`);
    return encodeURIComponent(String(params[nama]));
  });
  const cari = new URLSearchParams();
  for (const [k, v] of Object.entries(isian.query ?? {})) {
    const teks = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v);
    if (teks) cari.set(k, teks);
  }
  const qs = cari.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Calls route `K`: `panggil('GET /api/hasil-gabungan/:registration_no', { params: { registration_no } })`. */
export function panggil<K extends NamaRute>(rute: K, ...[isian]: ArgIsian<K>): Promise<Balasan<K>> {
  const i = (isian ?? {}) as { params?: object; query?: object; body?: unknown };
  const method = rute.slice(0, rute.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  return api<Balasan<K>>(method, alamatRute(rute, i), i.body);
}

/**
 * Sends a file to route `K` (multipart, field `file`): the route declares no JSON body, the server
 * reads the upload itself (`soal-routes`). Its path parameters and reply are typed like `panggil`'s.
 */
export function unggahRute<K extends NamaRute>(rute: K, file: File, ...[isian]: ArgIsian<K>): Promise<Balasan<K>> {
  const form = new FormData();
  form.append('file', file);
  return api<Balasan<K>>('POST', alamatRute(rute, (isian ?? {}) as { params?: object }), form);
}

/** Calls a list that answers a page when asked for one; a plain array back would be a server fault. */
export async function panggilHalaman<K extends NamaRute>(rute: K, ...arg: ArgIsian<K>): Promise<Halaman<K>> {
  const balasan = await panggil(rute, ...arg);
  if (Array.isArray(balasan)) throw new Error(`${rute}: balasan bukan halaman`);
  return balasan as Halaman<K>;
}

/** The query key of a read: the route, then what it was asked with (invalidate a route's reads with `[rute]`). */
export const kunciRute = <K extends NamaRute>(rute: K, isian?: Isian<K>) =>
  isian ? ([rute, isian] as const) : ([rute] as const);

/** A read of route `K` as TanStack Query's options: key and call from the one declaration. */
export function opsiRute<K extends NamaRute>(rute: K, ...[isian]: ArgIsian<K>) {
  return queryOptions({
    queryKey: kunciRute(rute, isian),
    queryFn: () => panggil(rute, ...([isian] as ArgIsian<K>)),
  });
}

/** A paged read of route `K`: the previous page stays shown while the next one loads. */
export function opsiHalaman<K extends NamaRute>(rute: K, ...[isian]: ArgIsian<K>) {
  return queryOptions({
    queryKey: kunciRute(rute, isian),
    queryFn: () => panggilHalaman(rute, ...([isian] as ArgIsian<K>)),
    placeholderData: keepPreviousData,
  });
}

/**
 * The read of a dialog about one thing (a record's consent, a facility's contacts): only while the
 * dialog is open (`id` set), and afresh at every opening, since another user may have changed it meanwhile.
 */
export function opsiDialog<T>(kunci: readonly unknown[], id: number | undefined, baca: (id: number) => Promise<T>) {
  return queryOptions({ queryKey: [...kunci, id], queryFn: () => baca(id!), enabled: id !== undefined, gcTime: 0 });
}

/** Marks every read of these routes stale (after a write that changes what they show). */
export function segarkanRute(qc: QueryClient, ...rute: NamaRute[]): Promise<void> {
  return Promise.all(rute.map((r) => qc.invalidateQueries({ queryKey: [r] }))).then(() => undefined);
}
