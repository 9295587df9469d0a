import Fastify from 'fastify';

/**
 * The baseline: bare Fastify answering fixed bytes from memory. The bench posts it the exact
 * pages the console rendered, so both serve the same bytes.
 */
const app = Fastify({ logger: false });
const pages = new Map<string, string>();
app.addContentTypeParser('text/html', { parseAs: 'string' }, (_request, body, done) => done(null, body));
app.put<{ Params: { name: string }; Body: string }>('/__page/:name', async (request) => {
  pages.set(request.params.name, request.body);
  return { stored: request.body.length };
});
app.get<{ Params: { name: string } }>('/page/:name', async (request, reply) =>
  reply.type('text/html; charset=utf-8').send(pages.get(request.params.name) ?? ''),
);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`Baseline ready at ${url}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
