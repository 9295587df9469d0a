import { z } from 'zod';
import type { PublicConfig } from '#shared/config/public-config.ts';
import { readGatewayCa } from './config/ca-file.ts';
import { parseTrustProxy } from './config/trust-proxy.ts';

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
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
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
  };
}
