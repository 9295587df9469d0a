import { EXTENSION_STATUS_KEYS, GATEWAY_FEATURES, SPEC_GATEWAY } from '#shared/gateway-profile.ts';
import type { GatewayFeature, GatewayProfile } from '#shared/gateway-profile.ts';

/** One unauthenticated GET per extension: a gateway without it answers 404 before any role check. */
const FEATURE_PROBES: Record<GatewayFeature, string> = {
  fapiao: '/api/fapiao/self',
  inviter: '/api/inviter/',
  operationRecord: '/api/operation_record/',
};

export interface GatewayProfileSourceOptions {
  gatewayUrl: string;
  /** How long a learned profile is used before the gateway is asked again (an upgrade shows then). */
  ttlMs?: number;
  /** How long to wait before asking again after the gateway could not be reached. */
  retryMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

export interface GatewayProfileSource {
  /** The profile as last learned; the spec's (everything offered) until the gateway has answered. */
  current(): Promise<GatewayProfile>;
}

async function probe(gatewayUrl: string, path: string, timeoutMs: number): Promise<Response> {
  return fetch(new URL(path, gatewayUrl), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
}

/** Learns the profile: the status flags for the role rules, one probe per extension. Throws when the gateway cannot be read. */
export async function learnGatewayProfile(gatewayUrl: string, timeoutMs: number): Promise<GatewayProfile> {
  const status = await probe(gatewayUrl, '/api/status', timeoutMs);
  if (!status.ok) throw new Error(`/api/status answered ${status.status}`);
  const body = (await status.json()) as { data?: Record<string, unknown> };
  const data = body.data ?? {};
  const roles = EXTENSION_STATUS_KEYS.some((key) => key in data) ? 'spec' : 'upstream';
  const answers = await Promise.all(
    GATEWAY_FEATURES.map(async (feature) => {
      const response = await probe(gatewayUrl, FEATURE_PROBES[feature], timeoutMs);
      await response.body?.cancel();
      if (response.status >= 500) throw new Error(`${FEATURE_PROBES[feature]} answered ${response.status}`);
      return [feature, response.status !== 404] as const;
    }),
  );
  return { roles, features: Object.fromEntries(answers) as Record<GatewayFeature, boolean> };
}

/**
 * The console's one view of its gateway's profile, learned on first need and again every
 * `ttlMs` (five minutes): one status call and three probes per worker, never per page. A
 * gateway that cannot be read leaves the last profile (the spec's at first) and is asked again
 * after `retryMs`, so a gateway down at start does not hide pages for five minutes.
 */
export function createGatewayProfileSource(options: GatewayProfileSourceOptions): GatewayProfileSource {
  const { gatewayUrl, ttlMs = 300_000, retryMs = 10_000, timeoutMs = 3_000, now = Date.now } = options;
  let profile: GatewayProfile = SPEC_GATEWAY;
  let freshUntil = 0;
  let learning: Promise<GatewayProfile> | null = null;
  return {
    current() {
      if (now() < freshUntil) return Promise.resolve(profile);
      learning ??= learnGatewayProfile(gatewayUrl, timeoutMs)
        .then(
          (learned) => {
            profile = learned;
            freshUntil = now() + ttlMs;
          },
          () => {
            freshUntil = now() + retryMs;
          },
        )
        .then(() => {
          learning = null;
          return profile;
        });
      return learning;
    },
  };
}
