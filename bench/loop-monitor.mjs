// Preloaded into the benchmarked server (`node --import ./bench/loop-monitor.mjs`): the event loop's
// delay, sampled every millisecond. SIGUSR2 writes the delay seen since the last signal (p50, p99, max
// in ms) to BENCH_LOOP_FILE and starts afresh, so the benchmark reads it around each load run. The
// product itself does not change: nothing in it listens to SIGUSR2.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
  histogram.reset();
  if (process.env.BENCH_LOOP_FILE) fs.writeFileSync(process.env.BENCH_LOOP_FILE, JSON.stringify(figures));
});
