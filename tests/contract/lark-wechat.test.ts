import t from 'tap';
import { EmptyEnvelopeSchema, ErrorEnvelopeSchema, LoginUserSchema, MockWeChatCodeSchema, envelopeOf } from '#shared/api/schemas/index.ts';
import { SEED_LARK_OPEN_ID, SEED_WECHAT_ID } from '#mock-gateway/store/seed.ts';
import { larkSignIn, signIn, startGateway, wechatCode } from '#mock-gateway/testing.ts';

for (const upstreamOnly of [false, true]) {
  t.test(`Lark and WeChat answer LoginUser, bind or an error envelope${upstreamOnly ? ' (upstream-only)' : ''}`, async (t) => {
    const app = await startGateway(t, { upstreamOnly, testEndpoints: true });
    const lark = envelopeOf(LoginUserSchema).parse((await larkSignIn(app, SEED_LARK_OPEN_ID)).json<unknown>());
    t.equal(lark.data?.username, 'demo');
    const admin = await signIn(app, 'admin');
    t.same(EmptyEnvelopeSchema.parse((await larkSignIn(app, 'new', { cookie: admin })).json<unknown>()), {
      success: true,
      message: 'bind',
    });
    const mismatch = await app.inject('/api/oauth/lark?code=x&state=y');
    t.equal(mismatch.statusCode, 403);
    t.ok(ErrorEnvelopeSchema.safeParse(mismatch.json<unknown>()).success);

    const issued = await app.inject({ method: 'POST', url: `/api/_mock/wechat/code?account=${SEED_WECHAT_ID}` });
    const code = envelopeOf(MockWeChatCodeSchema).parse(issued.json<unknown>()).data?.code ?? '';
    const wechat = envelopeOf(LoginUserSchema).parse((await app.inject(`/api/oauth/wechat?code=${code}`)).json<unknown>());
    t.equal(wechat.data?.username, 'demo');
    t.ok(ErrorEnvelopeSchema.safeParse((await app.inject(`/api/oauth/wechat?code=${code}`)).json<unknown>()).success, 'a used code');
    const bound = await app.inject({ url: `/api/oauth/wechat/bind?code=${(await wechatCode(app)).code}`, headers: { cookie: admin } });
    t.same(EmptyEnvelopeSchema.parse(bound.json<unknown>()), { success: true, message: '' });
  });
}
