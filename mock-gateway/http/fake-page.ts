import type { FastifyReply } from 'fastify';
import type { FakeIdentity } from '#mock-gateway/store/state.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replaceAll(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The fake providers' pages' CSP: no scripts and no <style> at all; style attributes only. */
export const FAKE_PAGE_CSP = "default-src 'none'; style-src-attr 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 34rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
${body}
</body>
</html>
`;
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', FAKE_PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(html);
}

/** What the authorize page needs: who asks, and the values to carry through the choice. */
export interface AuthorizePage {
  providerName: string;
  /** The page's own path, which the form submits to. */
  action: string;
  clientId: string;
  state: string | undefined;
  redirectUri: string;
  identities: FakeIdentity[];
}

const BUTTON = 'style="display: block; width: 100%; padding: 0.6rem; margin: 0.5rem 0; font: inherit; text-align: left; cursor: pointer"';

/** One submit button per account (`as` = its subject). */
function accountButtons(identities: FakeIdentity[]): string[] {
  return identities.map(
    (identity) =>
      `<button type="submit" name="as" value="${escapeHtml(identity.subject)}" ${BUTTON}>Sign in as <strong>${escapeHtml(identity.label)}</strong> (${escapeHtml(identity.name)})</button>`,
  );
}

/**
 * The fake provider's consent page: one GET form carrying client_id, state and the resolved
 * redirect_uri, and one submit button per choice (`as` = an account's subject, `new`, or `deny`).
 */
export function sendAuthorizePage(reply: FastifyReply, page: AuthorizePage): FastifyReply {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const choices = accountButtons(page.identities);
  const body = `<h1>Fake ${escapeHtml(page.providerName)}</h1>
<p>This is the gateway double's stand-in for ${escapeHtml(page.providerName)}; no real account is involved.
The application <code>${escapeHtml(page.clientId)}</code> asks to sign you in.</p>
<form method="get" action="${escapeHtml(page.action)}">
${hidden('client_id', page.clientId)}
${page.state === undefined ? '' : hidden('state', page.state)}
${hidden('redirect_uri', page.redirectUri)}
${choices.join('\n')}
<button type="submit" name="as" value="new" ${BUTTON}>Sign in as a <strong>new ${escapeHtml(page.providerName)} user</strong></button>
<button type="submit" name="as" value="deny" ${BUTTON}>Cancel</button>
</form>
<p style="color: #666; font-size: 0.9em">Back to: <code>${escapeHtml(page.redirectUri)}</code></p>`;
  return send(reply, 200, document(`Fake ${page.providerName} – authorize`, body));
}

/** What the OpenID provider's sign-in page needs: the interaction's own path, who asks, for what. */
export interface OidcLoginPage {
  action: string;
  clientId: string;
  scope: string;
  identities: FakeIdentity[];
}

/**
 * The double's OpenID provider's sign-in step (oidc-provider interaction): one GET form back to
 * the interaction, one button per account, a new account, or Cancel (`as=deny`).
 */
export function sendOidcLoginPage(reply: FastifyReply, page: OidcLoginPage): FastifyReply {
  const body = `<h1>Fake OpenID provider</h1>
<p>This is the gateway double's OpenID Connect provider (oidc-provider); no real account is involved.
The application <code>${escapeHtml(page.clientId)}</code> asks to sign you in (scopes <code>${escapeHtml(page.scope)}</code>).</p>
<form method="get" action="${escapeHtml(page.action)}">
${accountButtons(page.identities).join('\n')}
<button type="submit" name="as" value="new" ${BUTTON}>Sign in as a <strong>new OpenID user</strong></button>
<button type="submit" name="as" value="deny" ${BUTTON}>Cancel</button>
</form>`;
  return send(reply, 200, document('Fake OpenID provider – sign in', body));
}

/** The HTML of a provider's error page (also for oidc-provider's own errors, which Koa sends). */
export function authorizeErrorHtml(providerName: string, message: string): string {
  return document(`Fake ${providerName} – error`, `<h1>Fake ${escapeHtml(providerName)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** A 400 page for requests the real provider would refuse too (wrong client id, bad redirect). */
export function sendAuthorizeError(reply: FastifyReply, providerName: string, message: string): FastifyReply {
  return send(reply, 400, authorizeErrorHtml(providerName, message));
}

/** What the WeChat official account's stand-in page needs: its own path and the followers it knows. */
export interface WeChatAccountPage {
  action: string;
  identities: FakeIdentity[];
}

/**
 * The stand-in for chatting with the gateway's WeChat official account (what its QR code opens):
 * pick the WeChat user you are, or a new one, and "send 验证码" to get a code back.
 */
export function sendWeChatAccountPage(reply: FastifyReply, page: WeChatAccountPage): FastifyReply {
  const body = `<h1>Fake WeChat official account</h1>
<p>This is the gateway double's stand-in for its WeChat server; no real WeChat account is involved.
Following the account and sending it <strong>验证码</strong> returns a verification code for the console's WeChat sign-in or binding.</p>
<form method="get" action="${escapeHtml(page.action)}">
${page.identities
  .map(
    (identity) =>
      `<button type="submit" name="as" value="${escapeHtml(identity.subject)}" ${BUTTON}>Send 验证码 as <strong>${escapeHtml(identity.label)}</strong> (${escapeHtml(identity.name)})</button>`,
  )
  .join('\n')}
<button type="submit" name="as" value="new" ${BUTTON}>Send 验证码 as a <strong>new WeChat user</strong></button>
</form>`;
  return send(reply, 200, document('Fake WeChat official account', body));
}

/** The official account's reply: the code, for how long it works, and who it stands for. */
export function sendWeChatCodePage(
  reply: FastifyReply,
  answer: { action: string; code: string; label: string; minutes: number },
): FastifyReply {
  const body = `<h1>Fake WeChat official account</h1>
<p>Reply to <strong>${escapeHtml(answer.label)}</strong>: your verification code is
<strong id="wechat-code" style="font-size: 1.5em; letter-spacing: 0.1em">${escapeHtml(answer.code)}</strong>
(valid for ${answer.minutes} minutes, once).</p>
<p><a href="${escapeHtml(answer.action)}">Back to the official account</a></p>`;
  return send(reply, 200, document('Fake WeChat official account – code', body));
}
