import type { z } from 'zod/mini';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { answerDiff } from './answer-diff.ts';
import type { CompareMode } from './answer-diff.ts';
import type { Teardown } from './console.ts';
import { callerOf, signInOver } from './gateway-http.ts';
import type { GatewayAnswer, GatewayCaller, Method } from './gateway-http.ts';
import { startOneHub } from './real-one-hub.ts';
import type { RunningOneHub } from './real-one-hub.ts';
import { oneHubPassword, seedOneHub, sendRelayTraffic, startFakeUpstream } from './real-one-hub-seed.ts';
import { SEED_PASSWORD } from '#mock-gateway/store/seed.ts';
import type { SeededOneHub } from './real-one-hub-seed.ts';

/*
 * The contract suite's two gateways (issue 33 item 3): the double in upstream-only mode (an
 * unmodified one-hub's behaviour) and the real one-hub built from its source and seeded through
 * its admin API, each with a signed-in caller per role of the same demo accounts.
 */

export const ROLES = ['guest', 'demo', 'operator', 'admin', 'root'] as const;
export type Role = (typeof ROLES)[number];

export interface Side {
  name: 'double' | 'one-hub';
  url: string;
  as: Record<Role, GatewayCaller>;
}

export interface TwoGateways {
  double: Side;
  oneHub: Side;
  real: RunningOneHub;
  seeded: SeededOneHub;
  mock: MockGateway;
  /** The fake upstream one-hub's channel calls (also its WeChat server stand-in). */
  upstream: string;
}

async function signInAll(url: string, password: (username: string) => string): Promise<Record<Role, GatewayCaller>> {
  const as: Partial<Record<Role, GatewayCaller>> = { guest: callerOf(url) };
  for (const role of ROLES) if (role !== 'guest') as[role] = await signInOver(url, role, password(role));
  return as as Record<Role, GatewayCaller>;
}

/** Starts both (one-hub built once and cached), seeds one-hub, signs every role in on both; stopped when the test ends. */
export async function startTwoGateways(t: Teardown): Promise<TwoGateways> {
  const upstream = await startFakeUpstream();
  t.teardown(() => new Promise<void>((resolve) => upstream.server.close(() => resolve())));
  const real = await startOneHub();
  t.teardown(() => real.stop());
  const seeded = await seedOneHub(real.url, upstream.url);
  const mock = await buildMockGateway({ upstreamOnly: true, logger: false });
  const doubleUrl = await mock.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => mock.close());
  // The same relay calls as one-hub's seed, with the double's seeded key of the demo user.
  const demoId = [...mock.store.users.values()].find((user) => user.username === 'demo')?.id;
  const demoKey = [...mock.store.tokens.values()].find((token) => token.user_id === demoId && token.status === 1)?.key;
  if (demoKey === undefined) throw new Error("the double's seed has no enabled key of the demo user");
  await sendRelayTraffic(doubleUrl, `sk-${demoKey}`);
  return {
    double: { name: 'double', url: doubleUrl, as: await signInAll(doubleUrl, () => SEED_PASSWORD) },
    oneHub: { name: 'one-hub', url: real.url, as: await signInAll(real.url, oneHubPassword) },
    real,
    seeded,
    mock,
    upstream: upstream.url,
  };
}

export interface ContractCall {
  role: Role;
  method: Method;
  path: string;
  body?: unknown;
  /** The console's schema for `data` (the page's own); the answer must parse with it on both sides. */
  schema?: z.core.$ZodType;
  /** `shape` (default) for lists of each side's own seed, `values` where the inputs decide the answer. */
  mode?: CompareMode;
  /** Paths (`data.items`, `message`) left out of the comparison, each with why. */
  ignore?: Record<string, string>;
  /** Objects keyed by each side's seed (`data` of `/api/available_model`): see answerDiff. */
  maps?: readonly string[];
  /**
   * Why the console never shows this answer's text (a probe whose refusal only hides a feature):
   * the tests then do not ask the gateway-message catalogue to translate it.
   */
  unshown?: string;
  /**
   * The same recipe run on each side before the call, for a record each side numbers its own way
   * (`/api/token/7` of the key an earlier save made): the path and body to send there instead of
   * `path` and `body` (the label keeps `path`).
   */
  prepare?: (caller: GatewayCaller) => Promise<{ path?: string; body?: unknown }>;
}

