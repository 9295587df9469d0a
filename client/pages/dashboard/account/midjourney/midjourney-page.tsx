import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ROLE } from '#shared/access.ts';
import { MidjourneyPageSchema } from '#shared/api/schemas/task.ts';
import type { Midjourney } from '#shared/api/schemas/task.ts';
import { TaskListCard } from '#client/components/task-kit/task-list-card.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { sessionContext } from '#client/routing/router-context.ts';
import { MjFilterBar } from './mj-filter-bar.tsx';
import { MJ_LIST_STATE, MJ_PAGE_SIZES, mjApiQuery } from './mj-list-state.ts';
import { MjTable } from './mj-table.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

// The detail (MUI's Dialog, the image, the JSON view) loads when a task is first opened.
const MjDetailDialog = lazyNamed(() => import('./mj-detail-dialog.tsx'), 'MjDetailDialog');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const isAdmin = (context.get(sessionContext)?.role ?? 0) >= ROLE.admin;
  const query = MJ_LIST_STATE.parse(new URL(request.url).searchParams);
  // The spec shows Midjourney only where the site turns it on; a stale link says so plainly.
  if ((await loadStatus(context))?.MjEnabled !== true) return { enabled: false as const, isAdmin, query, rows: [], total: 0 };
  const page = await apiOf(context).get(isAdmin ? '/api/mj/' : '/api/mj/self', MidjourneyPageSchema, mjApiQuery(query, isAdmin));
  return { enabled: true as const, isAdmin, query, rows: page.data, total: page.total_count };
}

/**
 * Midjourney tasks (spec §2 `midjourney`, shown when the site's `MjEnabled` is on): filters in
 * the URL, submit code, status, progress, the image (preview and download), prompt and its
 * English form, fail reason and the raw JSON. Admins see everyone's with channel and user.
 */
export function Component() {
  const { t } = useTranslation('task');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(MJ_LIST_STATE);
  if (!data.enabled) {
    return (
      <Alert severity="info" data-testid="mj-disabled">
        {t('mjDisabled')}
      </Alert>
    );
  }
  return (
    <TaskListCard<Midjourney>
      kind="mj"
      filters={<MjFilterBar state={state} isAdmin={data.isAdmin} />}
      table={(onOpen) => <MjTable rows={data.rows} isAdmin={data.isAdmin} onOpen={onOpen} />}
      pager={<ListPager state={state} query={data.query} total={data.total} sizes={MJ_PAGE_SIZES} testId="mj-pagination" />}
      detail={(row, open, onClose) => <MjDetailDialog row={row} open={open} onClose={onClose} />}
    />
  );
}
