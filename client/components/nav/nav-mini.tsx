import Box from '@mui/material/Box';
import type { NavGroup } from '#client/routing/nav-tree.ts';
import { NavHoverItem } from './nav-hover-item.tsx';

/** The mini menu (88 px): icons with a small title under each, sections one after the other. */
export function NavMini({ groups }: { groups: NavGroup[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0, px: 0.5, display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="nav-mini">
      {groups.flatMap((group) => group.items.map((item) => <NavHoverItem key={item.path} item={item} variant="mini" />))}
    </Box>
  );
}
