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

for (const [method, path] of [
  ['session', '/login'],
  ['jwt', '/auth/jwt/sign-in'],
] as const) {
  for (const returnTo of method === 'session' ? NASTY : NASTY.slice(0, 3)) {
    test(`${method} sign-in with returnTo=${returnTo} stays on the console`, async ({ page, baseURL, problems }) => {
      const left: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).origin !== new URL(baseURL ?? '').origin) left.push(frame.url());
      });
      await page.goto(`${path}?returnTo=${returnTo}`);
      await waitForHydration(page);
      await page.locator('input[name="username"]').fill('demo');
      await page.locator('input[name="password"]').fill('123456');
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
