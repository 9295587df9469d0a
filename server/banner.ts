import { getHeapStatistics } from 'node:v8';

export interface BannerFacts {
  /** The address the console answers at, as printed (`localhost` for loopback). */
  shown: string;
  dev: boolean;
  /** The gateway the console talks to. */
  gatewayUrl: string;
  /** Seeded demo accounts when the bundled double runs, else null. */
  demoAccounts: string[] | null;
  /** Worker processes (1 = a single process, no cluster). */
  workers: number;
  /** The V8 heap limit of the process that serves (a worker's, as it reported). */
  heapLimitMb: number;
  /** PUBLIC_URL, when set. */
  publicUrl?: string;
  /** The pino level the servers log JSON lines from (LOG_LEVEL). */
  logLevel: string;
  /** The bundled double's sign-in limit (false: lifted), when it runs. */
  signInLimit?: { max: number; windowMs: number } | false;
}

/** What an unset PUBLIC_URL means, said once at start (README, PUBLIC_URL). */
export const NO_PUBLIC_URL_NOTE =
  "PUBLIC_URL is unset: pages and the cross-site check use each request's own Host, and the gateway is told no console host (its mailed links use its ServerAddress). Set it in production.";

/** This process's V8 heap limit in MB. */
export function heapLimitMb(): number {
  return Math.round(getHeapStatistics().heap_size_limit / 1048576);
}

/**
 * The origin the bundled double is told is this console (its ServerAddress, as an operator sets
 * one-hub's): the public origin, else the listening address named `localhost` (a passkey's RP ID
 * cannot be an IP).
 */
export function consoleOrigin(publicUrl: string | undefined, shown: string): string {
  const origin = new URL(publicUrl ?? shown);
  if (['0.0.0.0', '[::]', '[::1]'].includes(origin.hostname)) origin.hostname = 'localhost';
  return origin.origin;
}

/** The start-up lines, printed once per start (by the primary when there are workers). */
export function printBanner(facts: BannerFacts): void {
  const { shown, dev, gatewayUrl, demoAccounts, workers } = facts;
  process.stdout.write(`\nConsole ready at ${shown}${dev ? ' (development, Vite HMR)' : ''}\n`);
  process.stdout.write(`Gateway: ${demoAccounts ? `bundled gateway double at ${gatewayUrl}` : gatewayUrl}\n`);
  // Operators see which V8 limit applies (npm start and the image set one; NODE_OPTIONS overrides).
  process.stdout.write(`V8 heap limit: ${facts.heapLimitMb} MB${workers > 1 ? ` per worker, ${workers} workers (WORKERS)` : ''}\n`);
  if (facts.publicUrl === undefined) process.stdout.write(`${NO_PUBLIC_URL_NOTE}\n`);
  process.stdout.write(`Server logs: JSON lines from level "${facts.logLevel}" (LOG_LEVEL)\n`);
  if (demoAccounts) {
    process.stdout.write(`Demo accounts (password 123456): ${demoAccounts.join(', ')}\n`);
    const limit = facts.signInLimit;
    if (limit)
      process.stdout.write(
        `Sign-in, sign-up and mailed codes: at most ${limit.max} per ${limit.windowMs / 60_000} minutes per address, as on one-hub (MOCK_GATEWAY_RATE_LIMIT=off lifts it for a demo)\n`,
      );
    // The double sends no mail and shows nobody's in a page: its codes and reset links are printed here.
    process.stdout.write('Mail (verification codes, password reset links) is not sent: each one is printed below.\n\n');
  }
}
