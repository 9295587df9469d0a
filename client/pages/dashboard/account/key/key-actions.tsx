import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLink } from '#shared/api/schemas/status.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { useCopy } from '#client/hooks/use-copy.ts';
import { useToast } from '#client/context/toast-context.ts';
import { webUrl } from '#shared/web-url.ts';
import { fillChatLink } from './chat-links.ts';
import { RowIcon } from '#client/components/table/row-icons.tsx';
import { KeyActionsBar } from './key-actions-styles.ts';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

interface KeyActionsProps {
  token: Token;
  chatLinks: readonly ChatLink[];
  onEdit(token: Token): void;
  onDelete(token: Token): void;
  /** Icon-only main buttons (the table); the cards have room for their labels. */
  compact?: boolean;
}

/** Which of a row's menus is open, and where. */
export interface KeyMenuState {
  kind: 'copy' | 'chat' | 'more';
  anchor: HTMLElement;
}

// Every row has menus: MUI's Menu (with Popover and Modal) loads when the first one opens.
const KeyActionsMenu = lazyNamed(() => import('./key-actions-menu.tsx'), 'KeyActionsMenu');

interface MainButtonProps {
  compact: boolean;
  icon: ActionIconName;
  label: string;
  disabled?: boolean;
  onClick(): void;
}

/** A group's main button: its icon and label, or (compact) the icon named by the label. */
function MainButton({ compact, icon, label, disabled = false, onClick }: MainButtonProps) {
  if (!compact) {
    return (
      <button type="button" className="key-button key-button-label" disabled={disabled} onClick={onClick}>
        <RowIcon name={icon} />
        {label}
      </button>
    );
  }
  return (
    <button type="button" className="key-button" disabled={disabled} onClick={onClick} aria-label={label} title={label}>
      <RowIcon name={icon} />
    </button>
  );
}

interface SplitButtonProps {
  main: MainButtonProps;
  menuLabel: string;
  menuDisabled: boolean;
  onMenu(anchor: HTMLElement): void;
}

/** A main action and the arrow that opens its menu of variants (the chat links), as one group. */
function SplitButton({ main, menuLabel, menuDisabled, onMenu }: SplitButtonProps) {
  return (
    <div role="group" className="key-split">
      <MainButton {...main} />
      <button
        type="button"
        className="key-button"
        aria-label={menuLabel}
        aria-haspopup="menu"
        disabled={menuDisabled}
        onClick={(event) => onMenu(event.currentTarget)}
      >
        <RowIcon name="dropDown" />
      </button>
    </div>
  );
}

/** Copy `sk-…` (or a filled chat link), open a chat client with the key, edit, delete. */
export function KeyActions({ token, chatLinks, onEdit, onDelete, compact = false }: KeyActionsProps) {
  const { t } = useTranslation(['key', 'error']);
  const copy = useCopy();
  const toast = useToast();
  const [menu, setMenu] = useState<KeyMenuState | null>(null);
  const defaultLink = chatLinks.find((link) => link.show) ?? chatLinks[0];
  const close = () => setMenu(null);
  // The origin is read on click: the server render has no window.
  const filled = (link: ChatLink) => fillChatLink(link.url, token.key, window.location.origin);
  // Only a web page is opened (`webUrl`): an operator's `javascript:` link would run in this origin.
  const openChat = (link: ChatLink) => {
    const url = webUrl(filled(link), window.location.origin);
    if (url === null) toast.show(t('error:gateway.unsafeUrl'), { severity: 'error' });
    else window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <KeyActionsBar {...(compact ? { 'data-compact': '' } : {})}>
      <SplitButton
        main={{ compact, icon: 'copy', label: t('actions.copy'), onClick: () => void copy(`sk-${token.key}`, t('actions.keyName')) }}
        menuLabel={t('actions.copyLinks')}
        menuDisabled={chatLinks.length === 0}
        onMenu={(anchor) => setMenu({ kind: 'copy', anchor })}
      />
      <SplitButton
        main={{
          compact,
          icon: 'chat',
          label: t('actions.chat'),
          disabled: !defaultLink,
          onClick: () => defaultLink && openChat(defaultLink),
        }}
        menuLabel={t('actions.chatLinks')}
        menuDisabled={chatLinks.length === 0}
        onMenu={(anchor) => setMenu({ kind: 'chat', anchor })}
      />
      <button
        type="button"
        className="key-more"
        aria-label={t('actions.more')}
        aria-haspopup="menu"
        onClick={(event) => setMenu({ kind: 'more', anchor: event.currentTarget })}
      >
        <RowIcon name="more" />
      </button>
      <WhenOpened open={menu !== null}>
        <KeyActionsMenu
          menu={menu}
          token={token}
          chatLinks={chatLinks}
          onClose={close}
          onEdit={onEdit}
          onDelete={onDelete}
          onChat={openChat}
          onCopy={(link) => void copy(filled(link), t('actions.linkName', { name: link.name }))}
        />
      </WhenOpened>
    </KeyActionsBar>
  );
}
