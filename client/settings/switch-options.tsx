import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSettings } from './settings-context.ts';

interface SwitchCardProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  testId: string;
}

function SwitchCard({ label, hint, checked, onChange, testId }: SwitchCardProps) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}>
      <FormControlLabel
        label={label}
        labelPlacement="start"
        sx={{ m: 0, width: '100%', justifyContent: 'space-between', gap: 1 }}
        control={
          <Switch checked={checked} onChange={(_, value) => onChange(value)} slotProps={{ input: { 'data-testid': testId } as object }} />
        }
      />
      {hint ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', pb: 0.5 }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Dark mode, contrast, right-to-left and compact layout, as switches. */
export function SwitchOptions() {
  const { t } = useTranslation('components');
  const { settings, update } = useSettings();
  return (
    <Stack spacing={1}>
      <SwitchCard
        label={t('components:settings.darkMode')}
        checked={settings.colorScheme === 'dark'}
        onChange={(on) => update('colorScheme', on ? 'dark' : 'light')}
        testId="settings-dark-mode"
      />
      <SwitchCard
        label={t('components:settings.contrast')}
        checked={settings.contrast === 'high'}
        onChange={(on) => update('contrast', on ? 'high' : 'default')}
        testId="settings-contrast"
      />
      <SwitchCard
        label={t('components:settings.rtl')}
        checked={settings.direction === 'rtl'}
        onChange={(on) => update('direction', on ? 'rtl' : 'ltr')}
        testId="settings-rtl"
      />
      <SwitchCard
        label={t('components:settings.compact')}
        hint={t('components:settings.compactHint')}
        checked={settings.compactLayout}
        onChange={(on) => update('compactLayout', on)}
        testId="settings-compact"
      />
    </Stack>
  );
}
