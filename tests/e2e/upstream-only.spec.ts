import type { Page } from '@playwright/test';
import { canAccess, ROLE } from '#shared/access.ts';
import { isAbsentUpstream } from '#mock-gateway/upstream-only.ts';
import { gatewayAccess, UPSTREAM_GATEWAY } from '#shared/gateway-profile.ts';
import { listSweptPages } from '#tests/helpers/swept-pages.ts';
import type { SweptPage } from '#tests/helpers/swept-pages.ts';
import { LANGUAGE_COOKIE } from '#shared/i18n/settings.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { menuLinks } from './menu-links.ts';
import { inRuns } from './sweep.ts';

/**
 * Every page of the route table (tests/helpers/swept-pages.ts, so a new page is covered without
 * editing a list) against a console whose double runs in upstream-only mode
 * (playwright.config.ts, MOCK_GATEWAY_UPSTREAM_ONLY=1: no extension endpoints, keys or filters,
 * mock-gateway/upstream-only.ts). Each page is opened once by the lowest role that may use it
 * and must render: its status, hydration without a page error, one h1. A page whose state differs
 * on an unmodified one-hub is listed in UPSTREAM_STATES with what it must show there instead
 * ("not supported by this gateway", or its fallback); any other page must render as usual, so a
 * new page that breaks without the extensions fails here until it copes (or says why here).
 * One language, no axe: the page sweep does those against the full double.
 */

/** Who opens a page: the lowest of these that may (the operator for the spec's operator pages). */
const VISITORS = [
  { name: 'guest', username: null, role: ROLE.guest },
  { name: 'common', username: 'demo', role: ROLE.common },
  { name: 'operator', username: 'operator', role: ROLE.operator },
  { name: 'admin', username: 'admin', role: ROLE.admin },
  { name: 'root', username: 'root', role: ROLE.root },
] as const;
type Visitor = (typeof VISITORS)[number];

/** What a page must show on an unmodified one-hub where that differs from a plain render. */
interface UpstreamState {
  /** The address to open instead of the page's own (a query that exercises the fallback). */
  path?: string;
  /** The document status (a page of a missing extension answers 501). */
  status?: number;
  check: (page: Page) => Promise<void>;
}

/** The dashboard's "not supported by this gateway" state (shared/api/gateway-failure.ts). */
async function notSupported(page: Page): Promise<void> {
  await expect(page.getByTestId('dashboard-error')).toHaveAttribute('data-kind', 'unsupported');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('当前网关不支持此功能');
}

/** The demo user's group as the header of the profile shows it, read from /api/user_group_map. */
async function profileGroup(page: Page): Promise<void> {
  await expect(page.getByTestId('profile-group')).toContainText('默认分组');
}

