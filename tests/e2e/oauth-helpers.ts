import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_CLIENT } from './api-data.ts';
import { expect, waitForHydration } from './fixtures.ts';

/** The password of the accounts these specs create (seeded accounts are shared with parallel specs). */
export const PASSWORD = 'oauth-pass-1';

/** A username no other run has: the prefix, the clock and a random tail, at most 12 characters. */
export function freshName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 12);
}

/** Registers an account through the API (the gateway's own form check is not under test here). */
async function register(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect((await response.json()) as unknown).toMatchObject({ success: true });
}

/** Registers a fresh account and signs the page in with it through the form, landing on `returnTo`. */
export async function signInFresh(page: Page, prefix: string, returnTo: string): Promise<string> {
  const username = freshName(prefix);
  await register(page.request, username);
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname === returnTo, { timeout: 20_000 });
  await waitForHydration(page);
  return username;
}

/** A fresh inviter in an API context of its own: its invite code, and how many it has invited so far. */
export interface Inviter {
  code: string;
  invited(): Promise<number>;
  dispose(): Promise<void>;
}

export async function freshInviter(baseURL: string): Promise<Inviter> {
  const request = await playwrightRequest.newContext({ baseURL });
  const username = freshName('inv');
  await register(request, username);
  const login = await request.post('/api/user/login', { data: { username, password: PASSWORD } });
  expect((await login.json()) as unknown).toMatchObject({ success: true });
  const code = ((await (await request.get('/api/user/aff', API_CLIENT)).json()) as { data: string }).data;
  return {
    code,
    invited: async () => ((await (await request.get('/api/user/self')).json()) as { data: { aff_count: number } }).data.aff_count,
    dispose: () => request.dispose(),
  };
}

/** The visitor arrives through an invite link, which keeps the code for whatever sign-up follows. */
export async function arriveInvited(page: Page, code: string): Promise<void> {
  await page.goto(`/register?aff=${encodeURIComponent(code)}`);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('aff'))).toBe(code);
}
