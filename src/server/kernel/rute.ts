// One declaration per route (issue 34): who may call it, which facility's records it reaches, whether
// its reads are audited, and, for a list whose reply is kept, which tables that reply shows. The
// server registers routes only from these (`daftarRute`): the guard, the scope, the kept reply, the
// read's audit entry and the sending are written once, here, and never in a handler.
import { setImmediate as giliranBerikut } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { messageSchema } from '../auth/auth-schemas';
import { requireRole, requireRoleWithTemporaryPassword, usableAsessorSession } from '../auth/guard';
import type { AppContext } from '../context';
import { tulisBersama, type TulisSejenis } from '../db/commit-bersama';
import type { DB, Role } from '../db/schema';
import { writeAudit, writeAuditBerulang } from './audit-log';
import { kirimJson, versiRutan } from './balasan-tersimpan';
import { asessorLocation } from './lingkup-rutan';
import { contentDisposition } from './nama-berkas';
import { idParams } from './params';

type Zod = z.ZodType;
type Metode = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The route's schemas (zod) and its documentation, as Fastify takes them. */
export interface SkemaRute {
  tags?: string[];
  summary?: string;
  description?: string;
  params?: Zod;
  querystring?: Zod;
  body?: Zod;
  headers?: Zod;
  consumes?: string[];
  response?: Record<number, Zod>;
}

/** The schema of a write with a body answered by a message in Indonesian (`{ message }`). */
export function skemaPesan<const B extends Zod>(p: { tags: string[]; summary?: string; body: B }) {
  return { ...p, response: { 200: messageSchema } };
}

/** The most common write's schema: an edit of the item `{id}` with a body, answered by a message. */
export function skemaUbahan<const B extends Zod>(p: { tags: string[]; summary?: string; body: B }) {
  return { ...skemaPesan(p), params: idParams };
}

type Keluar<T> = T extends Zod ? z.output<T> : unknown;
/** The request as the handler sees it: params, query and body already checked by the schemas. */
export type PermintaanRute<S extends SkemaRute> = FastifyRequest<{
  Params: Keluar<S['params']>;
  Querystring: Keluar<S['querystring']>;
  Body: Keluar<S['body']>;
}>;
/** What the handler may return: a body of one of the reply schemas (the schema still serializes it), or the reply it sent itself. */
type BalasanRute<S extends SkemaRute> =
  S['response'] extends Record<number, Zod> ? z.input<S['response'][keyof S['response']]> | FastifyReply : unknown;

type IsiBerkas = string | Uint8Array;

/**
 * A file as a route's reply (a report, an export, one person's whole data): `daftarRute` writes the
 * read's audit entry first and sends the file only once it is written (a failed entry sends nothing),
 * with its type, its name and `Cache-Control: no-store` (children's data stays out of every cache).
 * `T` is what the audit entry says about the file (its rows, the sub tests it shows).
 */
export class Berkas<T = undefined> {
  constructor(
    readonly type: string,
    /** The name it is saved under (`namaBerkas` made it safe). */
    readonly nama: string,
    /** The content, or how to make it once the audit entry is written. */
    readonly isi: IsiBerkas | (() => Promise<IsiBerkas>),
    readonly info: T,
    /**
     * Make it while the audit entry commits (the entry leaves on this turn of the event loop, the
     * drawing starts on the next: issue 17), for a file that does not list its own download.
     */
    readonly sambilAudit = false,
  ) {}
}

/**
 * Which records a route reaches (D1): 'rutan', the assessor's facility only (the handler gets it as
 * `location`, read from the session before the handler runs); 'tanpa', none of a facility's records,
 * or records reached otherwise (a child's own session, the admin's whole view), said per route;
 * 'rutan-bila-asessor', a public route that shows more to a signed-in assessor (its facility's records
 * in full): `location` is that facility, or undefined for anyone else, whose read is then not audited.
 */
export type Lingkup = 'rutan' | 'tanpa' | 'rutan-bila-asessor';