/** The first row of a list answer (`data.data` or `data`) that `match` accepts, or throws naming the list. */
export async function rowOf(
  caller: GatewayCaller,
  list: string,
  match: (row: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const answer = await caller.call('GET', list);
  const data = (answer.body as { data?: unknown } | undefined)?.data;
  const rows = Array.isArray(data) ? data : ((data as { data?: unknown } | undefined)?.data ?? []);
  const row = (Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []).find(match);
  if (row === undefined) throw new Error(`no such row in ${list} at ${caller.baseUrl}: ${answer.text.slice(0, 200)}`);
  return row;
}

export interface ContractResult {
  label: string;
  double: GatewayAnswer;
  oneHub: GatewayAnswer;
  /** Every difference as one line naming the endpoint and the field; empty when they agree. */
  differences: string[];
}

/** `value` without the field at `parts` (a dotted path), copied where it changes. */
function omitPath(value: unknown, parts: readonly string[]): unknown {
  const [head, ...rest] = parts;
  if (head === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (!(head in record)) return value;
  if (rest.length > 0) return { ...record, [head]: omitPath(record[head], rest) };
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== head));
}

function without(body: unknown, paths: readonly string[]): unknown {
  return paths.reduce((current, path) => omitPath(current, path.split('.')), body);
}

function parseIssues(answer: GatewayAnswer, schema: z.core.$ZodType | undefined): string[] {
  const envelope = answer.body as { success?: unknown; data?: unknown } | undefined;
  if (!schema || envelope?.success !== true) return [];
  const parsed = schema['~standard'].validate(envelope.data);
  if (parsed instanceof Promise) return ['the schema is asynchronous'];
  return (parsed.issues ?? []).map(
    (issue) => `data.${(issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.')}: ${issue.message}`,
  );
}

/**
 * The same call on both gateways: status codes, the envelope, the console's schema and the
 * body field by field. The differences name the endpoint, the role and the field.
 */
export async function compareCall(gateways: TwoGateways, call: ContractCall): Promise<ContractResult> {
  const label = `${call.method} ${call.path} as ${call.role}`;
  const send = async (caller: GatewayCaller) => {
    const prepared = call.prepare ? await call.prepare(caller) : {};
    return caller.call(call.method, prepared.path ?? call.path, 'body' in prepared ? prepared.body : call.body);
  };
  const [double, oneHub] = await Promise.all([send(gateways.double.as[call.role]), send(gateways.oneHub.as[call.role])]);
  const differences: string[] = [];
  if (double.status !== oneHub.status) differences.push(`HTTP status: double ${double.status}, one-hub ${oneHub.status}`);
  for (const [side, answer] of [
    ['double', double],
    ['one-hub', oneHub],
  ] as const) {
    for (const issue of parseIssues(answer, call.schema)) differences.push(`${side}'s answer breaks the console's schema at ${issue}`);
  }
  const ignored = Object.keys(call.ignore ?? {});
  const mode = call.mode ?? 'shape';
  const envelopeDouble = double.body as Record<string, unknown> | undefined;
  const envelopeOneHub = oneHub.body as Record<string, unknown> | undefined;
  // The envelope's success and message are compared by value in every mode: they are the contract.
  for (const key of (['success', 'message'] as const).filter((name) => !ignored.includes(name))) {
    const left = typeof envelopeDouble === 'object' ? envelopeDouble?.[key] : undefined;
    const right = typeof envelopeOneHub === 'object' ? envelopeOneHub?.[key] : undefined;
    if (left !== right) differences.push(`${key}: double ${JSON.stringify(left)}, one-hub ${JSON.stringify(right)}`);
  }
  const rest = [...ignored, 'success', 'message'];
  differences.push(
    ...answerDiff(without(double.body, rest), without(oneHub.body, rest), { mode, ...(call.maps ? { maps: call.maps } : {}) }),
  );
  return { label, double, oneHub, differences: [...new Set(differences)].map((line) => `${label}: ${line}`) };
}
