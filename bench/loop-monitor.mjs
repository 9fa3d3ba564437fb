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

// BENCH_LOOP_LONG=file (a diagnosis, off in the bench's figures: async_hooks cost CPU on every
// callback): each time the loop was held BENCH_LOOP_LONG_MS (5) or more, one JSON line in file.<pid>
// with how long, the longest single callback, and what ran meanwhile: the callbacks of each request (its method and path, from the
// HTTP server's own diagnostics channel; "(no request)" for timers and the group commit's own work) and
// garbage collections, with their summed time, so that a tail of the paced day can be named.
if (process.env.BENCH_LOOP_LONG) {
  const { AsyncLocalStorage, createHook } = await import('node:async_hooks');
  const dc = await import('node:diagnostics_channel');
  const { PerformanceObserver, performance } = await import('node:perf_hooks');
  const file = `${process.env.BENCH_LOOP_LONG}.${process.pid}`;
  const limit = Number(process.env.BENCH_LOOP_LONG_MS ?? 5);
  const als = new AsyncLocalStorage();
  dc.subscribe('http.server.request.start', ({ request }) => {
    als.enterWith(`${request.method} ${request.url.replace(/[?].*/, '').replace(/[0-9]+/g, 'N')}`);
  });
  const lines = [];
  setInterval(() => {
    if (lines.length) fs.appendFileSync(file, lines.splice(0).join('\n') + '\n');
  }, 1000).unref();
  /** Callbacks (and collections) since the last tick of the watch below: what, and how long in ms. */
  let ran = [];
  const depth = [];
  createHook({
    before() {
      depth.push(performance.now());
    },
    after() {
      const t0 = depth.pop();
      if (t0 === undefined || depth.length > 0) return;
      const ms = performance.now() - t0;
      if (ms >= 0.2) ran.push([als.getStore() ?? '(no request)', ms]);
    },
  }).enable();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) ran.push([`gc ${e.detail?.kind ?? ''}`, e.duration]);
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const gap = now - last - 1;
    last = now;
    if (gap >= limit) {
      const parts = {};
      let longest = ['', 0];
      for (const [what, ms] of ran) {
        parts[what] = Number(((parts[what] ?? 0) + ms).toFixed(1));
        if (ms > longest[1]) longest = [what, Number(ms.toFixed(1))];
      }
      lines.push(JSON.stringify({ at: Math.round(now), held: Number(gap.toFixed(1)), longest, parts }));
    }
    ran = [];
  }, 1).unref();
}
