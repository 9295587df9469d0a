import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startConsole } from './bench-setup.ts';
import type { BenchRow } from './bench-setup.ts';
import type { Started } from './processes.ts';
import { childPids, cpuSeconds, machineTicks, rssMbOf } from './proc-stats.ts';

export interface WorkersBenchInput {
  gatewayUrl: string;
  /** The double's process: its CPU time per page is part of what two shared cores must carry. */
  gatewayPid: number;
  /** `session=…` of a signed-in user at that double (valid through any console in front of it). */
  cookie: string;
  /** The environment the bench gives its console (heap flags, compile cache). */
  env: Record<string, string>;
  /** The signed-in page served (the overview unless told): `BENCH_PAGE` of `npm run bench:workers`. */
  page?: string;
  rounds?: number;
  seconds?: number;
  /**
   * Connections for either side (10): enough for eight renders at once (two workers' caps of
   * four), and within one worker's cap and line (4 + 8), so neither side sheds. Ten per worker
   * measured no better on the shared cores: the extra connections only queued.
   */
  connections?: number;
}

export interface WorkersBenchResult {
  lines: string[];
  rows: BenchRow[];
}

interface Side {
  workers: number;
  proc: Started;
  /** The processes that render: the console itself with WORKERS=1, else the primary's children. */
  workerPids: () => number[];
  primaryPid: number | null;
  pages: number;
  /** The workers' CPU time per page of each round, in ms: a fall from round to round would be warm-up. */
  roundMs: number[];
  errors: number;
  seconds: number;
  workerCpu: number;
  primaryCpu: number;
  doubleCpu: number;
  loadCpu: number;
  machineBusy: number;
  machineTotal: number;
  machineSteal: number;
}

/** Pages each worker renders before the measured rounds: about 5 s of one worker's pages. */
const WARM_UP_PAGES_PER_WORKER = 250;

/** The page served unless `page` says otherwise: the signed-in overview. */
const DEFAULT_PAGE = '/dashboard';

async function startSide(workers: number, input: WorkersBenchInput): Promise<Side> {
  const proc = await startConsole(input.gatewayUrl, { ...input.env, WORKERS: String(workers) });
  const pid = proc.child.pid ?? 0;
  return {
    workers,
    proc,
    workerPids: () => (workers === 1 ? [pid] : childPids(pid)),
    primaryPid: workers === 1 ? null : pid,
    roundMs: [],
    pages: 0,
    errors: 0,
    seconds: 0,
    workerCpu: 0,
    primaryCpu: 0,
    doubleCpu: 0,
    loadCpu: 0,
    machineBusy: 0,
    machineTotal: 0,
    machineSteal: 0,
  };
}

/** One round of signed-in pages against one side, adding what it served and the CPU each process spent. */
async function round(side: Side, input: WorkersBenchInput, seconds: number): Promise<void> {
  const pids = side.workerPids();
  const sum = (list: number[]) => list.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const before = { workers: sum(pids), primary: side.primaryPid ? cpuSeconds(side.primaryPid) : 0, double: cpuSeconds(input.gatewayPid) };
  const load = process.cpuUsage();
  const machine = machineTicks();
  const started = performance.now();
  const result = await autocannon({
    url: `${side.proc.url}${input.page ?? DEFAULT_PAGE}`,
    connections: input.connections ?? 10,
    duration: seconds,
    headers: { cookie: input.cookie },
  });
  side.seconds += (performance.now() - started) / 1000;
  side.pages += result['2xx'];
  side.errors += result.errors + result.non2xx;
  const workerCpu = sum(pids) - before.workers;
  side.workerCpu += workerCpu;
  side.roundMs.push((1000 * workerCpu) / Math.max(1, result['2xx']));
  side.primaryCpu += (side.primaryPid ? cpuSeconds(side.primaryPid) : 0) - before.primary;
  side.doubleCpu += cpuSeconds(input.gatewayPid) - before.double;
  const loadUsed = process.cpuUsage(load);
  side.loadCpu += (loadUsed.user + loadUsed.system) / 1e6;
  const machineAfter = machineTicks();
  side.machineBusy += machineAfter.busy - machine.busy;
  side.machineTotal += machineAfter.total - machine.total;
  side.machineSteal += machineAfter.steal - machine.steal;
}

/**
 * WORKERS=2 against WORKERS=1 in front of the same double, in alternating rounds of a few
 * seconds (after a warm-up each) so both see the same machine: signed-in pages per second, CPU
 * time per page of the worker processes (/proc/<pid>/stat over the rounds, divided by pages
 * served), what the primary, the double and the load generator spend per page on the same cores,
 * how busy the whole machine was, and the resident memory of each process.
 */
