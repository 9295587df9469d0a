import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

const MB = 1024 * 1024;

/**
 * Resident memory one worker reaches under load with the heap flags of `npm start` and the image
 * (a 208 MB V8 heap limit; 230–285 MB RSS under load and 2× overload, README "Overload and memory").
 */
export const WORKER_RSS_MB = 280;

/**
 * What the primary keeps beside its workers: the cluster's bookkeeping and, without
 * GATEWAY_URL, the bundled gateway double with its seeded rows (`npm run bench` prints it).
 */
export const PRIMARY_RSS_MB = 100;

/** Anything at or above this is "no limit" (cgroup v2 writes `max`, Node reports 2^64). */
const UNLIMITED = 2 ** 60;

/**
 * The memory this process may use, in bytes: the cgroup v2 limit (`/sys/fs/cgroup/memory.max`),
 * else what Node reads from the cgroup (`process.constrainedMemory()`, v1 too), never more
 * than the machine has.
 */
export function memoryLimitBytes(readLimitFile: () => string = () => readFileSync('/sys/fs/cgroup/memory.max', 'utf8')): number {
  const machine = totalmem();
  let cgroup = Number.NaN;
  try {
    cgroup = Number(readLimitFile().trim());
  } catch {
    // No cgroup v2 file (not Linux, or cgroup v1): Node's own reading below.
  }
  if (!(cgroup > 0 && cgroup < UNLIMITED)) cgroup = process.constrainedMemory();
  return cgroup > 0 && cgroup < UNLIMITED ? Math.min(cgroup, machine) : machine;
}

/**
 * WORKERS when unset: one per core the process may use, but no more than fit the memory limit
 * beside the primary, at least one.
 */
export function defaultWorkerCount(cores: number = availableParallelism(), memoryBytes: number = memoryLimitBytes()): number {
  const fitting = Math.floor((memoryBytes / MB - PRIMARY_RSS_MB) / WORKER_RSS_MB);
  return Math.max(1, Math.min(cores, fitting));
}
