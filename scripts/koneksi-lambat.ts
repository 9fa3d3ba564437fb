// Issue 29 Build 4, measured from outside: the compiled server (dist/server/main.js, SQLite, the
// production limits) while 2,000 slow connections are held open against it without logging in, each
// one opened again as soon as the server ends it, as an attacker would. A third send their headers one
// line every 5 s, a third a login body one byte every 10 s (the finding: still open after 200 s), a
// third connect and send nothing. They come from ten loopback addresses (127.0.0.2-11), 200 each,
// under the per-address cap; then 2,000 from one address show the cap. Meanwhile, from 127.0.0.1, a
// health check every 100 ms and a child's draft save every 250 ms are timed; the same before the
// slow connections for comparison. Printed: latencies, how long the server let each kind live, 408s,
// connections held each second, the server's CPU, RSS and open files.
//
//   npx tsx scripts/koneksi-lambat.ts
//   KONEKSI_JUMLAH=2000 KONEKSI_DETIK=90 KONEKSI_AWAL_DETIK=20 KONEKSI_PORT=3321 to change
//
// The slow connections run in a worker thread of their own, so their work does not delay the timing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { answers, seed } from '../bench/seed';
import { openDatabase } from '../src/server/db/database';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const angka = (nama: string, bawaan: number) => Number(process.env[nama] ?? bawaan);
const JUMLAH = angka('KONEKSI_JUMLAH', 2000);
const DETIK = angka('KONEKSI_DETIK', 90);
const AWAL_DETIK = angka('KONEKSI_AWAL_DETIK', 20);
const PORT = angka('KONEKSI_PORT', 3321);
const ALAMAT = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 2}`);

const jeda = (ms: number) => new Promise((r) => setTimeout(r, ms));
const persentil = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))]!;
};

function proses(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const detikCpu = (Number(stat[11]) + Number(stat[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  return {
    rssMb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
    berkasTerbuka: fs.readdirSync(`/proc/${pid}/fd`).length,
    detikCpu,
  };
}

/** Connections from `alamat` the server process holds (accepted, not waiting in the kernel's queue), by `ss`. */
function soketServerDari(pid: number, alamat: string): number {
  const hasil = spawnSync('ss', ['-Htnp', 'state', 'established', `( sport = :${PORT} )`], { encoding: 'utf8' });
  return hasil.stdout.split('\n').filter((b) => b.includes(`${alamat}:`) && b.includes(`pid=${pid},`)).length;
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

/** Timed requests from 127.0.0.1 on kept-alive sockets, one after another, as a page would send them. */
async function ukur(base: string, detik: number, anak: { id: number; cookie: string }[]) {
  const agen = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const sehat: number[] = [];
  const simpan: number[] = [];
  const gagal = { sehat: 0, simpan: 0 };
  const sampai = performance.now() + detik * 1000;
  const minta = (p: string, init: { method?: string; headers?: Record<string, string>; body?: string }) =>
    new Promise<number>((resolve) => {
      const req = http.request(`${base}${p}`, { method: init.method ?? 'GET', headers: init.headers, agent: agen, timeout: 30_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.on('timeout', () => req.destroy());
      req.end(init.body);
    });
  const pemeriksa = (async () => {
    while (performance.now() < sampai) {
      const t0 = performance.now();
      const status = await minta('/api/health', {});
      if (status === 200) sehat.push(performance.now() - t0);
      else gagal.sehat++;
      await jeda(100);
    }
  })();
  const penyimpan = (async () => {
    for (let k = 0; performance.now() < sampai; k++) {
      const d = anak[k % anak.length]!;
      const body = JSON.stringify({ jawaban: answers(1 + (k % 25), 3, k) });
      const t0 = performance.now();
      const status = await minta(`/api/asesmen/${d.id}/pid5/draft`, {
        method: 'PUT',
        headers: { cookie: d.cookie, 'content-type': 'application/json', origin: base, 'content-length': String(Buffer.byteLength(body)) },
        body,
      });
      if (status === 200) simpan.push(performance.now() - t0);
      else gagal.simpan++;
      await jeda(250);
    }
  })();
  await Promise.all([pemeriksa, penyimpan]);
  agen.destroy();
  return { sehat, simpan, gagal };
}

/**
 * The worker holding the slow connections: keeps `jumlah` open, each from its address, opens a new one
 * when the server ends one, and reports lifetimes, 408s and the count held each second.
 */
const KODE_PENAHAN = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { port, jumlah, alamat, detik } = workerData;
const jenis = ['kepala', 'badan', 'diam'];
const umur = { kepala: [], badan: [], diam: [] };
const hitung = { dibuka: 0, ditolakSegera: 0, r408: 0, terbuka: 0 };
const terbukaTiapDetik = [];
let jalan = true;
function buka(i) {
  if (!jalan) return;
  const k = jenis[i % 3];
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: alamat[i % alamat.length] });
  const mulai = Date.now();
  let terhubung = false;
  let timer;
  hitung.dibuka++;
  socket.setEncoding('utf8');
  socket.on('connect', () => {
    terhubung = true;
    hitung.terbuka++;
    if (k === 'kepala') {
      socket.write('GET /api/health HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n');
      let n = 0;
      timer = setInterval(() => socket.write('X-Lambat-' + n++ + ': a\\r\\n'), 5000);
    } else if (k === 'badan') {
      socket.write('POST /api/admin/login HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: application/json\\r\\nContent-Length: 1000\\r\\n\\r\\n{');
      timer = setInterval(() => socket.write(' '), 10000);
    }
  });
  socket.on('data', (d) => { if (d.startsWith('HTTP/1.1 408')) hitung.r408++; });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    clearInterval(timer);
    if (terhubung) {
      hitung.terbuka--;
      const ms = Date.now() - mulai;
      // Closed within 2 s without a word: refused by the per-address cap (the kernel completes the
      // connection before the server's code sees and ends it).
      if (ms < 2000) hitung.ditolakSegera++;
      else if (jalan) umur[k].push(ms);
    }
    // One the server refused at once (the per-address cap) is tried again a second later, not at once.
    if (jalan) setTimeout(() => buka(i), terhubung && Date.now() - mulai >= 2000 ? 50 : 1000);
  });
  return socket;
}
const soket = [];
let i = 0;
const pembuka = setInterval(() => {
  for (let n = 0; n < 100 && i < jumlah; n++) soket.push(buka(i++));
  if (i >= jumlah) clearInterval(pembuka);
}, 50);
const pencatat = setInterval(() => terbukaTiapDetik.push(hitung.terbuka), 1000);
setTimeout(() => {
  jalan = false;
  clearInterval(pencatat);
  for (const s of soket) s.destroy();
  parentPort.postMessage({ umur, hitung, terbukaTiapDetik });
}, detik * 1000);
`;

