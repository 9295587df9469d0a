import { z } from 'zod';
import { ownOrigin } from '#mock-gateway/http/callback-url.ts';
import { sendAuthorizeError, sendWeChatAccountPage, sendWeChatCodePage } from '#mock-gateway/http/fake-page.ts';
import { MOCK_API_PREFIX } from '#mock-gateway/http/faults.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { WECHAT_CODE_TTL_MS, createIdentity, findIdentity, issueWeChatCode, listIdentities } from '#mock-gateway/store/oauth.ts';
import type { IdentityOf } from '#mock-gateway/store/oauth.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** Where the WeChat server stand-in lives (under the console-proxied `/oauth-fake/`). */
export const WECHAT_ACCOUNT_PATH = '/oauth-fake/wechat';
/** The official account's QR code, the default `wechat_qrcode` (a path: the console serves it from its own origin). */
export const WECHAT_QR_PATH = `${WECHAT_ACCOUNT_PATH}/qrcode.svg`;

const ChoiceQuery = z.object({ as: z.string().optional() });
const AccountQuery = z.object({ account: z.string().min(1).default('new') });

/** The follower a choice names: an existing WeChat user by id, or `new` for a new one. */
function follower(store: MockStore, choice: string): IdentityOf<'wechat'> | undefined {
  return choice === 'new' ? createIdentity(store, 'wechat') : findIdentity(store, 'wechat', choice);
}

/** The QR code's SVG per encoded URL: drawn once with the console's own QR library (React, loaded on first use). */
const qrImages = new Map<string, Promise<string>>();

function qrSvg(url: string): Promise<string> {
  const cached = qrImages.get(url);
  if (cached) return cached;
  const made = (async () => {
    const [{ createElement }, { renderToStaticMarkup }, { QRCodeSVG }] = await Promise.all([
      import('react'),
      import('react-dom/server'),
      import('qrcode.react'),
    ]);
    const markup = renderToStaticMarkup(
      createElement(QRCodeSVG, { value: url, size: 240, marginSize: 2, title: 'WeChat official account' }),
    );
    // A standalone SVG file needs its namespace; React leaves it out of inline markup.
    return markup.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
  })();
  qrImages.set(url, made);
  return made;
}

/**
 * The stand-in for one-hub's WeChat server (its `WeChatServerAddress`) and the official account
 * people follow: the QR code the sign-in dialog shows, the account's page that QR code opens
 * (a follower "sends 验证码" and gets a 6-digit code back, valid three minutes, once), and a
 * double-only test endpoint that does the same without a page. `GET /api/oauth/wechat` and
 * `/api/oauth/wechat/bind` redeem those codes (routes/wechat.ts), as one-hub asks its WeChat
 * server `GET /api/wechat/user?code=`.
 */
export const wechatFakeRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get(WECHAT_ACCOUNT_PATH, { config: { role: 'public' } }, async (request, reply) => {
    const choice = ChoiceQuery.safeParse(request.query).data?.as;
    if (choice === undefined) {
      return sendWeChatAccountPage(reply, { action: WECHAT_ACCOUNT_PATH, identities: listIdentities(store, 'wechat') });
    }
    const identity = follower(store, choice);
    if (!identity) return sendAuthorizeError(reply, 'WeChat', `No WeChat user "${choice}".`);
    return sendWeChatCodePage(reply, {
      action: WECHAT_ACCOUNT_PATH,
      code: issueWeChatCode(store, identity),
      label: identity.label,
      minutes: WECHAT_CODE_TTL_MS / 60_000,
    });
  });

  // The page the code opens is named on the origin the image was fetched from (the console's).
  app.get(WECHAT_QR_PATH, { config: { role: 'public' } }, async (request, reply) => {
    const svg = await qrSvg(`${ownOrigin(request, store)}${WECHAT_ACCOUNT_PATH}`);
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-cache').send(svg);
  });

  // DOUBLE-ONLY test endpoint (no real gateway has it), like the test mailbox (`role: 'test'`):
  // what the official account would reply to `account` (a WeChat user id, or `new`).
  app.post(`${MOCK_API_PREFIX}wechat/code`, { config: { role: 'test' } }, async (request) => {
    const query = AccountQuery.safeParse(request.query);
    const identity = query.success ? follower(store, query.data.account) : undefined;
    if (!identity) return fail('No such WeChat user');
    return ok({ wechat_id: identity.subject, name: identity.label, code: issueWeChatCode(store, identity) });
  });
});
