import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FontOptions, PresetOptions } from './appearance-options.tsx';
import { NavOptions } from './nav-options.tsx';
import { useSettings } from './settings-context.ts';
import { CloseIcon, FullscreenIcon, ResetIcon } from './settings-icons.tsx';
import { SettingsSection } from './settings-section.tsx';
import { SwitchOptions } from './switch-options.tsx';
import { useFullscreen } from './use-fullscreen.ts';
import { LAYOUT } from '#client/theme/layout.ts';

/** Spec section 9. */
export const SETTINGS_DRAWER_WIDTH = LAYOUT.settingsDrawerWidth;

interface SettingsDrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The settings drawer (spec section 2): mode switches, nav layout and colour, colour presets,
 * font, full screen and reset. Its content exists only while open (nothing server-rendered).
 */
export function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation('components');
  const { changed, reset } = useSettings();
  const fullscreen = useFullscreen();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: { sx: { width: SETTINGS_DRAWER_WIDTH, maxWidth: '100vw' }, 'aria-labelledby': 'settings-drawer-title' } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', py: 2, pl: 2.5, pr: 1, gap: 0.5 }} data-testid="settings-drawer">
        <Typography variant="h6" component="h2" id="settings-drawer-title" sx={{ flexGrow: 1 }}>
          {t('components:settings.title')}
        </Typography>
        <Tooltip title={t('components:settings.reset')}>
          <IconButton onClick={reset} aria-label={t('components:settings.reset')} data-testid="settings-reset">
            <Badge color="error" variant="dot" invisible={!changed}>
              <ResetIcon fontSize="small" />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton onClick={onClose} aria-label={t('components:settings.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto', flexGrow: 1 }}>
        <SwitchOptions />
        <SettingsSection title={t('components:settings.nav.title')} hint={t('components:settings.nav.hint')}>
          <NavOptions />
        </SettingsSection>
        <SettingsSection title={t('components:settings.presets.title')}>
          <PresetOptions />
        </SettingsSection>
        <SettingsSection title={t('components:settings.font.title')}>
          <FontOptions />
        </SettingsSection>
      </Stack>
      {fullscreen.supported ? (
        <Box sx={{ p: 2.5, borderTop: 1, borderColor: 'divider' }}>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            onClick={fullscreen.toggle}
            startIcon={<FullscreenIcon exit={fullscreen.active} />}
            aria-pressed={fullscreen.active}
            data-testid="settings-fullscreen"
          >
            {fullscreen.active ? t('components:settings.fullscreen.exit') : t('components:settings.fullscreen.enter')}
          </Button>
        </Box>
      ) : null}
    </Drawer>
  );
}
