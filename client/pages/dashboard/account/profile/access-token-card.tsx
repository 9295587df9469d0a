import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { JWT_ROUTES } from '#shared/config/credentials.ts';
import { jwtCall } from '#client/session/jwt-session.ts';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';

// Dialogs load when they first open, not with the page.

/**
 * The access token for `Authorization`: generating replaces the old one at once, so it asks
 * first, and shows the new token only this once. The console makes it (`JWT_ROUTES.token`): a
 * browser signed in on the jwt page signs in with the token itself, and the console keeps the
 * new one in its HttpOnly cookie too (or every call after this one would fail).
 */
export function AccessTokenCard() {
  const { t } = useTranslation(['profile', 'error']);
  const toast = useToast();
  const copy = useCopy();
  const confirm = useConfirm(t('profile:confirm.cancel'));
  const [token, setToken] = useState<string | null>(null);

  async function generate() {
    try {
      const fresh = (await jwtCall(JWT_ROUTES.token)) ?? '';
      setToken(fresh);
      toast.show(t('profile:token.generated'), { severity: 'success' });
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error' });
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <SectionHeading title={t('profile:token.title')} caption={t('profile:token.description')} />
          {token ? (
            <Alert severity="warning" data-testid="access-token">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('profile:token.once')}
              </Typography>
              <Box
                component="code"
                sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}
                data-testid="access-token-value"
              >
                {token}
              </Box>
              <Button size="small" variant="outlined" onClick={() => void copy(token, t('profile:token.title'))}>
                {t('profile:token.copy')}
              </Button>
            </Alert>
          ) : null}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              confirm.ask({
                title: t('profile:token.confirmTitle'),
                body: t('profile:token.confirmBody'),
                confirmLabel: t('profile:token.generate'),
                destructive: true,
                run: generate,
              })
            }
            data-testid="access-token-generate"
          >
            {t('profile:token.generate')}
          </Button>
        </Stack>
      </CardContent>
      {confirm.dialog}
    </Card>
  );
}