/** What a handler gets beside the request: the app and, for a route of one facility, that facility. */
export interface KonteksRute<L extends Lingkup> {
  ctx: AppContext;
  location: L extends 'rutan' ? string : L extends 'rutan-bila-asessor' ? string | undefined : undefined;
  /**
   * Whose data the read showed, when only the handler learns it (a record found by its id): the
   * audit entry is still the declaration's (`auditBaca`) and written by `daftarRute`; a route that
   * declares no audited read may not call it.
   */
  dibaca: (target: string, detail?: string) => void;
  /**
   * A write that rides the request's commit (a read's computed summaries, kept for the next read):
   * `daftarRute` hands it to the group commit beside the read's audit entry, so it costs no commit of
   * its own, and answers once both are stored. A feature defines the kind; only the kernel commits.
   */
  simpanSambil: <T>(jenis: TulisSejenis<T, unknown>, item: T) => void;
}

/** What a kept list's maker gets beside the route's context. */
export interface KonteksTersimpan extends KonteksRute<'rutan'> {
  /**
   * The list's count under `kunci` (which list, which filter), counted by `hitung` only when this
   * process has none at the facility's current count of writes (`BalasanTersimpan.jumlah`).
   */
  jumlahTersimpan: (kunci: string, hitung: () => Promise<number>) => Promise<number>;
}

/** How a handler hands a write to the request's commit (`KonteksRute.simpanSambil`), passed on to the data function that makes it. */
export type SimpanSambil = KonteksRute<Lingkup>['simpanSambil'];

/** The audit entry of a read of children's data (D15): what was read, never names or answers. */
export interface AuditBaca<S extends SkemaRute, D> {
  action: string | ((request: PermintaanRute<S>) => string);
  /** Whose data: the facility by default (a list), or the record the reply is about. */
  target?: (request: PermintaanRute<S>, data: D, location: string | undefined) => string;
  detail?: (request: PermintaanRute<S>, data: D) => string | undefined;
  /** A page polled every few seconds: written once per session and window (`writeAuditBerulang`), not on every read. */
  berulang?: boolean;
}

/** Who calls a route (D1): the roles its guard admits and which facility's records it reaches. */
export interface Pemanggil<L extends Lingkup = Lingkup> {
  /** The roles the guard admits, checked before the body is read (D1); 'publik' only for the routes of `PUBLIC_ROUTES`. */
  peran: readonly Role[] | 'publik';
  /** Also open to an assessor account still being set up (temporary password, second factor, confirmation: D15, D18). */
  penyiapan?: boolean;
  lingkup: L;
}

/** What a route says of itself beside its address and its caller: its schemas and Fastify's options. */
interface IsiDasar<S extends SkemaRute> {
  schema: S;
  /** Fastify's per-route options that are not rules (body size, compression of the reply). */
  opsi?: Pick<RouteOptions, 'bodyLimit' | 'onSend'>;
}

interface DasarRute<S extends SkemaRute, L extends Lingkup> extends Pemanggil<L>, IsiDasar<S> {
  method: Metode;
  url: string;
}

/** A route with its own handler: see `RuteBiasa`. */
export interface IsiBiasa<S extends SkemaRute = SkemaRute, L extends Lingkup = Lingkup, D = BalasanRute<S>> extends IsiDasar<S> {
  handler: (request: PermintaanRute<S>, reply: FastifyReply, k: KonteksRute<L>) => Promise<D>;
  /** Written after `handler` in a declaration: TypeScript infers `D` from the first one it meets. */
  auditBaca?: AuditBaca<S, D>;
}

/**
 * A route with its own handler; its read, if audited, is written after the handler returns, from the
 * request and what the handler returned (`D`: the reply's body, or a `Berkas`).
 */
export interface RuteBiasa<S extends SkemaRute = SkemaRute, L extends Lingkup = Lingkup, D = BalasanRute<S>>
  extends DasarRute<S, L>,
    IsiBiasa<S, L, D> {}

/** A kept list: see `RuteTersimpan`. */
export interface IsiTersimpan<S extends SkemaRute = SkemaRute> extends IsiDasar<S> {
  tersimpan: {
    tabel: readonly (keyof DB)[];
    buat: (request: PermintaanRute<S>, k: KonteksTersimpan) => Promise<{ balasan: BalasanRute<S>; baris: number }>;
  };
  /** Every read of a kept list is audited, kept or not: the detail gets the rows sent. */
  auditBaca: {
    action: string | ((request: PermintaanRute<S>) => string);
    detail?: (request: PermintaanRute<S>, baris: number) => string;
  };
}

