import { useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ChatLink } from '../../../../shared/api/schemas/status.ts';
import type { Token } from '../../../../shared/api/schemas/token.ts';
import { useCopy } from '../../../hooks/use-copy.ts';
import { fillChatLink } from './chat-links.ts';
import { KeyIcon } from './key-icons.tsx';
import type { KeyIconName } from './key-icons.tsx';

interface KeyActionsProps {
  token: Token;
  chatLinks: readonly ChatLink[];
  onEdit(token: Token): void;
  onDelete(token: Token): void;
  /** Icon-only main buttons (the table); the cards have room for their labels. */
  compact?: boolean;
}

type MenuKind = 'copy' | 'chat' | 'more';

interface MainButtonProps {
  compact: boolean;
  icon: KeyIconName;
  label: string;
  disabled?: boolean;
  onClick(): void;
}

// A ButtonGroup passes its styling props to its direct children, so the tooltip wraps the icon only.
function MainButton({ compact, icon, label, ...props }: MainButtonProps) {
  if (!compact) {
    return (
      <Button {...props} startIcon={<KeyIcon name={icon} />}>
        {label}
      </Button>
    );
  }
  return (
    <Button {...props} aria-label={label} title={label}>
      <KeyIcon name={icon} fontSize="small" />
    </Button>
  );
}

/** Copy `sk-…` (or a filled chat link), open a chat client with the key, edit, delete. */
export function KeyActions({ token, chatLinks, onEdit, onDelete, compact = false }: KeyActionsProps) {
  const { t } = useTranslation('token');
  const copy = useCopy();
  const [menu, setMenu] = useState<{ kind: MenuKind; anchor: HTMLElement } | null>(null);
  const defaultLink = chatLinks.find((link) => link.show) ?? chatLinks[0];
  const close = () => setMenu(null);
  // The origin is read on click: the server render has no window.
  const filled = (link: ChatLink) => fillChatLink(link.url, token.key, window.location.origin);
  const openChat = (link: ChatLink) => window.open(filled(link), '_blank', 'noopener,noreferrer');

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: compact ? 'nowrap' : 'wrap' }}>
      <ButtonGroup size="small" variant="outlined">
        <MainButton compact={compact} icon="copy" label={t('actions.copy')} onClick={() => void copy(`sk-${token.key}`, t('actions.keyName'))} />
        <Button aria-label={t('actions.copyLinks')} aria-haspopup="menu" disabled={chatLinks.length === 0} onClick={(event) => setMenu({ kind: 'copy', anchor: event.currentTarget })}>
          <KeyIcon name="dropDown" fontSize="small" />
        </Button>
      </ButtonGroup>
      <ButtonGroup size="small" variant="outlined">
        <MainButton compact={compact} icon="chat" label={t('actions.chat')} disabled={!defaultLink} onClick={() => defaultLink && openChat(defaultLink)} />
        <Button aria-label={t('actions.chatLinks')} aria-haspopup="menu" disabled={chatLinks.length === 0} onClick={(event) => setMenu({ kind: 'chat', anchor: event.currentTarget })}>
          <KeyIcon name="dropDown" fontSize="small" />
        </Button>
      </ButtonGroup>
      <IconButton size="small" aria-label={t('actions.more')} aria-haspopup="menu" onClick={(event) => setMenu({ kind: 'more', anchor: event.currentTarget })}>
        <KeyIcon name="more" fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={close}>
        {menu?.kind === 'more'
          ? [
              <MenuItem key="edit" onClick={() => {
                  close();
                  onEdit(token);
                }}>
                <ListItemIcon>
                  <KeyIcon name="edit" fontSize="small" />
                </ListItemIcon>
                {t('actions.edit')}
              </MenuItem>,
              <MenuItem key="delete" onClick={() => {
                  close();
                  onDelete(token);
                }} sx={{ color: 'error.main' }}>
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <KeyIcon name="delete" fontSize="small" />
                </ListItemIcon>
                {t('actions.delete')}
              </MenuItem>,
            ]
          : chatLinks.map((link) => (
              <MenuItem
                key={`${link.name}-${link.sort}`}
                onClick={() => {
                  close();
                  if (menu?.kind === 'chat') openChat(link);
                  else void copy(filled(link), t('actions.linkName', { name: link.name }));
                }}
              >
                {link.name}
              </MenuItem>
            ))}
      </Menu>
    </Stack>
  );
}
