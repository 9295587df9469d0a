import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';
import { LogoImage } from './logo-image.tsx';
import { LAYOUT } from '#client/theme/layout.ts';
import { VISUALLY_HIDDEN } from '#client/theme/visually-hidden.ts';

interface LogoProps {
  name: string;
  /**
   * Light and dark variants from `/api/status` (`logo`, `logo_dark`), each 40 × 40 or, when wide,
   * up to 130 × 50 (`LogoImage`); a mark is drawn without.
   */
  src?: string | undefined;
  srcDark?: string | undefined;
  href?: string;
  /**
   * Keep the name for screen readers only below 600 px: the main header's actions leave no room
   * for it on a phone (the link keeps its name, the mark is a picture).
   */
  nameHiddenOnPhone?: boolean;
}

const NAME_SX = { fontWeight: 800, fontSize: 18, color: 'text.primary' } as const;
const PHONE_HIDDEN_NAME_SX = {
  ...NAME_SX,
  '@media (max-width: 599.95px)': VISUALLY_HIDDEN,
} as const;

/** The site logo and name, linking home (or to the configured home URL). */
export function Logo({ name, src, srcDark, href = pathOf('home'), nameHiddenOnPhone = false }: LogoProps) {
  const external = /^https?:\/\//.test(href);
  const image = src ? (
    <>
      <LogoImage src={src} sx={srcDark ? { '[data-dark] &': { display: 'none' } } : {}} />
      {srcDark ? <LogoImage src={srcDark} sx={{ display: 'none', '[data-dark] &': { display: 'block' } }} /> : null}
    </>
  ) : (
    <Box
      aria-hidden
      sx={{
        width: LAYOUT.logo.square,
        height: LAYOUT.logo.square,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 800,
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Box>
  );
  const content = (
    <>
      {image}
      <Typography component="span" sx={nameHiddenOnPhone ? PHONE_HIDDEN_NAME_SX : NAME_SX}>
        {name}
      </Typography>
    </>
  );
  const sx = { display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none' } as const;
  return external ? (
    <Box component="a" href={href} sx={sx}>
      {content}
    </Box>
  ) : (
    <Box component={Link} to={href} sx={sx}>
      {content}
    </Box>
  );
}
