import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, leaveSignedOut, signIn, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';
import { expectForbiddenPage } from './refusals.ts';
import { seriousViolations } from './sweep.ts';

/**
 * Every user's keys (`/dashboard/admin_keys`, issue 22) end to end against the bundled double:
 * an admin finds a user's key by the owner's id, moves it to a third user (checked and
 * confirmed), and both users' own key lists follow; the full key never reaches the admin's
 * browser. Each run makes its own two users and key, so specs sharing the gateway never meet.
 */

test.describe.configure({ timeout: 90_000 });

const PAGE = '/dashboard/admin_keys';
const PASSWORD = 'e2e-pass-1';
const TOO_LOW = { success: false, message: '无权进行此操作，权限不足' };

const TEXT = {
  'zh-CN': {
    ownerId: '所属用户 ID',
    editKey: (name: string) => `编辑令牌 ${name}`,
    dialog: '编辑令牌',
    transfer: '转移给用户（ID）',
    save: '保存',
    notFound: (id: number) => `没有 ID 为 ${id} 的用户`,
    self: '不能把令牌转移到你自己的账户：那样你就能看到完整令牌。',
    confirmTitle: '转移这个令牌？',
    confirm: '转移令牌',
    moved: (owner: string) => `令牌已转移给 ${owner}`,
    empty: '没有符合条件的令牌。',
  },
  en: {
    ownerId: "Owner's user ID",
    editKey: (name: string) => `Edit key ${name}`,
    dialog: 'Edit key',
    transfer: 'Move to user (ID)',
    save: 'Save',
    notFound: (id: number) => `No user has the ID ${id}`,
    self: 'A key cannot be moved to your own account: you would then see the full key.',
    confirmTitle: 'Move this key?',
    confirm: 'Move the key',
    moved: (owner: string) => `Key moved to ${owner}`,
    empty: 'No keys match.',
  },
} as const;

/** A username nobody else uses: ≤ 12 characters, as the gateway demands. */
function freshName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 12);
}

interface Person {
  id: number;
  username: string;
  label: string;
}

/** Creates a common user through the admin's session and reads its id back. */
async function createUser(admin: APIRequestContext, prefix: string): Promise<Person> {
  const username = freshName(prefix);
  const display = `${prefix.toUpperCase()} ${username.slice(-4)}`;
  const created = (await (await admin.post('/api/user/', { data: { username, password: PASSWORD, display_name: display } })).json()) as {
    success: boolean;
  };
  expect(created.success).toBe(true);
  const list = (await (await admin.get(`/api/user/?keyword=${username}&size=100`)).json()) as {
    data: { data: { id: number; username: string }[] };
  };
  const id = list.data.data.find((user) => user.username === username)?.id ?? 0;
  expect(id).toBeGreaterThan(0);
  return { id, username, label: `${id} – ${display}` };
}

/** A context signed in as `person` (through the API, which sets the session cookie). */
async function contextOf(browser: Browser, person: Person, locale: string) {
  const context = await browser.newContext({ locale });
  await withoutSiteNotice(context);
  const login = await context.request.post('/api/user/login', { data: { username: person.username, password: PASSWORD } });
  expect(((await login.json()) as { success: boolean }).success).toBe(true);
  return context;
}

/** Watches every answer the page receives for `secret` (bodies read as text; redirects have none). */
function watchForSecret(page: Page, secret: string): { leaks: string[] } {
  const found = { leaks: [] as string[] };
  page.on('response', (response) => {
    void response.text().then(
      (body) => {
        if (body.includes(secret)) found.leaks.push(response.url());
      },
      () => undefined,
    );
  });
  return found;
}

const keyRow = (page: Page, id: number) => page.locator(`[data-testid="admin-key-row"][data-key-id="${id}"]`);

