import Button from '@mui/material/Button';
import { Link } from 'react-router';

/** A page to go on to: its path (from `pathOf`), the button's text and weight. */
export interface PageLink {
  to: string;
  label: string;
  /** `contained` for the one step a screen suggests first; `outlined` by default. */
  variant?: 'contained' | 'outlined' | 'text';
}

/**
 * The "what next" of a screen: buttons that are router links (a real `href`, so they open in a
 * new tab and work before hydration), in the order given. The caller lays them out.
 */
export function LinkButtons({ links }: { links: readonly PageLink[] }) {
  return (
    <>
      {links.map((link) => (
        <Button key={link.to} variant={link.variant ?? 'outlined'} component={Link} to={link.to}>
          {link.label}
        </Button>
      ))}
    </>
  );
}
