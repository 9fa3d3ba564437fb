import { Migrator, sql, type DatabaseIntrospector, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Dialect } from './database';
import * as m01 from './migrations/20261122-01-auth';
import * as m02 from './migrations/20261122-02-asesmen';
import * as m12 from './migrations/20261123-12-hasil-validitas';
import * as m13 from './migrations/20261123-13-hari-asessor';
import * as m17 from './migrations/20261123-17-cepat';
import * as m30 from './migrations/20261123-30-cadangan';
import * as m31 from './migrations/20261123-31-bank';
import * as m35 from './migrations/20261123-35-cepat-tanpa-indeks-cari';
import * as m40 from './migrations/20261123-40-tahanan';
import * as m50 from './migrations/20261123-50-keamanan';
import * as m60 from './migrations/20261123-60-jumlah-kategori';
import * as m70 from './migrations/20261123-70-ringkasan-gabungan';
import * as m71 from './migrations/20261123-71-indeks-cari';
import * as m72 from './migrations/20261123-72-hasil-lokasi';
import * as m73 from './migrations/20261125-73-versi-rutan';
import * as m80 from './migrations/20261127-80-kesehatan';
import * as m81 from './migrations/20261127-81-versi-edit';
import * as m85 from './migrations/20261127-85-aktivasi';
import * as m86 from './migrations/20261127-86-baterai-riwayat';
import * as m60b from './migrations/20261127-60-pemantauan-terbaru';
import * as m2770 from './migrations/20261127-70-tindak-lanjut';
import * as m95 from './migrations/20261127-95-persetujuan';
import * as m96 from './migrations/20261127-96-kesediaan';
import * as m90 from './migrations/20261127-90-rekam-orang';
import * as m2820 from './migrations/20261128-20-pengerjaan-versi';
import * as m2840 from './migrations/20261128-40-tindak-lanjut-dicek';
import * as m2850 from './migrations/20261128-50-ronde';
import * as m2851 from './migrations/20261128-51-tindak-lanjut-ronde';
import * as m2870 from './migrations/20261128-70-kode-cari';
import * as m2880 from './migrations/20261128-80-hasil-sebaran';
import * as m2960 from './migrations/20261129-60-sebaran-kategori';
import * as m2970 from './migrations/20261129-70-versi-rutan-kesediaan';
import * as m2810 from './migrations/20261128-10-tinjauan-psikolog';
import * as m2811 from './migrations/20261128-11-teks-bank-ronde-tiga';
import * as m2830 from './migrations/20261128-30-dua-faktor';
import * as m2860 from './migrations/20261128-60-lokasi';
import * as m2920 from './migrations/20261129-20-jam';
import * as m2930 from './migrations/20261129-30-id-tak-dipakai-ulang';
import * as m2980 from './migrations/20261129-80-versi-rutan-lokasi';
import * as m2990 from './migrations/20261129-90-versi-rutan-ronde';
import * as m2950 from './migrations/20261129-50-kontak-lokasi';
import * as m2910 from './migrations/20261129-10-pilihan-ronde-tiga';
import * as m2911 from './migrations/20261129-11-riwayat-diakhiri';
import * as m2931 from './migrations/20261129-31-kunci-perangkat';
import * as m3050 from './migrations/20261130-50-kriteria-lokasi';
import * as m2940 from './migrations/20261129-40-berhenti-peserta';
import * as m3060 from './migrations/20261130-60-validitas-harian';
import * as m3061 from './migrations/20261130-61-cari-lokasi';
import * as m0120 from './migrations/20261201-20-jeda-server';
import * as m0150 from './migrations/20261201-50-versi-rutan-kriteria';
import * as m0250 from './migrations/20261202-50-versi-kontak';
import * as m0251 from './migrations/20261202-51-versi-catatan-ronde';
import * as m0260 from './migrations/20261202-60-audit-at-id';
import * as m0365 from './migrations/20261203-65-audit-jumlah';
import * as m0380 from './migrations/20261203-80-versi-rutan-persetujuan-hapus';

type MigrationModule = { up: (db: Kysely<unknown>, dialect: Dialect) => Promise<void> };

/**
 * Every migration, in order. A change to the schema is a new file (and an updated `skema/` snapshot);
 * a landed migration changes only as a refactor that `skema.test.ts` proves leaves the schema identical.
 */
