// npm run bench:negara (TEST_DATABASE_URL required): issue 33 Build 3, a country's data on one
// PostgreSQL. Seeds NEGARA_LOKASI facilities (500) and NEGARA_PESERTA records (1,000,000) spread evenly
// over them, each record with its four results over two years, through the schema's own triggers (the
// counts Beranda reads, the combined list's summaries, the search table), then starts the compiled
// server on it and measures, as an assessor of Rutan 1 (one facility among them, its share of the
// records), one request at a time: the facility's first page of the combined list and of the records,
// name searches, Pemantauan with NEGARA_PEMANTAUAN children in a sub test, and Beranda (its
// all-facility counts). Each figure: median and p95 of the wall time, the server's CPU per request
// and the local PostgreSQL's, beside the issue's goal. Nothing here asserts: it prints figures.
//
// NEGARA_ONLY=text measures only the reads whose label contains it; NEGARA_PROFILE=dir profiles the server.
// NEGARA_DATABASE_URL=url reuses a database this script seeded before (seeding a million records takes
// many minutes) and keeps it; without it a fresh database is made and dropped at the end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { skorDukungan, skorKognitif, skorPid5, skorPsc17 } from '../src/domain';
import { createSession } from '../src/server/auth/sessions';
import { openDatabase, type Database } from '../src/server/db/database';
import { hitungSebaran } from '../src/server/db/migrations/20261129-60-sebaran-kategori';
import { hitungValiditasHarian } from '../src/server/db/migrations/20261130-60-validitas-harian';
import { prepareDatabase } from '../src/server/db/prepare';
import { freshPgDatabase } from '../src/server/test/pg-database';
import { catatPersetujuan, createAsessor, kunciUji } from '../src/server/test/factories';
import { systemClock } from '../src/server/time';
import { freePort } from './port';
import { cpuMsOf, postgresCpuMs } from './proc';
import { answers, KUNCI } from './seed';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOKASI = Number(process.env.NEGARA_LOKASI ?? 500);
const PESERTA = Number(process.env.NEGARA_PESERTA ?? 1_000_000);
const PEMANTAUAN = Number(process.env.NEGARA_PEMANTAUAN ?? 30);
const RUNS = Number(process.env.NEGARA_RUNS ?? 30);
/** Records a statement inserts (with their results): large enough to be quick, small enough for the WAL. */
const BATCH = 20_000;
const HARI = 730;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
/**
 * Names as varied as a country's: a first, a middle and a family name from these lists (record g takes
 * the g-th combination). Names that all shared "Anak Uji" made every search walk the trigram index's
 * longest lists (measured: 74 ms in PostgreSQL for one Rutan's "uji 500" against 1 ms for a real name).
 */
const DEPAN = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rizki',
  'Putri',
  'Andi',
  'Nur',
  'Fajar',
  'Ayu',
  'Dimas',
  'Rina',
  'Eko',
  'Wulan',
  'Bayu',
  'Intan',
  'Hendra',
  'Lestari',
  'Yoga',
  'Maya',
  'Arif',
  'Sari',
  'Reza',
  'Indah',
  'Galih',
  'Fitri',
  'Ilham',
  'Dian',
  'Teguh',
  'Ratna',
];
const TENGAH = [
  'Adi',
  'Dwi',
  'Tri',
  'Eka',
  'Nugraha',
  'Pratama',
  'Kurnia',
  'Cahya',
  'Mulya',
  'Surya',
  'Jaya',
  'Wira',
  'Bima',
  'Citra',
  'Permata',
  'Ramadhan',
  'Saputra',
  'Anggraini',
  'Wibowo',
  'Hidayat',
];
const KELUARGA = [
  'Santoso',
  'Siregar',
  'Nasution',
  'Harahap',
  'Simanjuntak',
  'Wijaya',
  'Gunawan',
  'Setiawan',
  'Kusuma',
  'Halim',
  'Sinaga',
  'Lubis',
  'Tanjung',
  'Pohan',
  'Manurung',
  'Pangaribuan',
  'Hutapea',
  'Situmorang',
  'Sembiring',
  'Ginting',
  'Tarigan',
  'Purba',
  'Saragih',
  'Damanik',
  'Rangkuti',
  'Batubara',
  'Daulay',
  'Matondang',
  'Pulungan',
  'Hasibuan',
  'Rambe',
  'Ritonga',
  'Siagian',
  'Simatupang',
  'Panjaitan',
  'Sitompul',
  'Tambunan',
  'Pardede',
  'Nainggolan',
  'Sihombing',
];
const namaKe = (g: number) =>
  `${DEPAN[g % DEPAN.length]} ${TENGAH[Math.floor(g / DEPAN.length) % TENGAH.length]} ${KELUARGA[Math.floor(g / (DEPAN.length * TENGAH.length)) % KELUARGA.length]}`;
