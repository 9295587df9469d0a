import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * After signing in through the form, the browser follows `returnTo` only within the console
 * (issue 9, open redirect): the nastiest variants as an attacker would put them in a link.
 */
const NASTY = [
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\\evil.example',
  '/%09/evil.example',
  'JaVaScRiPt:alert(1)',
  'https://evil.example/',
];

/**
 * The user who signs in. The jwt method fetches `/api/user/token`, which replaces the user's token
 * (contract: the old one stops working at once), so two jwt tests signing in as the same user in
 * parallel would log each other out: each jwt test registers its own account.
 */
async function signInUser(
  request: APIRequestContext,
  method: 'session' | 'jwt',
  index: number,
): Promise<{ username: string; password: string }> {
  if (method === 'session') return { username: 'demo', password: '123456' };
  const username = `rt${index}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`.slice(0, 12);
  const password = 'return-to-pass-1';
  const registered = await request.post('/api/user/register', { data: { username, password } });
  expect((await registered.json()) as unknown).toMatchObject({ success: true });
  return { username, password };
}

for (const [method, path] of [
  ['session', '/login'],
  ['jwt', '/auth/jwt/sign-in'],
] as const) {
  for (const [index, returnTo] of (method === 'session' ? NASTY : NASTY.slice(0, 3)).entries()) {
    test(`${method} sign-in with returnTo=${returnTo} stays on the console`, async ({ page, baseURL, problems }) => {
      const left: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).origin !== new URL(baseURL ?? '').origin) left.push(frame.url());
      });
      const user = await signInUser(page.request, method, index);
      await page.goto(`${path}?returnTo=${returnTo}`);
      await waitForHydration(page);
      await page.locator('input[name="username"]').fill(user.username);
      await page.locator('input[name="password"]').fill(user.password);
      await page.locator('button[type="submit"]').click();
      // The URL is the whole point: the dashboard's own rendering is other specs' business.
      await expect(page).toHaveURL(`${baseURL ?? ''}/dashboard`);
      expect(left, 'the browser never left the console').toEqual([]);
      expect(problems.list).toEqual([]);
    });
  }
}

test('a legitimate returnTo with an encoded query survives sign-in unchanged', async ({ page, baseURL, problems }) => {
  await page.goto(`/login?returnTo=${encodeURIComponent('/dashboard/log?model_name=a%26b')}`);
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${baseURL ?? ''}/dashboard/log?model_name=a%26b`);
  expect(problems.list).toEqual([]);
});

test('the OAuth round trip remembers returnTo and still stays on the console', async ({ page, baseURL, problems }) => {
  await page.goto('/login?returnTo=/a/..//evil.example');
  await waitForHydration(page);
  await page.getByRole('button', { name: '使用 GitHub 登录' }).click();
  await expect(page).toHaveURL(/\/oauth-fake\/github\/authorize\?/);
  await page.locator('button[name="as"]').first().click();
  await expect(page).toHaveURL(`${baseURL ?? ''}/dashboard`);
  expect(problems.list).toEqual([]);
});
