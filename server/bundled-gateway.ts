import { buildMockGateway } from '../mock-gateway/app.ts';

export interface BundledGateway {
  url: string;
  /** `username (role)` of the seeded demo accounts, for the start-up banner. */
  accounts: string[];
  close(): Promise<void>;
}

/**
 * Starts the gateway double on loopback when no GATEWAY_URL is set, so the console talks to it
 * over HTTP exactly as it would to a real one-hub (one code path).
 */
export async function startBundledGateway(port: number): Promise<BundledGateway> {
  const gateway = await buildMockGateway({ logger: false });
  const url = await gateway.listen({ host: '127.0.0.1', port });
  const accounts = [...gateway.store.users.values()].map((u) => `${u.username} (role ${u.role})`);
  return { url, accounts, close: () => gateway.close() };
}
