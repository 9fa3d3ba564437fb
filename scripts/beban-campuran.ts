// The memory of the production server under a mixed load for minutes (issue 28 point 8): children
// saving drafts of a sub test while assessors read varied pages, on SQLite and PostgreSQL. The compiled
// server (dist/server/main.js) runs in its own process; its RSS is read from /proc every second and
// printed: after start, the median and the highest under load, and after an idle time.
//
//   npx tsx scripts/beban-campuran.ts                       (SQLite, 10 minutes)
//   BEBAN_DATABASE_URL=postgres://… npx tsx scripts/beban-campuran.ts   (PostgreSQL too)
//   BEBAN_DETIK=60 BEBAN_ANAK=100 BEBAN_ASESSOR=10 BEBAN_DIAM_DETIK=60 to shorten
//
// Uses the benchmark's seeding (bench/seed.ts) and its sizes; builds the server if it is not built.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers, seed } from '../bench/seed';
import { openDatabase, type Database } from '../src/server/db/database';
import { freshPgDatabase } from '../src/server/test/pg-database';
import { envProsesServer } from '../src/server/proses-env';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const angka = (nama: string, bawaan: number) => Number(process.env[nama] ?? bawaan);
const DETIK = angka('BEBAN_DETIK', 600);
const ANAK = angka('BEBAN_ANAK', 200);
const ASESSOR = angka('BEBAN_ASESSOR', 20);
const DIAM_DETIK = angka('BEBAN_DIAM_DETIK', 180);
const REKAM = angka('BEBAN_REKAM', 10_000);
const PORT = angka('BEBAN_PORT', 3311);

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)]!;
};
const jeda = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Tujuan {
  nama: string;
  env: Record<string, string>;
  buka: () => Database;
  hapus: () => Promise<void>;
}

async function tunggu(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`server berhenti (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // belum mendengar
    }
    await jeda(100);
  }
  throw new Error(`tidak ada jawaban dari ${url}`);
}

/** The pages an assessor opens through a day, in turn (lists, search, Pemantauan, Beranda, a record). */
function halamanAsessor(reg: string): string[] {
  return [
    '/api/hasil-gabungan?page=1&per_page=50',
    '/api/hasil-gabungan?page=3&per_page=50',
    '/api/kelola?page=1&per_page=50',
    '/api/kelola?page=2&per_page=50&q=anak',
    '/api/hasil-pid5-full?page=1&per_page=50',
    '/api/pemantauan',
    '/api/beranda',
    '/api/tindak-lanjut',
    `/api/hasil-gabungan/${encodeURIComponent(reg)}`,
    '/api/status-bank',
  ];
}

async function jalankan(tujuan: Tujuan): Promise<void> {
  console.log(`\n== ${tujuan.nama}: ${ANAK} anak menyimpan draf, ${ASESSOR} asessor membaca halaman, ${DETIK} s`);
  const database = tujuan.buka();
  const seeded = await seed(database, { small: REKAM, big: 1000, drafters: ANAK });
  await database.destroy();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...envProsesServer(ROOT),
      ...tujuan.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await tunggu(`${base}/api/health`, server);
    await jeda(1000);
    const awal = rssMb(server.pid!);
    for (const d of seeded.drafters) await fetch(`${base}/api/asesmen/${d.id}/pid5bf`, { headers: { cookie: d.cookie } });

    const sampel: number[] = [];
    const pengambil = setInterval(() => sampel.push(rssMb(server.pid!)), 1000);
    const sampai = performance.now() + DETIK * 1000;
    const hitung = { draf: 0, baca: 0, gagal: 0 };
    const status4xx = new Map<string, number>();
    const kirim = async (p: string, init: RequestInit) => {
      try {
        const res = await fetch(`${base}${p}`, init);
        await res.arrayBuffer();
        if (res.status >= 500) hitung.gagal++;
        else if (res.status >= 400)
          status4xx.set(`${res.status} ${p.split('?')[0]}`, (status4xx.get(`${res.status} ${p.split('?')[0]}`) ?? 0) + 1);
        return res.status;
      } catch {
        hitung.gagal++;
        return 0;
      }
    };
    // A child answers a question every 2-4 s; the page saves the draft after each answer.
    const anak = seeded.drafters.map(async (d, i) => {
      await jeda((i * 37) % 2000);
      for (let k = 0; performance.now() < sampai; k++) {
        const status = await kirim(`/api/asesmen/${d.id}/pid5/draft`, {
          method: 'PUT',
          headers: { cookie: d.cookie, 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ jawaban: answers(1 + (k % 25), 3, k) }),
        });
        if (status === 200) hitung.draf++;
        await jeda(2000 + ((i * 131 + k * 17) % 2000));
      }
    });
    // An assessor opens a page every 1-2 s, going round the pages.
    const halaman = halamanAsessor(seeded.reg);
    const asessor = Array.from({ length: ASESSOR }, async (_, i) => {
      for (let k = i; performance.now() < sampai; k++) {
        const status = await kirim(halaman[k % halaman.length]!, { headers: { cookie: seeded.smallCookie } });
        if (status === 200) hitung.baca++;
        await jeda(1000 + ((i * 53 + k * 29) % 1000));
      }
    });
    await Promise.all([...anak, ...asessor]);
    clearInterval(pengambil);
    const beban = [...sampel];
    await jeda(DIAM_DETIK * 1000);
    const diam = rssMb(server.pid!);
    console.log(`  permintaan: ${hitung.draf} draf 200, ${hitung.baca} halaman 200, ${hitung.gagal} gagal (5xx atau jaringan)`);
    if (status4xx.size > 0) console.log(`  dijawab 4xx: ${[...status4xx].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
    console.log(`  RSS setelah mulai:            ${awal.toFixed(0)} MB`);
    console.log(`  RSS selama beban (median):    ${median(beban).toFixed(0)} MB`);
    console.log(`  RSS selama beban (tertinggi): ${Math.max(...beban).toFixed(0)} MB`);
    console.log(`  RSS setelah ${DIAM_DETIK} s diam:        ${diam.toFixed(0)} MB`);
  } finally {
    const selesai = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await selesai;
    await tujuan.hapus();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build server gagal');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-beban-'));
  const tujuan: Tujuan[] = [
    {
      nama: 'SQLite',
      env: { DATA_DIR: dir, BACKUP_DIR: path.join(dir, 'cadangan'), DATABASE_URL: '' },
      buka: () => openDatabase({ dataDir: dir }),
      hapus: async () => fs.rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const pgBase = process.env.BEBAN_DATABASE_URL;
  if (pgBase) {
    const { url, drop } = await freshPgDatabase(pgBase);
    const cadangan = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-beban-cadangan-'));
    tujuan.push({
      nama: 'PostgreSQL',
      env: { DATABASE_URL: url, BACKUP_DIR: cadangan },
      buka: () => openDatabase({ url }),
      hapus: async () => {
        await drop();
        fs.rmSync(cadangan, { recursive: true, force: true });
      },
    });
  }
  for (const t of tujuan) await jalankan(t);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
