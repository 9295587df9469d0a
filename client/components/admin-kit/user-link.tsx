import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';

/**
 * A user id in an admin list, linked to the Users page searching that id (the user list's
 * keyword matches an exact id), so an order or a redeemed code leads to its user.
 */
export function UserLink({ id, label }: { id: number; label: string }) {
  return (
    <MuiLink component={Link} to={pathOf('dashboard.user', { query: { keyword: id } })} data-testid="user-link">
      {label}
    </MuiLink>
  );
}
