import { useState } from 'react';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from '../../routing/build-menu.ts';
import type { TopMenuItem } from './top-menu.ts';

/** Below `md`: a menu button opening a 320 px drawer with the top menu; it closes on navigation. */
export function MobileNav({ items }: { items: TopMenuItem[] }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Open only while still on the page where it was opened: any navigation closes it.
  const open = openAt === pathname;
  return (
    <>
      <IconButton onClick={() => setOpenAt(pathname)} aria-label={t('menu.open')} data-testid="mobile-menu-button" sx={{ display: { md: 'none' } }}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </IconButton>
      <Drawer open={open} onClose={() => setOpenAt(null)} slotProps={{ paper: { sx: { width: 320 }, 'data-testid': 'mobile-nav' } as object }}>
        <List component="nav" aria-label={t('menu.label')}>
          {items.map((item) =>
            item.external ? (
              <ListItemButton key={item.to} component="a" href={item.to} target="_blank" rel="noopener noreferrer">
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            ) : (
              <ListItemButton key={item.to} component={Link} to={item.to} selected={isActivePath(item.to, pathname)}>
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            ),
          )}
        </List>
      </Drawer>
    </>
  );
}
