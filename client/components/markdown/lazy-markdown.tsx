import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

/**
 * The markdown viewer as a lazy component: react-markdown and its plugins (about 55 KB gzip)
 * load only where a text is shown, never with a page that has none. Render it in a Suspense.
 */
export const LazyMarkdown = lazyNamed(() => import('./markdown.tsx'), 'Markdown');
