import type { RouteObject } from 'react-router';
import { buildMenu } from '#client/routing/build-menu.ts';
import type { PublicConfig } from '#shared/config/public-config.ts';
import { pathOf } from '#shared/route-paths.ts';

export interface TopMenuItem {
  to: string;
  labelKey: string;
  external: boolean;
}

/**
 * The top menu (spec section 2): home, then the routes that put themselves in the `top`
 * section (group, prices…), then documentation and status from the configuration, each added
 * only if the table does not already have it.
 */
export function buildTopMenu(routes: RouteObject[], config: Pick<PublicConfig, 'docsUrl' | 'statusUrl'>): TopMenuItem[] {
  const items: TopMenuItem[] = [{ to: pathOf('home'), labelKey: 'navbar:menu.home', external: false }];
  for (const item of buildMenu(routes, null).filter((i) => i.section === 'top'))
    items.push({ to: item.path, labelKey: item.labelKey, external: false });
  const has = (labelKey: string, to: string) => items.some((i) => i.labelKey === labelKey || i.to === to);
  for (const [labelKey, to] of [
    ['navbar:menu.docs', config.docsUrl],
    ['navbar:menu.status', config.statusUrl],
  ] as const) {
    if (to && !has(labelKey, to)) items.push({ to, labelKey, external: /^https?:\/\//.test(to) });
  }
  return items;
}
