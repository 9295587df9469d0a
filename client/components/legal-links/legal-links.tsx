import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';

/** The privacy and terms links; each place names them with its own translated labels. */
export function LegalLinks({
  privacy,
  terms,
  component,
  sx,
}: {
  privacy: string;
  terms: string;
  component?: 'footer' | 'div';
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction="row" spacing={3} component={component ?? 'div'} {...(sx ? { sx } : {})}>
      <Link component={RouterLink} to={pathOf('privacy')} variant="body2" color="text.secondary">
        {privacy}
      </Link>
      <Link component={RouterLink} to={pathOf('terms')} variant="body2" color="text.secondary">
        {terms}
      </Link>
    </Stack>
  );
}
