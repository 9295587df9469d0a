import t from 'tap';
import { defaultWorkerCount, memoryLimitBytes, PRIMARY_RSS_MB, WORKER_RSS_MB } from '#server/cluster/worker-count.ts';
import { RespawnBackoff } from '#server/cluster/respawn-backoff.ts';
import { ConfigError, parseEnv } from '#server/config.ts';

const MB = 1024 * 1024;

t.test('WORKERS is a positive integer or absent; anything else stops the start with one line', async (t) => {
  t.equal(parseEnv({}).WORKERS, undefined, 'absent: the default applies');
  t.equal(parseEnv({ WORKERS: '' }).WORKERS, undefined, 'empty counts as absent');
  t.equal(parseEnv({ WORKERS: '1' }).WORKERS, 1, '1: a single process');
  t.equal(parseEnv({ WORKERS: '4' }).WORKERS, 4);
  for (const value of ['0', '-2', '1.5', 'all']) {
    let thrown: unknown = null;
    try {
      parseEnv({ WORKERS: value });
    } catch (error) {
      thrown = error;
    }
    t.ok(thrown instanceof ConfigError, `${value} is refused`);
    t.match((thrown as Error).message, /^Invalid environment variable WORKERS=[^\n]*$/, `${value}: one line naming it`);
  }
});

t.test('the default is one worker per core, as many as fit the memory limit beside the primary, at least one', async (t) => {
  const fitting = (workers: number) => (PRIMARY_RSS_MB + workers * WORKER_RSS_MB) * MB;
  t.equal(defaultWorkerCount(4, 16 * 1024 * MB), 4, 'plenty of memory: one per core');
  t.equal(defaultWorkerCount(4, fitting(2)), 2, 'a limit that holds two workers: two');
  t.equal(defaultWorkerCount(4, fitting(2) - 1), 1, 'a byte less: one');
  t.equal(defaultWorkerCount(1, 16 * 1024 * MB), 1, 'one core: one');
  t.equal(defaultWorkerCount(8, 128 * MB), 1, 'too little memory for even one: still one');
});

t.test('the memory limit is the cgroup file when it sets one, else what Node reads, never more than the machine', async (t) => {
  t.equal(
    memoryLimitBytes(() => `${512 * MB}\n`),
    512 * MB,
    'memory.max in bytes',
  );
  const unlimited = memoryLimitBytes(() => 'max\n');
  t.ok(unlimited > 0, '`max`: a finite figure (the cgroup Node sees, or the machine)');
  t.equal(
    memoryLimitBytes(() => {
      throw new Error('no cgroup v2');
    }),
    unlimited,
    'no file: the same fallback',
  );
});

t.test('a dying worker is replaced at once, then with a doubling delay while deaths keep coming within a minute', async (t) => {
  const backoff = new RespawnBackoff();
  const delays = [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000].map((at) => backoff.delayAfterDeath(at));
  t.same(delays, [0, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  t.equal(backoff.delayAfterDeath(8000 + 120_000), 0, 'after a quiet minute a death is replaced at once again');
});
