import Alert from '@mui/material/Alert';
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
import type { Passkey } from '#shared/api/schemas/webauthn.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { passkeyErrorMessage } from '#client/auth/passkey-errors.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { useToast } from '#client/context/toast-context.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

// Dialogs load when they first open, not with the page (the add dialog brings @simplewebauthn/browser).
const PasskeyAddDialog = lazyNamed(() => import('./passkey-add-dialog.tsx'), 'PasskeyAddDialog');

/**
 * The user's passkeys (one-hub's `/api/webauthn/credentials`): name and creation time, add,
 * delete after a confirmation. one-hub has no rename. A gateway without the endpoints says so
 * here and offers nothing.
 */
export function PasskeysCard({ passkeys, onChanged }: { passkeys: LoadResult<Passkey[]>; onChanged(): Promise<void> }) {
  const { t } = useTranslation(['profile', 'auth', 'error']);
  const toast = useToast();
  const timeZone = useTimeZone();
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm(t('profile:confirm.cancel'));

  async function added() {
    setAdding(false);
    toast.show(t('profile:passkeys.added'), { severity: 'success' });
    await onChanged();
  }

  async function remove(passkey: Passkey) {
    try {
      await browserApi().delete(`/api/webauthn/credentials/${passkey.id}`, z.unknown());
      toast.show(t('profile:passkeys.deleted'), { severity: 'success' });
      await onChanged();
    } catch (error) {
      toast.show(passkeyErrorMessage(error, t) ?? t('auth:passkey.errors.failed'), { severity: 'error' });
    }
  }

  return (
    <Card variant="outlined" data-testid="passkeys">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {t('profile:passkeys.title')}
          </Typography>
          {passkeys.ok ? (
            <Button size="small" variant="contained" onClick={() => setAdding(true)} data-testid="passkey-add">
              {t('profile:passkeys.add')}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('profile:passkeys.description')}
        </Typography>
        {!passkeys.ok ? (
          <Alert severity={passkeys.reason === 'unsupported' ? 'info' : 'error'} sx={{ mt: 2 }} data-testid="passkeys-unavailable">
            {passkeys.reason === 'unsupported'
              ? t('error:gateway.unsupported')
              : t('profile:passkeys.loadFailed', { message: translateGatewayMessage(passkeys.message, t) })}
          </Alert>
        ) : passkeys.data.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="passkeys-empty">
            {t('profile:passkeys.empty')}
          </Typography>
        ) : (
          <List data-testid="passkey-list">
            {passkeys.data.map((passkey) => (
              <ListItem key={passkey.id} divider data-testid="passkey-row" data-id={passkey.id} sx={{ px: 0, gap: 2 }}>
                <ListItemText
                  primary={passkey.alias}
                  secondary={t('profile:passkeys.created', { time: formatDateTime(passkey.created_time, timeZone) })}
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
                <Button
                  size="small"
                  color="error"
                  aria-label={t('profile:passkeys.deleteLabel', { alias: passkey.alias })}
                  onClick={() =>
                    confirm.ask({
                      title: t('profile:passkeys.deleteTitle', { alias: passkey.alias }),
                      body: t('profile:passkeys.deleteBody'),
                      confirmLabel: t('profile:passkeys.delete'),
                      destructive: true,
                      run: () => remove(passkey),
                    })
                  }
                >
                  {t('profile:passkeys.delete')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <WhenOpened open={adding}>{adding ? <PasskeyAddDialog onClose={() => setAdding(false)} onAdded={added} /> : null}</WhenOpened>
      {confirm.dialog}
    </Card>
  );
}
