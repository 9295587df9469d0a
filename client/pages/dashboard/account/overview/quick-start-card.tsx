import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { errorMessage } from '#client/forms/error-message.ts';
import { useApiBase } from '#client/hooks/use-api-base.ts';
import { browserApi } from '#client/session/credentials.ts';
import { CodeBox } from '#client/components/code-box/code-box.tsx';
import { curlSample, KEY_PLACEHOLDER, withKeyPrefix } from '#client/components/code-box/curl-sample.ts';
import { pathOf } from '#shared/route-paths.ts';
import { LinkButtons } from '#client/components/link-buttons/link-buttons.tsx';
import { PanelCaption, PanelCard, PanelTitle } from '#client/components/dashboard-cards/panel-card.tsx';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

interface QuickStartCardProps {
  /** The request's origin as the server saw it; the browser's own origin replaces it. */
  origin: string;
  model: string;
}

type KeyState = { state: 'idle' } | { state: 'loading' } | { state: 'filled'; key: string } | { state: 'failed'; message: string };

/**
 * The API base URL and a curl example. The user's playground key is fetched only on request, in
 * the browser, so no key is ever part of the server-rendered HTML.
 */
export function QuickStartCard({ origin, model }: QuickStartCardProps) {
  const { t } = useTranslation(['dashboard', 'error']);
  const base = useApiBase(`${origin}/v1`);
  const [key, setKey] = useState<KeyState>({ state: 'idle' });
  const sample = curlSample(base, key.state === 'filled' ? key.key : KEY_PLACEHOLDER, model);

  async function fillKey() {
    setKey({ state: 'loading' });
    try {
      const playground = await browserApi().get('/api/token/playground', z.string().check(z.minLength(1)));
      setKey({ state: 'filled', key: withKeyPrefix(playground) });
    } catch (error) {
      setKey({ state: 'failed', message: errorMessage(error, t) });
    }
  }

  return (
    <PanelCard testId="overview-quick-start" fill>
      <PanelTitle>{t('dashboard:overview.quickStart.title')}</PanelTitle>
      <PanelCaption lead below={2}>
        {t('dashboard:overview.quickStart.body')}
      </PanelCaption>
      <Stack spacing={1.5}>
        <CodeBox
          code={base}
          label={t('dashboard:overview.quickStart.base')}
          copyName={t('dashboard:overview.quickStart.baseName')}
          testId="overview-base-url"
        />
        <CodeBox
          code={sample}
          label={t('dashboard:overview.quickStart.sample')}
          copyName={t('dashboard:overview.quickStart.sampleName')}
          testId="overview-curl"
        />
        {key.state === 'filled' ? <Alert severity="warning">{t('dashboard:overview.quickStart.keyFilled')}</Alert> : null}
        {key.state === 'failed' ? (
          <Alert severity="error">
            {t('dashboard:overview.quickStart.keyFailed', { message: translateGatewayMessage(key.message, t) })}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            onClick={() => void fillKey()}
            disabled={key.state === 'loading' || key.state === 'filled'}
            data-testid="overview-use-key"
          >
            {t('dashboard:overview.quickStart.useKey')}
          </Button>
          <LinkButtons
            links={[
              { to: pathOf('dashboard.key'), label: t('dashboard:overview.quickStart.keys') },
              { to: pathOf('doc'), label: t('dashboard:overview.quickStart.docs'), variant: 'text' },
            ]}
          />
        </Stack>
      </Stack>
    </PanelCard>
  );
}
