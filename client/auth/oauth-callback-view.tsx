import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { UserSchema } from '../../shared/api/schemas/user.ts';
import { safeReturnTo } from '../../shared/return-to.ts';
import { errorMessage } from '../forms/error-message.ts';
import { useSessionUser } from '../session/session-store.ts';
import { browserApi } from '../session/credentials.ts';
import { affiliateCode } from './auth-api.ts';
import { takeOAuthReturn } from './oauth-return.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { pathOf } from '../../shared/route-paths.ts';
import { useAuthPaths } from '../routing/use-auth-paths.ts';

/** Where a bind that failed goes back to when no return path was remembered. */
const BIND_FALLBACK = pathOf('dashboard.profile');

/**
 * Where a provider sends the browser back with `code` and `state`: the gateway exchanges them
 * (GitHub: GET, Google: POST, both with `aff`) and signs the user in, or, for a signed-in user,
 * links the account to theirs (the gateway answers "bind"); a failure shows why.
 */
export function OAuthCallbackView({ provider }: { provider: 'github' | 'google' }) {
  const { t } = useTranslation(['auth', 'error']);
  const authPaths = useAuthPaths();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState('');
  const [backTo, setBackTo] = useState(authPaths.signIn());
  const started = useRef(false);
  // A signed-in visitor came back from linking an account on the profile page.
  const binding = useSessionUser() !== null;

  useEffect(() => {
    // Codes are single-use: React's development double effect must not send it twice.
    if (started.current) return;
    started.current = true;
    const query = { code: params.get('code') ?? '', state: params.get('state') ?? '', aff: affiliateCode() };
    const api = browserApi();
    const exchange =
      provider === 'github' ? api.get('/api/oauth/github', z.unknown(), query) : api.post('/api/oauth/google', {}, z.unknown(), query);
    exchange
      .then(() => api.get('/api/user/self', UserSchema))
      .then((user) => completeSignIn(user, takeOAuthReturn()))
      .catch((failure: unknown) => {
        if (binding) setBackTo(safeReturnTo(takeOAuthReturn(), BIND_FALLBACK));
        setError(errorMessage(failure, t));
      });
  }, [params, provider, completeSignIn, t, binding]);

  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h3" component="h1">
        {t(binding ? `auth:oauth.link.${provider}` : `auth:oauth.${provider}`)}
      </Typography>
      {error ? (
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
