import { z } from 'zod';
import { SPEC_GATEWAY } from '#shared/gateway-profile.ts';
import type { PublicConfig } from '#shared/config/public-config.ts';
import { readGatewayCa } from './config/ca-file.ts';
import { parseTrustProxy } from './config/trust-proxy.ts';
import { parseAllowedTargets } from './alerts/network-guard.ts';

const trustProxy = z.string().transform((raw, ctx) => {
  const parsed = parseTrustProxy(raw);
  if (parsed !== null) return parsed;
  ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count, or a comma list of proxy addresses/CIDRs' });
  return z.NEVER;
});
const caFile = z.string().transform((file, ctx) => {
  try {
    return readGatewayCa(file);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'unreadable CA file' });
    return z.NEVER;
  }
});
const allowedTargets = z.string().transform((raw, ctx) => {
  try {
    return parseAllowedTargets(raw);
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: error instanceof Error ? error.message : 'expected a comma list of CIDRs, addresses or host names',
    });
    return z.NEVER;
  }
});
const milliseconds = (fallback: number) => z.coerce.number().int().min(1).max(600_000).default(fallback);
const count = (min: number, fallback: number) => z.coerce.number().int().min(min).max(10_000).default(fallback);

/**
 * Every environment variable the console reads, with its default. README.md has the same
 * table for operators; keep them in step.
 */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Extra certificates (PEM) trusted for an https gateway, on top of the system's. */
    GATEWAY_CA_FILE: caFile.optional(),
    /** The console's public origin; state-changing calls must come from it. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Worker processes (server/cluster/): unset = one per usable core that fits the memory
     * limit, 1 = a single process without a cluster.
     */
    WORKERS: z.coerce.number().int().min(1).max(1024).optional(),
    MOCK_GATEWAY_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SIGN_IN_METHOD: z.enum(['session', 'jwt']).default('session'),
    DEFAULT_PATH: z.string().startsWith('/').default('/dashboard'),
    DOCS_URL: z.string().default('/doc'),
    STATUS_URL: z.string().default('/status'),
    GITHUB_AUTHORIZE_URL: z.url().optional(),
    LARK_AUTHORIZE_URL: z.url().optional(),
    /** A support chat widget's script (https); off when unset. It must expose window.ChatWidget. */
    CHAT_WIDGET_SCRIPT: z.url({ protocol: /^https$/ }).optional(),
    SESSION_TIMEOUT_MS: milliseconds(3000),
    RENDER_TIMEOUT_MS: milliseconds(10_000),
    PROXY_TIMEOUT_MS: milliseconds(300_000),
    /** A proxied upload that sends nothing for this long is cut (408), freeing its gateway connection. */
    PROXY_UPLOAD_IDLE_TIMEOUT_MS: milliseconds(30_000),
    /** Largest request body the proxy passes to the gateway (images and audio can be large). */
    PROXY_BODY_LIMIT_MB: z.coerce.number().min(0.001).max(4096).default(32),
    /** Largest edit the proxy reads whole to fill in stored secrets (a channel's model list is the large part). */
    PROXY_PARSED_BODY_LIMIT_MB: z.coerce.number().min(0.001).max(256).default(2),
    /** What all such edits being read may hold at once, per process; beyond it 503. */
    PROXY_PARSED_BODIES_MB: z.coerce.number().min(0.001).max(4096).default(16),
    SHUTDOWN_TIMEOUT_MS: milliseconds(9000),
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    TRUST_PROXY: trustProxy.default(false),
    // Load shedding (server/plugins/load-shedding.ts). Defaults measured on 1–2 cores: see README.
    MAX_CONCURRENT_RENDERS: count(1, 4),
    RENDER_QUEUE_SIZE: count(0, 8),
    MAX_CONCURRENT_EXPORTS: count(1, 2),
    EXPORT_QUEUE_SIZE: count(0, 2),
    QUEUE_TIMEOUT_MS: milliseconds(5000),
    // Slow clients (server/timeouts.ts): receiving a request, its headers, an idle keep-alive socket.
    REQUEST_TIMEOUT_MS: milliseconds(60_000),
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
    // The console's own store (server/store/) and scheduler (server/scheduler/).
    /** PostgreSQL instead of the SQLite file; several replicas need it. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Where the SQLite store lives (console.sqlite) when DATABASE_URL is unset. */
    DATA_DIR: z.string().min(1).default('data'),
    /** How many console replicas share this store (a hint: more than one needs DATABASE_URL). */
    REPLICAS: count(1, 1),
    /** One-hub's access token of an admin user: the console's own account at the gateway (budget resets). */
    GATEWAY_ADMIN_TOKEN: z.string().min(1).max(200).optional(),
    /** How often the scheduler renews its lease and runs its jobs; the lease lasts three times this. */
    SCHEDULER_INTERVAL_MS: milliseconds(10_000),
    // Alerts (server/alerts/): what destinations may reach, e-mail, the check's pace.
    /** CIDRs, addresses and host names alert destinations may reach besides public addresses (loopback and private ranges are refused otherwise). */
    ALERTS_ALLOWED_TARGETS: allowedTargets.default(parseAllowedTargets('')),
    /** The SMTP server alerts are e-mailed through (smtp:// or smtps://, nodemailer's URL); e-mail is off without it. */
    ALERTS_SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    ALERTS_MAIL_FROM: z.string().min(3).max(200).default('one-hub console <alerts@localhost>'),
    /** One send to a destination (connect, answer) at most this long. */
    ALERTS_SEND_TIMEOUT_MS: milliseconds(5000),
    /** The least time between two checks of the alert conditions at the gateway. */
    ALERTS_CHECK_INTERVAL_MS: milliseconds(60_000),
    /** The error-rate rule's window: a channel's or a model's failures over this many minutes of the collected traffic. */
    ALERTS_ERROR_RATE_MINUTES: count(1, 5),
    /** Telegram's Bot API base (a local Bot API server, or a test's receiver). */
    ALERTS_TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
    // The gateway's traffic (server/insight/): its counters, its system log, how long they are kept.
    /** one-hub's `metrics.user` and `metrics.password` (its config): `/api/metrics` is read with them. */
    GATEWAY_METRICS_USER: z.string().min(1).max(200).optional(),
    GATEWAY_METRICS_PASSWORD: z.string().min(1).max(200).optional(),
    /** one-hub's access token of the root user: its system log (failure lines) is root's only. */
    GATEWAY_ROOT_TOKEN: z.string().min(1).max(200).optional(),
    /** How often `/api/metrics` is read (its deltas land in the minute of the read). */
    INSIGHT_SCRAPE_INTERVAL_MS: milliseconds(30_000),
    /** How long traffic and failure lines are kept (minutes become hours after 7 days). */
    INSIGHT_RETENTION_DAYS: count(8, 90),
    /** Tests only (NODE_ENV=test): a file holding the scheduler's time in ms (server/scheduler/clock.ts). */
    TEST_CLOCK_FILE: z.string().min(1).optional(),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
  })
  .refine((env) => env.REPLICAS === 1 || env.DATABASE_URL !== undefined, {
    path: ['REPLICAS'],
    message: 'several replicas cannot share an SQLite file: set DATABASE_URL=postgres://… (README "The console\'s store")',
  })
  .refine((env) => env.TEST_CLOCK_FILE === undefined || env.NODE_ENV === 'test', {
    path: ['TEST_CLOCK_FILE'],
    message: 'a fake clock is for tests only (NODE_ENV=test)',
  })
  .refine((env) => (env.GATEWAY_METRICS_USER === undefined) === (env.GATEWAY_METRICS_PASSWORD === undefined), {
    path: ['GATEWAY_METRICS_PASSWORD'],
    message: 'set both GATEWAY_METRICS_USER and GATEWAY_METRICS_PASSWORD (one-hub answers /api/metrics only with both)',
  })
  .refine((env) => env.PROXY_PARSED_BODY_LIMIT_MB <= env.PROXY_PARSED_BODIES_MB, {
    path: ['PROXY_PARSED_BODIES_MB'],
    message: 'must be at least PROXY_PARSED_BODY_LIMIT_MB (one edit at its limit must fit)',
  });
