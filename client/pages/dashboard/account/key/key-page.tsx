import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { FirstStep } from '#client/components/first-step/first-step.tsx';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { TokenPageSchema } from '#shared/api/schemas/key.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import { loadStatus } from '#client/routing/loader-helpers.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { parseChatLinks } from './chat-links.ts';
import { KeyBaseUrl } from './key-base-url.tsx';
import { KeyList } from './key-list.tsx';
import { groupOptions } from '#client/components/key-editor/key-options.ts';
import { apiQuery, KEY_LIST_STATE } from '#client/components/key-editor/key-query.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { KeyToolbar } from './key-toolbar.tsx';
import { fetchGroupRateMap } from '#client/data/group-rates.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';
import { loadOwnBudgets } from '#client/data/budgets.ts';

// The create/edit form (react-hook-form, autocompletes, selects, the batch CSV) loads when it opens.
const KeyDialog = lazyNamed(() => import('#client/components/key-editor/key-dialog.tsx'), 'KeyDialog');

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, KEY_LIST_STATE);
  const [page, rates, status, budgets] = await Promise.all([
    // A failure is the dashboard error boundary's to explain.
    api.get('/api/token/', TokenPageSchema, apiQuery(query)),
    fetchGroupRateMap(api).catch(() => ({})),
    loadStatus(args.context),
    // The console's own store: while it is down the keys still list, their budget cells say so.
    loadOwnBudgets(api),
  ]);
  redirectPastLastPage(url, KEY_LIST_STATE, query, page.total_count);
  return {
    // The request's own origin, the same on the server and in the browser, so the page hydrates.
    baseUrl: `${url.origin}/v1`,
    query,
    tokens: page.data,
    total: page.total_count,
    groups: groupOptions(rates),
    chatLinks: parseChatLinks(status?.chat_links ?? '', status?.chat_link ?? ''),
    budgets,
  };
}

export type KeyPageData = Awaited<ReturnType<typeof loader>>;

/** The key form edits a key, or a new one (null). */
type DialogState = { token: Token | null };

/** API keys: search, page, create (also in batches), edit, enable or disable, delete, copy, chat. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const dialog = useDialogHost<DialogState>();
  const state = useUrlState(KEY_LIST_STATE);
  const { t } = useTranslation('key');

  return (
    <Card variant="outlined">
      <KeyToolbar state={state} onCreate={() => dialog.open({ token: null })} />
      <KeyBaseUrl baseUrl={data.baseUrl} />
      {data.total === 0 && data.query.keyword === '' ? (
        <FirstStep
          testId="key-first-step"
          title={t('firstStep.title')}
          body={t('firstStep.body')}
          action={
            <Button variant="contained" onClick={() => dialog.open({ token: null })} data-testid="key-first-create">
              {t('firstStep.create')}
            </Button>
          }
        />
      ) : (
        <KeyList data={data} state={state} money={money} onEdit={(token) => dialog.open({ token })} />
      )}
      <Hosted dialog={dialog.current}>
        {({ token }) => (
          <KeyDialog
            key={token?.id ?? 'create'}
            token={token}
            groups={data.groups}
            money={money}
            budgets={data.budgets}
            onClose={dialog.close}
          />
        )}
      </Hosted>
    </Card>
  );
}
