import type { FastifyReply } from 'fastify';
import type { FakeIdentity } from '../store/state.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replaceAll(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// No scripts and no <style> at all; style attributes only, which this CSP allows.
const CSP = "default-src 'none'; style-src-attr 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

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
    .header('content-security-policy', CSP)
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

/**
 * The fake provider's consent page: one GET form carrying client_id, state and the resolved
 * redirect_uri, and one submit button per choice (`as` = an account's subject, `new`, or `deny`).
 */
export function sendAuthorizePage(reply: FastifyReply, page: AuthorizePage): FastifyReply {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const choices = page.identities.map(
    (identity) =>
      `<button type="submit" name="as" value="${escapeHtml(identity.subject)}" ${BUTTON}>Sign in as <strong>${escapeHtml(identity.label)}</strong> (${escapeHtml(identity.name)})</button>`,
  );
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

/** A 400 page for requests the real provider would refuse too (wrong client id, bad redirect). */
export function sendAuthorizeError(reply: FastifyReply, providerName: string, message: string): FastifyReply {
  return send(
    reply,
    400,
    document(`Fake ${providerName} – error`, `<h1>Fake ${escapeHtml(providerName)}</h1>\n<p>${escapeHtml(message)}</p>`),
  );
}
