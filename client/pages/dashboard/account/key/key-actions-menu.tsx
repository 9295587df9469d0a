import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { ChatLink } from '#shared/api/schemas/status.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import type { KeyMenuState } from './key-actions.tsx';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';

interface KeyActionsMenuProps {
  menu: KeyMenuState | null;
  token: Token;
  chatLinks: readonly ChatLink[];
  onClose(): void;
  onEdit(token: Token): void;
  onDelete(token: Token): void;
  onChat(link: ChatLink): void;
  onCopy(link: ChatLink): void;
}

/** A key row's menus (copy a chat link, open one, edit or delete), a lazy module: loaded when one first opens. */
export function KeyActionsMenu({ menu, token, chatLinks, onClose, onEdit, onDelete, onChat, onCopy }: KeyActionsMenuProps) {
  const { t } = useTranslation('key');
  return (
    <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={onClose}>
      {menu?.kind === 'more'
        ? [
            <MenuItem
              key="edit"
              onClick={() => {
                onClose();
                onEdit(token);
              }}
            >
              <ListItemIcon>
                <ActionIcon name="edit" fontSize="small" />
              </ListItemIcon>
              {t('actions.edit')}
            </MenuItem>,
            <MenuItem
              key="delete"
              onClick={() => {
                onClose();
                onDelete(token);
              }}
              sx={{ color: 'error.main' }}
            >
              <ListItemIcon sx={{ color: 'inherit' }}>
                <ActionIcon name="delete" fontSize="small" />
              </ListItemIcon>
              {t('actions.delete')}
            </MenuItem>,
          ]
        : chatLinks.map((link) => (
            <MenuItem
              key={`${link.name}-${link.sort}`}
              onClick={() => {
                onClose();
                if (menu?.kind === 'chat') onChat(link);
                else onCopy(link);
              }}
            >
              {link.name}
            </MenuItem>
          ))}
    </Menu>
  );
}
