import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Fastify's `trustProxy` forms the console accepts: `false` (the socket peer is the client),
 * `true` (every hop is trusted: the left-most X-Forwarded-For entry is the client), a hop count,
 * or the addresses/CIDR ranges of the proxies in front (proxy-addr's `loopback`, `linklocal` and
 * `uniquelocal` names included).
 */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 64;

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const family = isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (family === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. `true`; `false` or `0`; a whole number of hops (`1` = only the proxy
 * directly in front is trusted, which is what a single reverse proxy needs); or a comma list of
 * addresses and CIDRs. Returns null for anything else, so the caller can name the variable.
 */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? hops : null;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(validEntry) ? entries : null;
}

/**
 * The value for Fastify's `trustProxy` option. Fastify 5 ignores a bare hop count (it trusts
 * nothing then), so a count becomes proxy-addr's hop function: the first `hops` addresses seen
 * from the socket inwards are proxies. That is only sound when the console cannot be reached
 * except through those proxies; an address list does not need that promise.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

/**
 * Whether the socket's peer is a proxy TRUST_PROXY names, as Fastify decides it before it
 * believes X-Forwarded-Host: a host only such a proxy vouched for may be passed on as the
 * console's own (server/plugins/proxy/request-headers.ts).
 */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === true) return (address) => address !== undefined;
  if (trust === false || trust === 0) return () => false;
  // A hop count trusts the peer itself (hop 0) whatever its address.
  if (typeof trust === 'number') return (address) => address !== undefined;
  const trusted = proxyAddr.compile(trust);
  return (address) => address !== undefined && trusted(address, 0);
}
