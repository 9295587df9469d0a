import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { OAuthStateSchema } from '../../shared/api/schemas/auth.ts';
import { usePublicConfig } from '../app/public-config-context.ts';
import { useToast } from '../components/toast/toast-context.ts';
import { errorMessage } from '../forms/error-message.ts';
import type { AuthSite } from '../layouts/auth/auth-layout.tsx';
import { browserApi } from '../session/credentials.ts';
import { rememberOAuthReturn } from './oauth-return.ts';
import { pathOf } from '../../shared/route-paths.ts';

/**
 * GitHub and Google sign-in, shown when the gateway enables them. GitHub: get a state from the
 * gateway (on failure say so and go on with an empty one), then open the provider's authorize
 * page. Google: the gateway gives the whole authorize URL.
 */
export function OAuthButtons({ site }: { site: AuthSite }) {
  const { t } = useTranslation(['auth', 'error']);
  const config = usePublicConfig();
  const toast = useToast();
  const [params] = useSearchParams();
  if (!site.githubOAuth && !site.googleOAuth) return null;

  async function handleGitHub() {
    let state = '';
    try {
      state = await browserApi().get('/api/oauth/state', OAuthStateSchema);
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error' });
    }
    rememberOAuthReturn(params.get('returnTo'));
    const url = new URL(config.githubAuthorizeUrl, window.location.origin);
    url.searchParams.set('client_id', site.githubClientId);
    url.searchParams.set('state', state);
    url.searchParams.set('scope', 'user:email');
    url.searchParams.set('redirect_uri', `${window.location.origin}${pathOf('oauthGithub')}`);
    window.location.assign(url.toString());
  }

  async function handleGoogle() {
    try {
      const url = await browserApi().get('/api/oauth/google/url', z.string().check(z.minLength(1)));
      rememberOAuthReturn(params.get('returnTo'));
      window.location.assign(url);
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error' });
    }
  }

  return (
    <Stack spacing={2}>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{t('auth:oauth.or')}</Divider>
      <Stack direction="row" spacing={1.5}>
        {site.githubOAuth ? (
          <Button fullWidth variant="outlined" color="inherit" onClick={() => void handleGitHub()}>
            {t('auth:oauth.github')}
          </Button>
        ) : null}
        {site.googleOAuth ? (
          <Button fullWidth variant="outlined" color="inherit" onClick={() => void handleGoogle()}>
            {t('auth:oauth.google')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
