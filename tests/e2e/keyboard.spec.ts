import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';
import { showScheme } from './sweep.ts';
import { parseCsv } from '#tests/helpers/csv.ts';

/**
 * Issue 36, "Keyboard only": sign in, create a key and copy it, export the logs and edit a user,
 * with Tab, Shift+Tab, Enter, Space, Escape and typing, never the mouse. Locators only look: every
 * action is a key press on what has the focus. Each Tab stop shows a focus indicator, the skip link
 * comes first and lands in the main content, a dialog keeps the focus inside and hands it back to
 * its opener, and the toasts are in a live region of the accessibility tree.
 */

// Sign-ins and lazy dialogs on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

/** The most Tab presses a walk takes to reach a control before it counts as unreachable. */
const MAX_STOPS = 60;

/**
 * What the focused element is, and whether it shows a focus indicator on its visible box (a text
 * field's frame, a switch's or checkbox's thumb, else itself): a box shadow, or an outline whose
 * colour stands out 3:1 from the background behind it (WCAG 1.4.11), so a ring lost in one colour
 * scheme counts as none.
 */
async function focusState(page: Page): Promise<{ where: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { where: 'body', visible: false };
    const box = element.closest('.MuiInputBase-root, .MuiButtonBase-root') ?? element;
    const style = getComputedStyle(box);
    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const opaque = (colour: string) => colour !== 'transparent' && (rgba(colour)[3] ?? 1) > 0;
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgba(colour).map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The first opaque background behind the control, up to the page's own.
    let behind = box.parentElement;
    while (behind && !opaque(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const [lighter, darker] = [luminance(style.outlineColor), luminance(background)].sort((x, y) => y - x);
    const contrast = ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
    const outline =
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && opaque(style.outlineColor) && contrast >= 3;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const label = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? (element.textContent ?? '').trim().slice(0, 30);
    return { where: `${element.tagName.toLowerCase()}[${label}]`, visible: outline || shadow };
  });
}

/** The focused element shows a focus indicator (the helper every Tab stop goes through). */
async function expectFocusVisible(page: Page): Promise<string> {
  const state = await focusState(page);
  expect(state.visible, `no visible focus indicator on ${state.where}`).toBe(true);
  return state.where;
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus indicator at every
 * stop on the way; fails with the stops it met when the target is never reached.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const stops: string[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press(key);
    stops.push(await expectFocusVisible(page));
    if (await isFocused(target)) return;
  }
  throw new Error(`never reached the target with ${key}; stops: ${stops.join(' → ')}`);
}

/**
 * Tab and Shift+Tab stay inside `dialog`: a full round forward and back never leaves it, and
 * passes its first and last stops (the cycle wraps).
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  const forward: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const where = await expectFocusVisible(page);
    expect(await inside(), `Tab left the dialog for ${where}`).toBe(true);
    if (forward.includes(where)) break;
    forward.push(where);
  }
  expect(forward.length, 'the Tab cycle inside the dialog never came round').toBeLessThan(30);
  for (let i = 0; i < forward.length + 1; i++) {
    await page.keyboard.press('Shift+Tab');
    const where = await expectFocusVisible(page);
    expect(await inside(), `Shift+Tab left the dialog for ${where}`).toBe(true);
  }
}

/** A toast with this text, in the accessibility tree inside a live region (its own role or an ancestor's). */
async function expectAnnounced(page: Page, text: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // getByRole leaves out what aria-hidden takes from the accessibility tree.
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first()).toBeVisible();
  const live = await toast.evaluate((element) => {
    const region = element.closest('[aria-live], [role="alert"], [role="status"]');
    return region?.getAttribute('aria-live') ?? region?.getAttribute('role') ?? null;
  });
  expect(live).toMatch(/^(polite|assertive|alert|status)$/);
}

/** The skip link is the page's first Tab stop, and Enter on it puts the focus in the main content. */
async function skipToMain(page: Page, skipName: string): Promise<void> {
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
  await expect(page.getByRole('link', { name: skipName })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

/**
 * Signs in with the keyboard alone: the form puts the focus in its username field, Tab to the
 * password, Enter sends it.
 */
async function keyboardSignIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await expect(page.locator('input[name="username"]')).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.type(username);
  await tabTo(page, page.locator('input[name="password"]'));
  await page.keyboard.type('123456');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard$/);
  await waitForHydration(page);
}

