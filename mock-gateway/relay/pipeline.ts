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
}

/**
 * Double-only test hook: `X-Mock-Relay-Fault: upstream` makes the pretend provider fail after
 * the reservation, so tests can see it refunded. A real one-hub has no such header.
 */
export const FAULT_HEADER = 'x-mock-relay-fault';

/**
 * Upstream's order of checks: the key (TokenAuth, Distribute), the body (setRequest), the
 * key's model limit (404, upstream aborts with that status before the JSON error), a channel
 * in the group or the backup group (503), then the reservation (402 / 403).
 */
function prepare<B>(
  store: MockStore,
  request: FastifyRequest,
  read: (body: JsonObject) => RelayResult<CallRequest<B>>,
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
  const route = routeCall(store, caller.value, model);
  if (!route.ok) return route;
  const price = priceOf(store, model);
  const charge = preConsume(store, caller.value, route.value, model, price, {
    promptTokens: call.value.promptTokens,
    calls: call.value.calls,
  });
  if (!charge.ok) return charge;
  return { ok: true, value: { charge: charge.value, request: call.value } };
}

/**
 * Runs the checks and the reservation, then `respond` (which settles); a refusal or the fault
 * hook answers the relay error instead, the latter after giving the reservation back.
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
  const prepared = prepare(store, request, read);
  if (!prepared.ok) return sendRelayError(reply, prepared.failure, requestId);
  if (request.headers[FAULT_HEADER] === 'upstream') {
    refund(store, prepared.value.charge);
    return sendRelayError(
      reply,
      { status: 500, message: 'Provider API error: bad response status code 500', code: 'bad_response_status_code', type: 'system_error' },
      requestId,
    );
  }
  reply.header(REQUEST_ID_HEADER, requestId);
  try {
    return await respond({ ...prepared.value, requestId, startedAt });
  } catch (error) {
    refund(store, prepared.value.charge);
    throw error;
  }
}