for (const locale of ['zh-CN', 'en'] as const) {
  test.describe(locale, () => {
    test.use({ locale });
    const words = TEXT[locale];

    test('an admin finds a user’s key by the owner’s id and moves it to a third user; both key lists follow', async ({
      page,
      browser,
      problems,
    }) => {
      await signIn(page, 'admin', PAGE);
      await page.waitForURL(`**${PAGE}`);
      await waitForHydration(page);
      const owner = await createUser(page.request, 'ak');
      const heir = await createUser(page.request, 'ah');

      // The owner makes a key in their own account.
      const ownerContext = await contextOf(browser, owner, locale);
      const keyName = freshName('moved-');
      await ownerContext.request.post('/api/token/', {
        data: { name: keyName, expired_time: -1, remain_quota: 0, unlimited_quota: true },
      });
      const own = (await (await ownerContext.request.get(`/api/token/?keyword=${keyName}`)).json()) as {
        data: { data: { id: number; key: string }[] };
      };
      const created = own.data.data[0];
      if (!created) throw new Error('the owner’s key was not created');
      const leaks = watchForSecret(page, created.key);

      // Found by the owner's id: one row, the owner named, the key masked.
      await page.getByLabel(words.ownerId).fill(String(owner.id));
      await expect(page).toHaveURL(new RegExp(`user_id=${owner.id}`));
      await expect(keyRow(page, created.id)).toBeVisible();
      await expect(page.getByTestId('admin-key-row')).toHaveCount(1);
      await expect(keyRow(page, created.id).getByTestId('admin-key-owner')).toHaveText(owner.label);
      const masked = keyRow(page, created.id).getByTestId('admin-key-masked');
      await expect(masked).toHaveText(new RegExp(`^sk-${created.key.slice(0, 4)}…${created.key.slice(-4)}$`));

      // The move: a missing user and the admin's own account are refused in the dialog, then
      // the heir is confirmed by name.
      await keyRow(page, created.id)
        .getByRole('button', { name: words.editKey(keyName) })
        .click();
      const dialog = page.getByRole('dialog', { name: words.dialog, exact: true });
      await expect(dialog.getByTestId('admin-key-owner-note')).toContainText(owner.label);
      await dialog.getByLabel(words.transfer).fill('999999');
      await dialog.getByRole('button', { name: words.save, exact: true }).click();
      await expect(dialog.getByText(words.notFound(999999))).toBeVisible();
      // The seeded admin is user 2: its own Keys page would show the full key.
      await dialog.getByLabel(words.transfer).fill('2');
      await dialog.getByRole('button', { name: words.save, exact: true }).click();
      await expect(dialog.getByText(words.self)).toBeVisible();
      // The open dialog with its field in error passes axe (the page sweep sees it closed).
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByLabel(words.transfer).fill(String(heir.id));
      await dialog.getByRole('button', { name: words.save, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: words.confirmTitle });
      await expect(confirm).toContainText(owner.label);
      await expect(confirm).toContainText(heir.label);
      expect(await seriousViolations(page), 'the confirmation over the dialog').toEqual([]);
      await confirm.getByRole('button', { name: words.confirm }).click();
      await expect(page.getByText(words.moved(heir.label))).toBeVisible();
      await expect(dialog).toBeHidden();

      // The owner's filter now finds nothing; the heir's finds the key under the heir's name.
      await expect(page.getByText(words.empty)).toBeVisible();
      await page.getByLabel(words.ownerId).fill(String(heir.id));
      await expect(page).toHaveURL(new RegExp(`user_id=${heir.id}`));
      await expect(keyRow(page, created.id).getByTestId('admin-key-owner')).toHaveText(heir.label);

      // Both users' own key lists show the change.
      const heirContext = await contextOf(browser, heir, locale);
      for (const [context, expected] of [
        [ownerContext, 0],
        [heirContext, 1],
      ] as const) {
        const keys = await context.newPage();
        await keys.goto('/dashboard/key');
        await waitForHydration(keys);
        await expect(keys.locator(`[data-testid="key-row"][data-key-id="${created.id}"]`)).toHaveCount(expected);
      }
      await ownerContext.close();
      await heirContext.close();

      expect(await page.content()).not.toContain(created.key);
      expect(leaks.leaks).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  });
}

test('a common user is refused: 403 from the console, no menu entry, and the gateway’s refusal', async ({ page, problems }) => {
  await signIn(page, 'admin');
  await page.waitForURL(/\/dashboard$/);
  await waitForHydration(page);
  await expect(page.locator(`nav a[href="${PAGE}"]`).first()).toBeAttached();
  await leaveSignedOut(page);

  await signIn(page, 'demo');
  await page.waitForURL(/\/dashboard$/);
  await waitForHydration(page);
  await expect(page.locator(`a[href="${PAGE}"]`)).toHaveCount(0);
  await expectForbiddenPage(page, PAGE);
  expect(await (await page.request.get('/api/token/admin/search?user_id=4')).json()).toEqual(TOO_LOW);
  const edit = await page.request.put('/api/token/admin', { data: { id: 8, name: 'taken', user_id: 4 } });
  expect(await edit.json()).toEqual(TOO_LOW);
  expect(problems.list).toEqual([]);
});
