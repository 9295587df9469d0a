import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * Nothing the gateway stores is lost by an edit here (issue 22): a channel, a price and a payment
 * gateway, each made by this spec (unique to the run, so no other spec's records are touched)
 * with what the console does not show (an extra column a newer one-hub would have, a plugin
 * option, an extra ratio and a config key it does not know, exact values its fields round), are
 * saved through their edit dialogs without changes, and the gateway's stored record is the same
 * afterwards, read through the console's proxy as the browser reads it. The settings sections
 * are `round-trip-settings.spec.ts` (the site-settings project's server).
 */

test.describe.configure({ timeout: 90_000 });

/** What a newer one-hub would have that the console does not know. */
const NEWER = { x_newer_column: 'kept', x_newer_flags: { a: 1 } };

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

type Json = Record<string, unknown>;

async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: Json): Promise<Json> {
  const response = await page.request.fetch(path, { method, ...(data ? { data } : {}) });
  const body = (await response.json()) as { success: boolean; message?: string; data?: unknown };
  expect(body, `${method} ${path}`).toMatchObject({ success: true });
  return (body.data ?? {}) as Json;
}

/** Waits for the dialog's save to reach the gateway and be accepted. */
async function saveAndWait(page: Page, method: 'PUT' | 'POST', path: string, save: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname === path);
  await save();
  expect(await (await saved).json()).toMatchObject({ success: true });
}

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await signIn(page, 'admin', path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await waitForHydration(page);
}

test('a channel saved without changes is the channel the gateway stored, extra column and plugin option included', async ({
  page,
  problems,
}) => {
  const name = `e2e-rt-${suffix()}`;
  await openAsAdmin(page, `/dashboard/channel?name=${name}`);
  // Zhipu (type 16) has plugin options; the model is this spec's own, so no relay call routes here.
  await api(page, 'POST', '/api/channel/', {
    type: 16,
    name,
    key: `sk-${name}`,
    models: `${name}-model`,
    group: 'default',
    plugin: { web_search: { enable: true, x_future_option: 3 } },
    ...NEWER,
  });
  const listed = (await api(page, 'GET', `/api/channel/?name=${name}`)) as { data?: Json[] };
  const id = Number(listed.data?.[0]?.id);
  try {
    // Disabled, and a priority the dialog shows: what the whole-channel update would otherwise reset.
    await api(page, 'PUT', '/api/channel/', { id, status: 2, priority: 7 });
    const stored = await api(page, 'GET', `/api/channel/${id}`);
    expect(stored).toMatchObject({ ...NEWER, status: 2, priority: 7, plugin: { web_search: { x_future_option: 3 } } });

    await page.reload();
    await waitForHydration(page);
    const row = page.locator(`[data-testid="channel-row"][data-id="${id}"]`);
    await row.getByRole('button', { name: `编辑 ${name}` }).click();
    const form = page.getByTestId('channel-form');
    await expect(form.locator('input[name="name"]')).toHaveValue(name);
    await saveAndWait(page, 'PUT', '/api/channel/', () => form.getByTestId('channel-save').click());
    await expect(form).toBeHidden();
    expect(await api(page, 'GET', `/api/channel/${id}`)).toEqual(stored);
  } finally {
    await api(page, 'DELETE', `/api/channel/${id}`);
  }
  expect(problems.list).toEqual([]);
});

test('a price saved without changes keeps its extra column and the ratio the console does not know', async ({ page, problems }) => {
  const model = `e2e-rt-price-${suffix()}`;
  await openAsAdmin(page, `/dashboard/operation/pricing?keyword=${model}`);
  await api(page, 'POST', '/api/prices/single', {
    model,
    type: 'tokens',
    channel_type: 1,
    // A ratio the dollar fields show rounded.
    input: 1.23456789,
    output: 3,
    locked: true,
    extra_ratios: { cached_tokens: 0.5, x_future_tokens: 2 },
    ...NEWER,
  });
  const read = async () =>
    ((await page.request.get('/api/prices').then((r) => r.json())) as { data: Json[] }).data.find((p) => p.model === model);
  try {
    const stored = await read();
    expect(stored).toMatchObject({ ...NEWER, extra_ratios: { x_future_tokens: 2 } });

    await page.reload();
    await waitForHydration(page);
    await page
      .locator(`[data-testid="price-row"][data-model="${model}"]`)
      .getByRole('button', { name: `编辑 ${model}` })
      .click();
    const form = page.getByTestId('price-form');
    await expect(form.locator('input[name="extras.0.value"]')).toHaveValue('0.5');
    await expect(form.locator('input[name="extras.1.value"]')).toHaveCount(0);
    await saveAndWait(page, 'PUT', `/api/prices/single/${model}`, () => page.getByTestId('price-save').click());
    await expect(form).toBeHidden();
    expect(await read()).toEqual(stored);
  } finally {
    await api(page, 'DELETE', `/api/prices/single/${model}`);
  }
  expect(problems.list).toEqual([]);
});

test('a payment gateway saved without changes, or switched on and off, keeps its config keys, creation time and extra column', async ({
  page,
  problems,
}) => {
  const name = `e2e rt ${suffix()}`;
  await openAsAdmin(page, `/dashboard/payment?name=${encodeURIComponent(name)}`);
  // Disabled: never offered on a user's top-up page while it exists.
  await api(page, 'POST', '/api/payment/', {
    type: 'stripe',
    name,
    icon: '/favicon.svg',
    fixed_fee: 0,
    percent_fee: 0.029,
    currency: 'USD',
    config: JSON.stringify({ secret_key: 'sk_test_rt', webhook_secret: 'whsec_rt', x_future_timeout: 30 }),
    sort: 3,
    enable: false,
    ...NEWER,
  });
  const listed = (await api(page, 'GET', `/api/payment/?name=${encodeURIComponent(name)}`)) as { data?: Json[] };
  const id = Number(listed.data?.[0]?.id);
  try {
    const stored = await api(page, 'GET', `/api/payment/${id}`);
    expect(stored).toMatchObject(NEWER);
    expect(JSON.parse(String(stored.config))).toEqual({ secret_key: '', webhook_secret: '', x_future_timeout: 30 });

    await page.reload();
    await waitForHydration(page);
    const row = page.locator(`[data-testid="payment-row"][data-name="${name}"]`);
    await row.getByRole('button', { name: `编辑 ${name}` }).click();
    const form = page.getByTestId('payment-form');
    await expect(form.locator('input[name="name"]')).toHaveValue(name);
    await saveAndWait(page, 'PUT', '/api/payment/', () => page.getByTestId('payment-save').click());
    await expect(form).toBeHidden();
    expect(await api(page, 'GET', `/api/payment/${id}`)).toEqual(stored);

    const toggle = row.getByRole('switch', { name: `启用 ${name}` });
    await saveAndWait(page, 'PUT', '/api/payment/', () => toggle.click());
    await expect(toggle).toBeChecked();
    await saveAndWait(page, 'PUT', '/api/payment/', () => toggle.click());
    await expect(toggle).not.toBeChecked();
    expect(await api(page, 'GET', `/api/payment/${id}`)).toEqual(stored);
  } finally {
    await api(page, 'DELETE', `/api/payment/${id}`);
  }
  expect(problems.list).toEqual([]);
});