/**
 * A list of one facility whose reply the server process keeps and sends again while nothing it shows
 * was written (`kernel/balasan-tersimpan.ts`, ADR 031). `tabel` names every table its reply reads:
 * the trigger test (`rute.test.ts`) fails when one of them lacks the triggers that count its writes.
 */
export interface RuteTersimpan<S extends SkemaRute = SkemaRute> extends DasarRute<S, 'rutan'>, IsiTersimpan<S> {
  method: 'GET';
}

/** A batched write: see `RuteBersama`. */
export interface IsiBersama<S extends SkemaRute = SkemaRute, L extends Lingkup = Lingkup, T = unknown, R = unknown> extends IsiDasar<S> {
  bersama: {
    /** The kind: how the items of one batch are written as one statement. */
    jenis: TulisSejenis<T, R>;
    siapkan: (
      request: PermintaanRute<S>,
      reply: FastifyReply,
      k: KonteksRute<L>,
    ) => Promise<{ item: T; lalu: (hasil: R | undefined) => BalasanRute<S> | Promise<BalasanRute<S>> }>;
  };
}

/**
 * A small write that arrives from many devices at once (a room of children's drafts): the route
 * checks the request and makes its item; `daftarRute` commits it in a group commit with the others of
 * its kind (`db/commit-bersama.ts`, ADR 023) and hands the item's outcome to `lalu`, which answers.
 */
export interface RuteBersama<S extends SkemaRute = SkemaRute, L extends Lingkup = Lingkup, T = unknown, R = unknown>
  extends DasarRute<S, L>,
    IsiBersama<S, L, T, R> {}

export type Rute = RuteBiasa<SkemaRute, Lingkup, unknown> | RuteTersimpan<SkemaRute> | RuteBersama;

/**
 * A declaration as `rute` returns it: a `Rute` the server registers, that also keeps its method, path
 * and schemas as types, from which the web's calls are typed (`contract/rute.ts`, `web/lib/klien.ts`).
 */
export type RuteDinyatakan<M extends Metode = Metode, U extends string = string, S extends SkemaRute = SkemaRute> = Rute & {
  readonly method: M;
  readonly url: U;
  readonly schema: S;
};

/** Declares a route; the generics carry its schemas' types into its handler and into the web's typed call. */
export function rute<
  const M extends Metode,
  const U extends string,
  S extends SkemaRute,
  L extends Lingkup,
  D extends BalasanRute<S> | Berkas<unknown>,
>(d: RuteBiasa<S, L, D> & { method: M; url: U }): RuteDinyatakan<M, U, S>;
export function rute<const U extends string, S extends SkemaRute>(d: RuteTersimpan<S> & { url: U }): RuteDinyatakan<'GET', U, S>;
export function rute<const M extends Metode, const U extends string, S extends SkemaRute, L extends Lingkup, T, R>(
  d: RuteBersama<S, L, T, R> & { method: M; url: U },
): RuteDinyatakan<M, U, S>;
export function rute(d: Rute): Rute {
  return d;
}

/** The rest of a declaration, once its caller (`pemanggil`) and method are said: its address, then what is its own. */
interface BuatRute<M extends Metode, L extends Lingkup> {
  <const U extends string, S extends SkemaRute, D extends BalasanRute<S> | Berkas<unknown>>(url: U, isi: IsiBiasa<S, L, D>): RuteDinyatakan<M, U, S>;
  <const U extends string, S extends SkemaRute, T, R>(url: U, isi: IsiBersama<S, L, T, R>): RuteDinyatakan<M, U, S>;
}
/** A kept list is one facility's: only a caller of scope 'rutan' declares one. */
type BuatTersimpan = <const U extends string, S extends SkemaRute>(url: U, isi: IsiTersimpan<S>) => RuteDinyatakan<'GET', U, S>;

/** The routes of one caller, by method: `ruteAsessor.get('/api/kelola', { schema, handler })`. */
export interface RuteDari<L extends Lingkup> {
  get: BuatRute<'GET', L> & (L extends 'rutan' ? BuatTersimpan : unknown);
  post: BuatRute<'POST', L>;
  put: BuatRute<'PUT', L>;
  patch: BuatRute<'PATCH', L>;
  delete: BuatRute<'DELETE', L>;
}

/**
 * A caller said once (its roles, scope and whether an account being set up may call), for the routes
 * that share it: each then says only its method, its address and what is its own. `rute()` is the same
 * declaration written whole.
 */
