import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { NavGroup } from '#client/routing/nav-tree.ts';
import { NavHoverItem } from './nav-hover-item.tsx';

/** The horizontal menu: every section's items in one row, a thin divider between sections. */
export function NavHorizontal({ groups }: { groups: NavGroup[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="nav-horizontal">
      {groups.map((group, index) => [
        index > 0 ? (
          <Box
            key={`${group.id}-divider`}
            component="li"
            aria-hidden
            sx={{ listStyle: 'none', display: 'flex', alignSelf: 'stretch', py: 1.5, px: 0.5 }}
          >
            <Divider orientation="vertical" flexItem sx={{ borderColor: 'rgba(145 158 171 / 0.24)' }} />
          </Box>
        ) : null,
        ...group.items.map((item) => <NavHoverItem key={item.path} item={item} variant="horizontal" />),
      ])}
    </Box>
  );
}
