import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { FontFamily, PrimaryColor } from '#shared/config/app-settings.ts';
import { fontStacks, primaryPresets } from '#client/theme/tokens.ts';
import { OptionGrid } from './option-grid.tsx';
import type { GridOption } from './option-grid.tsx';
import { useSettings } from './settings-context.ts';

function Swatch({ color }: { color: PrimaryColor }) {
  // The light scheme's shades: the swatch is a picture of the preset, the same in both schemes.
  const ramp = primaryPresets[color].light;
  return (
    <Box aria-hidden sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: ramp.main, boxShadow: `inset 0 0 0 4px ${ramp.light}` }} />
  );
}

function FontSample({ family }: { family: FontFamily }) {
  return (
    <Box aria-hidden component="span" sx={{ fontFamily: fontStacks[family], fontSize: 22, fontWeight: 600, lineHeight: 1 }}>
      Aa
    </Box>
  );
}

/** The six primary colour presets (spec section 9). */
export function PresetOptions() {
  const { t } = useTranslation('components');
  const { settings, update } = useSettings();
  const options: GridOption<PrimaryColor>[] = [
    { value: 'default', label: t('components:settings.presets.default'), preview: <Swatch color="default" /> },
    { value: 'cyan', label: t('components:settings.presets.cyan'), preview: <Swatch color="cyan" /> },
    { value: 'purple', label: t('components:settings.presets.purple'), preview: <Swatch color="purple" /> },
    { value: 'blue', label: t('components:settings.presets.blue'), preview: <Swatch color="blue" /> },
    { value: 'orange', label: t('components:settings.presets.orange'), preview: <Swatch color="orange" /> },
    { value: 'red', label: t('components:settings.presets.red'), preview: <Swatch color="red" /> },
  ];
  return (
    <OptionGrid
      label={t('components:settings.presets.title')}
      value={settings.primaryColor}
      options={options}
      onChange={(v) => update('primaryColor', v)}
      columns={3}
      testId="settings-primary"
    />
  );
}

/** The four font families, each shown in itself (all four ship with the console). */
export function FontOptions() {
  const { t } = useTranslation('components');
  const { settings, update } = useSettings();
  const options: GridOption<FontFamily>[] = [
    { value: 'public-sans', label: t('components:settings.font.publicSans'), preview: <FontSample family="public-sans" /> },
    { value: 'inter', label: t('components:settings.font.inter'), preview: <FontSample family="inter" /> },
    { value: 'dm-sans', label: t('components:settings.font.dmSans'), preview: <FontSample family="dm-sans" /> },
    { value: 'nunito-sans', label: t('components:settings.font.nunitoSans'), preview: <FontSample family="nunito-sans" /> },
  ];
  return (
    <OptionGrid
      label={t('components:settings.font.title')}
      value={settings.fontFamily}
      options={options}
      onChange={(v) => update('fontFamily', v)}
      columns={2}
      testId="settings-font"
    />
  );
}
