import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat times (`getconf CLK_TCK`; 100 on every common kernel). */
const CLOCK_TICKS = 100;

/** CPU time a process has used so far (user + system), in seconds, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start at field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Resident memory of a process now, in MB. */
export function rssMbOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/** The direct children of a process (a cluster primary's workers). */
export function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/**
 * Busy and total CPU time of the whole machine so far, in ticks (/proc/stat's first line): every
 * process, ours or not. `steal` is the part of busy the hypervisor gave to other machines on the
 * host while this one wanted to run (a virtual machine's noisy neighbours).
 */
export function machineTicks(): { busy: number; total: number; steal: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total, steal: fields[7] ?? 0 };
}
