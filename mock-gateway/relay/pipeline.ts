import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { authenticateRelay } from './auth.ts';
import { REQUEST_ID_HEADER, newRequestId, refuse, sendRelayError } from './errors.ts';
import type { RelayResult } from './errors.ts';
import { preConsume, refund } from './ledger.ts';
import type { Charge } from './ledger.ts';
import { parseJsonBody } from './request-body.ts';
import type { JsonObject } from './request-body.ts';
import { modelLimitRefusal, priceOf, routeCall } from './routing.ts';
import { faultOfAttempt } from '#mock-gateway/store/channel/channel-faults.ts';
import { recordProvider } from '#mock-gateway/store/metrics/metrics.ts';
import { writeSystemLog } from '#mock-gateway/store/system-info.ts';

/** What an endpoint reads from its body before the call is routed and charged. */
export interface CallRequest<B> {
  model: string;
  promptTokens: number;
  /** Calls billed by `times` pricing (n images); 1 otherwise. */
  calls: number;
  body: B;
}

/** A call that passed every check and holds its reservation. */
export interface PreparedCall<B> {
  charge: Charge;
  request: CallRequest<B>;
  requestId: string;
  /** performance.now() at arrival, for the log's request_time. */
  startedAt: number;
  /** The key names its channel (an admin's `#<id>`): upstream never retries such a call elsewhere. */
  forcedChannel: boolean;
}

/**
 * Double-only test hook: `X-Mock-Relay-Fault: upstream` makes the pretend provider fail after
 * the reservation, so tests can see it refunded. A real one-hub has no such header.
 */
export const FAULT_HEADER = 'x-mock-relay-fault';

/**
 * Upstream's order of checks: the key (TokenAuth, Distribute), the body (setRequest), the
 * key's model limit (404, upstream aborts with that status before the JSON error), a channel
 * in the group or the backup group (503) other than those a retry leaves out, then the
 * reservation (402 / 403).
 */
function prepare<B>(
  store: MockStore,
  request: FastifyRequest,
  read: (body: JsonObject) => RelayResult<CallRequest<B>>,
  exclude: ReadonlySet<number>,
): RelayResult<Omit<PreparedCall<B>, 'requestId' | 'startedAt'>> {
  const caller = authenticateRelay(store, request);
  if (!caller.ok) return caller;
  const json = parseJsonBody(request.body);
  if (!json.ok) return json;
  const call = read(json.value);
  if (!call.ok) return call;
  const { model } = call.value;
  const limited = modelLimitRefusal(caller.value, model);
  if (limited !== null) return refuse(404, limited, 'one_hub_error');
  const route = routeCall(store, caller.value, model, exclude);
  if (!route.ok) return route;
  const price = priceOf(store, model);
  const charge = preConsume(store, caller.value, route.value, model, price, {
    promptTokens: call.value.promptTokens,
    calls: call.value.calls,
  });
  if (!charge.ok) return charge;
  return { ok: true, value: { charge: charge.value, request: call.value, forcedChannel: caller.value.channelId > 0 } };
}

const HEADER_FAULT = { status: 500, message: 'Provider API error: bad response status code 500' } as const;

/** Upstream's `shouldRetry` on an upstream failure's status (a channel the key forces never retries). */
function retryable(status: number): boolean {
  if (status === 429 || status === 307) return true;
  if (status === 408 || status === 504 || status === 524 || status === 400) return false;
  return status < 200 || status >= 300;
}

/**
 * Runs the checks and the reservation, then `respond` (which settles). A refusal answers the
 * relay error. A failed upstream attempt (a channel's fault, `channel/channel-faults.ts`, or the
 * fault header) gives the reservation back and does what one-hub's relay does: the counter of
 * that channel, model and status (`RecordProvider`), the system log's `relay error (channel
 * #N(name)): …` line, then up to `RetryTimes` retries on another channel, each announced by a
 * `using channel #N(name) to retry (remain times K)` line; the last failure is the answer. Lines
 * are `<request id> | <text> \n`, the trailing space and newline included, as `logHelper` writes them.
 */
export async function relayCall<B>(
  store: MockStore,
  request: FastifyRequest,
  reply: FastifyReply,
  read: (body: JsonObject) => RelayResult<CallRequest<B>>,
  respond: (call: PreparedCall<B>) => Promise<FastifyReply> | FastifyReply,
): Promise<FastifyReply> {
  const startedAt = performance.now();
  const requestId = newRequestId();
  const failedChannels = new Set<number>();
  let prepared = prepare(store, request, read, failedChannels);
  if (!prepared.ok) return sendRelayError(reply, prepared.failure, requestId);
  for (let remaining = store.settings.RetryTimes; ; remaining--) {
    const { channel } = prepared.value.charge.route;
    const { model } = prepared.value.request;
    const fault = request.headers[FAULT_HEADER] === 'upstream' ? HEADER_FAULT : faultOfAttempt(store, channel.id);
    if (!fault) {
      reply.header(REQUEST_ID_HEADER, requestId);
      try {
        const sent = await respond({ ...prepared.value, requestId, startedAt });
        recordProvider(store, channel, model, 200);
        return sent;
      } catch (error) {
        refund(store, prepared.value.charge);
        throw error;
      }
    }
    refund(store, prepared.value.charge);
    const logError = (message: string) => writeSystemLog(store, 'ERR', `${requestId} | ${message} \n`);
    logError(`relay error (channel #${channel.id}(${channel.name})): ${fault.message}`);
    recordProvider(store, channel, model, fault.status);
    const failure = { status: fault.status, message: fault.message, code: 'bad_response_status_code', type: 'system_error' };
    if (prepared.value.forcedChannel || !retryable(fault.status)) {
      logError(`relay error happen, status code is ${fault.status}, won't retry in this case`);
      return sendRelayError(reply, failure, requestId);
    }
    if (remaining <= 0) return sendRelayError(reply, failure, requestId);
    failedChannels.add(channel.id);
    const next = prepare(store, request, read, failedChannels);
    // Upstream breaks out of its retries when no other channel is left and answers the last failure.
    if (!next.ok) return sendRelayError(reply, failure, requestId);
    const retried = next.value.charge.route.channel;
    logError(`using channel #${retried.id}(${retried.name}) to retry (remain times ${remaining})`);
    prepared = next;
  }
}
