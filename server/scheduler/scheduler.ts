import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '#server/store/open-store.ts';
import type { Clock } from './clock.ts';
import { Lease } from './lease.ts';
import type { LeaseHolder } from './lease.ts';

/** The one lease every job runs under: one leader process runs them all. */
export const LEADER_LEASE = 'scheduler-leader';

/** What a job's run is given. */
export interface JobContext {
  /** The scheduler's clock at the start of this turn (ms): window starts are computed from it. */
  now: number;
  store: Store;
  log: FastifyBaseLogger;
  /**
   * False once this process may have lost the lease (it could not renew it in time): a long run
   * checks it before each step that writes, and stops when it turns false.
   */
  stillLeader(): boolean;
  /** How long the lease lasts: a claim another holder left pending is stale after this. */
  leaseMs: number;
}

/**
 * A job of the scheduler (server/scheduler/jobs.ts lists them). `run` is called on the leader
 * at every turn; the job decides what is due, and must be idempotent: what it did is recorded in
 * the store so that a turn repeated by another leader after a crash does nothing twice.
 */
export interface Job {
  name: string;
  run(context: JobContext): Promise<void>;
}

export interface SchedulerOptions {
  store: Store;
  jobs: readonly Job[];
  clock: Clock;
  /** How often the lease is renewed and the jobs run (the lease lasts three of these). */
  intervalMs: number;
  log: FastifyBaseLogger;
  /** The real clock for the lease (tests may replace it). */
  wallClock?: () => number;
  /** This process as the lease's holder (made here when not given). */
  holder?: LeaseHolder;
}

/** This process as a lease holder: host, PID and a nonce (a PID can come back after a restart). */
export function thisProcess(): LeaseHolder {
  const host = hostname();
  return { id: `${host}:${process.pid}:${randomBytes(4).toString('hex')}`, host };
}

/**
 * Runs the registered jobs in exactly one process across workers and replicas: every process
 * runs a scheduler, each tries to take or renew the leader lease every `intervalMs`, and only
 * the holder runs the jobs (one turn at a time, the next turn waits for the last to end). The
 * lease lasts 3 × `intervalMs`: a leader that dies (even SIGKILL) is replaced within that; one
 * that stops gracefully releases it at once.
 */
export class Scheduler {
  readonly holder: LeaseHolder;
  readonly #options: SchedulerOptions;
  readonly #lease: Lease;
  readonly #wallClock: () => number;
  #timer: NodeJS.Timeout | null = null;
  #leaderUntil = 0;
  #leading = false;
  #turn: Promise<void> | null = null;
  #stopped = false;

  constructor(options: SchedulerOptions) {
    this.#options = options;
    this.holder = options.holder ?? thisProcess();
    this.#wallClock = options.wallClock ?? Date.now;
    this.#lease = new Lease(options.store.db, LEADER_LEASE, this.holder, options.intervalMs * 3, this.#wallClock);
  }

  /** True while this process holds the lease (renewed in time). */
  get isLeader(): boolean {
    return this.#leading && this.#wallClock() < this.#leaderUntil - this.#options.intervalMs;
  }

  start(): void {
    this.#stopped = false;
    void this.#tick();
  }

  /** Stops ticking, waits for a turn in progress, and releases the lease if held. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#turn;
    if (this.#leading) await this.#lease.release().catch(() => undefined);
    this.#leading = false;
  }

  async #tick(): Promise<void> {
    if (this.#stopped) return;
    await this.#renew();
    if (this.isLeader && this.#turn === null) {
      this.#turn = this.#runJobs().finally(() => (this.#turn = null));
    }
    if (!this.#stopped) this.#timer = setTimeout(() => void this.#tick(), this.#options.intervalMs);
  }

  async #renew(): Promise<void> {
    const { log } = this.#options;
    try {
      const { held, until } = await this.#lease.acquire();
      if (held && !this.#leading) log.info({ holder: this.holder.id }, 'scheduler: this process leads the jobs');
      if (!held && this.#leading) log.warn({ holder: this.holder.id }, 'scheduler: lease taken by another process');
      this.#leading = held;
      this.#leaderUntil = held ? until : 0;
    } catch (error) {
      // The store is down: keep what we hold until it runs out, then step back.
      if (this.#leading && !this.isLeader) {
        log.warn({ err: error, holder: this.holder.id }, 'scheduler: could not renew the lease; stepping back');
        this.#leading = false;
      } else log.warn({ err: error }, 'scheduler: the store did not answer');
    }
  }

  async #runJobs(): Promise<void> {
    const { clock, jobs, store, log } = this.#options;
    let now: number;
    try {
      now = clock.now();
    } catch (error) {
      log.error({ err: error }, 'scheduler: no time to run the jobs with');
      return;
    }
    for (const job of jobs) {
      if (!this.isLeader || this.#stopped) return;
      const jobLog = log.child({ job: job.name });
      try {
        await job.run({
          now,
          store,
          log: jobLog,
          stillLeader: () => this.isLeader && !this.#stopped,
          leaseMs: this.#options.intervalMs * 3,
        });
      } catch (error) {
        jobLog.error({ err: error }, 'scheduler: job failed; it runs again next turn');
      }
    }
  }
}
