const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || !text.includes(':')) return false;
  // The URL parser knows every IPv6 spelling (compressed, embedded IPv4) in both runtimes.
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** One allow-list entry: an IPv4 or IPv6 address, optionally as a CIDR block (`/0–32`, `/0–128`). */
export function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.trim().split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && isIpv6(address);
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

/** The textarea's lines, trimmed, blanks dropped. */
export function splitIpList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The entries that are not an IP or CIDR. */
export function invalidIps(text: string): string[] {
  return splitIpList(text).filter((line) => !isIpOrCidr(line));
}