const namaSql = (g: RawBuilder<unknown>) =>
  sql`(${sql.raw(`array[${DEPAN.map((n) => `'${n}'`).join(',')}]`)})[1 + ${g} % ${DEPAN.length}] || ' ' ||
    (${sql.raw(`array[${TENGAH.map((n) => `'${n}'`).join(',')}]`)})[1 + (${g} / ${DEPAN.length}) % ${TENGAH.length}] || ' ' ||
    (${sql.raw(`array[${KELUARGA.map((n) => `'${n}'`).join(',')}]`)})[1 + (${g} / ${DEPAN.length * TENGAH.length}) % ${KELUARGA.length}]`;

async function seedNegara(database: Database): Promise<void> {
  const db = database.db;
  await prepareDatabase(database, systemClock, 'admin-bench-rahasia');
  const t0 = performance.now();
  // The spec's three are there (migration 20261128-60); the rest of the country by kind and province.
  // A seeding stopped half-way goes on where it stopped (each batch is one transaction).
  const sudah = await db.selectFrom('asessor').select('id').where('name', '=', 'Asesor Negara').executeTakeFirst();
  if (!sudah) {
    await sql`insert into lokasi (nama, jenis, provinsi, aktif, created_at, updated_at)
      select 'Fasilitas ' || lpad(g::text, 3, '0'),
        (array['Rutan', 'LPKA', 'LPAS', 'Lapas', 'Bapas'])[1 + g % 5],
        'Provinsi ' || (1 + g % 38), 1, now()::text, now()::text
      from generate_series(4, ${LOKASI}) g`.execute(db);
    // One assessor per facility, responsible for its records (the password hash of a real one, copied).
    const satu = await createAsessor(db, { name: 'Asesor Negara', location: 'Rutan 1' });
    await sql`insert into asessor (name, assesor_id, location, password_hash, active, created_at, aktivasi, aktivasi_oleh, aktivasi_at)
      select 'Asesor ' || l.nama, 'negara-' || l.id, cast(l.id as varchar(20)), a.password_hash, 1, a.created_at, 'aktif', 'bench', a.created_at
      from lokasi l cross join asessor a where a.id = ${satu.id} and cast(l.id as varchar(20)) <> a.location`.execute(db);
  }
  const lokasi = (await db.selectFrom('lokasi').select('id').orderBy('id').execute()).map((l) => l.id);
  const { rows: ada } = await sql<{ n: string }>`select count(*) as n from peserta where registration_no like 'N-%'`.execute(db);
  const skor = {
    pid5: JSON.stringify(skorPid5(answers(25, 3))),
    psc17: JSON.stringify(skorPsc17(answers(17, 2))),
    dukungan: JSON.stringify(
      skorDukungan(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), (i % 5) + 1]))),
    ),
    kognitif: JSON.stringify(skorKognitif({ '1': 'A' }, KUNCI)),
  };
  // A PSC-17 in another category for every third record, so the counts have more than one cell.
  const psc17Lain = JSON.stringify(skorPsc17(answers(17, 0)));
  // The rows are written with the schema's triggers off, and what they keep is then written set-wise
  // (below, as each trigger would): each trigger bumps a facility's counter row once a row, and a
  // PostgreSQL row updated 100,000 times in one transaction makes every later update walk its versions
  // (measured: 300 records 0.9 s, the first 20,000 with results over 4 minutes, slower each batch).
  for (let awal = Number(ada[0]!.n) + 1; awal <= PESERTA; awal += BATCH) {
    const akhir = Math.min(PESERTA, awal + BATCH - 1);
    const dari = `N-${String(awal).padStart(7, '0')}`;
    const sampai = `N-${String(akhir).padStart(7, '0')}`;
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      // Record g sits in facility g mod LOKASI, was screened (g * 7919) mod 730 days ago; its assessor is its facility's.
      await sql`insert into peserta (registration_no, name, age, place_of_birth, date_of_birth, asessor_id, location,
          password_hash, napza, alkohol, penyakit_menular, riwayat_lgbt, kekerasan_seksual, korban_kekerasan_seksual,
          self_harm, created_at, updated_at)
        select 'N-' || lpad(g::text, 7, '0'), ${namaSql(sql.raw('g'))}, 14 + g % 4, 'Bandung', '2011-01-01', a.id, a.location,
          'x', 'Tidak', 'Tidak', 'Tidak', 'Tidak', 'Tidak', 'Tidak', case when g % 10 = 0 then 'Ya' else 'Tidak' end,
          to_char((now() - ((g::bigint * 7919) % ${HARI}) * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          to_char((now() - ((g::bigint * 7919) % ${HARI}) * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        from generate_series(${awal}::int, ${akhir}::int) g
        join asessor a on a.location = cast(${sql.raw(`(array[${lokasi.join(',')}])`)}[1 + g % ${lokasi.length}] as varchar(20))`.execute(
        trx,
      );
      // hasil_lokasi: a result carries its record's facility and category.
      await sql`insert into hasil (peserta_id, instrument, jawaban, skor, timed_out, started_at, submitted_at, location, kategori)
        select p.id, i.instrument, '{}',
          case when i.instrument = 'psc17' and p.id % 3 = 0 then ${psc17Lain} else i.skor end,
          0, p.created_at, p.created_at, p.location, p.kategori
        from peserta p
        cross join (values ('pid5', ${skor.pid5}), ('psc17', ${skor.psc17}), ('dukungan', ${skor.dukungan}),
          ('kognitif', ${skor.kognitif})) as i(instrument, skor)
        where p.registration_no between ${dari} and ${sampai}`.execute(trx);
      // ringkasan_peserta and ringkasan_hasil: a summary row per record, its version raised by each
      // result (four); its follow-ups count as decided (not an upgrade's back-fill, as in the screening day).
      await sql`insert into ringkasan_gabungan (peserta_id, versi, tl_dicek)
        select id, 4, 4 from peserta where registration_no between ${dari} and ${sampai}`.execute(trx);
      // ronde_pertama: every record starts in round 1.
      await sql`insert into ronde (peserta_id, nomor, alasan, dimulai_at)
        select id, 1, 'awal', created_at from peserta where registration_no between ${dari} and ${sampai}`.execute(trx);
    });
    if ((akhir / BATCH) % 10 === 0 || akhir === PESERTA) {
      console.log(`  ${fmt(akhir)} records with their results, ${fmt((performance.now() - t0) / 1000)} s`);
    }
  }
  // peserta_jumlah_ubah, sebaran_kategori, versi_rutan_*: the counts per facility, and every facility's
  // version raised (the servers' caches keyed by it start afresh).
  await sql`delete from peserta_jumlah`.execute(db);
  await sql`insert into peserta_jumlah (location, kategori, jumlah)
    select location, kategori, count(*) from peserta group by location, kategori`.execute(db);
  await hitungSebaran(db as Kysely<unknown>, 'postgres');
  // validitas_*: each facility's results per assessor and day (none judged yet: a Beranda judges its window).
  await hitungValiditasHarian(db as Kysely<unknown>);
  await sql`insert into versi_rutan (location, versi) select distinct location, 1 from peserta
    on conflict (location) do update set versi = versi_rutan.versi + 1`.execute(db);
  // As the screening-day bench: today's backup counts as made (a pg_dump of the country would otherwise run during the measurements).
  await db.insertInto('cadangan').values({ at: new Date().toISOString(), berkas: 'bench', ukuran: 0, jumlah_baris: 0 }).execute();
  console.log(`  seeded in ${fmt((performance.now() - t0) / 1000)} s; vacuum analyze …`);
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
}

