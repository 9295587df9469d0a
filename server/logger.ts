import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerConfig = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
import type { Env } from './config.ts';

/** Query parameters whose values are credentials (reset links, OAuth callbacks, keys). */
const SECRET_PARAMS = /^(token|code|state|key|turnstile|access_token|password|secret)$/i;

/** A URL for the log with credential-bearing query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * One access-log line per request, written when it has been answered (the request with its
 * redacted URL and client address, the status, the time in ms), instead of Fastify's two
 * ("incoming request", then "request completed"): every proxied call writes it. Errors are
 * logged as Fastify logs them.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * pino JSON logs with request ids; cookies, authorization headers, Set-Cookie and secret query
 * values never reach the log. In a cluster worker each line carries `worker` (its cluster id).
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>): {
  logger: LoggerConfig;
  genReqId: NonNullable<FastifyServerOptions['genReqId']>;
  logController: LogController;
} {
  return {
    logController: new AccessLog(),
    logger: {
      level: env.LOG_LEVEL,
      // A cluster worker's lines name it (WORKERS > 1), so one crashing or slow worker can be told apart.
      ...(cluster.isWorker ? { base: { pid: process.pid, hostname: hostname(), worker: cluster.worker?.id } } : {}),
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
      serializers: {
        req(request: { method: string; url: string; id: string; ip?: string }) {
          return { id: request.id, method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
        },
      },
    },

    genReqId(request) {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}
