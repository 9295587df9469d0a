import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DeliveryError } from './delivery-error.ts';

/** What the operator lets alerts reach besides public unicast addresses (ALERTS_ALLOWED_TARGETS). */
export interface AllowedTargets {
  ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  hosts: ReadonlySet<string>;
}

export const NO_ALLOWED_TARGETS: AllowedTargets = { ranges: [], hosts: new Set() };

/**
 * ALERTS_ALLOWED_TARGETS: a comma list of CIDRs (`10.0.0.0/8`, `fd00::/8`), addresses
 * (`127.0.0.1`, a /32 or /128) and host names (`hooks.internal`, allowed whatever they resolve
 * to). Throws on an entry that is none of these.
 */
export function parseAllowedTargets(raw: string): AllowedTargets {
  const ranges: AllowedTargets['ranges'] = [];
  const hosts = new Set<string>();
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const address = ipaddr.process(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9.-]+$/i.test(entry)) hosts.add(entry.toLowerCase());
    else throw new Error(`not a CIDR, an address or a host name: ${entry}`);
  }
  return { ranges, hosts };
}

function allowedAddress(address: ipaddr.IPv4 | ipaddr.IPv6, allowed: AllowedTargets): boolean {
  return allowed.ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/**
 * The one address a request to `url` may connect to: its host resolved once (an IP literal as
 * it is), every address checked. Anything but a public unicast address (loopback, private,
 * link-local, CGNAT, multicast, reserved, IPv4-mapped, 6to4, Teredo, NAT64…: ipaddr.js's
 * ranges) is refused unless ALERTS_ALLOWED_TARGETS allows it; IPv4-mapped IPv6 is checked as the
 * IPv4 it maps. The caller connects to this address (no second lookup: no DNS rebinding).
 */
export async function resolveTarget(url: URL, allowed: AllowedTargets): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DeliveryError('scheme', url.protocol);
  if (url.username || url.password) throw new DeliveryError('scheme', 'credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const hostAllowed = allowed.hosts.has(host);
  let found: string[];
  if (ipaddr.isValid(host)) found = [host];
  else {
    try {
      found = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw new DeliveryError('unresolved', host);
    }
  }
  if (found.length === 0) throw new DeliveryError('unresolved', host);
  const checked = found.map((raw) => ipaddr.process(raw));
  if (!hostAllowed) {
    for (const address of checked) {
      const range = address.range();
      if (range !== 'unicast' && !allowedAddress(address, allowed)) throw new DeliveryError('refused', `${address.toString()} (${range})`);
    }
  }
  const first = checked[0] as ipaddr.IPv4 | ipaddr.IPv6;
  return { address: first.toString(), family: first.kind() === 'ipv4' ? 4 : 6 };
}

export interface GuardedPost {
  url: URL;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowed: AllowedTargets;
  /** The response body is read up to this many bytes; the rest is dropped. */
  maxResponseBytes?: number;
}

export interface GuardedAnswer {
  status: number;
  body: string;
}

/**
 * POSTs `body` to a destination the operator does not control the network of: the host is
 * resolved and checked once (`resolveTarget`) and the socket connects to that address (TLS still
 * checks the certificate against the host name); a redirect is an answer, never followed; the
 * whole exchange ends after `timeoutMs`; at most `maxResponseBytes` of the answer are read.
 */
export async function guardedPost(request: GuardedPost): Promise<GuardedAnswer> {
  const { url, timeoutMs } = request;
  const target = await resolveTarget(url, request.allowed);
  const fixedLookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const limit = request.maxResponseBytes ?? 16 * 1024;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<GuardedAnswer>((resolve, reject) => {
    const outgoing = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: fixedLookup,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= limit) return;
          chunks.push(chunk.subarray(0, limit - size));
          size += chunk.length;
          if (size >= limit) response.destroy();
        });
        const finish = () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', () => finish());
      },
    );
    outgoing.on('error', (error: Error & { code?: string }) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError' || error.code === 'ABORT_ERR';
      reject(new DeliveryError(timedOut ? 'timeout' : 'network', timedOut ? `${timeoutMs} ms` : (error.code ?? error.message)));
    });
    outgoing.end(request.body);
  });
}
