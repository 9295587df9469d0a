/**
 * The name and full path of every page of the route table (`client/routes.tsx` takes each
 * route's `path` from here, so a path is written once). Links, redirects and guards ask for a
 * page by name with `pathOf`: a page that does not exist is a type error, not a dead link.
 * Pure and isomorphic: the server (sign-in redirects), the browser and the tests use it.
 *
 * A new page adds its name here and `...at('its.name')` to its table entry;
 * `tests/unit/route-paths.test.ts` checks the two agree both ways.
 */
export const ROUTE_PATHS = {
  home: '/',
  group: '/group',
  prices: '/prices',
  doc: '/doc',
  pricing: '/pricing',
  payment: '/payment',
  status: '/status',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  faqs: '/faqs',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  components: '/components',
  terms: '/terms',
  privacy: '/privacy',

  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  verify: '/auth/session/verify',
  jwtSignIn: '/auth/jwt/sign-in',
  jwtSignUp: '/auth/jwt/sign-up',
  resetConfirm: '/user/reset',
  updatePassword: '/auth/session/update-password',
  oauthGithub: '/oauth/github',
  oauthGoogle: '/oauth/google',
  oauthOidc: '/oauth/oidc',
  oauthLark: '/oauth/lark',

  dashboard: '/dashboard',
  'dashboard.analytics': '/dashboard/analytics',
  'dashboard.systemInfo': '/dashboard/system_info',
  'dashboard.user': '/dashboard/user',
  'dashboard.user.profile': '/dashboard/user/profile',
  'dashboard.channel': '/dashboard/channel',
  'dashboard.key': '/dashboard/key',
  'dashboard.adminKeys': '/dashboard/admin_keys',
  'dashboard.budgets': '/dashboard/budgets',
  'dashboard.profile': '/dashboard/profile',
  'dashboard.setting': '/dashboard/setting',
  'dashboard.log': '/dashboard/log',
  'dashboard.usage': '/dashboard/usage',
  'dashboard.topup': '/dashboard/topup',
  'dashboard.modelList': '/dashboard/model_list',
  'dashboard.affiliate': '/dashboard/affiliate',
  'dashboard.fapiao': '/dashboard/fapiao',
  'dashboard.task': '/dashboard/task',
  'dashboard.midjourney': '/dashboard/midjourney',
  'dashboard.invoice': '/dashboard/invoice',
  'dashboard.invoice.detail': '/dashboard/invoice/:date',
  'dashboard.operation': '/dashboard/operation',
  'dashboard.operation.group': '/dashboard/operation/group',
  'dashboard.operation.modelOwner': '/dashboard/operation/model_ownedby',
  'dashboard.operation.pricing': '/dashboard/operation/pricing',
  'dashboard.operation.telegram': '/dashboard/operation/telegram_manage',
  'dashboard.operation.inviter': '/dashboard/operation/inviter_manage',
  'dashboard.operationRecord': '/dashboard/operation_record',
  'dashboard.alerts': '/dashboard/alerts',
  'dashboard.failures': '/dashboard/failures',
  'dashboard.paymentGateway': '/dashboard/payment',
  'dashboard.payment.order': '/dashboard/payment/order',
  'dashboard.payment.redemption': '/dashboard/payment/redemption',
  'dashboard.playground': '/dashboard/app',

  'status.403': '/403',
  'status.404': '/404',
  'status.500': '/500',
  'error.403': '/error/403',
  'error.404': '/error/404',
  'error.500': '/error/500',
} as const satisfies Record<string, `/${string}`>;

export type RouteName = keyof typeof ROUTE_PATHS;

/** The `:name` parameters of a path pattern (`/x/:id/y/:tab` → `'id' | 'tab'`). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Name extends RouteName> = Record<ParamNames<(typeof ROUTE_PATHS)[Name]>, string | number>;

/** Search-param values; `null`, `undefined` and `''` are left out of the URL. */
export type QueryInit = URLSearchParams | Readonly<Record<string, string | number | boolean | null | undefined>>;

interface PathOptionsBase {
  query?: QueryInit;
  /** Without the `#`. */
  hash?: string;
}

/** The options of `pathOf`: `params` is required exactly when the path has parameters. */
export type PathOptions<Name extends RouteName> = [ParamNames<(typeof ROUTE_PATHS)[Name]>] extends [never]
  ? PathOptionsBase
  : PathOptionsBase & { params: RouteParams<Name> };

type PathArgs<Name extends RouteName> = [ParamNames<(typeof ROUTE_PATHS)[Name]>] extends [never]
  ? [options?: PathOptions<Name>]
  : [options: PathOptions<Name>];

/** The search string (`?a=1`, or '' when empty) of a query. */
export function searchOf(query: QueryInit | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query] : Object.entries(query);
  for (const [key, value] of entries) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL path of a named page, with its parameters filled in (encoded) and an optional query
 * and hash: `pathOf('prices', { query: { group: 'vip' } })` → `/prices?group=vip`.
 */
export function pathOf<Name extends RouteName>(name: Name, ...[options]: PathArgs<Name>): string {
  const params: Readonly<Record<string, string | number>> = options && 'params' in options ? options.params : {};
  const path = ROUTE_PATHS[name].replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathOf('${name}'): no value for :${key}`);
    return encodeURIComponent(String(value));
  });
  const hash = options?.hash ? `#${options.hash}` : '';
  return `${path}${searchOf(options?.query)}${hash}`;
}

/** The two sign-in methods (`SIGN_IN_METHOD`). */
export type SignInMethod = 'session' | 'jwt';

const SIGN_IN_ROUTE = { session: 'login', jwt: 'jwtSignIn' } as const satisfies Record<SignInMethod, RouteName>;
const SIGN_UP_ROUTE = { session: 'register', jwt: 'jwtSignUp' } as const satisfies Record<SignInMethod, RouteName>;

/**
 * THE sign-in link of a method, for links, guards and redirects alike; with `returnTo` the
 * visitor comes back there afterwards (the sign-in pages check it with `safeReturnTo`).
 */
export function signInPath(method: SignInMethod, returnTo?: string): string {
  const path = pathOf(SIGN_IN_ROUTE[method]);
  return returnTo === undefined ? path : `${path}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** THE sign-up link of a method, with an optional query (`returnTo`, `aff`, `email`…). */
export function signUpPath(method: SignInMethod, query?: QueryInit): string {
  return pathOf(SIGN_UP_ROUTE[method], query === undefined ? {} : { query });
}
