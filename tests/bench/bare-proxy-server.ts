import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';
import { Agent } from 'undici';

/**
 * The proxy library alone: bare Fastify with @fastify/http-proxy (the console's own) in front of
 * the same double, with none of the console's checks and headers. The bench sets the console's
 * proxy beside it, so the share of the budget the library itself leaves is measured, not assumed.
 */
const upstream = process.env.GATEWAY_URL;
if (!upstream) throw new Error('GATEWAY_URL is required');
const app = Fastify({ logger: false });
await app.register(proxy, { upstream, prefix: '/api', rewritePrefix: '/api', undici: new Agent({}) });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`Bare proxy ready at ${url}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
