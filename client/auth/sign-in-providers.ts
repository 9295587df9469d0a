/** The round-trip providers: the browser visits the provider and comes back to `/oauth/<name>`. */
export const OAUTH_PROVIDERS = ['github', 'google', 'oidc', 'lark'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/** Every way to sign in besides the password (WeChat: a code typed into a dialog, no round trip). */
export type SignInProvider = OAuthProviderName | 'wechat';

/** The gateway's switches for them (`/api/status`: github_oauth, google_oauth, oidc_auth, lark_login, wechat_login). */
export interface ProviderSwitches {
  githubOAuth: boolean;
  googleOAuth: boolean;
  oidcAuth: boolean;
  larkLogin: boolean;
  wechatLogin: boolean;
}

const ORDER: readonly SignInProvider[] = ['github', 'google', 'wechat', 'lark', 'oidc'];

const SWITCH: Record<SignInProvider, keyof ProviderSwitches> = {
  github: 'githubOAuth',
  google: 'googleOAuth',
  oidc: 'oidcAuth',
  lark: 'larkLogin',
  wechat: 'wechatLogin',
};

/** Exactly the providers the gateway turned on, in the page's order. */
export function enabledSignInProviders(site: ProviderSwitches): SignInProvider[] {
  return ORDER.filter((provider) => site[SWITCH[provider]]);
}

/** `provider` as a round-trip provider, or null (WeChat). */
export function asOAuthProvider(provider: SignInProvider): OAuthProviderName | null {
  return provider === 'wechat' ? null : provider;
}
