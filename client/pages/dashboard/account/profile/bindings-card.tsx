import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { PageUser } from '#client/routing/refresh-user.ts';
import type { TurnstileSite } from './email-bind-dialog.tsx';
import { startBind } from './oauth-bind.ts';
import { bindingId, roundTripProvider } from './profile-schemas.ts';
import type { BindingProvider } from './profile-schemas.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { ProviderIcon } from '#client/auth/provider-icon.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';

// Dialogs load when they first open, not with the page.
const EmailBindDialog = lazyNamed(() => import('./email-bind-dialog.tsx'), 'EmailBindDialog');
const WeChatCodeDialog = lazyNamed(() => import('#client/auth/wechat-code-dialog.tsx'), 'WeChatCodeDialog');

const ICON_SX = { color: 'text.secondary' } as const;

export interface BindingSite {
  providers: BindingProvider[];
  githubClientId: string;
  larkClientId: string;
  wechatQrCode: string;
  turnstile: TurnstileSite;
}

/** E-mail, GitHub, Google, OIDC, WeChat and Lark (those the gateway enabled): each bound id, bind, change, unbind. */
export function BindingsCard({ user, site, onChanged }: { user: PageUser; site: BindingSite; onChanged(): Promise<void> }) {
  const { t } = useTranslation(['profile', 'auth', 'error']);
  const toast = useToast();
  const config = usePublicConfig();
  const [dialog, setDialog] = useState<'email' | 'wechat' | null>(null);
  const confirm = useConfirm(t('profile:confirm.cancel'));
  // The gateway binds an OAuth account to the cookie session that started the round trip; the
  // jwt method drops that session, so the callback would sign in instead of binding.
  const oauthBlocked = config.signInMethod === 'jwt';
  const isOAuth = (provider: BindingProvider) => roundTripProvider(provider) !== null;

  async function bind(provider: BindingProvider) {
    const roundTrip = roundTripProvider(provider);
    if (provider === 'email' || provider === 'wechat') return setDialog(provider);
    if (!roundTrip) return undefined;
    try {
      await startBind(roundTrip, site, config, user.id, (error) => toast.show(errorMessage(error, t), { severity: 'error' }));
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error' });
    }
  }

  async function bindWeChat(code: string) {
    await browserApi().get('/api/oauth/wechat/bind', z.unknown(), { code });
    await bound('wechat');
  }

  async function bound(provider: BindingProvider) {
    setDialog(null);
    toast.show(t('profile:bindings.bound', { provider: t(`profile:bindings.${provider}.name`) }), { severity: 'success' });
    await onChanged();
  }

  async function unbind(provider: BindingProvider) {
    try {
      await browserApi().post('/api/user/unbind', { type: provider }, z.unknown());
      toast.show(t('profile:bindings.unbound', { provider: t(`profile:bindings.${provider}.name`) }), { severity: 'success' });
      await onChanged();
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error' });
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('profile:bindings.title')}
        </Typography>
        <List data-testid="bindings">
          {site.providers.map((provider) => {
            const id = bindingId(user, provider);
            return (
              <ListItem
                key={provider}
                divider
                data-testid={`binding-${provider}`}
                data-bound={id ? 'true' : 'false'}
                sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}
              >
                <ProviderIcon provider={provider} sx={ICON_SX} />
                <ListItemText
                  primary={t(`profile:bindings.${provider}.name`)}
                  secondary={
                    <span data-testid={`binding-${provider}-id`}>
                      {id
                        ? t('profile:bindings.boundAs', { id })
                        : oauthBlocked && isOAuth(provider)
                          ? t('profile:bindings.sessionOnly')
                          : t('profile:bindings.notBound')}
                    </span>
                  }
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                />
                <Stack direction="row" spacing={1}>
                  {!id || provider === 'email' ? (
                    <Button
                      size="small"
                      variant={id ? 'outlined' : 'contained'}
                      disabled={oauthBlocked && isOAuth(provider)}
                      onClick={() => void bind(provider)}
                    >
                      {id ? t('profile:bindings.change') : t('profile:bindings.bind')}
                    </Button>
                  ) : null}
                  {id ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={() =>
                        confirm.ask({
                          title: t('profile:bindings.unbindTitle', { provider: t(`profile:bindings.${provider}.name`) }),
                          body: t('profile:bindings.unbindBody'),
                          confirmLabel: t('profile:bindings.unbind'),
                          destructive: true,
                          run: () => unbind(provider),
                        })
                      }
                    >
                      {t('profile:bindings.unbind')}
                    </Button>
                  ) : null}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
      <WhenOpened open={dialog === 'email'}>
        <EmailBindDialog
          open={dialog === 'email'}
          current={user.email}
          turnstile={site.turnstile}
          onClose={() => setDialog(null)}
          onBound={() => bound('email')}
        />
      </WhenOpened>
      {site.providers.includes('wechat') ? (
        <WhenOpened open={dialog === 'wechat'}>
          <WeChatCodeDialog
            open={dialog === 'wechat'}
            title={t('profile:bindings.wechat.bind')}
            submitLabel={t('profile:bindings.wechat.submit')}
            qrCode={site.wechatQrCode}
            onClose={() => setDialog(null)}
            onCode={bindWeChat}
          />
        </WhenOpened>
      ) : null}
      {confirm.dialog}
    </Card>
  );
}
