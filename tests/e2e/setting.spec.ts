import type { BrowserContext, Page } from '@playwright/test';
import { primaryPresets } from '#client/theme/tokens.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * The appearance settings (spec sections 2, 3, 4): what each option changes, reset, and that the
 * server renders with the stored settings (the `app-settings` cookie), so a reload never shows
 * the defaults first.
 */

const DEFAULTS = {
  colorScheme: 'light',
  contrast: 'default',
  direction: 'ltr',
  compactLayout: false,
  primaryColor: 'cyan',
  navLayout: 'vertical',
  navColor: 'integrate',
  fontFamily: 'public-sans',
};
/** Red preset, right to left, high contrast, Inter, compact, mini apparent nav. */
const CUSTOM = {
  ...DEFAULTS,
  contrast: 'high',
  direction: 'rtl',
  compactLayout: true,
  primaryColor: 'red',
  navLayout: 'mini',
  navColor: 'apparent',
  fontFamily: 'inter',
};
const CUSTOM_COOKIE = 'light.high.rtl.1.red.mini.apparent.inter';

/** `#RRGGBB` as Chromium reports a computed colour. */
function rgb(hex: string): string {
  return `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
}
/** The presets' `main` shades (contained buttons), light scheme unless named. */
const RED = rgb(primaryPresets.red.light.main);
const RED_DARK = rgb(primaryPresets.red.dark.main);
const CYAN = rgb(primaryPresets.cyan.light.main);
const DEFAULT_BLUE = rgb(primaryPresets.default.light.main);
const TEXT = 'rgb(28, 37, 46)';
const HIGH_CONTRAST_TEXT = 'rgb(0, 0, 0)';

function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('no baseURL');
  return url;
}

async function setSettingsCookie(context: BrowserContext, value: string): Promise<void> {
  await context.addCookies([{ name: 'app-settings', value, url: baseUrl() }]);
}

/** Opens the home page (main layout); the `page` fixture has the site notice read already. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
}

async function storedSettings(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('app-settings') ?? 'null') as unknown);
}

async function settingsCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'app-settings')?.value;
}

test.describe('server-rendered settings, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first response already carries the cookie’s settings (no flash of the defaults)', async ({ page }) => {
    await setSettingsCookie(page.context(), CUSTOM_COOKIE);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const submit = page.locator('button[type="submit"]');
    await expect(submit).toHaveCSS('background-color', RED);
    await expect(page.locator('body')).toHaveCSS('color', HIGH_CONTRAST_TEXT);
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable", Inter,/);
    // Right to left: every style comes flipped from the right-to-left Emotion cache (its own key).
    expect(await page.locator('style[data-emotion^="muirtl "]').count()).toBeGreaterThan(0);
    expect(await page.locator('style[data-emotion^="mui "]').count()).toBe(0);
  });

  test('no cookie, or an invalid one, renders the defaults', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('button[type="submit"]')).toHaveCSS('background-color', CYAN);
    await expect(page.locator('body')).toHaveCSS('color', TEXT);
    await setSettingsCookie(page.context(), 'dark.%3Cscript%3E.sideways.maybe');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('button[type="submit"]')).toHaveCSS('background-color', CYAN);
  });
});

/** The theme's variables a page links (built pages carry them as a cached file, not inline). */
async function linkedThemeCss(page: Page, html: string): Promise<string> {
  const href = /<link rel="stylesheet" href="(\/assets\/theme-[\w]+\.css)" data-precedence="theme"\/>/.exec(html)?.[1];
  expect(href, 'the page links its theme sheet').toBeDefined();
  return (await page.request.get(href ?? '')).text();
}

test('guests with different settings never share cached HTML', async ({ page }) => {
  const fetchHtml = async (cookie?: string) =>
    (await page.request.get('/login', cookie ? { headers: { cookie: `app-settings=${cookie}` } } : {})).text();
  for (let round = 0; round < 2; round += 1) {
    const plain = await fetchHtml();
    const custom = await fetchHtml(CUSTOM_COOKIE);
    const blue = await fetchHtml('light.default.ltr.0.default.vertical.integrate.public-sans');
    expect(plain).toContain('dir="ltr"');
    expect(await linkedThemeCss(page, plain)).toContain(`--app-palette-primary-main:${primaryPresets.cyan.light.main}`);
    expect(custom).toContain('dir="rtl"');
    expect(await linkedThemeCss(page, custom)).toContain(`--app-palette-primary-main:${primaryPresets.red.light.main}`);
    expect(custom).toContain('"settings":{"colorScheme":"light","contrast":"high","direction":"rtl"');
    expect(await linkedThemeCss(page, blue)).toContain(`--app-palette-primary-main:${primaryPresets.default.light.main}`);
  }
});

test('stored settings hydrate without warnings and stay mirrored in the cookie', async ({ page, problems }) => {
  await setSettingsCookie(page.context(), CUSTOM_COOKIE);
  await page.addInitScript((value) => window.localStorage.setItem('app-settings', value), JSON.stringify(CUSTOM));
  await page.goto('/login');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('button[type="submit"]')).toHaveCSS('background-color', RED);
  expect(await settingsCookie(page)).toBe(CUSTOM_COOKIE);
  expect(problems.list).toEqual([]);
});

test('settings only in localStorage (cookie lost) apply after hydration and restore the cookie', async ({ page, problems }) => {
  await page.addInitScript(
    (value) => window.localStorage.setItem('app-settings', value),
    JSON.stringify({ ...DEFAULTS, primaryColor: 'default', direction: 'rtl' }),
  );
  await page.goto('/login');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('button[type="submit"]')).toHaveCSS('background-color', DEFAULT_BLUE);
  await expect.poll(() => settingsCookie(page)).toBe('light.default.rtl.0.default.vertical.integrate.public-sans');
  expect(problems.list).toEqual([]);
});

test('the header colour toggle and the settings stay in step', async ({ page, problems }) => {
  await openHome(page);
  await page.getByTestId('color-scheme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-dark', '');
  await expect.poll(() => storedSettings(page)).toMatchObject({ colorScheme: 'dark' });
  await expect.poll(() => settingsCookie(page)).toMatch(/^dark\./);
  expect(problems.list).toEqual([]);
});

/**
 * The drawer. The lead places `<SettingsButton />` (data-testid="settings-button") in the main
 * layout's header; until then this part cannot run against the real header.
 */
test.describe('the settings drawer', () => {
  async function openDrawer(page: Page): Promise<void> {
    await openHome(page);
    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('settings-drawer')).toBeVisible();
  }

  test('each option changes what it should, survives a reload server-rendered, and reset restores the defaults', async ({
    page,
    problems,
  }) => {
    await openDrawer(page);
    const contained = page.locator('.MuiButton-contained.MuiButton-colorPrimary').first();
    await expect(contained).toHaveCSS('background-color', CYAN);

    await page.getByTestId('settings-primary-red').click();
    await expect(contained).toHaveCSS('background-color', RED);
    await expect(page.getByTestId('settings-primary-red')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('settings-rtl').check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(contained).toHaveCSS('background-color', RED);

    await page.getByTestId('settings-contrast').check();
    await expect(page.locator('body')).toHaveCSS('color', HIGH_CONTRAST_TEXT);

    await page.getByTestId('settings-font-inter').click();
    await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable", Inter,/);

    await page.getByTestId('settings-compact').check();
    await page.getByTestId('settings-nav-layout-mini').click();
    await page.getByTestId('settings-nav-color-apparent').click();
    await expect.poll(() => storedSettings(page)).toEqual(CUSTOM);
    expect(await settingsCookie(page)).toBe(CUSTOM_COOKIE);

    await page.getByTestId('settings-dark-mode').check();
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    expect(await page.evaluate(() => window.localStorage.getItem('theme-mode'))).toBe('dark');
    await expect.poll(() => storedSettings(page)).toEqual({ ...CUSTOM, colorScheme: 'dark' });

    // The server renders the next page with them: the first response already has them.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('dir="rtl"');
    expect(await linkedThemeCss(page, html)).toContain(`--app-palette-primary-main:${primaryPresets.red.light.main}`);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    await expect(page.locator('.MuiButton-contained.MuiButton-colorPrimary').first()).toHaveCSS('background-color', RED_DARK);

    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-reset').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).not.toHaveAttribute('data-dark', '');
    await expect(page.locator('.MuiButton-contained.MuiButton-colorPrimary').first()).toHaveCSS('background-color', CYAN);
    await expect(page.locator('body')).toHaveCSS('color', TEXT);
    await expect.poll(() => storedSettings(page)).toEqual(DEFAULTS);
    expect(await settingsCookie(page)).toBe('light.default.ltr.0.cyan.vertical.integrate.public-sans');
    await expect(page.getByTestId('settings-rtl')).not.toBeChecked();
    expect(problems.list).toEqual([]);
  });

  test('the page reads its theme variables from the linked file; another preset gets its own, and back uses the file again', async ({
    page,
    problems,
  }) => {
    // Rules in style elements (Emotion inserts them through the CSSOM) setting the primary
    // colour's variable: MUI's own copy of the theme's variables.
    const writtenVariables = () =>
      page.evaluate(
        () =>
          [...document.styleSheets]
            .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
            .flatMap((sheet) => [...sheet.cssRules])
            .filter((rule) => rule.cssText.includes('--app-palette-primary-main:')).length,
      );
    await openDrawer(page);
    const contained = page.locator('.MuiButton-contained.MuiButton-colorPrimary').first();
    await expect(contained).toHaveCSS('background-color', CYAN);
    expect(await page.locator('link[rel="stylesheet"][data-precedence="theme"]').count()).toBe(1);
    expect(await writtenVariables()).toBe(0);

    await page.getByTestId('settings-primary-red').click();
    await expect(contained).toHaveCSS('background-color', RED);
    expect(await writtenVariables()).toBeGreaterThan(0);

    await page.getByTestId('settings-primary-cyan').click();
    await expect(contained).toHaveCSS('background-color', CYAN);
    expect(await writtenVariables()).toBe(0);
    await page.getByTestId('settings-dark-mode').check();
    await expect(contained).toHaveCSS('background-color', rgb(primaryPresets.cyan.dark.main));
    expect(problems.list).toEqual([]);
  });

  test('the full-screen toggle follows the document', async ({ page, problems }) => {
    await openDrawer(page);
    const toggle = page.getByTestId('settings-fullscreen');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(problems.list).toEqual([]);
  });
});