function tahan(jumlah: number, alamat: string[], detik: number) {
  const worker = new Worker(KODE_PENAHAN, { eval: true, workerData: { port: PORT, jumlah, alamat, detik } });
  return new Promise<{
    umur: Record<'kepala' | 'badan' | 'diam', number[]>;
    hitung: { dibuka: number; ditolakSegera: number; r408: number; terbuka: number };
    terbukaTiapDetik: number[];
  }>((resolve, reject) => {
    worker.once('message', (m) => {
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', reject);
  });
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
function cetakUkuran(judul: string, u: Awaited<ReturnType<typeof ukur>>) {
  console.log(
    `  ${judul}: health ${u.sehat.length} ok, p50 ${ms(persentil(u.sehat, 50))}, p99 ${ms(persentil(u.sehat, 99))}, maks ${ms(Math.max(...u.sehat))}, gagal ${u.gagal.sehat}; ` +
      `simpan draf ${u.simpan.length} ok, p50 ${ms(persentil(u.simpan, 50))}, p99 ${ms(persentil(u.simpan, 99))}, maks ${ms(Math.max(...u.simpan))}, gagal ${u.gagal.simpan}`,
  );
}

/** One address alone: the cap (MAX_CONNECTIONS_PER_ADDRESS, 256) holds, the rest are closed at once. */
async function satuAlamat(pid: number) {
  await jeda(5000); // the server closes the sockets of the run above
  const dipegang: number[] = [];
  const pengambilSatu = setInterval(() => dipegang.push(soketServerDari(pid, '127.0.0.12')), 1000);
  const satu = await tahan(JUMLAH, ['127.0.0.12'], 20);
  clearInterval(pengambilSatu);
  console.log(
    `  ${JUMLAH} dari satu alamat (20 s): koneksi yang dipegang server tiap detik maks ${Math.max(...dipegang)}, median ${persentil(dipegang, 50)}; ` +
      `ditutup dalam 2 s ${satu.hitung.ditolakSegera}, dibuka ${satu.hitung.dibuka}`,
  );
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build server gagal');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-koneksi-'));
  const database = openDatabase({ dataDir: dir });
  const seeded = await seed(database, { small: 200, big: 50, drafters: 10 });
  await database.destroy();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir, BACKUP_DIR: path.join(dir, 'cadangan'), DATABASE_URL: '', PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await tunggu(`${base}/api/health`, server);
    for (const d of seeded.drafters) await fetch(`${base}/api/asesmen/${d.id}/pid5`, { headers: { cookie: d.cookie } });
    console.log(`Muat rata-rata mesin saat mulai: ${os.loadavg().map((x) => x.toFixed(1)).join(' / ')} (${os.cpus().length} inti)`);
    const awal = proses(server.pid!);
    cetakUkuran(`tanpa koneksi lambat (${AWAL_DETIK} s)`, await ukur(base, AWAL_DETIK, seeded.drafters));

    if (process.env.KONEKSI_HANYA_SATU) {
      await satuAlamat(server.pid!);
      return;
    }
    const cpu0 = proses(server.pid!).detikCpu;
    const sampel: ReturnType<typeof proses>[] = [];
    const pengambil = setInterval(() => sampel.push(proses(server.pid!)), 1000);
    const penahan = tahan(JUMLAH, ALAMAT, DETIK);
    await jeda(3000); // the worker opens 100 every 50 ms
    const beban = await ukur(base, DETIK - 4, seeded.drafters);
    const { umur, hitung, terbukaTiapDetik } = await penahan;
    clearInterval(pengambil);
    const cpu1 = proses(server.pid!).detikCpu;
    cetakUkuran(`dengan ${JUMLAH} koneksi lambat (${DETIK - 4} s)`, beban);
    const ditahan = terbukaTiapDetik.slice(5);
    console.log(`  koneksi lambat terbuka tiap detik (setelah 5 s): min ${Math.min(...ditahan)}, median ${persentil(ditahan, 50)}, maks ${Math.max(...ditahan)}`);
    for (const [k, xs] of Object.entries(umur)) {
      console.log(`  diakhiri server, ${k}: ${xs.length}, umur median ${(persentil(xs, 50) / 1000).toFixed(1)} s, maks ${(Math.max(...xs) / 1000).toFixed(1)} s`);
    }
    console.log(`  dibuka ${hitung.dibuka}, jawaban 408 ${hitung.r408}, ditutup dalam 2 s ${hitung.ditolakSegera}`);
    console.log(
      `  server: CPU ${(((cpu1 - cpu0) / DETIK) * 100).toFixed(1)} % satu inti, RSS awal ${awal.rssMb.toFixed(0)} MB, tertinggi ${Math.max(...sampel.map((s) => s.rssMb)).toFixed(0)} MB, berkas terbuka tertinggi ${Math.max(...sampel.map((s) => s.berkasTerbuka))}`,
    );

    await satuAlamat(server.pid!);
    console.log(`Muat rata-rata mesin di akhir: ${os.loadavg().map((x) => x.toFixed(1)).join(' / ')}`);
  } finally {
    const selesai = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await selesai;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
