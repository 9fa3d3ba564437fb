// What the benchmark reads of this machine's processes from /proc (Linux): a process's CPU time, the
// local PostgreSQL's, and how idle the machine's CPUs were between two readings.
import fs from 'node:fs';

/** /proc reports CPU times in clock ticks of 100 a second. */
const MS_PER_TICK = 10;

/** utime + stime of a /proc/PID/stat line, in ms (fields after the command's closing parenthesis). */
function cpuMsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/** CPU time (user + system) a process has used, in ms. */
export function cpuMsOf(pid: number): number {
  return cpuMsOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * CPU time used so far by this machine's PostgreSQL processes (the server, its backends and workers),
 * in ms: the benchmark's database work runs on the same cores as the server and the load. A backend
 * that ended between two readings is not counted; the benchmark's backends live as long as its pools.
 * 0 when PostgreSQL runs elsewhere.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) total += cpuMsOfStat(stat);
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** The machine's CPU times so far (/proc/stat: user, nice, system, idle, iowait, ...), in ticks. */
export function machineTicks(): number[] {
  return fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
}

/** The share of the machine's CPU time that was idle between two readings of machineTicks(), in %. */
export function idlePercent(before: number[], after: number[]): number {
  const delta = after.map((v, i) => v - (before[i] ?? 0));
  const total = delta.reduce((a, b) => a + b, 0);
  return total > 0 ? (100 * delta[3]!) / total : 0;
}
