import { z } from 'zod/mini';
import type { AccessRule } from './access.ts';

/**
 * What this console's gateway supports and what each role may do there, learned once per gateway
 * by the server (server/gateway-profile/) and carried in the public config, so the menu, the
 * route guards and the pages all offer only doors that open.
 *
 * - `roles`: `spec` for a gateway that follows the spec's lower operator level (the bundled
 *   double, a one-hub carrying the spec's extensions); `upstream` for an unmodified one-hub,
 *   whose router asks for admin or root where the spec says operator (`upstreamMinRole` below).
 * - `features`: the spec's extension pages the gateway answers (an unmodified one-hub has none).
 */
export const GATEWAY_FEATURES = ['fapiao', 'inviter', 'operationRecord'] as const;
export type GatewayFeature = (typeof GATEWAY_FEATURES)[number];

export const GatewayProfileSchema = z.object({
  roles: z.enum(['spec', 'upstream']),
  features: z.record(z.enum(GATEWAY_FEATURES), z.boolean()),
});
export type GatewayProfile = z.infer<typeof GatewayProfileSchema>;

/** Until the gateway has been asked (or when it cannot be): everything offered, as the spec has it. */
export const SPEC_GATEWAY: GatewayProfile = { roles: 'spec', features: { fapiao: true, inviter: true, operationRecord: true } };

/** An unmodified one-hub, as the upstream-only double behaves. */
export const UPSTREAM_GATEWAY: GatewayProfile = { roles: 'upstream', features: { fapiao: false, inviter: false, operationRecord: false } };

/**
 * The `/api/status` keys only the spec has (extensions.md, contract §2.1.1): a gateway that
 * publishes none of them is taken at one-hub's own role rules.
 */
export const EXTENSION_STATUS_KEYS = [
  'logo_dark',
  'WebHomeEnabled',
  'WebHomeURL',
  'MjEnabled',
  'google_oauth',
  'google_client_id',
  'turnstile',
  'quota_remind_threshold',
] as const;

/** What a route needs of the gateway (its `handle.gateway`). */
export interface GatewayNeeds {
  /** The extension whose endpoints the page reads. */
  feature?: GatewayFeature;
  /** The role one-hub's own router asks for where it is higher than the route's `access`. */
  upstreamMinRole?: number;
}

/**
 * The route's rule at this gateway: `unsupported` when the page's extension is missing, else the
 * route's own rule raised to upstream's role on an unmodified one-hub.
 */
export function gatewayAccess(rule: AccessRule, needs: GatewayNeeds | undefined, profile: GatewayProfile): AccessRule | 'unsupported' {
  if (needs?.feature !== undefined && !profile.features[needs.feature]) return 'unsupported';
  const upstream = needs?.upstreamMinRole;
  if (profile.roles !== 'upstream' || upstream === undefined) return rule;
  if (typeof rule === 'object') return { minRole: Math.max(rule.minRole, upstream) };
  return { minRole: upstream };
}

/**
 * Whether a reader of `role` may write where an unmodified one-hub asks `upstreamMinRole` for the
 * writes of a page it lets lower roles read (model owners: the list is public, the writes admin's).
 */
export function gatewayAllowsWrite(profile: GatewayProfile, role: number, upstreamMinRole: number): boolean {
  return profile.roles !== 'upstream' || role >= upstreamMinRole;
}
