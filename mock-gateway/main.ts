// The console targets Node 24's native type stripping; check before any TypeScript module loads.
if (!process.versions.node.startsWith('24.')) {
  console.error(`mock-gateway needs Node 24 (found ${process.versions.node}); run it with node_modules/.bin/node.`);
  process.exit(1);
}

const { buildMockGateway } = await import('./app.ts');
const { logRowsFromEnv, rateLimitFromEnv, statusFromEnv, testEndpointsFromEnv, upstreamOnlyFromEnv } = await import('./env.ts');
const { mailLogLine } = await import('./store/outbox.ts');
const port = Number(process.env.MOCK_GATEWAY_PORT ?? 3100);
const gateway = await buildMockGateway({
  logger: process.env.MOCK_GATEWAY_LOG === '1',
  criticalRateLimit: rateLimitFromEnv(process.env.MOCK_GATEWAY_RATE_LIMIT),
  status: statusFromEnv(process.env.MOCK_GATEWAY_STATUS),
  upstreamOnly: upstreamOnlyFromEnv(process.env.MOCK_GATEWAY_UPSTREAM_ONLY),
  testEndpoints: testEndpointsFromEnv(process.env.MOCK_GATEWAY_TEST_ENDPOINTS),
  logRows: logRowsFromEnv(process.env.MOCK_GATEWAY_LOG_ROWS),
  onMail: (mail) => process.stdout.write(mailLogLine(mail)),
});
const address = await gateway.listen({ host: '127.0.0.1', port });
process.stdout.write(`mock gateway listening on ${address}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
