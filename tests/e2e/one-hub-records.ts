import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures.ts';
import { oneHubPorts } from './one-hub-ports.ts';

/*
 * What the real one-hub stores, read from one-hub itself (issue 33 item 4: a save without changes
 * leaves one-hub's stored record equal). Not through the console: its proxy blanks the secrets
 * (a channel's key, a payment gateway's private keys, some options), and a save that erased one
 * would look the same there before and after.
 */

export interface OneHubDirect {
  /** `data` of one-hub's envelope; throws unless it answered `success: true`. */
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
}

/**
 * one-hub's API with the browser's own one-hub session: the console passes one-hub's `session`
 * cookie through to the browser, so reading what it stores costs no sign-in of its own (one-hub
 * allows 20 in 20 minutes).
 */
export async function oneHubDirect(page: Page): Promise<OneHubDirect> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  if (!session) throw new Error('the browser holds no one-hub session cookie');
  const base = `http://127.0.0.1:${oneHubPorts().gateway}`;
  return {
    async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
      const answer = await fetch(base + path, {
        method,
        headers: { cookie: `session=${session.value}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await answer.text();
      const envelope = JSON.parse(text) as { success?: boolean; data?: T };
      if (!answer.ok || envelope.success !== true) throw new Error(`one-hub ${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
      return envelope.data as T;
    },
  };
}

/** The bodies of the browser's writes (not GET) to a gateway path through the console, from now on. */
export function writesTo(page: Page, path: string): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname === path) writes.push(`${request.method()} ${request.postData() ?? ''}`);
  });
  return writes;
}

const SETTING_TABS = ['operation', 'system', 'other'] as const;

/**
 * Every section of the Settings page's three tabs saved without changes (tests/e2e/round-trip-
 * settings.spec.ts on the double): each answers "没有改动" (setting:toast.unchanged), never a field
 * error. Answers how many sections were saved.
 */
export async function saveEverySettingsSection(page: Page): Promise<number> {
  let saved = 0;
  for (const tab of SETTING_TABS) {
    await page.goto(tab === 'operation' ? '/dashboard/setting' : `/dashboard/setting?tab=${tab}`);
    await waitForHydration(page);
    await expect(page.getByTestId(`setting-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    const buttons = page.locator('[data-testid^="save-"]');
    const count = await buttons.count();
    expect(count, `${tab}: sections to save`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const unchanged = page.getByTestId('toast').filter({ hasText: '没有改动' });
      const section = (await buttons.nth(index).getAttribute('data-testid')) ?? '';
      await buttons.nth(index).click();
      await expect(unchanged, `${tab} ${section}`).toHaveCount(1);
      await expect(page.locator('[aria-invalid="true"]'), `${tab} ${section}`).toHaveCount(0);
      await unchanged.getByRole('button').click();
      await expect(unchanged).toHaveCount(0);
      saved += 1;
    }
  }
  return saved;
}
