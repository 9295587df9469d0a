import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { AffHistoryPageSchema } from '#shared/api/schemas/affiliate.ts';
import { AffCodeSchema } from '#shared/api/schemas/user.ts';
import { gatewayFailureOf } from '#shared/api/gateway-failure.ts';
import { inviteLink } from '#shared/invite-link.ts';
import { usePageOrigin } from '#client/context/page-origin-context.ts';
import { usePublicConfig } from '#client/context/public-config-context.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf, loadFreshUser } from '#client/routing/loader-helpers.ts';
import { AFF_HISTORY_PAGE_SIZES, AFF_HISTORY_STATE } from './affiliate-state.ts';
import { HistoryCard } from './history-card.tsx';
import type { HistoryResult } from './history-card.tsx';
import { InvitePanel } from './invite-panel.tsx';
import { TransferCard } from './transfer-card.tsx';
import { useRefreshUser } from '#client/routing/refresh-user.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const query = AFF_HISTORY_STATE.parse(new URL(request.url).searchParams);
  const api = apiOf(context);
  const [self, history] = await Promise.all([
    loadFreshUser(context),
    api.get('/api/user/aff/history', AffHistoryPageSchema, { page: query.page, size: query.size }).then(
      (page): HistoryResult => ({ ok: true, page }),
      (error: unknown): HistoryResult => {
        // Only the history is optional (upstream one-hub has none); anything else is a real failure.
        const failure = gatewayFailureOf(error);
        if (!failure) throw error;
        return { ok: false, failure };
      },
    ),
  ]);
  // `/api/user/self` carries the code once it exists; upstream creates a missing one on this ask.
  const code = self.aff_code || (await api.get('/api/user/aff', AffCodeSchema));
  return {
    code,
    // Only the figures the page shows: the user record carries the access token.
    figures: { invitees: self.aff_count, pending: self.aff_quota, total: self.aff_history_quota },
    history,
  };
}

/**
 * `/dashboard/affiliate` (spec section 2, "Other"): the invite link (on the configured public
 * origin and the sign-up page of SIGN_IN_METHOD) with its code and QR code, the rewards, their
 * transfer into the balance, and who signed up through the link.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const site = useDashboardSite();
  const origin = usePageOrigin();
  const { signInMethod } = usePublicConfig();
  const state = useUrlState(AFF_HISTORY_STATE);
  const refresh = useRefreshUser();
  const money = { quotaPerUnit: site.quotaPerUnit, displayInCurrency: site.displayInCurrency };
  return (
    <Stack spacing={3} data-testid="affiliate-page">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <InvitePanel link={inviteLink(origin, data.code, signInMethod)} code={data.code} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <TransferCard {...data.figures} money={money} onTransferred={refresh} />
        </Grid>
      </Grid>
      <HistoryCard
        history={data.history}
        money={money}
        sizes={AFF_HISTORY_PAGE_SIZES}
        onPage={(page) => state.set({ page })}
        onSize={(size) => state.set({ size: AFF_HISTORY_PAGE_SIZES.find((s) => s === size) ?? AFF_HISTORY_PAGE_SIZES[0] })}
      />
    </Stack>
  );
}
