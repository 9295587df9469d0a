import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { OperationRecordPageSchema } from '#shared/api/schemas/operation-record.ts';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { RecordFilterBar } from './record-filter-bar.tsx';
import { nextRecordOrder, RECORD_LIST_STATE, RECORD_PAGE_SIZES, recordApiQuery } from './record-list-state.ts';
import type { RecordListQuery } from './record-list-state.ts';
import { RecordTable } from './record-table.tsx';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, RECORD_LIST_STATE);
  // A gateway without the audit extension answers 404: the dashboard boundary says "not supported".
  const page = await api.get('/api/operation_record/', OperationRecordPageSchema, recordApiQuery(query));
  redirectPastLastPage(url, RECORD_LIST_STATE, query, page.total_count);
  return { query, records: page.data, total: page.total_count, retention: page.retention ?? null };
}

/**
 * The audit log (spec §2 `operation_record`, extensions.md "Operation records"): every admin
 * change the gateway recorded, with actor, action, target, time, IP and the fields before and
 * after; filters, sort and page in the URL, and how long the gateway keeps records.
 */
export function Component() {
  const { t } = useTranslation('operation_record');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState<RecordListQuery>(RECORD_LIST_STATE);
  return (
    <Card variant="outlined" data-testid="record-page">
      <CardContent sx={{ pb: 0 }}>
        <SectionHeading title={t('title')} caption={t('caption')} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="record-retention">
          {data.retention === null ? t('retentionUnknown') : t('retention', { count: data.retention })}
        </Typography>
      </CardContent>
      <RecordFilterBar state={state} />
      <RecordTable
        records={data.records}
        order={data.query.order}
        onSort={(field) => state.set((latest) => ({ order: nextRecordOrder(latest.order, field) }))}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={RECORD_PAGE_SIZES} />
    </Card>
  );
}
