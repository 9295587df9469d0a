import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Fapiao } from '#shared/api/schemas/fapiao.ts';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { FAPIAO_PAGE_SIZES, STATUS_FILTERS } from './fapiao-state.ts';
import type { FapiaoQuery } from './fapiao-state.ts';
import { RequestsTable } from './requests-table.tsx';
import type { RequestActions } from './requests-table.tsx';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';

interface RequestsCardProps {
  state: UrlState<FapiaoQuery>;
  rows: readonly Fapiao[];
  total: number;
  actions: RequestActions;
}

/** The user's requests, or the admins' queue (with a user search), filtered by status and paged, all in the URL. */
export function RequestsCard({ state, rows, total, actions }: RequestsCardProps) {
  const { t } = useTranslation('fapiao');
  const queue = actions.kind === 'queue';
  const statusFilter = (
    <ListFilter
      name="status"
      label={t('requests.statusFilter')}
      value={state.draft.status}
      options={STATUS_FILTERS.map((value) => ({ value, label: t(value === 'all' ? 'requests.allStatuses' : `status.${value}`) }))}
      onChange={(value) => state.set({ status: STATUS_FILTERS.find((status) => status === value) ?? 'all' })}
    />
  );
  return (
    <Card variant="outlined" data-testid={queue ? 'fapiao-queue' : 'fapiao-requests'}>
      <CardContent sx={{ pb: 0 }}>
        <SectionHeading title={t(queue ? 'queue.heading' : 'requests.heading')} caption={t(queue ? 'queue.caption' : 'requests.caption')} />
      </CardContent>
      {queue ? (
        <ListSearchBar state={state} field="username" padded labels={{ search: t('queue.search'), refresh: t('requests.refresh') }}>
          {statusFilter}
        </ListSearchBar>
      ) : (
        <Stack direction="row" sx={{ p: 2 }}>
          {statusFilter}
        </Stack>
      )}
      <RequestsTable rows={rows} actions={actions} />
      <ListPager state={state} query={state.values} total={total} sizes={FAPIAO_PAGE_SIZES} testId="fapiao-pager" />
    </Card>
  );
}
