import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ALERTS_API, AlertSettingsSchema, DeliveryPageSchema } from '#shared/api/schemas/alerts.ts';
import type { Destination, Rule } from '#shared/api/schemas/alerts.ts';
import { isLanguage } from '#shared/i18n/settings.ts';
import { deleteQuestion, useListPage } from '#client/components/admin-kit/use-list-page.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { TableCard } from '#client/components/table-card/table-card.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { gatewayQuery } from '#shared/url-state/search-state.ts';
import { ALERT_LOG_PAGE_SIZES, ALERT_LOG_STATE } from './alerts-log-state.ts';
import { DeliveryLogTable } from './delivery-log-table.tsx';
import { DestinationsTable } from './destinations-table.tsx';
import { RulesTable } from './rules-table.tsx';
import { useAlertMutations } from './use-alert-mutations.ts';

// The forms (react-hook-form, the resolver) load when first opened.
const RuleDialog = lazyNamed(() => import('./rule-dialog.tsx'), 'RuleDialog');
const DestinationDialog = lazyNamed(() => import('./destination-dialog.tsx'), 'DestinationDialog');

/**
 * The console's own settings and log (`/console-api/alerts`, answered in this process): a store
 * that does not answer is the console's 503 in the reader's language, which the dashboard's
 * boundary shows with a retry.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, ALERT_LOG_STATE);
  const [settings, log] = await Promise.all([
    api.get(ALERTS_API, AlertSettingsSchema),
    api.get(`${ALERTS_API}/deliveries`, DeliveryPageSchema, gatewayQuery(ALERT_LOG_STATE, query)),
  ]);
  redirectPastLastPage(url, ALERT_LOG_STATE, query, log.total_count);
  return { query, settings, log };
}

type DialogState = { rule: Rule } | { destination: Destination | null };

/**
 * `/dashboard/alerts` (admin): the rules (which conditions alert, at what level, to which
 * destinations), the destinations (group bots, signed webhooks, e-mail; secrets write-only;
 * "send a test" on each) and the delivery log with each outcome.
 */
export function Component() {
  const { t, i18n } = useTranslation('alerts');
  const { query, settings, log } = useLoaderData<typeof loader>();
  const state = useUrlState(ALERT_LOG_STATE);
  const mutations = useAlertMutations();
  const dialog = useDialogHost<DialogState>();
  const list = useListPage({ rows: settings.destinations, idOf: (destination) => destination.id, cancelLabel: t('form.cancel') });
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const askDelete = (destination: Destination) =>
    list.askDestructive(deleteQuestion(t, { name: destination.name }), () => mutations.deleteDestination(destination));

  return (
    <Stack spacing={3}>
      {settings.off === 'no-admin-token' ? (
        <Alert severity="warning" data-testid="alerts-off">
          {t('off.noAdminToken')}
        </Alert>
      ) : null}
      <TableCard title={t('rule.heading')} caption={t('rule.caption')} testId="alert-rules">
        <RulesTable rules={settings.rules} destinations={settings.destinations} onEdit={(rule) => dialog.open({ rule })} />
      </TableCard>
      <TableCard
        title={t('destination.heading')}
        caption={t('destination.caption')}
        testId="alert-destinations"
        action={
          <Button
            variant="contained"
            startIcon={<ActionIcon name="add" />}
            onClick={() => dialog.open({ destination: null })}
            data-testid="alert-destination-add"
          >
            {t('destination.add')}
          </Button>
        }
      >
        {settings.mail ? null : (
          <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
            {t('off.noMail')}
          </Alert>
        )}
        <DestinationsTable
          destinations={settings.destinations}
          onTest={(destination) => void mutations.test(destination)}
          onEdit={(destination) => dialog.open({ destination })}
          onDelete={askDelete}
        />
      </TableCard>
      <TableCard title={t('log.heading')} caption={t('log.caption')} testId="alert-log">
        <DeliveryLogTable deliveries={log.data} />
        <ListPager state={state} query={query} total={log.total_count} sizes={ALERT_LOG_PAGE_SIZES} />
      </TableCard>
      <Hosted dialog={dialog.current}>
        {(open) =>
          'rule' in open ? (
            <RuleDialog
              key={open.rule.kind}
              rule={open.rule}
              destinations={settings.destinations}
              onSave={(input) => mutations.saveRule(open.rule.kind, input)}
              onClose={dialog.close}
            />
          ) : (
            <DestinationDialog
              key={open.destination?.id ?? 'new'}
              destination={open.destination}
              language={language}
              onSave={(input) => mutations.saveDestination(open.destination, input)}
              onClose={dialog.close}
            />
          )
        }
      </Hosted>
      {list.confirm.dialog}
    </Stack>
  );
}
