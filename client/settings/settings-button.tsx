import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { HEADER_ICON_SX } from '../components/header-icon/header-icon-sx.ts';
import { SettingsDrawer } from './settings-drawer.tsx';
import { SettingsIcon } from './settings-icons.tsx';

/**
 * The header button that opens the settings drawer; the same 40 px as the colour toggle. Its
 * label is in the `components` namespace: a layout that shows it lists that namespace.
 */
export function SettingsButton() {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label={t('components:settings.open')} title={t('components:settings.open')} onClick={() => setOpen(true)} sx={HEADER_ICON_SX} data-testid="settings-button">
        <SettingsIcon />
      </IconButton>
      <SettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
