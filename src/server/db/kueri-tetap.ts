import { PostgresAdapter, sql, type AliasedRawBuilder, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './schema';

/** Where a call's value goes: stands for it in the one build, and is swapped for it in the parameters. */
class Isian {
  constructor(readonly urutan: number) {}
}

/**
 * A list that goes into a fixed query as one value, so that the query's text is the same for a list
 * of any length: a PostgreSQL array, or on SQLite the list's JSON text. `barisDaftar` takes lists
 * apart into rows in the query.
 */
export class Daftar<T> {
  constructor(readonly isi: readonly T[]) {}
}

/**
 * Lists of one length (`Daftar` values, as their stand-ins in `kueriTetap`'s `bangun`) as the rows of
 * a table `v`: row i holds each list's i-th value under its column's name, and `urutan`, i + 1. On
 * PostgreSQL `unnest(...) with ordinality`, each list cast to an array of its type; on SQLite
 * `json_each` of the first list, the others read at the row's place (`json_extract`, which walks the
 * list up to that place: 1,000 rows of three lists 3.8 ms, so meant for the batches requests' reads
 * make, not for bulk writes).
 */
export function barisDaftar<T>(
  db: Kysely<DB>,
  kolom: [
    [nama: string, daftar: unknown, jenis: 'integer' | 'text'],
    ...[nama: string, daftar: unknown, jenis: 'integer' | 'text'][],
  ],
): AliasedRawBuilder<T & { urutan: number }, 'v'> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const daftar = kolom.map(([, d, jenis]) => sql`cast(${d} as ${sql.raw(jenis)}[])`);
    const nama = [...kolom.map(([n]) => sql.id(n)), sql.id('urutan')];
    return sql<T & { urutan: number }>`unnest(${sql.join(daftar)}) with ordinality`.as<'v'>(sql`v(${sql.join(nama)})`);
  }
  const [[pertama, daftarPertama], ...lain] = kolom;
  const nilai = [
    sql`j.value as ${sql.id(pertama)}`,
    ...lain.map(([n, d]) => sql`json_extract(${d}, '$[' || j.key || ']') as ${sql.id(n)}`),
    sql`j.key + 1 as urutan`,
  ];
  return sql<T & { urutan: number }>`(select ${sql.join(nilai)} from json_each(${daftarPertama}) as j)`.as<'v'>('v');
}

/** The SQL of every fixed query, by the name PostgreSQL prepares it under (`openDatabase`). */
const namaSql = new Map<string, string>();

/** The name a fixed query's SQL is prepared under on PostgreSQL; undefined for any other SQL. */
export function namaKueriTetap(sql: string): string | undefined {
  return namaSql.get(sql);
}

/**
 * A query whose shape never changes, only its values: built and compiled once per database, then each
 * call puts its values into the compiled parameters. Kysely otherwise builds and compiles the same
 * query again on every call, which cost more than running it (issue 17: the checks of a draft save,
 * a tenth of a hot read's CPU). `bangun` gets stand-ins for the values and must pass them to the
 * builder as plain values (where, on, values, limit), never compare or compute with them: the query is
 * built once, before any value is known. Each value is a single value or null (a list would have made
 * `in (...)` of another length), or a `Daftar`, which goes as one value (an array, or JSON text on SQLite). A database and its transactions share the compiled query (one dialect
 * adapter; the app uses no Kysely plugins, which would have to be the same for all of them).
 * On PostgreSQL each connection prepares it once (parsed and planned once, then only bound).
 */
export function kueriTetap<A extends unknown[], R>(
  bangun: (db: Kysely<DB>, ...nilai: A) => Compilable<R>,
): (db: Kysely<DB>, ...nilai: A) => Promise<R[]> {
  const dibuat = new WeakMap<object, CompiledQuery<R>>();
  return async (db, ...nilai) => {
    const executor = db.getExecutor();
    let kueri = dibuat.get(executor.adapter);
    if (!kueri) {
      kueri = bangun(db, ...(nilai.map((_, i) => new Isian(i)) as A)).compile();
      const dipakai = new Set(kueri.parameters.flatMap((p) => (p instanceof Isian ? [p.urutan] : [])));
      if (dipakai.size !== nilai.length) throw new Error('kueriTetap: every value must go into the query as a value');
      if (!namaSql.has(kueri.sql)) namaSql.set(kueri.sql, `kueri_tetap_${namaSql.size + 1}`);
      dibuat.set(executor.adapter, kueri);
    }
    const parameters = kueri.parameters.map((p) => {
      if (!(p instanceof Isian)) return p;
      const value = nilai[p.urutan];
      if (value === undefined || Array.isArray(value)) throw new Error('kueriTetap: each value is a single value or null');
      if (!(value instanceof Daftar)) return value;
      return executor.adapter instanceof PostgresAdapter ? value.isi : JSON.stringify(value.isi);
    });
    return (await executor.executeQuery<R>({ ...kueri, parameters })).rows;
  };
}
