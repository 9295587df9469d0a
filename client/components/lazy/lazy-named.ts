import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a named export: `lazyNamed(() => import('./x-dialog.tsx'), 'XDialog')`. The
 * `import()` stays written at the call, so the bundler still splits the module into its own
 * chunk, loaded when the component first renders (dialogs: when first opened).
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
