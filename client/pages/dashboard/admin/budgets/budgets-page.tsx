import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { BUDGETS_API, BudgetPageSchema } from '#shared/api/schemas/budgets.ts';
import type { BudgetPage } from '#shared/api/schemas/budgets.ts';
import { AdminKeyPageSchema } from '#shared/api/schemas/admin-keys.ts';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';
import { BUDGET_PAGE_SIZES, BUDGETS_STATE } from './budgets-state.ts';
import { BudgetsTable } from './budgets-table.tsx';
import type { BudgetRow } from './budgets-table.tsx';

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, BUDGETS_STATE);
  let page: BudgetPage;
  try {
    page = await api.get(BUDGETS_API, BudgetPageSchema, { page: query.page, size: query.size });
  } catch (error) {
    // The console's store is down: the page says so (its message is in the reader's language).
    return { query, state: 'down' as const, message: error instanceof Error ? error.message : String(error), rows: [], total: 0, now: 0 };
  }
  redirectPastLastPage(url, BUDGETS_STATE, query, page.total_count);
  // Each key as the gateway has it now (name, owner, quota), read with the admin's own session.
  const rows: BudgetRow[] = await Promise.all(
    page.data.map(async (budget) => {
      const found = await api.get('/api/token/admin/search', AdminKeyPageSchema, { token_id: budget.token_id }).catch(() => null);
      return { budget, key: found?.data.find((key) => key.id === budget.token_id) ?? null };
    }),
  );
  return { query, state: page.available ? ('on' as const) : ('off' as const), message: '', rows, total: page.total_count, now: Date.now() };
}

/**
 * Every key with a budget, for admins (ARCHITECTURE "Budgets"): the window, the budget, what was
 * spent in this window, what is left and when it resets, in the reader's zone. Budgets are set
 * in a key's form (the owner's Keys page, or every user's keys for an admin).
 */
export function Component() {
  const { t } = useTranslation('budgets');
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const state = useUrlState(BUDGETS_STATE);
  return (
    <Card variant="outlined" data-testid="budgets-page">
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pt: 2 }}>
        {t('budgets:caption')}
      </Typography>
      {data.state === 'down' ? (
        <Alert severity="error" sx={{ m: 2 }} data-testid="budgets-store-down">
          {data.message}
        </Alert>
      ) : null}
      {data.state === 'off' ? (
        <Alert severity="warning" sx={{ m: 2 }} data-testid="budgets-off">
          {t('budgets:page.off')}
        </Alert>
      ) : null}
      <BudgetsTable rows={data.rows} money={money} now={data.now} />
      <ListPager state={state} query={data.query} total={data.total} sizes={BUDGET_PAGE_SIZES} />
    </Card>
  );
}
