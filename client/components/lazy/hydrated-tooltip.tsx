import { cloneElement, Suspense } from 'react';
import type { ReactElement } from 'react';
import { useHydrated } from '#client/context/use-hydrated.ts';
import { lazyNamed } from './lazy-named.ts';

// MUI's Tooltip brings Popper, Grow and Portal: about 14 KB gzip that the sign-in pages would
// otherwise download before they can run, for a label shown on hover.
const Tooltip = lazyNamed(() => import('./mui-tooltip.ts'), 'Tooltip');

interface HydratedTooltipProps {
  title: string;
  children: ReactElement<{ className?: string; 'aria-label'?: string }>;
}

/**
 * MUI's Tooltip around one element, loaded after hydration rather than with the page. Until then
 * it renders what a closed Tooltip renders on the server (the element named by the title, its
 * class list merged), so the server's HTML, the hydrating render and a page without JavaScript
 * are the same; the hover label appears once the module has loaded, a moment after hydration.
 */
export function HydratedTooltip({ title, children }: HydratedTooltipProps) {
  const hydrated = useHydrated();
  const closed = cloneElement(children, { 'aria-label': title, className: children.props.className ?? '' });
  if (!hydrated) return closed;
  return (
    <Suspense fallback={closed}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
