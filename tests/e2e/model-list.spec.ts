import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { UserGroupRateMapSchema } from '#shared/api/schemas/group.ts';
import { AvailableModelMapSchema, ChannelGroupRateSchema } from '#shared/api/schemas/model.ts';
import { formatPriceQuota, groupMultiplier, priceQuota } from '#shared/format/price.ts';
import type { PriceUnit } from '#shared/format/price.ts';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

const PATH = '/dashboard/model_list';
const DISPLAY = { quotaPerUnit: 500_000, displayInCurrency: true };

/** A gateway answer read through the console's own origin, with the browser's session. */
async function api<S extends z.core.$ZodType>(page: Page, path: string, schema: S): Promise<z.infer<S>> {
  const response = await page.request.get(path);
  const body = (await response.json()) as { success: boolean; data: unknown };
  expect(body.success).toBe(true);
  return z.parse(schema, body.data);
}

/** What the page must show for a model's input price in a group, computed from the API alone. */
async function expectedInput(page: Page, model: string, symbol: string, unit: PriceUnit): Promise<string> {
  const models = await api(page, '/api/available_model', AvailableModelMapSchema);
  const groups = Object.values(await api(page, '/api/user_group_rate', UserGroupRateMapSchema));
  const channelRates = await api(page, '/api/channel_group_rate', ChannelGroupRateSchema);
  const price = models[model]?.price;
  const group = groups.find((g) => g.symbol === symbol);
  if (!price || !group) throw new Error(`no price for ${model} in ${symbol}`);
  const multiplier = groupMultiplier({ id: group.id, ratio: group.discount }, price.channel_type, channelRates);
  return formatPriceQuota(priceQuota(price.input, price.type, unit, multiplier), DISPLAY);
}

/** Signs in through the form and waits until the model list has rendered at `path`. */
async function openAs(page: Page, username: string, path: string): Promise<void> {
  await signIn(page, username, path);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await expect(page.getByTestId('models-count')).toBeVisible({ timeout: 15_000 });
  await waitForHydration(page);
}

const cards = (page: Page) => page.locator('[data-testid^="model-card-"]');
/*
 * A card's group lines are plain elements found by their place (group-price-list.tsx): a line is
 * `[data-group=<symbol>]`, its discount the `<small>`, its prices the `<b>`s (input first).
 */
const groupLines = (scope: Locator) => scope.locator('[data-group]');
const inputPrice = (line: Locator) => line.locator('b').first();
const discountOf = (line: Locator) => line.locator('small');

async function shownModels(page: Page): Promise<string[]> {
  const ids = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.slice('model-card-'.length)).sort();
}

