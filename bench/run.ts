// npm run bench: measured figures for the notes (no timed assertions live in the tests).
// - scoring throughput of the domain;
// - app start on a fresh embedded database;
// - the paged lists and combined detail with 10,000 children of one Rutan;
// - the PDF report.
import { performance } from 'node:perf_hooks';
import { skorPid5, skorPsc17, skorDukungan, skorKognitif } from '../src/domain';
import { createAsessor, loginAsessor } from '../src/server/test/factories';
import { createTestApp, send } from '../src/server/test/harness';

const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 10_000);

function answers(n: number, max: number, offset = 0) {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), (i + offset) % (max + 1)]));
}

async function time<T>(label: string, runs: number, fn: () => Promise<T> | T): Promise<void> {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  const p95 = samples[Math.floor(samples.length * 0.95)] ?? median;
  console.log(`${label.padEnd(58)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   (${runs} runs)`);
}

async function main() {
  console.log(`Benchmarks (${CHILDREN} children)\n`);
  const kunci = Array.from({ length: 18 }, (_, i) => 'ABCDEF'[i % 6]);
  await time('score all four instruments of one child', 2000, () => {
    skorPid5(answers(25, 3));
    skorPsc17(answers(17, 2));
    skorDukungan(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), (i % 5) + 1])));
    skorKognitif(Object.fromEntries(kunci.map((k, i) => [String(i + 1), k])), kunci);
  });

  const t0 = performance.now();
  const t = await createTestApp();
  console.log(`${'app start: migrate, seed, build (fresh database)'.padEnd(58)} ${(performance.now() - t0).toFixed(0)} ms`);

  const asessor = await createAsessor(t.database.db, { location: 'Rutan 1' });
  const now = new Date().toISOString();
  const pid5 = JSON.stringify(skorPid5(answers(25, 3)));
  const psc17 = JSON.stringify(skorPsc17(answers(17, 2)));
  const duk = JSON.stringify(skorDukungan(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), (i % 5) + 1]))));
  const kog = JSON.stringify(skorKognitif({ '1': 'A' }, kunci));
  const seedStart = performance.now();
  const BATCH = 500;
  for (let start = 0; start < CHILDREN; start += BATCH) {
    await t.database.db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(BATCH, CHILDREN - start) }, (_, k) => {
        const i = start + k;
        return {
          registration_no: `B-${String(i).padStart(6, '0')}`,
          name: `Anak Uji ${i}`,
          age: 14 + (i % 4),
          place_of_birth: 'Bandung',
          date_of_birth: '2011-01-01',
          asessor_id: asessor.id,
          location: 'Rutan 1',
          password_hash: 'x',
          napza: 'Tidak',
          alkohol: 'Tidak',
          penyakit_menular: 'Tidak',
          riwayat_lgbt: 'Tidak',
          kekerasan_seksual: 'Tidak',
          korban_kekerasan_seksual: 'Tidak',
          self_harm: i % 10 === 0 ? 'Ya' : 'Tidak',
          created_at: now,
          updated_at: now,
        };
      });
      const ids = await trx.insertInto('peserta').values(rows).returning('id').execute();
      const hasil = ids.flatMap(({ id }) =>
        (
          [
            ['pid5', pid5],
            ['psc17', psc17],
            ['dukungan', duk],
            ['kognitif', kog],
          ] as const
        ).map(([instrument, skor]) => ({
          peserta_id: id,
          instrument,
          jawaban: '{}',
          skor,
          timed_out: 0,
          started_at: now,
          submitted_at: now,
        })),
      );
      await trx.insertInto('hasil').values(hasil).execute();
    });
  }
  console.log(`${'seed children with four results each'.padEnd(58)} ${(performance.now() - seedStart).toFixed(0)} ms`);

  const cookies = await loginAsessor(t.app, asessor);
  const reg = 'B-000010';
  const endpoints: [string, string][] = [
    ['GET /api/kelola?page=1&per_page=20', '/api/kelola?page=1&per_page=20'],
    ['GET /api/kelola?q=uji 99&page=1&per_page=20', '/api/kelola?q=uji%2099&page=1&per_page=20'],
    ['GET /api/hasil-pid5-full?page=1&per_page=20', '/api/hasil-pid5-full?page=1&per_page=20'],
    ['GET /api/hasil-pid5-full?page=400&per_page=20', '/api/hasil-pid5-full?page=400&per_page=20'],
    ['GET /api/hasil-gabungan?page=1&per_page=20', '/api/hasil-gabungan?page=1&per_page=20'],
    [`GET /api/hasil-gabungan/${reg}`, `/api/hasil-gabungan/${reg}`],
    [`GET /api/laporan/${reg}.pdf`, `/api/laporan/${reg}.pdf`],
  ];
  for (const [label, url] of endpoints) {
    const probe = await send(t.app, 'GET', url, { cookies });
    if (probe.statusCode !== 200) {
      console.log(`${label.padEnd(58)} not measured (status ${probe.statusCode})`);
      continue;
    }
    await time(label, label.includes('.pdf') ? 10 : 30, () => send(t.app, 'GET', url, { cookies }));
  }
  await t.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