export function pemanggil<const L extends Lingkup>(dasar: Pemanggil<L>): RuteDari<L> {
  const buat = (method: Metode) => (url: string, isi: IsiBiasa<SkemaRute, L, unknown> | IsiTersimpan | IsiBersama<SkemaRute, L>) =>
    ({ ...dasar, method, url, ...isi }) as Rute;
  return { get: buat('GET'), post: buat('POST'), put: buat('PUT'), patch: buat('PATCH'), delete: buat('DELETE') } as RuteDari<L>;
}

/** The admin: accounts, facilities and the question bank of every facility, and none of their records (D1, D2). */
export const ruteAdmin = pemanggil({ peran: ['admin'], lingkup: 'tanpa' });
/** An assessor: the records of its own facility only (D1). */
export const ruteAsessor = pemanggil({ peran: ['asessor'], lingkup: 'rutan' });
/** A child or a detainee in their own session: their own attempt, reached through that session. */
export const rutePeserta = pemanggil({ peran: ['peserta'], lingkup: 'tanpa' });
/** Anyone, signed in or not: the login steps and what the device shows before one (`PUBLIC_ROUTES`). */
export const rutePublik = pemanggil({ peran: 'publik', lingkup: 'tanpa' });
/**
 * An account's own routes (its password, second factor, sessions, logout), open also while the account is
 * still being set up (a temporary password, awaiting a colleague, a second factor required: D15, D18).
 */
export const akunSendiri = <const R extends 'admin' | 'asessor'>(peran: R) =>
  pemanggil({ peran: [peran], penyiapan: true, lingkup: 'tanpa' });

/**
 * Tables a list may read without naming them: copies kept by the triggers of their sources (counts,
 * summaries, the search index), valid exactly while their sources are unchanged. A list reading one
 * names its sources.
 */
export const TABEL_TURUNAN: Readonly<Record<string, readonly (keyof DB)[]>> = {
  peserta_jumlah: ['peserta'],
  peserta_cari: ['peserta'],
  ringkasan_gabungan: ['peserta', 'hasil'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (the route-walking tests read it). */
    rute?: Rute;
  }
}

/** The writes a handler handed over with `simpanSambil`, committed only once it has returned (a failed request writes none). */
function sambilan(ctx: AppContext) {
  const antre: { jenis: TulisSejenis<unknown, unknown>; item: unknown }[] = [];
  return {
    simpanSambil: <T>(jenis: TulisSejenis<T, unknown>, item: T) => {
      antre.push({ jenis: jenis as TulisSejenis<unknown, unknown>, item });
    },
    /** Starts them (on the same turn as the audit entry, so both join one batch). */
    tulis: (): Promise<unknown>[] => antre.map(({ jenis, item }) => tulisBersama(ctx.db, jenis, item)),
  };
}

const namaAksi = <R>(action: string | ((request: R) => string), request: R) =>
  typeof action === 'string' ? action : action(request);

/** Registers the declared routes: guard in `onRequest`, then scope, kept reply or handler, audit of the read, sending. */
export function daftarRute(app: FastifyInstance, ctx: AppContext, daftar: readonly Rute[]): void {
  for (const r of daftar) {
    const onRequest =
      r.peran === 'publik'
        ? undefined
        : r.penyiapan
          ? requireRoleWithTemporaryPassword(ctx, ...r.peran)
          : requireRole(ctx, ...r.peran);
    app.route({
      method: r.method,
      url: r.url,
      schema: r.schema,
      ...r.opsi,
      ...(onRequest ? { onRequest } : {}),
      config: { rute: r },
      handler: 'tersimpan' in r ? handlerTersimpan(ctx, r) : 'bersama' in r ? handlerBersama(ctx, r) : handlerBiasa(ctx, r),
    });
  }
}

async function lokasiRute(ctx: AppContext, request: FastifyRequest, lingkup: Lingkup): Promise<string | undefined> {
  if (lingkup === 'rutan') return asessorLocation(ctx, request);
  if (lingkup === 'rutan-bila-asessor') return (await usableAsessorSession(ctx, request))?.account?.location ?? undefined;
  return undefined;
}

/** A declaration without an audited read: its handler has nothing to name. */
const tanpaAudit = (r: Rute) => () => {
  throw new Error(`${r.method} ${r.url}: dibaca() tanpa auditBaca pada deklarasinya`);
};

