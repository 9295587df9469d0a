import type { MouseEvent, MouseEventHandler, ReactElement, ReactNode, Ref } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavItem } from '#client/routing/nav-tree.ts';
import type { NavItemState } from '#client/routing/nav-state.ts';
import { ArrowIcon, ExternalIcon, NavIconSvg } from './nav-icons.tsx';
import { NavInfo } from './nav-info.tsx';
import { navItemSx } from './nav-item-styles.ts';
import type { NavVariant } from './nav-item-styles.ts';

export interface NavItemButtonProps {
  item: NavItem;
  variant: NavVariant;
  /** 0 for a section's items, 1 and more for children. */
  depth: number;
  state: NavItemState;
  /** Whether its children show (the arrow points down). */
  open: boolean;
  /** For an item with children: opens or closes them (it is a button, not a link). */
  onToggle?: MouseEventHandler<HTMLElement>;
  onMouseEnter?: MouseEventHandler<HTMLElement>;
  onMouseLeave?: MouseEventHandler<HTMLElement>;
  buttonRef?: Ref<HTMLButtonElement>;
  /**
   * Mini and horizontal items show their caption as a tooltip: their nav passes MUI's Tooltip
   * here, so the default vertical nav (and every page's first load) carries none of its code.
   */
  withTooltip?: (title: string, button: ReactElement) => ReactNode;
  /**
   * A plain link or button with the class `nav-item`, styled by the menu around it
   * (`verticalItemRules`): the vertical menu's items. Without it a ButtonBase carries the
   * item's own styles (mini and horizontal items, and the items of their popovers, which a
   * portal puts outside any menu).
   */
  plain?: boolean;
}

/**
 * One menu item: icon, title, caption, info badge and, with children, an arrow. A link for a
 * page, a new tab for the external docs link, a button that opens its children otherwise.
 */
export function NavItemButton({
  item,
  variant,
  depth,
  state,
  open,
  onToggle,
  onMouseEnter,
  onMouseLeave,
  buttonRef,
  withTooltip,
  plain = false,
}: NavItemButtonProps) {
  const { t } = useTranslation('menu');
  const title = t(item.labelKey);
  const caption = item.caption ? t(item.caption) : undefined;
  const hasChildren = item.children.length > 0;
  const showIcon = depth === 0 || variant === 'horizontal';
  const common = {
    disabled: item.disabled,
    onMouseEnter,
    onMouseLeave,
    'data-state': state,
    'data-nav-item': item.path,
    'aria-disabled': item.disabled || undefined,
    sx: navItemSx(variant, depth),
  };
  const content = (
    <>
      {showIcon ? <NavIconSvg name={item.icon} /> : <span className="nav-dot" aria-hidden />}
      <span className="nav-texts">
        <span className="nav-title">{title}</span>
        {caption && variant === 'vertical' ? <span className="nav-caption">{caption}</span> : null}
      </span>
      {item.info !== undefined && variant !== 'mini' ? <NavInfo info={item.info} /> : null}
      {item.external && variant === 'vertical' ? <ExternalIcon className="nav-end" sx={{ fontSize: 16 }} /> : null}
      {hasChildren ? (
        <span className="nav-end nav-arrow">
          <ArrowIcon open={open} />
        </span>
      ) : null}
    </>
  );
  if (plain) return <PlainNavItem item={item} depth={depth} state={state} open={open} onToggle={onToggle} content={content} />;
  const button = hasChildren ? (
    <ButtonBase {...common} ref={buttonRef} component="button" type="button" aria-expanded={open} onClick={onToggle}>
      {content}
    </ButtonBase>
  ) : item.external ? (
    <ButtonBase {...common} component="a" href={item.path} target="_blank" rel="noopener noreferrer">
      {content}
    </ButtonBase>
  ) : (
    // `discover="none"`: React Router marks each link for route discovery (`data-discover`), which
    // only a router that discovers routes lazily reads; this one knows every route (20 bytes a link).
    <ButtonBase {...common} component={Link} to={item.path} discover="none" aria-current={state === 'active' ? 'page' : undefined}>
      {content}
    </ButtonBase>
  );
  // Mini and horizontal items have no room for captions: they become the tooltip (never on a
  // disabled item, which gets no pointer events).
  return caption && variant !== 'vertical' && !item.disabled && withTooltip ? withTooltip(caption, button) : button;
}

/**
 * The vertical menu's item as a plain element. A disabled one is out of the Tab order and does
 * not navigate (a ButtonBase did both); `data-state` fades it and ignores the pointer.
 */
function PlainNavItem({
  item,
  depth,
  state,
  open,
  onToggle,
  content,
}: Pick<NavItemButtonProps, 'item' | 'depth' | 'state' | 'open' | 'onToggle'> & { content: ReactNode }) {
  const common = {
    className: 'nav-item',
    'data-depth': depth > 0 ? depth : undefined,
    'data-state': state,
    'data-nav-item': item.path,
  };
  const disabled = item.disabled ? { 'aria-disabled': true, tabIndex: -1, onClick: (event: MouseEvent) => event.preventDefault() } : {};
  if (item.children.length > 0)
    return (
      <button {...common} type="button" disabled={item.disabled} aria-expanded={open} onClick={onToggle}>
        {content}
      </button>
    );
  if (item.external)
    return (
      <a {...common} {...disabled} href={item.path} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  return (
    <Link {...common} {...disabled} to={item.path} discover="none" aria-current={state === 'active' ? 'page' : undefined}>
      {content}
    </Link>
  );
}
