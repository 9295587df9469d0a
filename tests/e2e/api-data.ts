import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The gateway's envelope (contract §1.1). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/**
 * The header the console's API client sends on every call (spec §7): a GET that changes
 * something (`server/plugins/proxy/state-changing-gets.ts`) is refused without it, as a link or
 * an `<img>` would make it.
 */
export const API_CLIENT = { headers: { 'x-client-id': 'e2e-test' } } as const;

/**
 * A call of the console's `/api` for a test's set-up or check, as an API client makes it: the
 * envelope must say success (the failure names the call and the gateway's message); answers `data`.
 */
export async function apiData<T>(context: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
  const response = method === 'get' ? await context.get(url, API_CLIENT) : await context[method](url, { data, ...API_CLIENT });
  const json = (await response.json()) as Envelope<T>;
  expect(json.success, `${method} ${url}: ${json.message}`).toBe(true);
  return json.data;
}

/**
 * A channel of the double's OpenAI type serving only `model` to every group, named `e2e <model>`:
 * traffic of a spec's own, which other specs' counts never see. Answers its id.
 */
export async function addModelChannel(root: APIRequestContext, model: string): Promise<number> {
  const name = `e2e ${model}`;
  await apiData(root, 'post', '/api/channel/', { type: 1, name, key: `sk-${model}`, models: model, group: 'default,vip,svip' });
  const page = await apiData<{ data: { id: number }[] }>(root, 'get', `/api/channel/?name=${encodeURIComponent(name)}`);
  return page.data[0]?.id ?? 0;
}

/** An unlimited, never-expiring key of the signed-in caller named `name`: its secret (without `sk-`). */
export async function addUnlimitedKey(root: APIRequestContext, name: string): Promise<string> {
  await apiData(root, 'post', '/api/token/', { name, expired_time: -1, remain_quota: 0, unlimited_quota: true });
  const keys = await apiData<{ data: { key: string; name: string }[] }>(root, 'get', `/api/token/?keyword=${encodeURIComponent(name)}`);
  return keys.data.find((row) => row.name === name)?.key ?? '';
}
