import { lookup } from 'node:dns';
import type { LookupAddress, LookupAllOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import type { CustomFetch } from 'openid-client';
import { normaliseIp } from '#mock-gateway/relay/ip.ts';

/** Longest a request to an operator's OIDC issuer may take, from connect to the last byte. */
export const OUTBOUND_TIMEOUT_MS = 5000;
/** Largest answer read from it (discovery documents, JWKS and token answers are a few KB). */
export const OUTBOUND_MAX_BYTES = 1024 * 1024;

/** Addresses that are not the public internet: this host, private and shared networks, link-local, documentation, multicast, reserved. */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const)
    list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    // IPv4 embedded in IPv6 (NAT64, 6to4, the old compatible form) could name any of the above.
    ['64:ff9b::', 96],
    ['2002::', 16],
    ['::', 96],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const)
    list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** True for an address on the public internet (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const ip = normaliseIp(address);
  const family = isIP(ip);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** Where the double may connect (tests of the redirect and timeout rules allow their loopback server). */
export interface OutboundPolicy {
  allowed: (address: string) => boolean;
  timeoutMs: number;
}

const PUBLIC_ONLY: OutboundPolicy = { allowed: isPublicAddress, timeoutMs: OUTBOUND_TIMEOUT_MS };

class OutboundRefused extends Error {
  constructor(reason: string) {
    super(`outbound request refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

/**
 * The DNS step of every connection: a name that resolves to any address the policy refuses is
 * not connected to, checked when the socket is opened (so a name that changes its answer after
 * a first look, DNS rebinding, is caught too).
 */
function checkedLookup(policy: OutboundPolicy) {
  return (
    hostname: string,
    options: LookupAllOptions | object,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !policy.allowed(entry.address));
      if (refused) return callback(new OutboundRefused(`${hostname} resolves to ${refused.address}`), []);
      if ('all' in options && options.all === true) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new OutboundRefused(`${hostname} has no address`), []);
      return callback(null, first.address, first.family);
    });
  };
}

async function cappedBody(response: Awaited<ReturnType<typeof undiciFetch>>): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body)
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > OUTBOUND_MAX_BYTES) throw new OutboundRefused(`the answer is larger than ${OUTBOUND_MAX_BYTES} bytes`);
      chunks.push(chunk);
    }
  return Buffer.concat(chunks);
}

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('outbound fetch: unsupported request body');
}

/**
 * openid-client's fetch for an operator-set OIDCIssuer, which one-hub fetches wherever it points:
 * the double reaches only the public internet over http(s) (no loopback, private, link-local or
 * reserved address, by literal or by what a name resolves to, checked at connect time), follows
 * no redirect (a 3xx is an error: it could point anywhere), gives up after `timeoutMs` and reads
 * at most `OUTBOUND_MAX_BYTES`. The double's own provider never comes here (`in-process-fetch.ts`).
 */
export function createOutboundFetch(policy: OutboundPolicy = PUBLIC_ONLY): CustomFetch & { close(): Promise<void> } {
  const agent = new Agent({
    connect: { lookup: checkedLookup(policy), timeout: policy.timeoutMs },
    headersTimeout: policy.timeoutMs,
    bodyTimeout: policy.timeoutMs,
  });
  const outbound: CustomFetch = async (url, options) => {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new OutboundRefused(`${target.protocol} is not http(s)`);
    const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(literal) !== 0 && !policy.allowed(literal)) throw new OutboundRefused(`${literal} is not a public address`);
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    const response = await undiciFetch(url, {
      method: options.method,
      headers: options.headers,
      body: bodyText(options.body),
      redirect: 'manual',
      dispatcher: agent,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new OutboundRefused(`${url} redirects (${response.status}); redirects are not followed`);
    }
    const body = await cappedBody(response);
    const empty = response.status === 204 || response.status === 304;
    return new Response(empty ? null : body, { status: response.status, headers: new Headers([...response.headers]) });
  };
  return Object.assign(outbound, { close: () => agent.close() });
}
