import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { HEADER_ICON_SX } from '#client/components/header-icon/header-icon-sx.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { SettingsIcon } from '#client/settings/settings-icons.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

// Switches, toggle buttons and MUI's Drawer: loaded when the drawer first opens.
const SettingsDrawer = lazyNamed(() => import('#client/settings/settings-drawer.tsx'), 'SettingsDrawer');

/**
 * The header button that opens the settings drawer; the same 40 px as the colour toggle. Its
 * label is in the `components` namespace: a layout that shows it lists that namespace.
 */
export function SettingsButton() {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('components:settings.open')}
        title={t('components:settings.open')}
        onClick={() => setOpen(true)}
        sx={HEADER_ICON_SX}
        data-testid="settings-button"
      >
        <SettingsIcon />
      </IconButton>
      <WhenOpened open={open}>
        <SettingsDrawer open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
