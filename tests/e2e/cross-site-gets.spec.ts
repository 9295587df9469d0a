import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { STATE_CHANGING_GETS } from '#server/plugins/proxy/state-changing-gets.ts';
import { API_CLIENT } from './api-data.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// The GETs that change something, opened by a page of another site and of a sibling subdomain,
// as a link and as <img>s, in a real browser with the victim signed in: nothing may change.
// Chrome sends every *.localhost name to this machine, so the browser reaches the console as
// console.app.localhost and the attacker's pages (served from loopback, as Chrome's
// local-network rules want for a page that loads loopback images) as evil.app.localhost, a
// sibling subdomain (same-site: both under app.localhost), and as 127.0.0.1 (another site).
// The test's own calls go from the page (Node cannot resolve those names).

const PORT = process.env.E2E_PORT ?? '3210';
const ORIGIN = `http://console.app.localhost:${PORT}`;
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'cross-site-1';

/** Every listed GET as a concrete URL (`:id` → channel 1). */
const TARGETS = STATE_CHANGING_GETS.map((path) => `${ORIGIN}${path.replace(':id', '1')}`);

/** An attacker's page: an <img> of each target (`images`), and a link to `link`; the title says when the images are done. */
function attackerPage(link: string, images: boolean): string {
  const tags = images ? TARGETS.map((url) => `<img src="${url}" alt="">`).join('') : '';
  return `<!doctype html><title>loading</title>${tags}<a id="go" href="${link}">win a prize</a>
<script>
  const pending = [...document.images].map((img) => new Promise((done) => { img.onload = done; img.onerror = done; }));
  Promise.all(pending).then(() => { document.title = 'images done'; });
</script>`;
}

/** The attacker's web server on a free loopback port. */
async function attackerServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://attacker.invalid').searchParams;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(attackerPage(query.get('to') ?? '', query.get('images') === 'true'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the victim's account looks like, asked from a console page as its API client asks: profile, keys, whether the token works. */
async function accountState(page: Page, token: string) {
  await page.goto(`${ORIGIN}/dashboard/key`);
  return page.evaluate(async (accessToken) => {
    const call = async (path: string, headers: Record<string, string> = {}) =>
      (await (await fetch(path, { headers: { 'x-client-id': 'e2e-test', ...headers } })).json()) as {
        success: boolean;
        data: Record<string, unknown> & { data?: { name: string }[] };
      };
    const self = await call('/api/user/self');
    const keys = await call('/api/token/?p=1&size=100');
    const byToken = await call('/api/user/self', { authorization: accessToken });
    const { username, email, aff_code, wechat_id, github_id, oidc_id, lark_id } = self.data;
    return {
      signedIn: self.success,
      account: { username, email, aff_code, wechat_id, github_id, oidc_id, lark_id },
      keys: (keys.data.data ?? []).map((key) => key.name).sort(),
      tokenWorks: byToken.success,
    };
  }, token);
}

/**
 * Opens the attacker's page (with its images, or only the link) and follows the link to `link`:
 * every request the page makes reaches the console (the images' answers the browser then keeps
 * from the page, Cross-Origin-Resource-Policy), and the link's, as the browser judged it
 * (`site`), is refused.
 */
async function visitAttacker(page: Page, attacker: string, site: string, link: string, images: boolean): Promise<void> {
  const sent: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (request.url().startsWith(`${ORIGIN}/api/`)) sent.push(request.url());
  };
  page.on('request', onRequest);
  await page.goto(`${attacker}/prize?${new URLSearchParams({ to: link, images: String(images) })}`);
  await expect(page).toHaveTitle('images done');
  const answer = page.waitForResponse((response) => response.url() === link);
  await page.locator('#go').click();
  const response = await answer;
  page.off('request', onRequest);
  expect(response.status(), `${attacker} → ${link}`).toBe(403);
  expect((await response.request().allHeaders())['sec-fetch-site'], 'as the browser judged it').toBe(site);
  expect(sent, 'the page’s requests went out').toEqual([...(images ? TARGETS : []), link]);
}

test('another site’s and a sibling subdomain’s links and images change nothing in the victim’s account', async ({ page, problems }) => {
  const attacker = await attackerServer();
  // The victim: a new account (no playground key, no binding), signed in here.
  const username = `xs${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 12);
  expect(await (await page.request.post('/api/user/register', { data: { username, password: PASSWORD } })).json()).toMatchObject({
    success: true,
  });
  await page.goto(`${ORIGIN}/login?returnTo=%2Fdashboard%2Fkey`);
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/key$/);
  // The access token the victim uses elsewhere (one-hub's GET /api/user/token, called as a script of this site).
  const token = await page.evaluate(
    async (headers) => ((await (await fetch('/api/user/token', { headers })).json()) as { data: string }).data,
    API_CLIENT.headers,
  );
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  const before = await accountState(page, token);
  expect(before).toMatchObject({ signedIn: true, tokenWorks: true, keys: [], account: { username, wechat_id: '' } });
  try {
    for (const [origin, site] of [
      [`http://127.0.0.1:${attacker.port}`, 'cross-site'],
      [`http://evil.app.localhost:${attacker.port}`, 'same-site'],
    ] as const) {
      for (const [index, link] of TARGETS.entries()) await visitAttacker(page, origin, site, link, index === 0);
    }
  } finally {
    await attacker.close();
  }
  expect(await accountState(page, token)).toEqual(before);
  // What the browser logged: the refused link (403) and the images it kept from the page; nothing else.
  expect(problems.list.filter((problem) => !/status of 403|ERR_BLOCKED_BY_RESPONSE\.NotSameOrigin/.test(problem))).toEqual([]);
});
