import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { AdminKeyPageSchema } from '#shared/api/schemas/admin-keys.ts';
import type { AdminKey } from '#shared/api/schemas/admin-keys.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { fetchGroupRateMap } from '#client/data/group-rates.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { ADMIN_KEYS_STATE, adminKeysApiQuery } from './admin-keys-state.ts';
import { AdminKeysTable } from './admin-keys-table.tsx';
import { AdminKeysToolbar } from './admin-keys-toolbar.tsx';
import { groupOptions } from '#client/components/key-editor/key-options.ts';
import { PAGE_SIZES } from '#client/components/key-editor/key-query.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';
import { loadBudgetsOf } from '#client/data/budgets.ts';

// The key form (react-hook-form, autocompletes, the transfer check and its confirmation) loads when it opens.
const AdminKeyDialog = lazyNamed(() => import('./admin-key-dialog.tsx'), 'AdminKeyDialog');

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, ADMIN_KEYS_STATE);
  const [page, rates] = await Promise.all([
    // A gateway without the admin search (an older one-hub) answers 404: the dashboard boundary
    // says "not supported". The schema masks every key, so none reaches the page or its payload.
    api.get('/api/token/admin/search', AdminKeyPageSchema, adminKeysApiQuery(query)),
    fetchGroupRateMap(api).catch(() => ({})),
  ]);
  redirectPastLastPage(url, ADMIN_KEYS_STATE, query, page.total_count);
  // The listed keys' budgets, which the edit dialog shows and changes (the store down: it says so).
  const budgets = await loadBudgetsOf(
    api,
    page.data.map((key) => key.id),
  );
  return { query, keys: page.data, total: page.total_count, groups: groupOptions(rates), budgets };
}

/**
 * Every user's keys, for admins (upstream's admin key search): find keys by name, owner or id,
 * see each owner, edit any key and move it to another user. Keys stay masked: this page can
 * neither show nor copy one, so an admin cannot spend a user's balance with it.
 */
export function Component() {
  const { t } = useTranslation('admin_keys');
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const state = useUrlState(ADMIN_KEYS_STATE);
  const editing = useDialogHost<AdminKey>();
  const { query } = data;
  return (
    <Card variant="outlined" data-testid="admin-keys-page">
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pt: 2 }}>
        {t('caption')}
      </Typography>
      <AdminKeysToolbar state={state} />
      <AdminKeysTable
        keys={data.keys}
        order={query.order}
        money={money}
        groups={data.groups}
        onSort={sortBy(state)}
        onEdit={editing.open}
      />
      <ListPager state={state} query={query} total={data.total} sizes={PAGE_SIZES} />
      <Hosted dialog={editing.current}>
        {(adminKey) => (
          <AdminKeyDialog
            key={adminKey.id}
            adminKey={adminKey}
            groups={data.groups}
            money={money}
            budgets={data.budgets}
            onClose={editing.close}
          />
        )}
      </Hosted>
    </Card>
  );
}
