/**
 * one-hub's request limits, which answer 429 with an empty body and no Retry-After: the console
 * says from these how long the wait can be. Its in-memory limiter keeps a sliding window of the
 * accepted requests per client IP (one-hub `middleware/rate-limit.go`: CriticalRateLimitNum 20
 * per CriticalRateLimitDuration 20 min; GlobalApiRateLimitDuration 3 min for the rest of `/api`).
 */
export const CRITICAL_RATE_LIMIT = { max: 20, minutes: 20 } as const;
export const API_RATE_LIMIT_MINUTES = 3;

/** The paths one-hub's `router/api-router.go` puts behind CriticalRateLimit (sign-in, sign-up, codes, resets, OAuth). */
const CRITICAL_PATHS = new Set([
  '/api/verification',
  '/api/reset_password',
  '/api/user/reset',
  '/api/oauth/github',
  '/api/oauth/lark',
  '/api/oauth/state',
  '/api/oauth/wechat',
  '/api/oauth/wechat/bind',
  '/api/oauth/email/bind',
  '/api/oauth/endpoint',
  '/api/oauth/oidc',
  '/api/user/register',
  '/api/user/login',
  '/api/webauthn/login/begin',
  '/api/webauthn/login/finish',
]);

/** True for a call (path, query allowed) that counts against the sign-in limit. */
export function isCriticalPath(path: string): boolean {
  const bare = path.split('?')[0] ?? '';
  return CRITICAL_PATHS.has(bare.length > 1 ? bare.replace(/\/+$/, '') : bare);
}
