import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { AffCodeSchema } from '#shared/api/schemas/user.ts';
import { PasskeyListSchema } from '#shared/api/schemas/webauthn.ts';
import { ALERTS_API, NotificationsSchema } from '#shared/api/schemas/alerts.ts';
import { DEFAULT_QUOTA_PER_UNIT } from '#shared/format/price.ts';
import { useToast } from '#client/context/toast-context.ts';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { AccessTokenCard } from './access-token-card.tsx';
import { BindingsCard } from './bindings-card.tsx';
import { GeneralCard } from './general-card.tsx';
import { InviteCard } from './invite-card.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { boundProvider, enabledProviders, inviteLink } from './profile-schemas.ts';
import { loadSelf, useRefreshUser } from '#client/routing/refresh-user.ts';
import { configContext } from '#client/routing/router-context.ts';
import { fetchGroupRateMap } from '#client/data/group-rates.ts';
import { settle } from '#client/components/dashboard-cards/load-result.ts';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = apiOf(context);
  const [status, self, groups, affCode, passkeys, notifications] = await Promise.all([
    loadStatus(context),
    loadSelf(context),
    fetchGroupRateMap(api).catch(() => null),
    api.get('/api/user/aff', AffCodeSchema).catch(() => null),
    settle(api.get('/api/webauthn/credentials', PasskeyListSchema)),
    // The console's own store: when it is down, the card says so and the rest of the page stays.
    settle(api.get(`${ALERTS_API}/self`, NotificationsSchema)),
  ]);
  const group: UserGroupRate | null =
    self && groups
      ? ((self.group_id !== undefined ? groups[String(self.group_id)] : undefined) ??
        Object.values(groups).find((g) => g.symbol === self.group) ??
        null)
      : null;
  return {
    self,
    group,
    passkeys,
    notifications,
    money: { quotaPerUnit: status?.quota_per_unit || DEFAULT_QUOTA_PER_UNIT, inCurrency: status?.display_in_currency ?? true },
    // The request's own origin: the same text on the server and in the browser.
    inviteLink: affCode ? inviteLink(new URL(request.url).origin, affCode, context.get(configContext).signInMethod) : null,
    bindings: {
      providers: enabledProviders(status),
      githubClientId: status?.github_client_id ?? '',
      larkClientId: status?.lark_client_id ?? '',
      wechatQrCode: status?.wechat_qrcode ?? '',
      turnstile: { enabled: Boolean(status?.turnstile_check || status?.turnstile), siteKey: status?.turnstile_site_key ?? '' },
    },
  };
}

/** Back from an OAuth bind round trip (`?bound=github`): say so once, then drop the marker. */
function useBoundNotice(): void {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const provider = boundProvider(params.get('bound'));
  const shown = useRef(false);
  useEffect(() => {
    if (!provider || shown.current) return;
    shown.current = true;
    toast.show(t('bindings.bound', { provider: t(`bindings.${provider}.name`) }), { severity: 'success' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('bound');
        return next;
      },
      { replace: true },
    );
  }, [provider, setParams, t, toast]);
}

/** `/dashboard/profile`: who I am, display name and password, passkeys, bindings, access token, invite link, notifications. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const sessionUser = useSessionUser();
  const refresh = useRefreshUser();
  useBoundNotice();
  const user = data.self ?? sessionUser;
  if (!user) return null;
  return (
    <Stack spacing={3}>
      <ProfileHeader user={user} group={data.group} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <GeneralCard key={user.display_name} username={user.username} displayName={user.display_name} onSaved={refresh} />
            <PasskeysCard passkeys={data.passkeys} onChanged={refresh} />
            <AccessTokenCard />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <BindingsCard user={user} site={data.bindings} onChanged={refresh} />
            <InviteCard link={data.inviteLink} />
            <NotificationsCard notifications={data.notifications} money={data.money} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
