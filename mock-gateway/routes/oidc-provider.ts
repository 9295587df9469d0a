import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { sendAuthorizeError, sendOidcLoginPage } from '#mock-gateway/http/fake-page.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { OIDC_PROVIDER_NAME, ownProvider, serveWithProvider } from '#mock-gateway/oidc/provider.ts';
import { createIdentity, findIdentity, listIdentities } from '#mock-gateway/store/oauth.ts';
import { OIDC_PROVIDER_PATH } from '#mock-gateway/store/options/oidc.ts';

const ChoiceQuery = z.object({ as: z.string().optional() });

/** What the provider's pages say when ServerAddress gives it no issuer (not an absolute URL). */
const NO_ISSUER = 'The OpenID provider needs an absolute ServerAddress (http(s)://host) to name its issuer.';

/**
 * The double's own OpenID provider under `/oauth-fake/oidc` (discovery, authorize, token, JWKS,
 * userinfo: all oidc-provider's), and its one sign-in step, the account chooser, which the
 * provider sends the browser to: pick a seeded account, open a new one, or cancel.
 */
export const oidcProviderRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get<{ Params: { uid: string } }>(`${OIDC_PROVIDER_PATH}/interaction/:uid`, { config: { role: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const own = await ownProvider(store).catch(() => undefined);
    if (!own) return sendAuthorizeError(reply, OIDC_PROVIDER_NAME, NO_ISSUER);
    const { provider } = own;
    // The interaction is found through its cookie; an old or foreign link finds none.
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (details?.uid !== request.params.uid) {
      return sendAuthorizeError(
        reply,
        OIDC_PROVIDER_NAME,
        'This sign-in has expired or was finished already; start again from the console.',
      );
    }
    const clientId = String(details.params.client_id ?? '');
    const scope = String(details.params.scope ?? '');
    const choice = ChoiceQuery.safeParse(request.query).data?.as;
    if (choice === undefined) {
      return sendOidcLoginPage(reply, {
        action: request.url.split('?')[0] ?? '',
        clientId,
        scope,
        identities: listIdentities(store, 'oidc'),
      });
    }
    let result: InteractionResults;
    if (choice === 'deny') {
      result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
    } else {
      const identity = choice === 'new' ? createIdentity(store, 'oidc') : findIdentity(store, 'oidc', choice);
      if (!identity) return sendAuthorizeError(reply, OIDC_PROVIDER_NAME, `No OpenID account "${choice}".`);
      // Signing in grants what the client asked for: the stand-in has no separate consent step.
      const grant = new provider.Grant({ accountId: identity.subject, clientId });
      grant.addOIDCScope(scope);
      result = { login: { accountId: identity.subject }, consent: { grantId: await grant.save() } };
    }
    const next = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(next, 303);
  });

  // Everything else below the prefix is the provider's. Hooked before body parsing, so the
  // token endpoint reads its own form body.
  app.route({
    method: ['GET', 'POST'],
    url: `${OIDC_PROVIDER_PATH}/*`,
    config: { role: 'public' },
    onRequest: async (request, reply) => {
      const own = await ownProvider(store).catch(() => undefined);
      if (!own) return sendAuthorizeError(reply, OIDC_PROVIDER_NAME, NO_ISSUER);
      reply.hijack();
      await serveWithProvider(own, request.raw, reply.raw);
    },
    handler: async () => undefined,
  });
});