test.describe('model list', () => {
  // Each filter change is a navigation; on a busy machine the default 30 s is tight.
  test.describe.configure({ timeout: 60_000 });
  test('a common user sees exactly their models, priced for their group, per 1K or 1M, only theirs on demand', async ({
    page,
    problems,
  }) => {
    await openAs(page, 'demo', PATH);

    const available = await api(page, '/api/available_model', AvailableModelMapSchema);
    const names = Object.keys(available).sort();
    await expect(cards(page)).toHaveCount(names.length);
    await expect.poll(() => shownModels(page)).toEqual(names);
    await expect(page.getByTestId('models-count')).toHaveText(`显示 ${names.length} / ${names.length} 个模型`);

    // gpt-4o: the user's group (default) is listed first, highlighted, at its discounted price.
    const gpt4o = page.getByTestId('model-card-gpt-4o');
    const mine = gpt4o.locator('[data-mine]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toHaveAttribute('data-group', 'default');
    await expect(groupLines(gpt4o).first()).toHaveAttribute('data-group', 'default');
    await expect(mine.getByText('我的分组')).toBeVisible();
    const perK = await expectedInput(page, 'gpt-4o', 'default', '1k');
    expect(perK).toBe('$0.005');
    await expect(inputPrice(mine)).toHaveText(perK);
    // The VIP line of the same card is 8 折.
    await expect(inputPrice(gpt4o.locator('[data-group="vip"]'))).toHaveText(await expectedInput(page, 'gpt-4o', 'vip', '1k'));
    await expect(discountOf(gpt4o.locator('[data-group="vip"]'))).toHaveText('8 折');
    // Per-call models show the price per call, whatever the unit.
    const dalle = inputPrice(page.getByTestId('model-card-dall-e-3').locator('[data-group="default"]'));
    await expect(dalle).toHaveText(`${await expectedInput(page, 'dall-e-3', 'default', '1k')} / 次`);

    // Per 1M tokens is 1000 × per 1K.
    await page.getByTestId('models-unit-1m').click();
    await expect(page).toHaveURL(/[?&]unit=1m(&|$)/);
    const perM = await expectedInput(page, 'gpt-4o', 'default', '1m');
    expect(Number(perM.slice(1))).toBeCloseTo(Number(perK.slice(1)) * 1000, 9);
    await expect(inputPrice(mine)).toHaveText(perM);
    await expect(dalle).toHaveText(`${await expectedInput(page, 'dall-e-3', 'default', '1m')} / 次`);

    // Only my group: models the default group cannot use disappear, and so do other groups' lines.
    await page.getByTestId('models-mine').click();
    await expect(page).toHaveURL(/[?&]mine=1(&|$)/);
    const mineOnly = names.filter((name) => available[name]?.groups.includes('default'));
    await expect(cards(page)).toHaveCount(mineOnly.length);
    await expect(groupLines(gpt4o)).toHaveCount(1);
    await page.getByTestId('models-mine').click();
    await expect(cards(page)).toHaveCount(names.length);
    expect(problems.list).toEqual([]);
  });

  test('search, owner chips and the unit live in the URL, and a reload reproduces them', async ({ page, problems }) => {
    // Several filter round trips and a reload: slower than the rest.
    test.setTimeout(90_000);
    await openAs(page, 'demo', `${PATH}?unit=1m`);
    const available = await api(page, '/api/available_model', AvailableModelMapSchema);
    const names = Object.keys(available).sort();
    await expect(page.getByTestId('models-unit-1m')).toHaveAttribute('aria-pressed', 'true');

    // Search and owners (several at once).
    await page.getByTestId('models-search').fill('gpt');
    await expect(page).toHaveURL(/[?&]q=gpt(&|$)/);
    await expect(cards(page)).toHaveCount(names.filter((name) => name.includes('gpt')).length);
    await page.getByTestId('models-search').fill('');
    await page.getByTestId('models-owner-14').click();
    await page.getByTestId('models-owner-28').click();
    await expect(page).toHaveURL(/[?&]owner=14%2C28(&|$)/);
    const byOwner = names.filter((name) => [14, 28].includes(available[name]?.price.channel_type ?? 0));
    await expect.poll(() => shownModels(page)).toEqual(byOwner);
    await expect(page.getByTestId('models-owner-14')).toHaveAttribute('aria-pressed', 'true');

    // Modality: the models whose info lists it as an input or output modality (within the owners chosen).
    await page.getByTestId('models-modality-image').click();
    await expect(page).toHaveURL(/[?&]modality=image(&|$)/);
    const withImage = byOwner.filter((name) => {
      const info = available[name]?.price.model_info;
      return [...(info?.input_modalities ?? []), ...(info?.output_modalities ?? [])].includes('image');
    });
    expect(withImage.length).toBeGreaterThan(0);
    await expect.poll(() => shownModels(page)).toEqual(withImage);
    await page.getByTestId('models-modality-all').click();
    await expect.poll(() => shownModels(page)).toEqual(byOwner);

    // The URL reproduces the view after a reload.
    await page.getByTestId('models-search').fill('claude');
    await expect(page).toHaveURL(/[?&]q=claude(&|$)/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('models-search')).toHaveValue('claude');
    await expect(page.getByTestId('models-owner-28')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('models-unit-1m')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => shownModels(page)).toEqual(byOwner.filter((name) => name.includes('claude')));

    // Nothing matches: the empty state, then clearing everything.
    await page.getByTestId('models-search').fill('no-such-model');
    await expect(page.getByTestId('models-empty')).toContainText('没有符合筛选条件的模型。');
    await page.getByTestId('models-empty').getByRole('button', { name: '清除筛选' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(cards(page)).toHaveCount(names.length);
    expect(problems.list).toEqual([]);
  });

  test('the name copies on click; the detail dialog shows every group price and a curl sample', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, 'demo', `${PATH}?q=gpt-4o-mini`);
    const card = page.getByTestId('model-card-gpt-4o-mini');
    await card.getByRole('button', { name: '复制 gpt-4o-mini' }).click();
    await expect(page.getByText('已复制模型名称')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('gpt-4o-mini');
    await card.getByRole('button', { name: '详情' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('gpt-4o-mini');
    // The double's model info: description, context length, modalities.
    await expect(dialog.getByTestId('model-detail-no-info')).toHaveCount(0);
    await expect(dialog).toContainText('GPT-4o mini');
    await expect(dialog).toContainText('128,000');
    await expect(groupLines(dialog)).toHaveCount(2);
    await expect(groupLines(dialog).first()).toHaveAttribute('data-mine', '');
    await expect(dialog.getByTestId('model-detail-curl')).toContainText('/v1/chat/completions');
    await expect(dialog.getByTestId('model-detail-curl')).toContainText('"model": "gpt-4o-mini"');
    await dialog.getByTestId('model-detail-copy-curl').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"model": "gpt-4o-mini"');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  for (const [username, symbol, discount] of [
    ['root', 'svip', '6 折'],
    ['admin', 'vip', '8 折'],
  ] as const) {
    test(`${username} sees their own group (${symbol}) highlighted with its discount`, async ({ page, problems }) => {
      await openAs(page, username, PATH);
      const available = await api(page, '/api/available_model', AvailableModelMapSchema);
      await expect(cards(page)).toHaveCount(Object.keys(available).length);
      const mine = page.getByTestId('model-card-gpt-4o').locator('[data-mine]');
      await expect(mine).toHaveAttribute('data-group', symbol);
      await expect(discountOf(mine)).toHaveText(discount);
      await expect(inputPrice(mine)).toHaveText(await expectedInput(page, 'gpt-4o', symbol, '1k'));
      await page.getByTestId('models-mine').click();
      await expect(page).toHaveURL(/[?&]mine=1(&|$)/);
      const usable = Object.keys(available).filter((name) => available[name]?.groups.includes(symbol));
      await expect(cards(page)).toHaveCount(usable.length);
      // Every model may be usable (the same count as before): the other groups' lines are what goes.
      await expect(groupLines(page.getByTestId('model-card-gpt-4o'))).toHaveCount(1);
      expect(problems.list).toEqual([]);
    });
  }
});
