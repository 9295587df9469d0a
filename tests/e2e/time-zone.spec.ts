import { formatDateTime, TIME_ZONE_COOKIE } from '#shared/format/date.ts';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * Dates follow the visitor's zone (client/context/time-zone.tsx): a first visit renders them in
 * UTC, the browser switches them to its own zone once the page has hydrated and remembers the
 * zone in the `tz` cookie, and the server renders the next page in it.
 */
test.use({ timezoneId: 'Asia/Shanghai' });

test('the logs show UTC from a first response, the browser’s zone once hydrated, and the server uses it next', async ({
  page,
  problems,
}) => {
  await signIn(page, 'demo', '/dashboard/log');
  await page.waitForURL(/\/dashboard\/log/);
  await page.context().clearCookies({ name: TIME_ZONE_COOKIE });
  const response = await page.request.get('/api/log/self?page=1&size=10');
  const { data } = (await response.json()) as { data: { data: { created_at: number }[] } };
  const created = data.data[0]?.created_at ?? 0;
  expect(created).toBeGreaterThan(0);
  const utc = formatDateTime(created, 'UTC');
  const shanghai = formatDateTime(created, 'Asia/Shanghai');
  expect(shanghai).not.toBe(utc);

  expect(await (await page.request.get('/dashboard/log')).text()).toContain(`>${utc}<`);
  await page.goto('/dashboard/log');
  await waitForHydration(page);
  // The row by its time, not its place: another spec may log for demo meanwhile.
  const times = page.getByTestId('log-row').locator('[data-column="time"]');
  await expect(times.filter({ hasText: shanghai }).first()).toBeVisible();
  await expect(times.filter({ hasText: utc })).toHaveCount(0);
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === TIME_ZONE_COOKIE)?.value)
    .toBe(encodeURIComponent('Asia/Shanghai'));
  expect(await (await page.request.get('/dashboard/log')).text()).toContain(`>${shanghai}<`);
  expect(problems.list).toEqual([]);
});
