import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expect, leaveSignedOut, test, waitForHydration, watchProblems } from './fixtures.ts';
import { addAuthenticator, credentialsOf, withoutAutofill } from './passkey-helpers.ts';

// Passkeys end to end with Chromium's virtual authenticator (CDP WebAuthn domain). The console is
// opened as http://localhost:<port>: the bundled double's ServerAddress is that origin, and an RP
// ID cannot be an IP address. Each test registers a fresh user (specs share one gateway).

const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'passkey-pass-1';

const TEXT = {
  'zh-CN': {
    add: '添加通行密钥',
    create: '创建',
    added: '已添加通行密钥。',
    empty: '还没有通行密钥。',
    signIn: '使用通行密钥登录',
    signOut: '退出登录',
    delete: '删除',
    deleted: '已删除通行密钥。',
    cancelled: '通行密钥操作已取消或超时，或者此设备上没有本站的通行密钥。',
    // one-hub's refusal with go-webauthn's detail, as one-hub words it; in English for an English reader.
    originRefused: '登录验证失败: Error validating origin',
    unknownRefused: '登录验证失败: Unable to find the credential for the returned credential ID',
  },
  en: {
    add: 'Add a passkey',
    create: 'Create',
    added: 'Passkey added.',
    empty: 'No passkeys yet.',
    signIn: 'Sign in with a passkey',
    signOut: 'Sign out',
    delete: 'Delete',
    deleted: 'Passkey deleted.',
    cancelled: 'The passkey request was cancelled or timed out, or this device has no passkey for this site.',
    originRefused: 'Passkey sign-in failed: Error validating origin',
    unknownRefused: 'Passkey sign-in failed: Unable to find the credential for the returned credential ID',
  },
} as const;

// The passkey sign-ins the gateway refuses answer 400: the browser reports each failed request.
const isRefusedFinish = (problem: string) => problem.includes('400') && problem.includes('/api/webauthn/login/finish');

let counter = 0;
/** A username unique across runs and workers, within the gateway's 12-character limit. */
function newUsername(): string {
  counter += 1;
  return `pk${(Date.now() % 1e7).toString(36)}${process.pid % 100}${counter}`.slice(0, 12);
}

/** Registers a fresh account and signs in through the form, landing on the profile. */
async function freshUserOnProfile(page: Page): Promise<string> {
  const username = newUsername();
  const response = await page.request.post(`${ORIGIN}/api/user/register`, { data: { username, password: PASSWORD } });
  expect((await response.json()) as unknown).toMatchObject({ success: true });
  await page.goto(`${ORIGIN}/login?returnTo=%2Fdashboard%2Fprofile`);
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await waitForHydration(page);
  return username;
}

async function signOut(page: Page, label: string): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/login$/);
  await waitForHydration(page);
}

for (const lng of ['zh-CN', 'en'] as const) {
  test.describe(`passkeys in ${lng}`, () => {
    test.use({ locale: lng });
    test.describe.configure({ timeout: 90_000 });
    const text = TEXT[lng];

    test('a passkey made on the profile signs in without a password; once deleted it is refused', async ({ page, problems }) => {
      const authenticator = await addAuthenticator(page);
      const username = await freshUserOnProfile(page);
      const card = page.getByTestId('passkeys');
      await expect(card.getByTestId('passkeys-empty')).toHaveText(text.empty);

      await card.getByRole('button', { name: text.add }).click();
      const form = page.getByTestId('passkey-add-form');
      await form.locator('input[name="alias"]').fill('  E2E laptop  ');
      await form.getByRole('button', { name: text.create }).click();
      await expect(page.getByText(text.added)).toBeVisible();
      await expect(card.getByTestId('passkey-row')).toHaveCount(1);
      await expect(card.getByTestId('passkey-row')).toContainText('E2E laptop');
      const [stored] = await credentialsOf(authenticator);
      expect(stored).toMatchObject({ rpId: 'localhost', isResidentCredential: true });

      await withoutAutofill(page);
      await signOut(page, text.signOut);
      // No password typed: the discoverable passkey names the user.
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('user-name')).toHaveText(username);

      await page.goto(`${ORIGIN}/dashboard/profile`);
      await waitForHydration(page);
      await card.getByTestId('passkey-row').getByRole('button', { name: text.delete }).click();
      await page.getByTestId('confirm-action').click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(card.getByTestId('passkeys-empty')).toBeVisible();

      await withoutAutofill(page);
      await signOut(page, text.signOut);
      await page.getByRole('button', { name: text.signIn }).click();
      // The authenticator still holds it; the gateway no longer knows it, and says so.
      await expect(page.getByTestId('passkey-error')).toHaveText(text.unknownRefused);
      await expect(page).toHaveURL(/\/login$/);
      expect(await credentialsOf(authenticator)).toHaveLength(1);
      expect(problems.list.filter((problem) => !isRefusedFinish(problem))).toEqual([]);
    });

    test('a genuine assertion for another RP ID (a.localhost) is refused by the gateway', async ({ page, context, problems }) => {
      const authenticator = await addAuthenticator(page);
      await freshUserOnProfile(page);
      await page.getByTestId('passkeys').getByRole('button', { name: text.add }).click();
      await page.getByTestId('passkey-add-form').getByRole('button', { name: text.create }).click();
      await expect(page.getByText(text.added)).toBeVisible();
      const [stored] = await credentialsOf(authenticator);
      if (!stored) throw new Error('no credential was made');

      // The same console reached as a.localhost (Chromium resolves it to loopback), whose browser
      // signs for RP ID a.localhost with the very key the gateway stored: a genuine assertion,
      // bound to the wrong relying party.
      const other = await context.newPage();
      const otherProblems = watchProblems(other);
      const elsewhere = await addAuthenticator(other);
      await elsewhere.cdp.send('WebAuthn.addCredential', { authenticatorId: elsewhere.id, credential: { ...stored, rpId: 'a.localhost' } });
      await other.route('**/api/webauthn/login/begin', async (route) => {
        // Playwright fetches from Node, which does not resolve *.localhost: the same server by IP.
        const url = route.request().url().replace('//a.localhost:', '//127.0.0.1:');
        const response = await route.fetch({ url, headers: { ...route.request().headers(), host: `a.localhost:${PORT}` } });
        const answer = (await response.json()) as { data: { publicKey: Record<string, unknown> } };
        answer.data.publicKey.rpId = 'a.localhost';
        await route.fulfill({ response, json: answer });
      });
      await other.goto(`http://a.localhost:${PORT}/login`);
      await waitForHydration(other);
      await other.getByRole('button', { name: text.signIn }).click();
      // go-webauthn checks the client data before the authenticator data: the origin, which
      // a browser cannot fake, fails first (the RP ID hash alone: tests/mock-gateway/webauthn-refusals).
      await expect(other.getByTestId('passkey-error')).toHaveText(text.originRefused);
      await expect(other).toHaveURL(/\/login$/);
      expect(problems.list).toEqual([]);
      expect(otherProblems.list.filter((problem) => !isRefusedFinish(problem))).toEqual([]);
    });

    test('a device without a passkey for the site ends the ceremony with an explanation, no password form lost', async ({
      page,
      problems,
    }) => {
      await addAuthenticator(page);
      await page.goto(`${ORIGIN}/login`);
      await waitForHydration(page);
      await page.locator('input[name="username"]').fill('typed-name');
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/webauthn/')) calls.push(new URL(request.url()).pathname);
      });
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page.getByTestId('passkey-error')).toHaveText(text.cancelled);
      await expect(page.locator('input[name="username"]')).toHaveValue('typed-name');
      // A browser that never used a passkey here costs the rate-limited begin only on the click.
      expect(calls).toEqual(['/api/webauthn/login/begin']);
      expect(problems.list).toEqual([]);
    });
  });
}

