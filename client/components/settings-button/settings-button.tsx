import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderIcon, HeaderIconButton } from '#client/components/header-icon/header-icon-button.tsx';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { SETTINGS_ICON_PATH } from '#client/settings/settings-icons.tsx';
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
      <HeaderIconButton
        aria-label={t('components:settings.open')}
        title={t('components:settings.open')}
        onClick={() => setOpen(true)}
        data-testid="settings-button"
      >
        <HeaderIcon path={SETTINGS_ICON_PATH} />
      </HeaderIconButton>
      <WhenOpened open={open}>
        <SettingsDrawer open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
