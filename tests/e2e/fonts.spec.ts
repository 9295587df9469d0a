import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

/** The load states of a family's faces as the page declares them (`document.fonts.check` says yes for an undeclared family). */
function faceStatuses(page: Page, family: string, weight: string): Promise<string[]> {
  return page.evaluate(
    ([name, w]) =>
      document.fonts.ready.then(() =>
        [...document.fonts].filter((face) => face.family.replaceAll('"', '') === name && face.weight === w).map((face) => face.status),
      ),
    [family, weight] as const,
  );
}

test('the body font (preloaded) and the headings’ font ship from the console itself, and the page is drawn in them', async ({
  page,
  problems,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  const preloads = page.locator('head link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(1);
  const hrefs = await preloads.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toEqual([expect.stringMatching(/^\/assets\/public-sans-latin-wght-normal-[\w-]+\.woff2$/)]);
  for (const link of await preloads.all()) {
    await expect(link).toHaveAttribute('type', 'font/woff2');
    await expect(link).toHaveAttribute('crossorigin', '');
  }
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('font/woff2');
  }

  const body = page.locator('body');
  await expect(body).toHaveCSS('font-family', /^"Public Sans Variable", /);
  await expect.poll(() => faceStatuses(page, 'Public Sans Variable', '100 900')).toEqual(['loaded']);
  // The headings' secondary font, also from the console.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^Barlow, /);
  await expect.poll(() => faceStatuses(page, 'Barlow', '700')).toEqual(['loaded']);
  // The weights no text uses are declared but never downloaded.
  expect(await faceStatuses(page, 'Barlow', '300')).toEqual(['unloaded']);
  // Nothing fetched from anywhere else.
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(problems.list).toEqual([]);
});
