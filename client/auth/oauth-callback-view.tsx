import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import type { User } from '#shared/api/schemas/user.ts';
import { safeReturnTo } from '#shared/return-to.ts';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { useSessionUser, useSetSession } from '#client/session/session-store.ts';
import { browserApi } from '#client/session/credentials.ts';
import { affiliateCode, finishSignIn } from './auth-api.ts';
import { gatewayTextsLoaded } from '#client/i18n/gateway-texts.ts';
import { callbackErrorMessage } from './callback-error.ts';
import { takeOAuthBinder, takeOAuthReturn } from './oauth-return.ts';
import type { OAuthProviderName } from './sign-in-providers.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { pathOf } from '#shared/route-paths.ts';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';

/** Where a bind that failed goes back to when no return path was remembered. */
const BIND_FALLBACK = pathOf('dashboard.profile');

/** Who an account is, unmistakably: its display name with its username, or the username alone. */
function accountName(user: User): string {
  return user.display_name && user.display_name !== user.username ? `${user.display_name} (${user.username})` : user.username;
}

/** The gateway's callback of each provider: GitHub, OIDC and Lark GET, Google (extension) POST; all with `aff`. */
function exchange(provider: OAuthProviderName, query: { code: string; state: string; aff: string }): Promise<unknown> {
  const api = browserApi();
  switch (provider) {
    case 'github':
      return api.get('/api/oauth/github', z.unknown(), query);
    case 'google':
      return api.post('/api/oauth/google', {}, z.unknown(), query);
    case 'oidc':
      return api.get('/api/oauth/oidc', z.unknown(), query);
    case 'lark':
      return api.get('/api/oauth/lark', z.unknown(), query);
  }
}

/**
 * Where a provider sends the browser back with `code` and `state`: the gateway exchanges them
 * and signs the user in, or, for a signed-in user, links the account to theirs (the gateway
 * answers "bind"); a failure shows the gateway's reason. A gateway that signs a signed-in caller
 * in as the provider's account instead of linking it (one-hub's OIDC) is said so, never passed
 * off as a link.
 */
export function OAuthCallbackView({ provider }: { provider: OAuthProviderName }) {
  const { t } = useTranslation(['auth', 'error']);
  const authPaths = useAuthPaths();
  const config = usePublicConfig();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const setSession = useSetSession();
  const [error, setError] = useState('');
  const [switchedTo, setSwitchedTo] = useState<User | null>(null);
  const [backTo, setBackTo] = useState(authPaths.signIn());
  const started = useRef(false);
  // A signed-in visitor came back from linking an account on the profile page: the session the
  // server saw, or (a provider on another site, whose redirect back carries no SameSite=Strict
  // session cookie, so the page was rendered for a guest) the binder the profile page remembered.
  const signedIn = useSessionUser();
  const [binderId, setBinderId] = useState<number | null>(signedIn?.id ?? null);
  const binding = binderId !== null;

  useEffect(() => {
    // Codes are single-use: React's development double effect must not send it twice.
    if (started.current) return;
    started.current = true;
    const remembered = takeOAuthBinder();
    const binder = signedIn?.id ?? remembered;
    setBinderId(binder);
    const query = { code: params.get('code') ?? '', state: params.get('state') ?? '', aff: affiliateCode() };
    exchange(provider, query)
      .then(() => finishSignIn(browserApi(), binder !== null ? 'session' : config.signInMethod))
      .then((user) => {
        if (binder !== null && user.id !== binder) {
          takeOAuthReturn();
          setSession(user);
          setSwitchedTo(user);
          return undefined;
        }
        return completeSignIn(user, takeOAuthReturn());
      })
      .catch((failure: unknown) => {
        if (binder !== null) setBackTo(safeReturnTo(takeOAuthReturn(), BIND_FALLBACK));
        // The callback runs as the page hydrates, when the gateway's catalogue may still be loading.
        void gatewayTextsLoaded().then(() => setError(callbackErrorMessage(failure, t)));
      });
  }, [params, provider, completeSignIn, t, signedIn, config.signInMethod, setSession]);

  const title = t(binding && !switchedTo ? `auth:oauth.link.${provider}` : `auth:oauth.${provider}`);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      {switchedTo ? (
        <>
          <Alert severity="warning" sx={{ width: 1, textAlign: 'start' }} data-testid="oauth-switched">
            {t('auth:oauth.switched', { provider: t(`auth:oauth.name.${provider}`), name: accountName(switchedTo) })}
          </Alert>
          <Button variant="contained" component={RouterLink} to={safeReturnTo(null, config.defaultPath)}>
            {t('auth:oauth.continue')}
          </Button>
        </>
      ) : error ? (
        <>
          <Alert severity="error" sx={{ width: 1 }}>
            {error}
          </Alert>
          <Button variant="contained" component={RouterLink} to={backTo}>
            {t(binding ? 'auth:oauth.backBind' : 'auth:oauth.back')}
          </Button>
        </>
      ) : (
        <>
          <CircularProgress aria-label={t(binding ? 'auth:oauth.linking' : 'auth:oauth.signingIn')} />
          <Typography sx={{ color: 'text.secondary' }}>{t(binding ? 'auth:oauth.linking' : 'auth:oauth.signingIn')}</Typography>
        </>
      )}
    </Stack>
  );
}