/** Pages whose state on an unmodified one-hub is not a plain render, keyed by the page's path. */
const UPSTREAM_STATES: Record<string, UpstreamState> = {
  '/login': {
    // No `google_oauth` status key: only upstream's providers are offered, each of them.
    check: async (page) => {
      for (const name of ['使用 GitHub 登录', '使用微信登录', '使用飞书登录', '使用 OIDC 登录']) {
        await expect(page.getByRole('button', { name })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: '使用 Google 登录' })).toHaveCount(0);
    },
  },
  '/group': {
    // The group cards from /api/user_group_map (public groups).
    check: async (page) => {
      await expect(page.getByTestId('group-card-default')).toBeVisible();
      await expect(page.getByTestId('group-card-vip').getByTestId('group-discount')).toHaveText('8 折');
      await expect(page.getByTestId('group-error')).toHaveCount(0);
    },
  },
  '/prices': {
    check: async (page) => {
      await expect(page.getByTestId('price-row-gpt-4o-mini')).toBeVisible();
      await expect(page.getByTestId('prices-error')).toHaveCount(0);
    },
  },
  '/pricing': {
    check: async (page) => {
      await expect(page.getByTestId('group-vip')).toBeVisible();
      await expect(page.getByTestId('group-default')).toBeVisible();
    },
  },
  '/dashboard': {
    // The user drawer names the group and its rate from /api/user_group_map (no group_id either).
    check: async (page) => {
      await page.getByTestId('user-menu-button').click();
      await expect(page.getByTestId('user-group')).toHaveText('默认分组 · 无折扣 · 600 次/分钟');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('user-drawer')).toBeHidden();
      // Opened again, the drawer asks for upstream's map at once: the extension's 404 is remembered.
      const asked: string[] = [];
      const listen = (request: { url(): string }) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/user_group_')) asked.push(pathname);
      };
      page.on('request', listen);
      // The extension, when still asked, is asked before the map: seeing the map's request is enough.
      const mapAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/user_group_map');
      await page.getByTestId('user-menu-button').click();
      await mapAsked;
      await expect(page.getByTestId('user-group')).toHaveText('默认分组 · 无折扣 · 600 次/分钟');
      page.off('request', listen);
      expect(asked).toEqual(['/api/user_group_map']);
      await page.keyboard.press('Escape');
    },
  },
  '/dashboard/profile': { check: profileGroup },
  '/dashboard/user/profile': { check: profileGroup },
  '/dashboard/key': {
    // The key dialog offers the groups of /api/user_group_map.
    check: async (page) => {
      await page.getByRole('button', { name: '新建令牌' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('分组', { exact: true }).click();
      await expect(page.getByRole('option', { name: 'VIP 分组 (8 折)' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  '/dashboard/log': {
    // A shared link that filters by IP: /api/log/self would ignore it, so the field is not
    // offered and the page says the list is not filtered by IP.
    path: '/dashboard/log?source_ip=203.0.113.9',
    check: async (page) => {
      await expect(page.getByTestId('log-filters')).toBeVisible();
      await expect(page.getByTestId('log-filter-source_ip')).toHaveCount(0);
      await expect(page.getByTestId('log-ip-filter-unsupported')).toBeVisible();
    },
  },
  '/dashboard/user': {
    // No `filters` echo: the group, role and status filters upstream ignores are not offered.
    check: async (page) => {
      await expect(page.getByRole('table')).toContainText('demo');
      await expect(page.getByTestId('user-filters')).toHaveCount(0);
    },
  },
  '/dashboard/affiliate': {
    // The invite link stays; the history and the transfer are extensions.
    check: async (page) => {
      await expect(page.getByTestId('affiliate-link')).toContainText('/register?aff=DEMO');
      await expect(page.getByTestId('affiliate-history-unavailable')).toBeVisible();
      // Only a transfer tells whether the gateway has it: the form then says it has not.
      await page.getByTestId('affiliate-amount').fill('1');
      await page.getByTestId('affiliate-transfer-submit').click();
      await expect(page.getByTestId('affiliate-transfer-unsupported')).toBeVisible();
    },
  },
  // The spec's lower level (§6) where upstream asks for an admin or root: opened by the role the
  // gateway asks for (gatewayAccess), they render as on the full double (an admin's analytics,
  // orders and redemption codes: the tests after the sweep).
  '/dashboard/fapiao': { status: 501, check: notSupported },
  '/dashboard/operation_record': { status: 501, check: notSupported },
  // Inviter management is an extension (extensions.md): upstream has no /api/inviter/.
  '/dashboard/operation/inviter_manage': { status: 501, check: notSupported },
  // Root is told once which of the spec's levels the gateway raised.
  '/dashboard/setting': {
    check: async (page) => {
      await expect(page.getByTestId('setting-gateway-levels')).toContainText('数据分析：管理员（控制台默认：运营）');
    },
  },
  '/dashboard/operation/model_ownedby': {
    // The spec lets an operator edit owners; upstream's writes need an admin: the list shows,
    // read-only and saying why, with no door the gateway would refuse (issue 36 item 3).
    check: async (page) => {
      await expect(page.getByRole('table')).toContainText('OpenAI');
      await expect(page.getByTestId('owner-read-only')).toHaveText('在此网关上，只有管理员可以新建、修改或删除模型归属；你可以查看列表。');
      await expect(page.getByTestId('owner-create')).toHaveCount(0);
      // No row action ("编辑 OpenAI"…) and no selection.
      await expect(page.getByRole('table').getByRole('button', { name: /^编辑 / })).toHaveCount(0);
      await expect(page.getByRole('table').getByRole('checkbox')).toHaveCount(0);
    },
  },
};

const pages = await listSweptPages();
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 4}`;

/** The lowest role that may open the page at this gateway (upstream's roles; a missing extension at the page's own). */
function visitorOf(page: SweptPage): Visitor | undefined {
  const rule = gatewayAccess(page.access, page.gateway, UPSTREAM_GATEWAY);
  return VISITORS.find((visitor) =>
    canAccess(visitor.username === null ? null : { role: visitor.role }, rule === 'unsupported' ? page.access : rule),
  );
}

/** Pages per test: each test signs in once and visits its pages in turn (about a second each). */
const RUN = 8;
const runs = VISITORS.flatMap((visitor) =>
  inRuns(
    pages.filter((page) => visitorOf(page) === visitor),
    RUN,
  ).map((run) => ({ visitor, run })),
);

test('every page with a state of its own on upstream is a page of the route table', () => {
  const paths = new Set(pages.map((page) => page.path));
  expect(Object.keys(UPSTREAM_STATES).filter((path) => !paths.has(path))).toEqual([]);
  expect(pages.filter((page) => visitorOf(page) === undefined).map((page) => page.route)).toEqual([]);
});

// A page takes a second or two on a busy two-core machine; no single step waits long.
test.describe.configure({ timeout: 90_000 });

for (const { visitor, run } of runs) {
  test(`pages for ${visitor.name} (${run.label}) show their state on an unmodified one-hub`, async ({ page, problems }) => {
    if (visitor.username !== null) {
      const response = await page.request.post('/api/user/login', { data: { username: visitor.username, password: '123456' } });
      expect(response.ok(), `sign-in as ${visitor.username}`).toBe(true);
    }
    for (const swept of run.items) {
      const state = UPSTREAM_STATES[swept.path];
      const path = state?.path ?? swept.path;
      // Hydration is the signal the page is ready; the load event would wait for fonts too.
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(state?.status ?? swept.status);
      expect(new URL(page.url()).pathname, `${path} is shown, not redirected`).toBe(swept.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }), `${path}: one h1`).toHaveCount(1);
      if (state) await state.check(page);
      else await expect(page.getByTestId('dashboard-error'), `${path}: renders as on the full double`).toHaveCount(0);
    }
    // The browser's calls of missing extensions (404) are what the fallbacks answer, and an OAuth
    // callback opened without a code is refused (403) on any gateway; anything else is a problem
    // (the fixture already leaves out a document's own status).
    const unexpected = problems.list.filter((problem) => {
      const url = /\((https?:\/\/[^)]+)\)$/.exec(problem)?.[1];
      const path = url === undefined ? '' : new URL(url).pathname;
      const absent = problem.includes('status of 404') && isAbsentUpstream(path);
      const callbackWithoutCode = problem.includes('status of 403') && path.startsWith('/api/oauth/');
      return !absent && !callbackWithoutCode;
    });
    expect(unexpected).toEqual([]);
  });
}

const MENU_LANGUAGES = [
  { lng: 'zh-CN', home: '仪表盘' },
  { lng: 'zh-HK', home: '儀表板' },
  { lng: 'en', home: 'Dashboard' },
] as const;

// Issue 36: nobody is offered a door that is locked. Every entry of each role's menu opens a page
// that works on an unmodified one-hub (no 403, no 501, no "not enabled"). The menu is read in each
// language; the pages are opened in the three languages in turn (one pass, not three: what a page
// needs of the gateway does not change with the language).
for (const visitor of VISITORS.filter((each) => each.username !== null)) {
  test(`every menu entry of ${visitor.name} opens a working page on an unmodified one-hub, in each language`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(120_000);
    const speak = (lng: string) => page.context().addCookies([{ name: LANGUAGE_COOKIE, value: lng, url: BASE }]);
    const response = await page.request.post('/api/user/login', { data: { username: visitor.username, password: '123456' } });
    expect(response.ok()).toBe(true);
    const menus: string[][] = [];
    for (const { lng, home } of MENU_LANGUAGES) {
      await speak(lng);
      await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await expect(page.getByTestId('dashboard-nav').getByRole('link', { name: home, exact: true })).toBeVisible();
      menus.push(await menuLinks(page));
    }
    const [links = []] = menus;
    expect(links.length).toBeGreaterThan(3);
    for (const menu of menus) expect(menu).toEqual(links);
    for (const [index, link] of links.entries()) {
      const lng = MENU_LANGUAGES[index % MENU_LANGUAGES.length]?.lng ?? 'zh-CN';
      await speak(lng);
      const answer = await page.goto(link, { waitUntil: 'domcontentloaded' });
      expect(answer?.status(), `${visitor.name} ${lng} ${link}`).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('heading', { level: 1 }), link).toHaveCount(1);
      await expect(page.getByTestId('dashboard-error'), `${link} works`).toHaveCount(0);
      await expect(page.getByTestId('invoice-disabled'), `${link} is not "not enabled"`).toHaveCount(0);
    }
    const unexpected = problems.list.filter((problem) => {
      const url = /\((https?:\/\/[^)]+)\)$/.exec(problem)?.[1];
      return !(problem.includes('status of 404') && url !== undefined && isAbsentUpstream(new URL(url).pathname));
    });
    expect(unexpected).toEqual([]);
  });
}

test('an admin’s analytics on an unmodified one-hub: its three group types, no ranking', async ({ page, problems }) => {
  const response = await page.request.post('/api/user/login', { data: { username: 'admin', password: '123456' } });
  expect(response.ok()).toBe(true);
  // Upstream groups by its three types only and has no user ranking: the figures and charts
  // show, a `group_type=group` link says it cannot, the ranking says it is not supported.
  expect((await page.goto('/dashboard/analytics?group_type=group', { waitUntil: 'domcontentloaded' }))?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByTestId('analytics-kpi-requests')).not.toHaveText('–');
  await expect(page.getByTestId('analytics-group-unsupported')).toBeVisible();
  await expect(page.getByTestId('analytics-filter-group_type').locator('option')).toHaveText(['模型厂商', '模型', '渠道']);
  await expect(page.getByTestId('analytics-rank').getByTestId('overview-unsupported')).toBeVisible();
  await expect(page.getByTestId('analytics-rank-export')).toHaveCount(0);
  expect(problems.list.filter((problem) => !(problem.includes('status of 404') && problem.includes('/api/analytics/user_rank')))).toEqual(
    [],
  );
});

test('an admin’s orders and redemption codes on an unmodified one-hub: the lists without the double’s extras', async ({
  page,
  problems,
}) => {
  const response = await page.request.post('/api/user/login', { data: { username: 'admin', password: '123456' } });
  expect(response.ok()).toBe(true);
  for (const path of ['/dashboard/payment/order', '/dashboard/payment/redemption']) {
    expect((await page.goto(path, { waitUntil: 'domcontentloaded' }))?.status(), path).toBe(200);
    await waitForHydration(page);
    await expect(page.getByTestId('dashboard-error'), path).toHaveCount(0);
    await expect(page.getByRole('table'), path).toBeVisible();
  }
  expect(
    problems.list.filter(
      (problem) => !(problem.includes('status of 404') && /\/api\/(payment\/order\/stat|redemption\/invalid)/.test(problem)),
    ),
  ).toEqual([]);
});

// one-hub's OIDC callback has no bind step: a signed-in user who "binds" OIDC is signed in as the
// provider's account instead. The console must say so rather than report a link. The provider
// returns to <ServerAddress>/oauth/oidc, which is http://localhost:<port> for the bundled double.
test.describe('OIDC binding on an unmodified one-hub', () => {
  test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 4}` });

  test('is reported as a sign-in as the provider’s account, not as a link', async ({ page, problems }) => {
    const username = `up${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 12);
    const registered = await page.request.post('/api/user/register', { data: { username, password: 'upstream-1' } });
    expect((await registered.json()) as unknown).toMatchObject({ success: true });
    await page.goto('/login?returnTo=%2Fdashboard%2Fprofile');
    await waitForHydration(page);
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill('upstream-1');
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await waitForHydration(page);
    await page.getByTestId('binding-oidc').getByRole('button', { name: '绑定' }).click();
    await expect(page).toHaveURL(/\/oauth-fake\/oidc\/interaction\//);
    await page.locator('button[name="as"][value="new"]').click();
    await expect(page).toHaveURL(/\/oauth\/oidc\?/);
    await expect(page.getByTestId('oauth-switched')).toContainText('该网关不会把 OIDC 账号关联到已登录的用户');
    await expect(page.getByTestId('oauth-switched')).toContainText('oidc-');
    const self = (await (await page.request.get('/api/user/self')).json()) as { data: { username: string } };
    expect(self.data.username).not.toBe(username);
    await page.getByRole('link', { name: '继续' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-name')).toHaveText(/oidc-|OIDC User/);
    // The overview's calls of missing extensions (404) are what its fallbacks answer.
    const absent = (problem: string) => {
      const url = /\((https?:\/\/[^)]+)\)$/.exec(problem)?.[1];
      return problem.includes('status of 404') && url !== undefined && isAbsentUpstream(new URL(url).pathname);
    };
    expect(problems.list.filter((problem) => !absent(problem))).toEqual([]);
  });
});