export const MIGRATIONS: Record<string, MigrationModule> = {
  '20261122-01-auth': m01,
  '20261122-02-asesmen': m02,
  '20261123-12-hasil-validitas': m12,
  '20261123-13-hari-asessor': m13,
  '20261123-17-cepat': m17,
  '20261123-30-cadangan': m30,
  '20261123-31-bank': m31,
  '20261123-35-cepat-tanpa-indeks-cari': m35,
  '20261123-40-tahanan': m40,
  '20261123-50-keamanan': m50,
  '20261123-60-jumlah-kategori': m60,
  '20261123-70-ringkasan-gabungan': m70,
  '20261123-71-indeks-cari': m71,
  '20261123-72-hasil-lokasi': m72,
  '20261125-73-versi-rutan': m73,
  '20261127-80-kesehatan': m80,
  '20261127-81-versi-edit': m81,
  '20261127-85-aktivasi': m85,
  '20261127-86-baterai-riwayat': m86,
  '20261127-60-pemantauan-terbaru': m60b,
  '20261127-70-tindak-lanjut': m2770,
  '20261127-95-persetujuan': m95,
  '20261127-96-kesediaan': m96,
  '20261127-90-rekam-orang': m90,
  '20261128-20-pengerjaan-versi': m2820,
  '20261128-40-tindak-lanjut-dicek': m2840,
  '20261128-50-ronde': m2850,
  '20261128-51-tindak-lanjut-ronde': m2851,
  '20261128-70-kode-cari': m2870,
  '20261128-80-hasil-sebaran': m2880,
  '20261128-10-tinjauan-psikolog': m2810,
  '20261128-11-teks-bank-ronde-tiga': m2811,
  '20261128-30-dua-faktor': m2830,
  '20261128-60-lokasi': m2860,
  '20261129-20-jam': m2920,
  '20261129-30-id-tak-dipakai-ulang': m2930,
  '20261129-60-sebaran-kategori': m2960,
  '20261129-80-versi-rutan-lokasi': m2980,
  '20261129-90-versi-rutan-ronde': m2990,
  '20261129-50-kontak-lokasi': m2950,
  '20261129-10-pilihan-ronde-tiga': m2910,
  '20261129-11-riwayat-diakhiri': m2911,
  '20261129-31-kunci-perangkat': m2931,
  '20261130-50-kriteria-lokasi': m3050,
  '20261129-40-berhenti-peserta': m2940,
  '20261129-70-versi-rutan-kesediaan': m2970,
  '20261130-60-validitas-harian': m3060,
  '20261130-61-cari-lokasi': m3061,
  '20261201-20-jeda-server': m0120,
  '20261201-50-versi-rutan-kriteria': m0150,
  '20261202-50-versi-kontak': m0250,
  '20261202-51-versi-catatan-ronde': m0251,
  '20261202-60-audit-at-id': m0260,
  '20261203-65-audit-jumlah': m0365,
  '20261203-80-versi-rutan-persetujuan-hapus': m0380,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, mod]) => [name, { up: (db: Kysely<unknown>) => mod.up(db, this.dialect) }]),
    );
  }
}

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest({ db, dialect, schema }: Database): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: name ours, so that
  // databases sharing one PostgreSQL server (tests use a schema each) do not see each other's.
  const migrator = new Migrator({
    db: schema ? introspectingOnly(db, schema) : db,
    provider: new StaticProvider(dialect),
    // Work of one day lands from several branches: a migration named earlier than one already applied
    // (on a development database) still runs instead of stopping the server. Each is independent of
    // the others of its day.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrasi gagal${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
}

/**
 * The database as the migrator sees it, its catalogue limited to one schema. Kysely's PostgreSQL
 * introspector reads every schema of the database with functions (`has_schema_privilege`,
 * `pg_get_serial_sequence`) that fail with "schema ... does not exist" when another connection drops
 * a schema in the middle of the query, as parallel test files sharing one server do.
 */
function introspectingOnly<T>(db: Kysely<T>, schema: string): Kysely<T> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => {
      const { rows } = await sql<{ nspname: string }>`select nspname from pg_namespace where nspname = ${schema}`.execute(db);
      return rows.map((r) => ({ name: r.nspname }));
    },
    getTables: async () => {
      const { rows } = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map((r) => ({ name: r.table_name, schema, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: its methods must run on the real instance.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
