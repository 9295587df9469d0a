import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

/*
 * The mini and horizontal navs (hover popovers with MUI's Popper, caption tooltips) are lazy:
 * the default vertical nav, and so every dashboard page's first load, carries none of their
 * code. Rendered inside <Suspense>: a page rendered with one of them keeps the server's markup
 * until its chunk has loaded, then hydrates it.
 */
export const NavMini = lazyNamed(() => import('./nav-mini.tsx'), 'NavMini');
export const NavHorizontal = lazyNamed(() => import('./nav-horizontal.tsx'), 'NavHorizontal');
