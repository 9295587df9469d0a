import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NavColor, NavLayout } from '#shared/config/app-settings.ts';
import { OptionGrid } from './option-grid.tsx';
import type { GridOption } from './option-grid.tsx';
import { useSettings } from './settings-context.ts';

/** A sketch of a page: where the navigation sits and whether it stands out. */
function NavSketch({ layout, apparent = false }: { layout: NavLayout; apparent?: boolean }) {
  // Apparent: the nav stands out in either scheme (the text colour); integrate: it blends in.
  const nav = { bgcolor: apparent ? 'text.primary' : 'currentColor', opacity: apparent ? 0.8 : 0.32, borderRadius: 0.5 };
  const horizontal = layout === 'horizontal';
  return (
    <Box
      aria-hidden
      sx={{
        width: 56,
        height: 36,
        p: 0.5,
        gap: 0.5,
        display: 'flex',
        flexDirection: horizontal ? 'column' : 'row',
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.75,
      }}
    >
      <Box sx={{ ...nav, ...(horizontal ? { height: 6 } : { width: layout === 'mini' ? 6 : 14 }) }} />
      <Box sx={{ flexGrow: 1, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.12 }} />
    </Box>
  );
}

/** Navigation layout (vertical, horizontal, mini) and colour (integrate, apparent). */
export function NavOptions() {
  const { t } = useTranslation('components');
  const { settings, update } = useSettings();
  const layouts: GridOption<NavLayout>[] = [
    { value: 'vertical', label: t('components:settings.nav.vertical'), preview: <NavSketch layout="vertical" /> },
    { value: 'horizontal', label: t('components:settings.nav.horizontal'), preview: <NavSketch layout="horizontal" /> },
    { value: 'mini', label: t('components:settings.nav.mini'), preview: <NavSketch layout="mini" /> },
  ];
  const colors: GridOption<NavColor>[] = [
    { value: 'integrate', label: t('components:settings.nav.integrate'), preview: <NavSketch layout={settings.navLayout} /> },
    { value: 'apparent', label: t('components:settings.nav.apparent'), preview: <NavSketch layout={settings.navLayout} apparent /> },
  ];
  return (
    <Stack spacing={1.5}>
      <Typography variant="caption" component="h4" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {t('components:settings.nav.layout')}
      </Typography>
      <OptionGrid
        label={t('components:settings.nav.layout')}
        value={settings.navLayout}
        options={layouts}
        onChange={(v) => update('navLayout', v)}
        columns={3}
        testId="settings-nav-layout"
      />
      <Typography variant="caption" component="h4" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {t('components:settings.nav.color')}
      </Typography>
      <OptionGrid
        label={t('components:settings.nav.color')}
        value={settings.navColor}
        options={colors}
        onChange={(v) => update('navColor', v)}
        columns={2}
        testId="settings-nav-color"
      />
    </Stack>
  );
}
