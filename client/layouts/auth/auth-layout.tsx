import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle/color-scheme-toggle.tsx';
import { Logo } from '../../components/logo/logo.tsx';
import { loadStatus } from '../../routing/loader-helpers.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  const status = await loadStatus(context);
  return { systemName: status?.system_name ?? '', logo: status?.logo ?? '', logoDark: status?.logo_dark ?? '' };
}

/** The centred layout of the sign-in pages (420 px content, spec section 9). */
export function Component() {
  const { t } = useTranslation('common');
  const site = useLoaderData<typeof loader>();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Stack direction="row" sx={{ px: { xs: 2, md: 5 }, height: { xs: 64, md: 72 }, alignItems: 'center', justifyContent: 'space-between' }}>
        <Logo name={site.systemName || t('app.name')} src={site.logo || undefined} srcDark={site.logoDark || undefined} />
        <ColorSchemeToggle />
      </Stack>
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, pb: 8 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, md: 4 } }}>
          <Outlet />
        </Paper>
      </Box>
    </Box>
  );
}
