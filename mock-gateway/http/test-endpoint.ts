import type { FastifyRequest } from 'fastify';
import { normaliseIp } from '#mock-gateway/relay/ip.ts';

/** A loopback address as Node reports it (IPv4, IPv6, IPv4-mapped IPv6). */
function isLoopback(address: string): boolean {
  const ip = normaliseIp(address.trim());
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip) || ip === '::1';
}

/** Every address a header names (a comma list), or none when it is absent. */
function forwardedAddresses(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(','));
}

/**
 * True when a test endpoint's caller is this machine: the socket is loopback and so is every
 * client a proxy names (`X-Forwarded-For`, `X-Real-IP`). Through the console the socket is always
 * loopback (the console and the bundled double share a host), and the console states the real
 * client in both headers (server/plugins/proxy/request-headers.ts), so a visitor from elsewhere
 * is refused even though the console's own connection is local.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const socket = request.socket.remoteAddress ?? '';
  const named = [...forwardedAddresses(request.headers['x-forwarded-for']), ...forwardedAddresses(request.headers['x-real-ip'])];
  return isLoopback(socket) && named.every(isLoopback);
}
