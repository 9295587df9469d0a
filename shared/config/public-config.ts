import { z } from 'zod/mini';
import { GatewayProfileSchema } from '#shared/gateway-profile.ts';

/**
 * The console configuration the browser may see. It is serialised into every page, so it
 * must never hold a secret: add a key here only if a visitor is allowed to read it.
 */
export const PublicConfigSchema = z.object({
  /** `session` uses the gateway's cookie; `jwt` keeps the access token on the client. */
  signInMethod: z.enum(['session', 'jwt']),
  /** Where a signed-in user lands when no `returnTo` is given. */
  defaultPath: z.string(),
  docsUrl: z.string(),
  statusUrl: z.string(),
  githubAuthorizeUrl: z.string(),
  /** Lark's (Feishu's) authorize page; the console adds `app_id`, `redirect_uri` and `state`. */
  larkAuthorizeUrl: z.string(),
  appVersion: z.string(),
  /** The support chat widget's script URL, or '' when there is none (the default). */
  chatWidgetScript: z.string(),
  /** What the gateway supports and its role rules (shared/gateway-profile.ts), as last learned. */
  gateway: GatewayProfileSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

// Sign-in and sign-up paths of each method: `signInPath` / `signUpPath` in shared/route-paths.ts.
