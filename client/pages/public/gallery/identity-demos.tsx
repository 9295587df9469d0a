import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '#client/components/avatar/user-avatar.tsx';
import { ColorSchemeToggle } from '#client/components/color-scheme-toggle/color-scheme-toggle.tsx';
import { Logo } from '#client/components/logo/logo.tsx';
import { GallerySection } from './gallery-section.tsx';
import { HEADER_ICON_RULES } from '#client/components/header-icon/header-icon-sx.ts';

/** Sample users for the default avatars (`id % 25` picks the picture). */
const SAMPLE_USERS = [
  { id: 1, username: 'ada' },
  { id: 7, username: 'grace' },
  { id: 13, username: 'linus' },
  { id: 24, username: 'margaret' },
];

/** The logo, the default avatars and the colour-scheme switch. */
export function IdentityDemos() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <>
      <GallerySection id="logo" title={t('pages:gallery.logo.title')} caption={t('pages:gallery.logo.caption')}>
        <Logo name={t('common:app.name')} />
      </GallerySection>
      <GallerySection id="avatar" title={t('pages:gallery.avatar.title')} caption={t('pages:gallery.avatar.caption')}>
        {SAMPLE_USERS.map((user) => (
          <Box key={user.id} sx={{ textAlign: 'center' }}>
            <UserAvatar user={user} size={48} />
            <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
              #{user.id}
            </Typography>
          </Box>
        ))}
      </GallerySection>
      <GallerySection id="color-scheme" title={t('pages:gallery.colorScheme.title')} caption={t('pages:gallery.colorScheme.caption')}>
        {/* Styled as in a header (its rules on a box that lays nothing out). */}
        <Box sx={{ display: 'contents', ...HEADER_ICON_RULES }}>
          <ColorSchemeToggle />
        </Box>
      </GallerySection>
    </>
  );
}
