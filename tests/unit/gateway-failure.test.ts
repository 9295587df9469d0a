import t from 'tap';
import { ApiError } from '#shared/api/errors.ts';
import { gatewayFailureKind, gatewayFailureOf, isGatewayFailure, pageStatusOf } from '#shared/api/gateway-failure.ts';
import { withGatewayFailures } from '#client/routing/gateway-failures.ts';

t.test('a gateway failure is classified the way the page explains it', async (t) => {
  t.equal(gatewayFailureKind(new ApiError('Invalid URL (GET /api/x)', 404, undefined)), 'unsupported', 'a 404');
  t.equal(
    gatewayFailureKind(new ApiError('boom', 500, { error: { message: 'Invalid URL (GET /api/x)' } })),
    'unsupported',
    "one-hub's Invalid URL body",
  );
  t.equal(
    gatewayFailureKind(new ApiError('无权进行此操作，权限不足', 200, { success: false })),
    'forbidden',
    "one-hub's permission message on HTTP 200",
  );
  t.equal(gatewayFailureKind(new ApiError('Forbidden', 403, undefined)), 'forbidden', 'a 403');
  t.equal(gatewayFailureKind(new ApiError('Permission denied', 200, undefined)), 'forbidden', 'in English');
  t.equal(gatewayFailureKind(new ApiError('无权进行此操作，未登录且未提供 access token', 401, undefined)), 'signed-out');
  t.equal(gatewayFailureKind(new ApiError('数据库繁忙', 200, undefined)), 'failed', "any other message: the gateway's");
  t.equal(gatewayFailureKind(new ApiError('', 0, undefined)), 'failed', 'unreachable');
  t.equal(gatewayFailureKind(new TypeError('x is undefined')), 'failed');
});

t.test('a failure is plain data with the page status it implies', async (t) => {
  const failure = gatewayFailureOf(new ApiError('无权进行此操作，权限不足', 200, { secret: 'body' }));
  t.same(failure, { reason: 'gateway', kind: 'forbidden', message: '无权进行此操作，权限不足', status: 200 });
  t.same(JSON.parse(JSON.stringify(failure)), failure, 'survives the hydration payload whole (no body, no prototype)');
  t.ok(isGatewayFailure(failure));
  t.notOk(isGatewayFailure({ reason: 'forbidden' }), "the access middleware's own 403 data is not one");
  t.equal(gatewayFailureOf(new Error('a bug')), null, 'a bug is not a gateway failure');
  const status = (kind: Parameters<typeof pageStatusOf>[0]['kind'], gateway = 500) =>
    pageStatusOf({ reason: 'gateway', kind, message: '', status: gateway });
  t.same(
    [status('unsupported'), status('forbidden'), status('signed-out'), status('failed'), status('failed', 504)],
    [501, 403, 401, 502, 504],
  );
});

t.test('loaders just throw: the wrapper turns an API error into a route error response', async (t) => {
  const args = { request: new Request('http://console.test/dashboard/log'), params: {}, context: {} } as unknown as Parameters<
    ReturnType<typeof withGatewayFailures>
  >[0];
  const failing = withGatewayFailures(async () => {
    throw new ApiError('Invalid URL (GET /api/log/self)', 404, undefined);
  });
  const thrown: unknown = await Promise.resolve(failing(args)).catch((error: unknown) => error);
  // `data(…, { status })`, which the router turns into a route error response (serialisable).
  t.match(thrown, {
    type: 'DataWithResponseInit',
    init: { status: 501 },
    data: { reason: 'gateway', kind: 'unsupported', message: 'Invalid URL (GET /api/log/self)', status: 404 },
  });
  const redirecting = withGatewayFailures(() => {
    throw new Response(null, { status: 302, headers: { location: '/login' } });
  });
  const redirect: unknown = await Promise.resolve(redirecting(args)).catch((error: unknown) => error);
  t.ok(redirect instanceof Response && redirect.status === 302, 'redirects pass unchanged');
  t.equal(await withGatewayFailures(() => 'ok')(args), 'ok');
});
