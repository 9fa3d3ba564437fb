import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DB } from './schema';

/** Where a call's value goes: stands for it in the one build, and is swapped for it in the parameters. */
class Isian {
  constructor(readonly urutan: number) {}
}

/**
 * A query whose shape never changes, only its values: built and compiled once per database, then each
 * call puts its values into the compiled parameters. Kysely otherwise builds and compiles the same
 * query again on every call, which cost more than running it (issue 17: the checks of a draft save).
 * `bangun` gets stand-ins for the values and must pass them to the builder as plain values (where,
 * on, values), never compare or compute with them: the query is built once, before any value is known.
 */
export function kueriTetap<A extends unknown[], R>(
  bangun: (db: Kysely<DB>, ...nilai: A) => Compilable<R>,
): (db: Kysely<DB>, ...nilai: A) => Promise<R[]> {
  const dibuat = new WeakMap<Kysely<DB>, CompiledQuery<R>>();
  return async (db, ...nilai) => {
    let kueri = dibuat.get(db);
    if (!kueri) {
      kueri = bangun(db, ...(nilai.map((_, i) => new Isian(i)) as A)).compile();
      const dipakai = new Set(kueri.parameters.flatMap((p) => (p instanceof Isian ? [p.urutan] : [])));
      if (dipakai.size !== nilai.length) throw new Error('kueriTetap: every value must go into the query as a value');
      dibuat.set(db, kueri);
    }
    const parameters = kueri.parameters.map((p) => (p instanceof Isian ? nilai[p.urutan] : p));
    return (await db.executeQuery<R>({ ...kueri, parameters })).rows;
  };
}