function handlerBiasa(ctx: AppContext, r: RuteBiasa) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const req = request as PermintaanRute<SkemaRute>;
    const location = await lokasiRute(ctx, request, r.lingkup);
    const audit = r.auditBaca;
    let dibaca: { target: string; detail?: string } | undefined;
    const sambil = sambilan(ctx);
    const k = {
      ctx,
      location,
      simpanSambil: sambil.simpanSambil,
      dibaca: audit
        ? (target: string, detail?: string) => {
            dibaca = { target, detail };
          }
        : tanpaAudit(r),
    };
    const data = await r.handler(req, reply, k as KonteksRute<Lingkup>);
    let tercatat: Promise<unknown> | undefined;
    // A public list read by a visitor shows no names: only an assessor's read of it is audited.
    if (audit && !(r.lingkup === 'rutan-bila-asessor' && location === undefined)) {
      const target = audit.target ? audit.target(req, data, location) : (dibaca?.target ?? location);
      if (target === undefined) throw new Error(`${r.method} ${r.url}: audit tanpa sasaran`);
      const detail = audit.detail ? audit.detail(req, data) : dibaca?.detail;
      const entry = { action: namaAksi(audit.action, req), target, detail: detail ?? null };
      tercatat = (audit.berulang ? writeAuditBerulang : writeAudit)(ctx, request, entry);
    }
    const ikut = sambil.tulis();
    if (ikut.length > 0) tercatat = Promise.all([tercatat, ...ikut]);
    if (data instanceof Berkas) return kirimBerkas(reply, data, tercatat);
    await tercatat;
    return data;
  };
}

async function kirimBerkas(reply: FastifyReply, berkas: Berkas<unknown>, tercatat: Promise<unknown> | undefined) {
  let isi: IsiBerkas;
  if (typeof berkas.isi !== 'function') {
    await tercatat;
    isi = berkas.isi;
  } else if (berkas.sambilAudit) {
    const buat = berkas.isi;
    [isi] = await Promise.all([giliranBerikut().then(buat), tercatat]);
  } else {
    await tercatat;
    isi = await berkas.isi();
  }
  return reply
    .header('Content-Type', berkas.type)
    .header('Content-Disposition', contentDisposition(berkas.nama))
    .header('Cache-Control', 'no-store')
    .send(isi);
}

/** A kept list's reader is its facility: nothing for its maker to name. */
const tanpaDibaca = (r: Rute) => () => {
  throw new Error(`${r.method} ${r.url}: daftar tersimpan dicatat untuk rutannya, bukan per data`);
};

function handlerTersimpan(ctx: AppContext, r: RuteTersimpan) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const req = request as PermintaanRute<SkemaRute>;
    const location = (await lokasiRute(ctx, request, 'rutan'))!;
    // The count is read before the list's rows: a kept reply is never older than its count.
    const versi = await versiRutan(ctx.db, location);
    const sambil = sambilan(ctx);
    const { json, baris } = await ctx.balasan.balas(request, reply, { location, versi }, () =>
      r.tersimpan.buat(req, {
        ctx,
        location,
        dibaca: tanpaDibaca(r),
        simpanSambil: sambil.simpanSambil,
        jumlahTersimpan: (kunci, hitung) => ctx.balasan.jumlah(location, versi, kunci, hitung),
      }),
    );
    await Promise.all([
      writeAudit(ctx, request, {
        action: namaAksi(r.auditBaca.action, req),
        target: location,
        detail: r.auditBaca.detail ? r.auditBaca.detail(req, baris) : `${baris} baris`,
      }),
      ...sambil.tulis(),
    ]);
    return kirimJson(reply, json);
  };
}

function handlerBersama(ctx: AppContext, r: RuteBersama) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const location = await lokasiRute(ctx, request, r.lingkup);
    const sambil = sambilan(ctx);
    const k = { ctx, location, dibaca: tanpaAudit(r), simpanSambil: sambil.simpanSambil } as KonteksRute<Lingkup>;
    const { item, lalu } = await r.bersama.siapkan(request as PermintaanRute<SkemaRute>, reply, k);
    const [hasil] = await Promise.all([tulisBersama(ctx.db, r.bersama.jenis, item), ...sambil.tulis()]);
    return lalu(hasil);
  };
}
