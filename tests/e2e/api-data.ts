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
