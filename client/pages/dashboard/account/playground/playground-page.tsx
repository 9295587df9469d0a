import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { AvailableModelMapSchema, ChannelGroupRateSchema } from '#shared/api/schemas/model.ts';
import type { ChannelRates } from '#shared/format/price.ts';
import { usePageOrigin } from '#client/context/page-origin-context.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { loadGroupRates } from '#client/data/group-rates.ts';
import { useApiBase } from '#client/hooks/use-api-base.ts';
import { ChatList } from './chat-list.tsx';
import { ChatThread, FailureAlert } from './chat-thread.tsx';
import { Composer } from './composer.tsx';
import { chatRequest } from './playground-settings.ts';
import { SettingsPanel } from './settings-panel.tsx';
import { usePlayground } from './use-playground.ts';
import type { PlaygroundData } from './use-playground.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

// "Show code" loads its dialog when first opened.
const CodeDialog = lazyNamed(() => import('./code-dialog.tsx'), 'CodeDialog');

/**
 * The models and what they cost: the model list is essential (its failure is the dashboard
 * boundary's); without group ratios or channel rates an answer's cost is not worked out, but
 * the playground still chats. No key is loaded here: keys never enter the page's HTML.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<PlaygroundData & { groupsFailed: boolean }> {
  const api = apiOf(context);
  const [models, groups, channelRates] = await Promise.all([
    api.get('/api/available_model', AvailableModelMapSchema),
    loadGroupRates(api),
    api.get('/api/channel_group_rate', ChannelGroupRateSchema).catch((): ChannelRates => ({})),
  ]);
  return { models, groups: groups.ok ? groups.data : [], channelRates, groupsFailed: !groups.ok };
}

/**
 * `/dashboard/app` (spec section 2, the `app` sub-path; upstream's Playground): chat with a
 * model through this console's relay with one of the user's keys or the gateway's playground
 * key, answers streamed and rendered as safe markdown, each with its cost from its usage block;
 * conversations stay in this browser. The key travels only in the Authorization header.
 */
export function Component() {
  const { t } = useTranslation(['playground', 'error']);
  const data = useLoaderData<typeof loader>();
  const site = useDashboardSite();
  const user = useSessionUser();
  const baseUrl = useApiBase(`${usePageOrigin()}/v1`);
  const failureMessage = useCallback((error: unknown) => errorMessage(error, t), [t]);
  const playground = usePlayground(data, user?.group ?? 'default', failureMessage);
  const [prompt, setPrompt] = useState('');
  const [showCode, setShowCode] = useState(false);
  const { chat, streaming, failure, model } = playground;
  const busy = streaming !== null;
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  const draftTurns = prompt.trim() === '' ? chat.turns : [...chat.turns, { role: 'user' as const, content: prompt }];

  return (
    <Stack spacing={2.5} data-testid="playground-page">
      <Typography sx={{ color: 'text.secondary' }}>{t('playground:intro')}</Typography>
      {data.groupsFailed ? <Alert severity="warning">{t('playground:groupsFailed')}</Alert> : null}
      {playground.models.length === 0 ? (
        <Alert severity="info" data-testid="playground-no-models">
          {t('playground:noModels')}
        </Alert>
      ) : null}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }} sx={{ order: { xs: 2, md: 1 } }}>
          <ChatList
            chats={playground.chats}
            currentId={chat.id}
            busy={busy}
            onNew={playground.newChat}
            onOpen={playground.openChat}
            onDelete={playground.deleteChat}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 6 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <ChatThread turns={chat.turns} streaming={streaming} money={money} />
                {failure ? <FailureAlert failure={failure} group={playground.group} model={model?.name ?? ''} /> : null}
                <Composer
                  prompt={prompt}
                  onPrompt={setPrompt}
                  streaming={busy}
                  canSend={model !== null}
                  canRegenerate={chat.turns.some((turn) => turn.role === 'user')}
                  onSend={() => {
                    playground.send(prompt);
                    setPrompt('');
                  }}
                  onStop={playground.stop}
                  onRegenerate={playground.regenerate}
                  onShowCode={() => setShowCode(true)}
                />
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }} sx={{ order: 3 }}>
          <SettingsPanel playground={playground} />
        </Grid>
      </Grid>
      <WhenOpened open={showCode}>
        <CodeDialog
          open={showCode}
          onClose={() => setShowCode(false)}
          baseUrl={baseUrl}
          body={chatRequest(playground.settings, draftTurns)}
          resolveKey={playground.resolveKey}
        />
      </WhenOpened>
    </Stack>
  );
}
