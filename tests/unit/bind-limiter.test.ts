import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import t from 'tap';
import { ConcurrencyLimiter } from '#server/overload/concurrency-limiter.ts';
import { bindLimiter } from '#server/plugins/load-shedding.ts';

const ONE_HOUR = 3_600_000;

/** A response stand-in: Node's ServerResponse emits `close` once and then reads `closed`. */
class FakeResponse extends EventEmitter {
  closed = false;
  destroyed = false;
  close(): void {
    this.closed = true;
    this.destroyed = true;
    this.emit('close');
  }
}

function exchange(): { request: FastifyRequest; reply: FastifyReply; response: FakeResponse; shed: () => number } {
  const response = new FakeResponse();
  let shedCount = 0;
  const reply = {
    raw: response,
    shed: () => (shedCount += 1),
  };
  return {
    request: {} as FastifyRequest,
    reply: reply as unknown as FastifyReply,
    response,
    shed: () => shedCount,
  };
}

const shedInto = (_request: FastifyRequest, reply: FastifyReply) => (reply as unknown as { shed(): void }).shed();

t.test('a request whose client already left is never admitted, and holds no slot', async (t) => {
  const limiter = new ConcurrencyLimiter({ limit: 1, queueSize: 1, maxWaitMs: ONE_HOUR });
  const bound = bindLimiter(limiter, shedInto, true);
  const gone = exchange();
  gone.response.close();
  t.equal(await bound.admit(gone.request, gone.reply), false, 'not admitted');
  t.equal(gone.shed(), 1, 'answered as shed (to nobody), so Fastify ends the request as usual');
  bound.settled(gone.request);
  t.same([limiter.active, limiter.queued], [0, 0], 'no slot taken');

  const next = exchange();
  t.equal(await bound.admit(next.request, next.reply), true, 'the next visitor gets the slot');
  bound.settled(next.request);
  next.response.close();
  t.same([limiter.active, limiter.queued], [0, 0], 'given back when its response closes');
});

t.test('an admitted request keeps its slot until it has both settled and closed', async (t) => {
  const limiter = new ConcurrencyLimiter({ limit: 1, queueSize: 0, maxWaitMs: ONE_HOUR });
  const bound = bindLimiter(limiter, shedInto, true);
  const one = exchange();
  t.equal(await bound.admit(one.request, one.reply), true);
  one.response.close();
  t.equal(limiter.active, 1, 'the client left, but the handler is still running');
  bound.settled(one.request);
  t.equal(limiter.active, 0, 'free once the handler has returned');
});