/** Children of Rutan 1 taking a sub test now (Pemantauan's rows), each with consent, assent and a session. */
async function pengerja(db: Database['db'], n: number, asessorId: number): Promise<{ id: number; cookie: string }[]> {
  const rutan1 = await kunciUji(db, 'Rutan 1');
  // An earlier run's children (a kept database) would be Pemantauan's rows too: each run measures its own n.
  await db.deleteFrom('peserta').where('registration_no', 'like', 'NP-%').execute();
  const now = new Date().toISOString();
  const out: { id: number; cookie: string }[] = [];
  for (let i = 0; i < n; i++) {
    const reg = `NP-${process.pid}-${i}`;
    const { id } = await db
      .insertInto('peserta')
      .values({
        registration_no: reg,
        name: `Anak Pantau ${i}`,
        age: 15,
        place_of_birth: 'Bandung',
        date_of_birth: '2011-01-01',
        asessor_id: asessorId,
        location: rutan1,
        password_hash: 'x',
        napza: 'Tidak',
        alkohol: 'Tidak',
        penyakit_menular: 'Tidak',
        riwayat_lgbt: 'Tidak',
        kekerasan_seksual: 'Tidak',
        korban_kekerasan_seksual: 'Tidak',
        self_harm: 'Tidak',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await catatPersetujuan(db, id);
    await db
      .insertInto('kesediaan')
      .values({ peserta_id: id, jawaban: 'mau', dijawab_at: now, berhenti_at: null, berhenti_instrument: null })
      .execute();
    const { token } = await createSession(db, systemClock, 'peserta', id, null);
    out.push({ id, cookie: `peserta_auth=${token}` });
  }
  return out;
}

/** Beranda's counts per instrument and category, this Rutan's and all facilities' (null: under 10, not shown). */
interface Sebaran {
  total_rutan: number | null;
  total_semua: number | null;
  kategori: { rutan: number | null; semua: number | null }[];
}
/** Beranda's cross-facility cells: how many, how many hidden, and any shown under 10 (D24: counts only, none under 10). */
function selSebaran(distribusi: Sebaran[]): string {
  const sel = distribusi.flatMap((d) => [d.total_rutan, d.total_semua, ...d.kategori.flatMap((k) => [k.rutan, k.semua])]);
  const kecil = sel.filter((n) => n !== null && n > 0 && n < 10).length;
  return `${sel.length} cells, ${sel.filter((n) => n === null).length} hidden, ${kecil} shown under 10`;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server stopped (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

async function main() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL (a PostgreSQL server) is required');
  console.log(
    `== A country on one PostgreSQL (issue 33 Build 3): ${fmt(LOKASI)} facilities, ${fmt(PESERTA)} records, 4 results each; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  let url = process.env.NEGARA_DATABASE_URL;
  let drop = async () => {};
  if (!url) {
    const fresh = await freshPgDatabase(base);
    url = fresh.url;
    drop = fresh.drop;
  }
  const database = openDatabase({ url });
  const { rows: adaTabel } = await sql<{ ada: boolean }>`select to_regclass('cadangan') is not null as ada`.execute(database.db);
  const selesai =
    adaTabel[0]!.ada && (await database.db.selectFrom('cadangan').select('id').where('berkas', '=', 'bench').executeTakeFirst());
  if (!selesai) await seedNegara(database);
  const rutan1 = await kunciUji(database.db, 'Rutan 1');
  const asesor = await database.db
    .selectFrom('asessor')
    .select('id')
    .where('location', '=', rutan1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const jumlah = await database.db
    .selectFrom('peserta')
    .select((eb) => [eb.fn.countAll<string>().as('semua'), eb.fn.count<string>('location').as('x')])
    .executeTakeFirstOrThrow();
  const diRutan1 = await database.db
    .selectFrom('peserta')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('location', '=', rutan1)
    .executeTakeFirstOrThrow();
  const hasil = await sql<{ n: string }>`select count(*) as n from hasil`.execute(database.db);
  const ukuran = await sql<{ s: string }>`select pg_size_pretty(pg_database_size(current_database())) as s`.execute(database.db);
  console.log(
    `  ${fmt(Number(jumlah.semua))} records, ${fmt(Number(hasil.rows[0]!.n))} results, ${fmt(Number(diRutan1.n))} records in Rutan 1; database ${ukuran.rows[0]!.s}`,
  );
  const anak = await pengerja(database.db, PEMANTAUAN, asesor.id);
  const { token } = await createSession(database.db, systemClock, 'asessor', asesor.id, null);
  const cookie = `asessor_auth=${token}`;
  await database.destroy();

  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
  const port = await freePort();
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-negara-'));
  // NEGARA_PROFILE=dir: a CPU profile of the server there (bench/profile.ts summarise reads it).
  const profil = process.env.NEGARA_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.NEGARA_PROFILE}`] : [];
  const server = spawn(process.execPath, [...profil, 'dist/server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      BACKUP_DIR: backups,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/api/health`, server);
    for (const a of anak) {
      const res = await fetch(`${origin}/api/asesmen/${a.id}/pid5bf`, { headers: { cookie: a.cookie } });
      if (!res.ok) throw new Error(`opening a sub test failed: ${res.status}`);
    }
    const perFasilitas = Math.max(1, Math.floor(PESERTA / LOKASI));
    // Rutan 1 holds records LOKASI, 2 LOKASI, …: a search for one of its people by first and middle name.
    const nama = (i: number) => {
      const [depan, tengah] = namaKe(LOKASI * (1 + ((i * 7919) % perFasilitas))).split(' ');
      return `${depan} ${tengah}`;
    };
    const reads: [string, string, (i: number) => string][] = [
      ["a facility's first page, combined results", '< 20 ms', () => '/api/hasil-gabungan?page=1&per_page=50'],
      ["a facility's first page, records", '< 20 ms', () => '/api/kelola?page=1&per_page=50'],
      [
        'name search, combined results',
        '< 20 ms',
        (i) => `/api/hasil-gabungan?q=${encodeURIComponent(nama(i))}&page=1&per_page=50`,
      ],
      ['name search, records', '< 20 ms', (i) => `/api/kelola?q=${encodeURIComponent(nama(i))}&page=1&per_page=50`],
      [`Pemantauan (${PEMANTAUAN} children in a sub test)`, '< 10 ms', () => '/api/pemantauan'],
      ['Beranda (its counts beside all facilities)', '< 200 ms', () => '/api/beranda'],
    ];
    for (const [label, goal, path_] of reads.filter(([l]) => !process.env.NEGARA_ONLY || l.includes(process.env.NEGARA_ONLY))) {
      const samples: number[] = [];
      let status = 200;
      let rows = '';
      // The first asks warm the server's and PostgreSQL's caches, as a running day has them.
      for (let i = 0; i < 3; i++) await (await fetch(`${origin}${path_(i)}`, { headers: { cookie } })).arrayBuffer();
      const cpu0 = cpuMsOf(server.pid!);
      const pg0 = postgresCpuMs();
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${origin}${path_(i)}`, { headers: { cookie } });
        const body = await res.text();
        samples.push(performance.now() - t0);
        if (res.status !== 200) status = res.status;
        if (i === 0 && res.status === 200) {
          const json = JSON.parse(body) as { total?: number; data?: unknown[]; distribusi?: Sebaran[] };
          rows =
            json.total !== undefined
              ? `${fmt(json.total)} found`
              : json.data
                ? `${json.data.length} rows`
                : json.distribusi
                  ? selSebaran(json.distribusi)
                  : '';
        }
      }
      const cpu = (cpuMsOf(server.pid!) - cpu0) / RUNS;
      const pg = (postgresCpuMs() - pg0) / RUNS;
      samples.sort((a, b) => a - b);
      const median = samples[Math.floor(RUNS / 2)]!;
      const p95 = samples[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))]!;
      console.log(
        `  ${label.padEnd(48)} ${
          status === 200
            ? `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${cpu.toFixed(2)} ms CPU/req + ${pg.toFixed(2)} PostgreSQL${rows ? `, ${rows}` : ''}`
            : `status ${status}`
        }`.padEnd(140) + ` goal ${goal}`,
      );
    }
    console.log(
      `  load average at the end ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    const done = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await done;
    fs.rmSync(backups, { recursive: true, force: true });
    if (!process.env.NEGARA_DATABASE_URL) await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
