import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { createOutboundFetch } from './outbound-fetch.ts';

/** The double's one way out to an operator's issuer (public addresses only). */
const PUBLIC_FETCH = createOutboundFetch();

/** A request body as text; openid-client sends forms as URLSearchParams and nothing else here. */
function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('in-process fetch: unsupported request body');
}

function responseHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, String(item));
  }
  return result;
}

/**
 * openid-client's fetch for the double: a URL under its own provider's issuer is answered by
 * `app.inject` (so the double reaches its provider even when it does not listen, as in tests,
 * and never through the network), with the issuer's host and scheme as the proxy headers the
 * provider trusts, so the URLs it publishes stay under the issuer. Any other URL (an operator's
 * OIDCIssuer, and the endpoints its discovery names) goes out through `outbound`, which reaches
 * only public addresses, follows no redirect and gives up after a few seconds.
 */
export function inProcessFetch(app: FastifyInstance, ownIssuer: () => string, outbound: CustomFetch = PUBLIC_FETCH): CustomFetch {
  return async (url, options) => {
    const issuer = ownIssuer();
    if (url !== issuer && !url.startsWith(`${issuer}/`)) return outbound(url, options);
    const target = new URL(url);
    const response = await app.inject({
      method: options.method === 'POST' ? 'POST' : 'GET',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: target.host,
        'x-forwarded-host': target.host,
        'x-forwarded-proto': target.protocol.slice(0, -1),
      },
      payload: bodyText(options.body),
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    // Text: the provider answers JSON (discovery, JWKS, tokens) or HTML error pages.
    return new Response(empty ? null : response.body, { status: response.statusCode, headers: responseHeaders(response.headers) });
  };
}
