import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { USER_STATUS } from '#shared/api/schemas/user-admin.ts';
import type { AdminUser } from '#shared/api/schemas/user-admin.ts';
import type { RowHandlers } from './user-row-actions.tsx';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';
import { roleChanges, roleKey } from './user-roles.ts';
import { ROLE } from '#shared/access.ts';

interface UserRowMenuProps extends RowHandlers {
  anchor: HTMLElement | null;
  user: AdminUser;
  viewerRole: number;
  onClose(): void;
}

/**
 * A user's actions, a lazy module: edit, change the balance, change the role (to admin only
 * for root), enable or disable, delete. Root is never offered disable or delete.
 */
export function UserRowMenu({ anchor, user, viewerRole, onClose, onEdit, onQuota, onDelete, onManage }: UserRowMenuProps) {
  const { t } = useTranslation('user');
  const item = (key: string, icon: ActionIconName, label: string, run: () => void, danger = false) => (
    <MenuItem
      key={key}
      data-action={key}
      onClick={() => {
        onClose();
        run();
      }}
      sx={danger ? { color: 'error.main' } : undefined}
    >
      <ListItemIcon sx={danger ? { color: 'inherit' } : undefined}>
        <ActionIcon name={icon} fontSize="small" />
      </ListItemIcon>
      {label}
    </MenuItem>
  );
  const enabled = user.status === USER_STATUS.enabled;
  const isRoot = user.role === ROLE.root;
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {[
        item('edit', 'edit', t('actions.edit'), () => onEdit(user)),
        item('quota', 'money', t('actions.quota'), () => onQuota(user)),
        ...roleChanges(viewerRole, user.role).map((change) =>
          item(change.action, 'role', t('actions.setRole', { role: t(`roles.${roleKey(change.role)}`) }), () =>
            onManage(user, change.action),
          ),
        ),
        ...(isRoot
          ? []
          : [
              enabled
                ? item('disable', 'block', t('actions.disable'), () => onManage(user, 'disable'))
                : item('enable', 'check', t('actions.enable'), () => onManage(user, 'enable')),
              <Divider key="divider" />,
              item('delete', 'delete', t('actions.delete'), () => onDelete(user), true),
            ]),
      ]}
    </Menu>
  );
}
