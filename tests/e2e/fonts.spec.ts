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

/** The drawer's body fonts: the setting, the family the page declares, its file's name, its weight range. */
const BODY_FONTS = [
  { value: 'public-sans', family: 'Public Sans Variable', file: 'public-sans-latin-wght-normal', weight: '100 900' },
  { value: 'inter', family: 'Inter Variable', file: 'inter-latin-wght-normal', weight: '100 900' },
  { value: 'dm-sans', family: 'DM Sans Variable', file: 'dm-sans-latin-wght-normal', weight: '100 1000' },
  { value: 'nunito-sans', family: 'Nunito Sans Variable', file: 'nunito-sans-latin-wght-normal', weight: '200 1000' },
] as const;

/** The font files this document fetched (cached ones too), as URLs. */
function fetchedFonts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2')),
  );
}

for (const font of BODY_FONTS) {
  test(`choosing ${font.family} in the drawer draws the text in it, from the console, and no other body font is fetched`, async ({
    page,
    context,
    problems,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('settings-button').click();
    await page.getByTestId(`settings-font-${font.value}`).click();
    await expect(page.getByTestId(`settings-font-${font.value}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('body')).toHaveCSS('font-family', new RegExp(`^"${font.family}", `));

    // The next page, drawn with the stored choice (the drawer's previews, each in its own font, stay closed).
    const next = await context.newPage();
    await next.goto('/');
    await waitForHydration(next);
    await expect(next.locator('body')).toHaveCSS('font-family', new RegExp(`^"${font.family}", `));
    await expect.poll(() => faceStatuses(next, font.family, font.weight)).toEqual(['loaded']);
    const origin = new URL(next.url()).origin;
    const fetched = await fetchedFonts(next);
    expect(fetched).toContainEqual(expect.stringMatching(new RegExp(`^${origin}/assets/${font.file}-[\\w-]+\\.woff2$`)));
    for (const url of fetched) expect(new URL(url).origin).toBe(origin);
    for (const other of BODY_FONTS.filter((f) => f !== font)) {
      expect(await faceStatuses(next, other.family, other.weight)).toEqual(['unloaded']);
      expect(fetched.filter((url) => url.includes(`/${other.file}-`))).toEqual([]);
    }
    await next.close();
    expect(problems.list).toEqual([]);
  });
}
