import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverOriginProblem } from '#shared/server-origin.ts';
import { usePageOrigin } from '#client/context/page-origin-context.ts';
import type { SectionForm } from './setting-form.ts';

/**
 * Under the ServerAddress field, as it is typed: a warning when the address is not this
 * console's public origin (or not https), which passkeys (RP ID and origin) and OIDC's return
 * depend on, and that one-hub reads it for passkeys only when it starts.
 */
export function ServerOriginWarning({ control }: { control: Control<SectionForm> }) {
  const { t } = useTranslation('setting');
  const origin = usePageOrigin();
  const address = useWatch({ control, name: 'ServerAddress' }) ?? '';
  const problem = serverOriginProblem(address, origin);
  if (!problem) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="server-origin-warning">
      <Box component="span" sx={{ display: 'block' }}>
        {t(`serverOrigin.${problem}`, { address: address.trim(), origin })}
      </Box>
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        {t('serverOrigin.restart')}
      </Box>
    </Alert>
  );
}
