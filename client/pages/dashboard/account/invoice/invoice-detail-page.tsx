import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { data, Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { InvoiceDetailSchema } from '#shared/api/schemas/invoice.ts';
import { pathOf } from '#shared/route-paths.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { sessionContext } from '#client/routing/router-context.ts';
import { BillDetailTable } from './bill-detail-table.tsx';
import { billDate, formatBillMonth } from './invoice-format.ts';
import { InvoicesDisabled, invoicesEnabled } from './invoice-gate.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

const ACTIONS_SX = { flexWrap: 'wrap' } as const;
const HEADER_SX = { display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' } as const;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const date = billDate(params.date ?? '');
  if (date === null || date !== params.date) throw data({ reason: 'not-found' }, { status: 404 });
  if (!(await invoicesEnabled(context))) return { enabled: false as const };
  const rows = await apiOf(context).get('/api/user/invoice/detail', InvoiceDetailSchema, { date });
  const user = context.get(sessionContext);
  return {
    enabled: true as const,
    date,
    rows: [...rows].sort((a, b) => (a.model_name < b.model_name ? -1 : a.model_name > b.model_name ? 1 : 0)),
    // Only what the bill's header prints: the session user carries the access token.
    account: { username: user?.username ?? '', email: user?.email ?? '' },
  };
}

/**
 * `/dashboard/invoice/:date` (one-hub's `/panel/invoice/detail/:date`): one month's bill per
 * model with the month's totals, under the account it belongs to. "Print" opens the browser's
 * print dialog (save as PDF there); the dashboard shell drops its menus, header and buttons
 * when printing (`@media print` in `dashboard-main-styles.ts`).
 */
export function Component() {
  const { t, i18n } = useTranslation('invoice');
  const loaded = useLoaderData<typeof loader>();
  const site = useDashboardSite();
  if (!loaded.enabled) return <InvoicesDisabled />;
  const month = formatBillMonth(loaded.date, i18n.language);
  const heading = t('detail.heading', { month });
  // One string, so the account prints (and is found) as one line of text.
  const account = [t('detail.account', { username: loaded.account.username }), loaded.account.email].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" data-testid="invoice-detail">
      <CardContent sx={HEADER_SX}>
        <div>
          <Typography variant="h6" component="h2" data-testid="invoice-detail-month">
            {heading}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="invoice-detail-account">
            {account}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('detail.site', { site: site.systemName || t('detail.siteFallback') })}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={ACTIONS_SX} data-print="hide">
          <Button variant="outlined" component={Link} to={pathOf('dashboard.invoice')}>
            {t('detail.back')}
          </Button>
          <Button variant="contained" onClick={() => window.print()} data-testid="invoice-print">
            {t('detail.print')}
          </Button>
        </Stack>
      </CardContent>
      <BillDetailTable rows={loaded.rows} site={site} label={heading} />
    </Card>
  );
}
