import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle/color-scheme-toggle.tsx';
import { SettingsButton } from '../../settings/settings-button.tsx';
import { SiteNotice } from '../../components/notice/site-notice.tsx';
import { Logo } from '../../components/logo/logo.tsx';
import { routes } from '../../routes.tsx';
import { buildMenu, isActivePath } from '../../routing/build-menu.ts';
import { UserMenu } from '../../components/user-menu/user-menu.tsx';
import { useSessionUser } from '../../session/session-store.ts';
import { useSiteInfo } from '../../site/use-site-info.ts';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher.tsx';

const NAV_WIDTH = 250;

/** The signed-in shell: side menu from the route table, user name and sign-out. */
export function Component() {
  const { t } = useTranslation(['menu', 'navbar', 'common']);
  const site = useSiteInfo();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const menu = buildMenu(routes, user);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="nav" aria-label={t('navbar:menu.label')} sx={{ width: NAV_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', display: { xs: 'none', lg: 'block' }, p: 2 }}>
        <Logo name={site.systemName || t('common:app.name')} />
        <List sx={{ mt: 3 }}>
          {menu.map((item) => (
            <ListItemButton key={item.path} component={Link} to={item.path} selected={isActivePath(item.path, pathname)} sx={{ borderRadius: 1 }}>
              <ListItemText primary={t(item.labelKey)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ height: { xs: 64, md: 72 }, px: 3, alignItems: 'center', justifyContent: 'flex-end', borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ mr: 1, color: 'text.secondary' }} data-testid="user-name">
            {user?.display_name || user?.username}
          </Typography>
          <SiteNotice />
          <LanguageSwitcher />
          <ColorSchemeToggle />
          <SettingsButton />
          <UserMenu money={site} />
        </Stack>
        <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
          <Outlet context={site} />
        </Box>
      </Box>
    </Box>
  );
}