const ZH = { skip: '跳到主要内容' };
const EN = { skip: 'Skip to main content' };

async function keyboardContext(browser: Browser, baseURL: string | undefined, locale: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ baseURL, locale, colorScheme });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await withoutSiteNotice(context);
  return context;
}

for (const language of [
  {
    locale: 'zh-CN',
    scheme: 'light' as const,
    texts: ZH,
    newKey: '新建令牌',
    name: '名称',
    create: '创建',
    created: '令牌已创建',
    copy: '复制',
    copied: '已复制令牌',
  },
  {
    locale: 'en',
    scheme: 'dark' as const,
    texts: EN,
    newKey: 'New key',
    name: 'Name',
    create: 'Create',
    created: 'Key created',
    copy: 'Copy',
    copied: 'Key copied',
  },
]) {
  test(`${language.locale}, ${language.scheme} scheme: sign in, create a key and copy it, with the keyboard alone`, async ({
    browser,
    baseURL,
  }) => {
    const context = await keyboardContext(browser, baseURL, language.locale, language.scheme);
    const page = await context.newPage();
    await keyboardSignIn(page, 'demo');

    await page.goto('/dashboard/key');
    await waitForHydration(page);
    // The rings are checked on this scheme's colours.
    await showScheme(page, language.scheme);
    await skipToMain(page, language.texts.skip);
    const opener = page.getByRole('button', { name: language.newKey });
    await tabTo(page, opener);

    // The dialog keeps the focus, and Escape hands it back to the button that opened it.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Again, to create one: the name typed, Tab on to the create button, Enter.
    const name = `kb-${randomBytes(3).toString('hex')}`;
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel(language.name, { exact: true }));
    await page.keyboard.type(name);
    await tabTo(page, dialog.getByRole('button', { name: language.create, exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectAnnounced(page, language.created);
    // The focus is not lost to the page's body when the dialog goes.
    expect((await focusState(page)).where).not.toBe('body');

    const row = page.getByTestId('key-row').filter({ has: page.getByText(name, { exact: true }) });
    await tabTo(page, row.getByRole('button', { name: language.copy, exact: true }));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, language.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^sk-\w{20,}$/);
    await context.close();
  });
}

test('zh-CN: export the logs as CSV with the keyboard alone', async ({ browser, baseURL }) => {
  const context = await keyboardContext(browser, baseURL, 'zh-CN');
  const page = await context.newPage();
  await keyboardSignIn(page, 'demo');
  await page.goto('/dashboard/log');
  await waitForHydration(page);
  await skipToMain(page, ZH.skip);
  const downloading = page.waitForEvent('download');
  await tabTo(page, page.getByTestId('log-export'));
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^logs-\d{8}-\d{6}\.csv$/);
  const [header = []] = parseCsv(await readFile((await download.path()) ?? '', 'utf8'));
  expect(header).toContain('模型');
  await context.close();
});

test('zh-CN: an admin edits a user in the dialog and saves, with the keyboard alone', async ({ browser, baseURL }) => {
  const context = await keyboardContext(browser, baseURL, 'zh-CN');
  const page = await context.newPage();
  await keyboardSignIn(page, 'admin');
  // A user of this test's own, made through the API with the admin's session: other specs read the seeded ones.
  const username = `kb${randomBytes(4).toString('hex')}`;
  const made = (await (
    await page.request.post('/api/user/', { data: { username, display_name: 'Keyboard', password: 'kb-pass-123' } })
  ).json()) as { success: boolean };
  expect(made.success).toBe(true);
  await page.goto(`/dashboard/user?keyword=${username}`);
  await waitForHydration(page);
  await skipToMain(page, ZH.skip);
  const row = page.locator(`[data-testid="user-row"][data-username="${username}"]`);
  const actions = row.getByTestId('user-actions');
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  // The menu puts the focus on its first item, Edit.
  await expect(page.getByRole('menuitem', { name: '编辑', exact: true })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '编辑用户' });
  await expectFocusTrapped(page, dialog);
  const display = dialog.getByLabel('显示名称', { exact: true });
  await tabTo(page, display);
  const renamed = `KB ${randomBytes(2).toString('hex')}`;
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(renamed);
  await tabTo(page, dialog.getByRole('button', { name: '保存', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(renamed);
  expect((await focusState(page)).where).not.toBe('body');
  await context.close();
});