export type Env = z.infer<typeof EnvSchema>;

/** The console's resolved configuration. */
export interface Config extends Env {
  /** The gateway to talk to: GATEWAY_URL, or the bundled double's loopback address. */
  gatewayUrl: string;
  /** True when the console started the bundled double (its fake OAuth pages are proxied too). */
  bundledGateway?: boolean;
  dev: boolean;
  appVersion: string;
  /**
   * The admin access token the console acts with at the gateway: GATEWAY_ADMIN_TOKEN, or the
   * bundled double's seeded admin's. A secret: never logged, never in a page.
   */
  gatewayAdminToken?: string | undefined;
  /** `/api/metrics` credentials: GATEWAY_METRICS_USER/PASSWORD, or the bundled double's. Secrets. */
  gatewayMetrics?: { user: string; password: string } | undefined;
  /** Root's access token for the system log: GATEWAY_ROOT_TOKEN, or the bundled double's root's. A secret. */
  gatewayRootToken?: string | undefined;
}

export class ConfigError extends Error {}

/**
 * Parses the environment. A bad value throws a ConfigError whose message is one line naming
 * the variable, which the process prints before exiting with code 1.
 */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const given = input[name];
  throw new ConfigError(`Invalid environment variable ${name}=${JSON.stringify(given)}: ${issue?.message ?? 'invalid value'}`);
}

/** The part of the configuration serialised into pages (never secrets). */
export function publicConfig(config: Config): PublicConfig {
  return {
    signInMethod: config.SIGN_IN_METHOD,
    defaultPath: config.DEFAULT_PATH,
    docsUrl: config.DOCS_URL,
    statusUrl: config.STATUS_URL,
    githubAuthorizeUrl:
      config.GITHUB_AUTHORIZE_URL ?? (config.bundledGateway ? '/oauth-fake/github/authorize' : 'https://github.com/login/oauth/authorize'),
    // The page one-hub's own UI opens (web/src/utils/common.jsx onLarkOAuthClicked).
    larkAuthorizeUrl:
      config.LARK_AUTHORIZE_URL ??
      (config.bundledGateway ? '/oauth-fake/lark/authorize' : 'https://open.feishu.cn/open-apis/authen/v1/authorize'),
    appVersion: config.appVersion,
    chatWidgetScript: config.CHAT_WIDGET_SCRIPT ?? '',
    // Replaced per page by what the gateway was found to support (server/gateway-profile/).
    gateway: SPEC_GATEWAY,
  };
}
