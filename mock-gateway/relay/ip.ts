import { BlockList, isIP } from 'node:net';

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) as the plain IPv4 address. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

function inCidr(ip: string, cidr: string): boolean {
  const [network = '', bits = ''] = cidr.split('/');
  const family = isIP(network);
  const prefix = Number(bits);
  if (family === 0 || family !== isIP(ip) || !/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return false;
  const list = new BlockList();
  const type = family === 4 ? 'ipv4' : 'ipv6';
  list.addSubnet(network, prefix, type);
  return list.check(ip, type);
}

/**
 * Upstream's checkLimitIP: an entry matches the client IP exactly, or contains it when the
 * entry is a CIDR range. An empty list allows everyone.
 */
export function ipAllowed(ip: string, whitelist: readonly string[]): boolean {
  if (whitelist.length === 0) return true;
  const client = normaliseIp(ip);
  return whitelist.some((entry) => {
    const allowed = entry.trim();
    return allowed === client || (allowed.includes('/') && inCidr(client, allowed));
  });
}
