import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from '#client/routing/build-menu.ts';
import type { TopMenuItem } from './top-menu.ts';
import { LAYOUT } from '#client/theme/layout.ts';

/** The 320 px drawer with the top menu, a lazy module: loaded when the menu button is first pressed. */
export function MobileNavDrawer({ items, open, onClose }: { items: TopMenuItem[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: LAYOUT.mobileNavWidth }, 'data-testid': 'mobile-nav' } as object }}
    >
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
  );
}
