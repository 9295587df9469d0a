import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { AdminUser, UserManageAction } from '#shared/api/schemas/user-admin.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

// Every row has a menu: MUI's Menu (with Popover and Modal) loads when the first one opens.
const UserRowMenu = lazyNamed(() => import('./user-row-menu.tsx'), 'UserRowMenu');

/** What a row's menu can ask the page to do. */
export interface RowHandlers {
  onEdit(user: AdminUser): void;
  onQuota(user: AdminUser): void;
  onDelete(user: AdminUser): void;
  onManage(user: AdminUser, action: UserManageAction): void;
}

interface UserRowActionsProps extends RowHandlers {
  user: AdminUser;
  viewerRole: number;
  /** False for equal or higher roles: the gateway would refuse every action. */
  manageable: boolean;
}

/** A row's "more" button and its lazy menu. */
export function UserRowActions({ user, viewerRole, manageable, ...handlers }: UserRowActionsProps) {
  const { t } = useTranslation('user');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = manageable ? t('actions.more', { name: user.username }) : t('actions.notManageable', { name: user.username });
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        disabled={!manageable}
        data-testid="user-actions"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ActionIcon name="more" fontSize="small" />
      </IconButton>
      <WhenOpened open={anchor !== null}>
        <UserRowMenu anchor={anchor} user={user} viewerRole={viewerRole} onClose={() => setAnchor(null)} {...handlers} />
      </WhenOpened>
    </>
  );
}
