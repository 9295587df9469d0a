import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import type { TopMenuItem } from './top-menu.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

const MobileNavDrawer = lazyNamed(() => import('./mobile-nav-drawer.tsx'), 'MobileNavDrawer');

/** Below `md`: a menu button opening a 320 px drawer with the top menu; it closes on navigation. */
export function MobileNav({ items }: { items: TopMenuItem[] }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Open only while still on the page where it was opened: any navigation closes it.
  const open = openAt === pathname;
  return (
    <>
      <IconButton
        onClick={() => setOpenAt(pathname)}
        aria-label={t('menu.open')}
        data-testid="mobile-menu-button"
        sx={{ display: { md: 'none' } }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </IconButton>
      <WhenOpened open={open}>
        <MobileNavDrawer items={items} open={open} onClose={() => setOpenAt(null)} />
      </WhenOpened>
    </>
  );
}
