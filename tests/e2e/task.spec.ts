import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';
import { taskIdOf } from '#mock-gateway/store/task/seed.ts';

/**
 * Tasks and Midjourney (issue 13, item 4) against the double's seeded tasks: a user filters by
 * status (kept in the URL across a reload), opens a song and hears its player, sees a picture
 * with its download link, the prompts and the raw JSON; an admin sees everyone's tasks with
 * channel and user. Hiding Midjourney when MjEnabled is off is a server test
 * (tests/server/task-pages.test.ts): the menu is rendered from the gateway's status on the server.
 */

test.describe.configure({ timeout: 90_000 });

const TASKS = '/dashboard/task';
/** The seeded song (task 1 of the double's seed, demo's successful Suno MUSIC task). */
const SONG = taskIdOf('suno', 1);

/** The statuses as a user reads them in each language. */
const TEXT = {
  'zh-CN': { failed: '失败', running: '执行中' },
  'zh-HK': { failed: '失敗', running: '處理中' },
  en: { failed: 'Failed', running: 'In progress' },
} as const;

async function open(page: Page, username: string, path: string): Promise<void> {
  await signIn(page, username, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await waitForHydration(page);
}

/** True once the image has loaded and has pixels (the CSP let it in). */
async function loaded(page: Page, testId: string): Promise<boolean> {
  const image = page.getByTestId(testId).first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  return true;
}

// A user's pages in each language (the admin's view below in the default one).
for (const lng of ['zh-CN', 'zh-HK', 'en'] as const) {
  test.describe(`tasks in ${lng}`, () => {
    test.use({ locale: lng });
    const text = TEXT[lng];

    test('a user filters tasks by status (the URL keeps it), opens a song and sees its player, cover and raw JSON', async ({
      page,
      problems,
    }) => {
      await open(page, 'demo', TASKS);
      const rows = page.getByTestId('task-row');
      await expect(rows).toHaveCount(5);
      await expect(page.locator('[data-column="user"]')).toHaveCount(0);

      await page.getByTestId('task-filter-status').selectOption('FAILURE');
      await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'FAILURE');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('歌词包含不允许的内容，请修改后重试');
      await expect(rows.first().getByTestId('task-status')).toHaveText(text.failed);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId('task-filter-status')).toHaveValue('FAILURE');
      await expect(rows).toHaveCount(1);

      await page.getByTestId('task-filter-status').selectOption('SUCCESS');
      await page.getByTestId('task-filter-action').selectOption('MUSIC');
      await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'SUCCESS' && url.searchParams.get('action') === 'MUSIC');
      // Until the new filter's answer is shown an earlier list is still on the page (the failed
      // song alone, or a successful video): wait for the song itself before opening it.
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAttribute('data-task-id', SONG);
      await expect(rows.first().getByTestId('task-progress')).toHaveAttribute('data-progress', '100');
      await rows.first().getByTestId('task-open').click();

      const detail = page.getByTestId('task-detail');
      await expect(detail).toBeVisible();
      await expect(page.getByRole('dialog')).toContainText('霓虹港湾');
      await expect(detail.getByTestId('task-detail-prompt')).toHaveText('一首关于香港夜景的轻快流行曲');
      const audio = detail.getByTestId('task-audio');
      await expect(audio).toHaveCount(2);
      await expect(audio.first()).toHaveAttribute('src', '/suno/mock-audio/clip-neon-harbour-a.wav');
      // The player can fetch and decode the clip (same origin, allowed by the CSP).
      await audio.first().evaluate(async (element) => {
        const player = element as HTMLAudioElement;
        player.preload = 'auto';
        player.load();
        await new Promise((resolve, reject) => {
          player.addEventListener('loadedmetadata', resolve, { once: true });
          player.addEventListener('error', () => reject(new Error('audio failed')), { once: true });
        });
      });
      expect(await loaded(page, 'task-image')).toBe(true);
      const raw = detail.getByTestId('task-raw-data');
      await expect(raw).toContainText('"audio_url": "/suno/mock-audio/clip-neon-harbour-a.wav"');
      // Text, never markup: the raw view holds no elements.
      expect(await raw.evaluate((element) => element.children.length)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('task-detail-close').click();
      await expect(detail).toBeHidden();

      await page.getByTestId('task-filter-reset').click();
      await expect(page).toHaveURL((url) => url.search === '');
      await expect(rows).toHaveCount(5);
      expect(problems.list).toEqual([]);
    });

    test('Midjourney from the menu: the image with its download link, the prompt and its English form', async ({ page, problems }) => {
      await open(page, 'demo', TASKS);
      await page.getByTestId('dashboard-nav').getByRole('link', { name: 'Midjourney' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard/midjourney');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Midjourney');
      const rows = page.getByTestId('mj-row');
      await expect(rows).toHaveCount(4);
      await expect(rows.first().getByTestId('task-status')).toHaveText(text.running);
      const imagine = rows.last();
      expect(await loaded(page, 'mj-thumb')).toBe(true);
      await imagine.getByTestId('mj-open').click();
      const detail = page.getByTestId('task-detail');
      await expect(detail.getByTestId('task-detail-prompt')).toHaveText('月球上的一只猫，水彩风格 --ar 16:9');
      await expect(detail.getByTestId('task-detail-prompt-en')).toHaveText('a cat on the moon, watercolor style --ar 16:9');
      expect(await loaded(page, 'task-image')).toBe(true);
      const mjId = (await imagine.getAttribute('data-mj-id')) ?? '';
      await expect(detail.getByTestId('task-image-download')).toHaveAttribute('href', `/mj/image/${mjId}`);
      await expect(detail.getByTestId('task-raw-data')).toContainText(`"mj_id": "${mjId}"`);
      expect(await seriousViolations(page)).toEqual([]);

      // The task id filter goes into the URL.
      await page.getByTestId('task-detail-close').click();
      await page.getByTestId('mj-filter-mj_id').fill(mjId);
      await expect(page).toHaveURL((url) => url.searchParams.get('mj_id') === mjId);
      await expect(rows).toHaveCount(1);
      expect(problems.list).toEqual([]);
    });
  });
}

test('an admin sees everyone’s tasks with channel and user, and filters by user', async ({ page, problems }) => {
  await open(page, 'admin', TASKS);
  await expect(page.locator('th[data-column="channel"]')).toHaveText('渠道');
  await expect(page.locator('th[data-column="user"]')).toHaveText('用户');
  const rows = page.getByTestId('task-row');
  await expect(rows).toHaveCount(7);
  await page.getByTestId('task-filter-user_id').fill('3');
  await expect(page).toHaveURL((url) => url.searchParams.get('user_id') === '3');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('task-user')).toHaveText('3');
  await expect(rows.first().getByTestId('task-channel')).toHaveText('10');
  expect(problems.list).toEqual([]);
});
