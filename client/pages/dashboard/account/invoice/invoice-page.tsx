import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { InvoicePageSchema } from '#shared/api/schemas/invoice.ts';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { BillTable } from './bill-table.tsx';
import { InvoicesDisabled, invoicesEnabled } from './invoice-gate.tsx';
import { INVOICE_LIST_STATE, INVOICE_PAGE_SIZES } from './invoice-state.ts';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = INVOICE_LIST_STATE.parse(new URL(request.url).searchParams);
  if (!(await invoicesEnabled(context))) return { enabled: false as const };
  const page = await apiOf(context).get('/api/user/invoice', InvoicePageSchema, { page: query.page, size: query.size });
  return { enabled: true as const, page };
}

/**
 * `/dashboard/invoice` (spec section 2, "Operation record"; shown when the site's
 * `UserInvoiceMonth` is on): the caller's monthly bills, newest first, with requests, tokens,
 * request time and the amount, each leading to its per-model detail. Bills exist only once the
 * gateway has generated a finished month, so a new account sees why the list is empty.
 */
export function Component() {
  const { t } = useTranslation('invoice');
  const data = useLoaderData<typeof loader>();
  const site = useDashboardSite();
  const state = useUrlState(INVOICE_LIST_STATE);
  if (!data.enabled) return <InvoicesDisabled />;
  return (
    <Card variant="outlined" data-testid="invoice-page">
      <CardContent sx={{ pb: 0 }}>
        <SectionHeading title={t('list.title')} caption={t('list.caption')} />
      </CardContent>
      <BillTable rows={data.page.data} site={site} />
      <ListPager state={state} query={data.page} total={data.page.total_count} sizes={INVOICE_PAGE_SIZES} testId="invoice-pager" />
    </Card>
  );
}
