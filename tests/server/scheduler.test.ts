import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { EventEmitter } from 'node:events';
import t from 'tap';
import { pino } from 'pino';
import { openMigratedStore } from '#server/store/open-store.ts';
import { Scheduler } from '#server/scheduler/scheduler.ts';
import type { Job } from '#server/scheduler/scheduler.ts';

// Two schedulers on one store stand for two processes (workers or replicas): the jobs run in
// the one holding the lease, the other takes over when it stops, and the job sees the clock the
// scheduler was given, not the machine's.

const silent = pino({ level: 'silent' });

async function sharedStore(t: { teardown(fn: () => unknown): void }) {
  const dir = mkdtempSync(join(tmpdir(), 'console-scheduler-'));
  const store = await openMigratedStore({ DATA_DIR: dir });
  t.teardown(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

/** A job that records which scheduler ran it at which (fake) time, and says so. */
function recordingJob(runs: { by: string; now: number }[], events: EventEmitter, by: string): Job {
  return {
    name: 'record',
    async run({ now }) {
      runs.push({ by, now });
      events.emit('ran', by);
    },
  };
}

t.test('the jobs run in one of two processes, with the given clock, and move over when it stops', async (t) => {
  const store = await sharedStore(t);
  const runs: { by: string; now: number }[] = [];
  const events = new EventEmitter();
  const clock = { now: () => Date.UTC(2026, 5, 1, 12) };
  const make = (by: string) => new Scheduler({ store, jobs: [recordingJob(runs, events, by)], clock, intervalMs: 40, log: silent });
  const a = make('a');
  const b = make('b');
  t.teardown(() => Promise.all([a.stop(), b.stop()]));
  a.start();
  await once(events, 'ran');
  b.start();
  // Several turns of both: only a runs jobs.
  for (let turns = 0; turns < 4;) if ((await once(events, 'ran'))[0] === 'a') turns += 1;
  t.ok(
    runs.every((run) => run.by === 'a'),
    'only the lease holder ran the job',
  );
  t.ok(
    runs.every((run) => run.now === Date.UTC(2026, 5, 1, 12)),
    "the job saw the scheduler's clock",
  );
  t.equal(a.isLeader, true);
  t.equal(b.isLeader, false);

  await a.stop();
  const [next] = await once(events, 'ran');
  t.equal(next, 'b', 'once the leader stopped (and released the lease) the other runs the jobs');
  t.equal(b.isLeader, true);
});

t.test('a job that fails is logged and the next turn runs again; a clock that fails skips the turn', async (t) => {
  const store = await sharedStore(t);
  const events = new EventEmitter();
  let calls = 0;
  const failing: Job = {
    name: 'flaky',
    async run() {
      calls += 1;
      events.emit('ran', calls);
      if (calls === 1) throw new Error('the gateway did not answer');
    },
  };
  let broken = true;
  const clock = {
    now: () => {
      if (broken) {
        broken = false;
        throw new Error('TEST_CLOCK_FILE holds no time');
      }
      return 1;
    },
  };
  const scheduler = new Scheduler({ store, jobs: [failing], clock, intervalMs: 30, log: silent });
  t.teardown(() => scheduler.stop());
  scheduler.start();
  await once(events, 'ran');
  const [second] = await once(events, 'ran');
  t.equal(second, 2, 'ran again after the failure');
});