test('where a passkey was used, the browser’s autofill signs in from the username field', async ({ page, problems }) => {
  await addAuthenticator(page);
  const username = await freshUserOnProfile(page);
  await page.getByTestId('passkeys').getByRole('button', { name: TEXT['zh-CN'].add }).click();
  await page.getByTestId('passkey-add-form').getByRole('button', { name: TEXT['zh-CN'].create }).click();
  await expect(page.getByText(TEXT['zh-CN'].added)).toBeVisible();
  await leaveSignedOut(page);
  await page.goto(`${ORIGIN}/login?returnTo=%2Fdashboard%2Fprofile`);
  await expect(page.locator('input[name="username"]')).toHaveAttribute('autocomplete', 'username webauthn');
  // Conditional mediation: the virtual authenticator picks the suggestion a user would pick.
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByTestId('user-name')).toHaveText(username);
  expect(problems.list).toEqual([]);
});

test('the jwt method: a passkey signs in to the token, returnTo kept, and a passkey is added by token', async ({
  page,
  context,
  problems,
}) => {
  const text = TEXT['zh-CN'];
  await addAuthenticator(page);
  const username = await freshUserOnProfile(page);
  await page.getByTestId('passkeys').getByRole('button', { name: text.add }).click();
  await page.getByTestId('passkey-add-form').getByRole('button', { name: text.create }).click();
  await expect(page.getByText(text.added)).toBeVisible();
  await withoutAutofill(page);
  await leaveSignedOut(page);

  await page.goto(`${ORIGIN}/auth/jwt/sign-in?returnTo=%2Fdashboard%2Fprofile`);
  await waitForHydration(page);
  await page.getByRole('button', { name: text.signIn }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByTestId('user-name')).toHaveText(username);
  expect(
    (await context.cookies()).find((cookie) => cookie.name === 'console_access_token'),
    'the token, HttpOnly',
  ).toMatchObject({
    httpOnly: true,
    value: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
  });
  // The gateway's logout (one-hub's cookie store) leaves a cookie holding an empty session: it signs nobody in.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'session')?.value ?? '';
  const fresh = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const bySession = await fresh.get('/api/user/self', { headers: { cookie: `session=${session}`, 'x-client-id': 'e2e-test' } });
  expect(((await bySession.json()) as { success: boolean }).success, 'the cookie session dropped').toBe(false);
  await fresh.dispose();

  // Signed in by token only: the gateway keeps the ceremony in a cookie session of its own.
  await waitForHydration(page);
  await page.getByTestId('passkeys').getByRole('button', { name: text.add }).click();
  await page.getByTestId('passkey-add-form').locator('input[name="alias"]').fill('By token');
  await page.getByTestId('passkey-add-form').getByRole('button', { name: text.create }).click();
  await expect(page.getByTestId('passkeys').getByTestId('passkey-row')).toHaveCount(2);
  await expect(page.getByTestId('passkeys')).toContainText('By token');
  expect(problems.list).toEqual([]);
});
