import t from 'tap';
import { ConcurrencyLimiter } from '#server/overload/concurrency-limiter.ts';

const ONE_HOUR = 3_600_000;

t.test('holders up to the limit, then a FIFO line, then refusals', async (t) => {
  const limiter = new ConcurrencyLimiter({ limit: 2, queueSize: 2, maxWaitMs: ONE_HOUR });
  const first = await limiter.acquire();
  const second = await limiter.acquire();
  t.ok(first && second, 'two slots at once');
  const order: string[] = [];
  const third = limiter.acquire().then((release) => (order.push('third'), release));
  const fourth = limiter.acquire().then((release) => (order.push('fourth'), release));
  t.equal(await limiter.acquire(), null, 'a fifth is refused at once: the line is full');
  t.same([limiter.active, limiter.queued], [2, 2]);

  second?.();
  const thirdRelease = await third;
  t.ok(thirdRelease, 'the first in line gets the freed slot');
  t.same(order, ['third'], 'and only it');
  first?.();
  t.ok(await fourth, 'then the next');
  t.same(order, ['third', 'fourth'], 'in arrival order');
  t.same([limiter.active, limiter.queued], [2, 0]);
});

t.test('a release counts once, however often it is called', async (t) => {
  const limiter = new ConcurrencyLimiter({ limit: 1, queueSize: 0, maxWaitMs: ONE_HOUR });
  const release = await limiter.acquire();
  release?.();
  release?.();
  t.equal(limiter.active, 0);
  const again = await limiter.acquire();
  t.ok(again, 'the slot is free again');
  t.equal(await limiter.acquire(), null, 'but only one: the double release freed nothing more');
  release?.();
  t.equal(limiter.active, 1, "an old release cannot free the new holder's slot");
});

t.test('a waiter leaves the line when its wait runs out or its client goes', async (t) => {
  const limiter = new ConcurrencyLimiter({ limit: 1, queueSize: 1, maxWaitMs: 1 });
  const holder = await limiter.acquire();
  t.equal(await limiter.acquire(), null, 'the wait ran out');
  t.equal(limiter.queued, 0, 'and the place is free');

  const patient = new ConcurrencyLimiter({ limit: 1, queueSize: 1, maxWaitMs: ONE_HOUR });
  const patientHolder = await patient.acquire();
  const client = new AbortController();
  const waiting = patient.acquire(client.signal);
  t.equal(patient.queued, 1);
  client.abort();
  t.equal(await waiting, null, 'the client left');
  t.equal(patient.queued, 0, 'its place is given up');
  const next = patient.acquire();
  patientHolder?.();
  t.ok(await next, 'the next in line is served');
  t.equal(await patient.acquire(AbortSignal.abort()), null, 'an already gone client is not admitted');
  holder?.();
});
