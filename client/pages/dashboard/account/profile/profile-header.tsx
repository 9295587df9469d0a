import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { UserAvatar } from '#client/components/avatar/user-avatar.tsx';
import type { PageUser } from '#client/routing/refresh-user.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

/** Who: avatar, names, and the user group with its discount and request rate. */
export function ProfileHeader({ user, group }: { user: PageUser; group: UserGroupRate | null }) {
  const { t, i18n } = useTranslation('profile');
  const discount = group ? formatDiscount(group.discount, i18n.language) : '';
  return (
    <Card variant="outlined" sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <UserAvatar user={user} size={72} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" data-testid="profile-display-name">
            {user.display_name || user.username}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }} data-testid="profile-username">
            @{user.username}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }} data-testid="profile-group">
            <StatusTag color="primary" label={t('header.group', { name: group?.name ?? user.group })} />
            {group ? <StatusTag variant="outlined" label={discount ? t('header.discount', { discount }) : t('header.noDiscount')} /> : null}
            {group ? <StatusTag variant="outlined" label={t('header.rate', { rate: group.api_rate })} /> : null}
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
