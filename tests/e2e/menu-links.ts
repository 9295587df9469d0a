import type { Page } from '@playwright/test';

/** The side menu's page links, every parent opened: what a user of this role is offered. */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByTestId('dashboard-nav');
  for (;;) {
    const closed = nav.locator('[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const links = await nav.locator('a[data-nav-item]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return links.filter((href) => href.startsWith('/dashboard'));
}
