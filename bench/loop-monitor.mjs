// Preloaded into the benchmarked server (`node --import ./bench/loop-monitor.mjs`): the event loop's
// delay, sampled every millisecond, and where the memory goes. SIGUSR2 writes the delay seen since the
// last signal (p50, p99, max in ms) and the memory at the highest RSS sampled since then (V8's heap
// by space, memory outside it, in MB) to BENCH_LOOP_FILE and starts afresh, so the benchmark reads
// it around each load run. The product itself does not change: nothing in it listens to SIGUSR2.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();

const mb = (n) => Number((n / 1048576).toFixed(1));
/** The memory at the highest RSS seen since the last signal: which part grew with it (issue 28). */
let memori = null;
const sampel = () => {
  const rss = process.memoryUsage.rss();
  if (memori && rss <= memori.rssByte) return;
  const m = process.memoryUsage();
  const ruang = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_size)]));
  memori = {
    rssByte: rss,
    rss: mb(rss),
    heapTotal: mb(m.heapTotal),
    heapUsed: mb(m.heapUsed),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    newSpace: ruang.new_space,
    oldSpace: ruang.old_space,
    codeSpace: ruang.code_space,
    largeObjectSpace: ruang.large_object_space,
  };
};
setInterval(sampel, 50).unref();

process.on('SIGUSR2', () => {
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  sampel();
  const { rssByte: _, ...memory } = memori ?? {};
  const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), memory };
  histogram.reset();
  memori = null;
  if (process.env.BENCH_LOOP_FILE) fs.writeFileSync(process.env.BENCH_LOOP_FILE, JSON.stringify(figures));
});
