import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '#client/context/use-hydrated.ts';
import { useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import type { AuthSite } from '#client/layouts/auth/auth-layout.tsx';
import { browserApi } from '#client/session/credentials.ts';
import { affiliateCode, finishSignIn } from './auth-api.ts';
import type { SignInMethod } from './auth-api.ts';
import { startOAuth } from './oauth-start.ts';
import { ProviderIcon } from './provider-icon.tsx';
import { asOAuthProvider, enabledSignInProviders } from './sign-in-providers.ts';
import type { SignInProvider } from './sign-in-providers.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

// The dialog (MUI's Modal, a form) loads when it first opens, not with the sign-in page.
const WeChatCodeDialog = lazyNamed(() => import('./wechat-code-dialog.tsx'), 'WeChatCodeDialog');

// Two columns of equal buttons from 300 px of content up (a 375 px phone has 343), one below;
// an odd last one takes the whole row. Constant, so MUI writes the rule once.
const GRID_SX = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  '& > :last-child:nth-of-type(odd)': { gridColumn: '1 / -1' },
} as const;

/**
 * Every other way in that the gateway enables (its `/api/status` switches), under "or": each a
 * button with its mark and name (its accessible name says what it does). GitHub, Google, OIDC
 * and Lark start their provider's round trip; WeChat opens the code dialog, which signs in (or up)
 * on the spot (with `method`, the page's). The inviter's code (`aff`) goes with each. `children` is a full-width method shown
 * above the buttons (the passkey button); with neither, nothing is rendered.
 */
export function SignInMethods({ site, method, children }: { site: AuthSite; method: SignInMethod; children?: ReactNode }) {
  const { t } = useTranslation(['auth', 'error']);
  const config = usePublicConfig();
  const toast = useToast();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const [wechatOpen, setWeChatOpen] = useState(false);
  const [starting, setStarting] = useState<SignInProvider | null>(null);
  const providers = enabledSignInProviders(site);
  // The passkey button (children) draws itself only once hydrated: until then an "or" with no
  // provider after it would lead nowhere.
  const hydrated = useHydrated();
  if (providers.length === 0 && (!children || !hydrated)) return null;

  async function start(provider: SignInProvider) {
    const oauth = asOAuthProvider(provider);
    if (!oauth) return setWeChatOpen(true);
    setStarting(provider);
    try {
      const showRefusal = (error: unknown) => toast.show(errorMessage(error, t), { severity: 'error' });
      await startOAuth(oauth, site, config, params.get('returnTo'), showRefusal);
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error' });
    } finally {
      // Also when leaving: a page restored from the back/forward cache must not keep a spinner.
      setStarting(null);
    }
  }

  async function signInWithWeChat(code: string) {
    const api = browserApi();
    await api.get('/api/oauth/wechat', z.unknown(), { code, aff: affiliateCode() });
    await completeSignIn(await finishSignIn(api, method));
  }

  return (
    <Stack spacing={2}>
      <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>{t('auth:oauth.or')}</Divider>
      {children}
      {providers.length > 0 ? (
        <Box sx={GRID_SX} data-testid="sign-in-providers">
          {providers.map((provider) => (
            <Button
              key={provider}
              variant="outlined"
              color="inherit"
              size="large"
              startIcon={<ProviderIcon provider={provider} />}
              aria-label={t(`auth:oauth.${provider}`)}
              data-provider={provider}
              loading={starting === provider}
              onClick={() => void start(provider)}
            >
              {t(`auth:oauth.name.${provider}`)}
            </Button>
          ))}
        </Box>
      ) : null}
      {site.wechatLogin ? (
        <WhenOpened open={wechatOpen}>
          <WeChatCodeDialog
            open={wechatOpen}
            title={t('auth:wechat.title')}
            submitLabel={t('auth:wechat.submit')}
            qrCode={site.wechatQrCode}
            onClose={() => setWeChatOpen(false)}
            onCode={signInWithWeChat}
          />
        </WhenOpened>
      ) : null}
    </Stack>
  );
}
