import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { usePublicConfig } from '../../app/public-config-context.ts';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle/color-scheme-toggle.tsx';
import { Logo } from '../../components/logo/logo.tsx';
import { UserMenu } from '../../components/user-menu/user-menu.tsx';
import { loadStatus } from '../../routing/loader-helpers.ts';
import { useSessionUser } from '../../session/session-store.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  const status = await loadStatus(context);
  return {
    systemName: status?.system_name ?? '',
    logo: status?.logo ?? '',
    logoDark: status?.logo_dark ?? '',
    homeUrl: status?.WebHomeURL || '/',
    quotaPerUnit: status?.quota_per_unit ?? 500_000,
    displayInCurrency: status?.display_in_currency ?? true,
  };
}

/** The public layout: header with logo, menu, colour toggle and sign-in; footer. */
export function Component() {
  const { t } = useTranslation(['navbar', 'common']);
  const site = useLoaderData<typeof loader>();
  const config = usePublicConfig();
  const user = useSessionUser();
  const name = site.systemName || t('common:app.name');
  const links = [
    { to: '/', label: t('navbar:menu.home') },
    { to: config.docsUrl, label: t('navbar:menu.docs') },
    ...(config.statusUrl ? [{ to: config.statusUrl, label: t('navbar:menu.status') }] : []),
  ];
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
        <Toolbar sx={{ height: { xs: 64, md: 72 }, gap: 2 }}>
          <Logo name={name} src={site.logo || undefined} srcDark={site.logoDark || undefined} href={site.homeUrl} />
          <Stack component="nav" direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, ml: 3 }} aria-label={t('navbar:menu.label')}>
            {links.map((link) => (
              <Button key={link.to} component={Link} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <ColorSchemeToggle />
          {user ? (
            <UserMenu money={site} />
          ) : (
            <Button variant="contained" component={Link} to="/login">
              {t('navbar:signIn')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
        <Container>
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {t('common:footer.copyright', { year: new Date().getFullYear(), name })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
