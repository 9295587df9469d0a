import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDiscount } from '#shared/format/discount.ts';
import { formatBalance, formatQuota, formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { useSignOut } from '#client/components/user-menu/use-sign-out.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { UserAvatar } from '#client/components/avatar/user-avatar.tsx';
import { useUserCard } from './use-user-card.ts';
import { formatNumber } from '#shared/format/number.ts';
import { pathOf } from '#shared/route-paths.ts';

/**
 * The user drawer (spec section 2, "User menu drawer"): who, which group at which discount and
 * rate, balance and usage, invitation figures, top-up and transfer (to the affiliate page, where
 * rewards move into the balance), links, the Home/Dashboard toggle and sign-out. A lazy module: loaded when the avatar button is first pressed.
 */
export function UserDrawer({ money, open, onClose }: { money: QuotaDisplay; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('navbar');
  const user = useSessionUser();
  const { group } = useUserCard(open);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  if (!user) return null;
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const dashboard = pathOf('dashboard');
  const inDashboard = pathname === dashboard || pathname.startsWith(`${dashboard}/`);
  const close = onClose;
  const figures = [
    { key: 'balance', value: formatBalance(user.quota, money.quotaPerUnit) },
    { key: 'used', value: formatUsage(user.used_quota, status) },
    { key: 'calls', value: formatNumber(user.request_count, i18n.language) },
    { key: 'affCount', value: formatNumber(user.aff_count, i18n.language) },
    { key: 'affHistory', value: formatQuota(user.aff_history_quota, status) },
  ];

  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: 320, p: 3 } } }}>
      <Stack spacing={2} data-testid="user-drawer">
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <UserAvatar user={user} size={72} />
          <Typography variant="h4" component="p">
            {user.display_name || user.username}
          </Typography>
          {user.email ? <Typography sx={{ color: 'text.secondary' }}>{user.email}</Typography> : null}
          {group ? (
            <Typography variant="body2" data-testid="user-group">
              {t('user.group', {
                name: group.name,
                discount: formatDiscount(group.discount, i18n.language) || t('user.noDiscount'),
                rate: group.api_rate,
              })}
            </Typography>
          ) : null}
        </Stack>
        <Divider />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {figures.map((figure) => (
            <Box key={figure.key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t(`user.${figure.key}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }} data-testid={`user-${figure.key}`}>
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button fullWidth variant="contained" component={Link} to={pathOf('dashboard.topup')} onClick={close}>
            {t('user.topUp')}
          </Button>
          <Button
            fullWidth
            variant="outlined"
            component={Link}
            to={pathOf('dashboard.affiliate')}
            onClick={close}
            data-testid="user-transfer"
          >
            {t('user.transfer')}
          </Button>
        </Stack>
        <Divider />
        <Stack spacing={0.5}>
          <Button color="inherit" component={Link} to={pathOf('dashboard.profile')} onClick={close} sx={{ justifyContent: 'flex-start' }}>
            {t('user.profile')}
          </Button>
          <Button color="inherit" component={Link} to={pathOf('dashboard.topup')} onClick={close} sx={{ justifyContent: 'flex-start' }}>
            {t('user.topUp')}
          </Button>
          <Button
            color="inherit"
            component={Link}
            to={inDashboard ? pathOf('home') : dashboard}
            onClick={close}
            sx={{ justifyContent: 'flex-start' }}
          >
            {inDashboard ? t('user.home') : t('dashboard')}
          </Button>
        </Stack>
        <Button variant="outlined" color="error" onClick={() => void signOut().then(close)}>
          {t('signOut')}
        </Button>
      </Stack>
    </Drawer>
  );
}
