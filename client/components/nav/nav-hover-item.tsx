import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Tooltip from '@mui/material/Tooltip';
import { useLocation } from 'react-router';
import type { NavItem } from '#client/routing/nav-tree.ts';
import { navItemState } from '#client/routing/nav-state.ts';
import { LAYOUT } from '#client/theme/layout.ts';
import { navColorVars } from './nav-colors.ts';
import { NavItemButton } from './nav-item-button.tsx';
import type { NavVariant } from './nav-item-styles.ts';
import { useOpenOnPage } from './use-open-on-page.ts';

/** Leaving the item for its popover crosses a gap: wait this long before closing. */
const CLOSE_DELAY_MS = 120;

/** The caption of a mini or horizontal item, which has no room to show it, as its tooltip. */
function captionTooltip(title: string, button: ReactElement) {
  return (
    <Tooltip title={title} placement="right">
      {button}
    </Tooltip>
  );
}

/** A child inside a popover: its own children listed below it, indented (no nested popovers). */
function PopoverItem({ item, depth }: { item: NavItem; depth: number }) {
  const { pathname } = useLocation();
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <NavItemButton
        item={{ ...item, children: [] }}
        variant="vertical"
        depth={depth}
        state={navItemState({ ...item, children: [] }, pathname)}
        open={false}
      />
      {item.children.length > 0 ? (
        <Box component="ul" sx={{ p: 0, m: 0, pl: 1.5 }}>
          {item.children.map((child) => (
            <PopoverItem key={child.path} item={child} depth={depth + 1} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * An item of the mini or horizontal nav. With children, hovering (or a tap, on touch
 * screens) opens them in a popover beside it (below it in the horizontal bar); leaving both,
 * or any navigation, closes it.
 */
export function NavHoverItem({ item, variant }: { item: NavItem; variant: Exclude<NavVariant, 'vertical'> }) {
  const { pathname } = useLocation();
  const [choice, setChoice] = useOpenOnPage();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const open = choice === true;
  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancelClose();
    if (!open) setChoice(true);
  };
  const hide = () => {
    cancelClose();
    timer.current = setTimeout(() => setChoice(false), CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  const hasChildren = item.children.length > 0;
  // Closed, it still shows as open when it holds the current page.
  const state = navItemState(item, pathname, open || undefined);
  return (
    <Box component="li" sx={{ listStyle: 'none', ...(variant === 'horizontal' ? { flexShrink: 0 } : {}) }}>
      <NavItemButton
        item={item}
        variant={variant}
        depth={0}
        state={state}
        open={open}
        buttonRef={setAnchor}
        onToggle={show}
        withTooltip={captionTooltip}
        {...(hasChildren ? { onMouseEnter: show, onMouseLeave: hide } : {})}
      />
      {hasChildren ? (
        <Popper
          open={open && anchor !== null}
          anchorEl={anchor}
          placement={variant === 'mini' ? 'right-start' : 'bottom-start'}
          sx={{ zIndex: 'modal' }}
        >
          <Paper
            elevation={8}
            onMouseEnter={show}
            onMouseLeave={hide}
            data-testid="nav-popover"
            // Outside the nav (a portal): the popover carries its own colours, on the paper.
            sx={{
              ...navColorVars('integrate'),
              bgcolor: 'background.paper',
              mx: variant === 'mini' ? 0.5 : 0,
              my: variant === 'horizontal' ? 0.5 : 0,
              p: 0.5,
              minWidth: 180,
              maxHeight: LAYOUT.popoverMaxHeight,
              overflowY: 'auto',
            }}
          >
            <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              {item.children.map((child) => (
                <PopoverItem key={child.path} item={child} depth={1} />
              ))}
            </Box>
          </Paper>
        </Popper>
      ) : null}
    </Box>
  );
}