export async function benchWorkers(input: WorkersBenchInput): Promise<WorkersBenchResult> {
  const rounds = input.rounds ?? 6;
  const seconds = input.seconds ?? 3;
  const one = await startSide(1, input);
  const two = await startSide(2, input);
  try {
    // A warm-up of the same number of pages for every worker (each compiles its own hot code;
    // a fixed time would give each of two workers half the single process's warm-up, and its
    // first measured round would still carry the compiler's work), then the measured rounds.
    for (const side of [one, two])
      await autocannon({
        url: `${side.proc.url}${input.page ?? DEFAULT_PAGE}`,
        connections: input.connections ?? 10,
        amount: WARM_UP_PAGES_PER_WORKER * side.workers,
        headers: { cookie: input.cookie },
      });
    for (let i = 0; i < rounds; i += 1) {
      // Alternating which side goes first, so neither always follows the other's load.
      for (const side of i % 2 === 0 ? [one, two] : [two, one]) await round(side, input, seconds);
    }
    const rss = (side: Side) => side.workerPids().map(rssMbOf);
    const oneRss = rss(one);
    const twoRss = rss(two);
    const primaryRss = two.primaryPid ? rssMbOf(two.primaryPid) : 0;

    const cpus = availableParallelism();
    // What the machine's other processes (not this bench's) kept busy: all busy time less ours
    // and less what the host gave its other guests.
    const othersCores = (side: Side) =>
      (cpus * (side.machineBusy - side.machineSteal)) / Math.max(1, side.machineTotal) -
      (side.workerCpu + side.primaryCpu + side.doubleCpu + side.loadCpu) / side.seconds;
    const rate = (side: Side) => side.pages / side.seconds;
    const perPageMs = (cpu: number, side: Side) => (1000 * cpu) / Math.max(1, side.pages);
    const speedup = rate(two) / rate(one);
    const cpuRatio = perPageMs(two.workerCpu, two) / perPageMs(one.workerCpu, one);
    const describe = (side: Side) =>
      `${rate(side).toFixed(1)} pages/s (${side.pages} in ${side.seconds.toFixed(1)} s, ${side.errors} failed); per page: ` +
      `workers ${perPageMs(side.workerCpu, side).toFixed(1)} ms CPU (rounds ${side.roundMs.map((ms) => ms.toFixed(0)).join(', ')})` +
      (side.primaryPid ? `, primary ${perPageMs(side.primaryCpu, side).toFixed(2)} ms` : '') +
      `, double ${perPageMs(side.doubleCpu, side).toFixed(1)} ms, load generator ${perPageMs(side.loadCpu, side).toFixed(1)} ms; ` +
      `cores busy: workers ${(side.workerCpu / side.seconds).toFixed(2)}, the double and the load generator ` +
      `${((side.doubleCpu + side.loadCpu + side.primaryCpu) / side.seconds).toFixed(2)}, other work on the machine ${othersCores(side).toFixed(2)}, ` +
      `the host's other guests (steal) ${((cpus * side.machineSteal) / Math.max(1, side.machineTotal)).toFixed(2)} of ${cpus}`;
    const lines = [
      `Workers, signed-in ${input.page ?? DEFAULT_PAGE}, ${input.connections ?? 10} connections, ${rounds} alternating rounds of ${seconds} s:`,
      `  WORKERS=1: ${describe(one)}`,
      `  WORKERS=2: ${describe(two)}`,
      `  RSS: WORKERS=1 ${oneRss.map((mb) => mb.toFixed(0)).join('')} MB; WORKERS=2 workers ${twoRss.map((mb) => mb.toFixed(0)).join(' + ')} MB, ` +
        `primary ${primaryRss.toFixed(0)} MB, tree ${(primaryRss + twoRss.reduce((a, b) => a + b, 0)).toFixed(0)} MB`,
    ];
    const rows: WorkersBenchResult['rows'] = [
      ['Signed-in pages/s, WORKERS=2 vs WORKERS=1 (2 shared cores)', `${speedup.toFixed(2)}×`, '>= 1.3×', speedup >= 1.3],
      [
        'Worker CPU time per signed-in page, WORKERS=2 vs WORKERS=1',
        `${(100 * (cpuRatio - 1)).toFixed(1)} %`,
        'within ±10 %',
        Math.abs(cpuRatio - 1) <= 0.1,
      ],
    ];
    return { lines, rows };
  } finally {
    await Promise.all([one.proc.stop(), two.proc.stop()]);
  }
}
