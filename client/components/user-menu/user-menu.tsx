import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '#client/session/session-store.ts';
import { UserAvatar } from '#client/components/avatar/user-avatar.tsx';
import { HeaderIconButton } from '#client/components/header-icon/header-icon-button.tsx';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

// MUI's Drawer and the drawer's figures and links: loaded when the avatar is first pressed.
const UserDrawer = lazyNamed(() => import('./user-drawer.tsx'), 'UserDrawer');

/** The avatar button of the header and the user drawer it opens (user-drawer.tsx). */
export function UserMenu({ money }: { money: QuotaDisplay }) {
  const { t } = useTranslation('navbar');
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <HeaderIconButton onClick={() => setOpen(true)} aria-label={t('user.open')} data-testid="user-menu-button">
        <UserAvatar user={user} size={36} />
      </HeaderIconButton>
      <WhenOpened open={open}>
        <UserDrawer money={money} open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
