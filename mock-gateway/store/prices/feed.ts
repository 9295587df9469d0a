import { z } from 'zod';
import type { Price } from '#shared/api/schemas/model.ts';
import { PriceFeedSchema, feedPrices } from '#shared/api/schemas/pricing.ts';
import type { PriceInput } from '#shared/api/schemas/pricing.ts';
import { seedPrices } from './catalog.ts';

/** Where the double serves its own sample feed (the URL `/api/prices/updateService` names). */
export const OWN_FEED_PATH = '/api/prices/feed';

/** Longest feed body the double reads from an allowed URL. */
const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** How long an allowed feed may take to answer. */
const FEED_TIMEOUT_MS = 5_000;

// What the sample feed changes in the seeded catalogue: new prices, changed ones, and the
// seeded models it leaves out (so `overwrite` has something to delete).
const FEED_CHANGES: Readonly<Record<string, Partial<Price>>> = {
  'gpt-4o': { input: 1.25, output: 5 },
  'deepseek-chat': { input: 0.135, output: 0.55 },
  // Locked in the seed: a sync lists it as skipped and never changes it.
  'claude-3-5-sonnet-20241022': { input: 1.6, output: 8 },
};
const FEED_LEFT_OUT = new Set(['grok-beta', 'suno-v3']);
const FEED_NEW: readonly Price[] = [
  { model: 'gpt-4.1', type: 'tokens', channel_type: 1, input: 1, output: 4, extra_ratios: { cached_tokens: 0.25 } },
  { model: 'gpt-4.1-mini', type: 'tokens', channel_type: 1, input: 0.2, output: 0.8 },
  { model: 'claude-3-7-sonnet-20250219', type: 'tokens', channel_type: 14, input: 1.5, output: 7.5 },
];

/**
 * The double's deterministic sample price feed, in one-hub's feed format (prices without
 * `locked`): the seeded catalogue with two prices changed, one change to a locked price, two
 * models left out and three new ones. It never depends on the store, so a sync can be repeated.
 */
export function sampleFeed(): PriceInput[] {
  const seeded = seedPrices()
    .filter((price) => !FEED_LEFT_OUT.has(price.model))
    .map(({ locked: _locked, ...price }) => ({ ...price, ...FEED_CHANGES[price.model] }));
  return [...seeded, ...FEED_NEW.map((price) => structuredClone(price))];
}

/** A feed read, or why not (one-hub style business message). */
export type FeedResult = { ok: true; prices: PriceInput[] } | { ok: false; message: string };

/**
 * True when `url` names the double's own feed: the path alone, or that path on the origin the
 * caller reached the double by (the console's, behind its proxy).
 */
export function isOwnFeed(url: string, origin: string): boolean {
  if (url === OWN_FEED_PATH) return true;
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.origin === origin && parsed.pathname === OWN_FEED_PATH && parsed.search === '' && parsed.hash === '';
}

/**
 * Fetches a feed from an allowed URL: http(s) only, no redirects (a redirect could lead
 * anywhere), at most FEED_MAX_BYTES within FEED_TIMEOUT_MS, parsed as a feed. The caller has
 * already checked the URL against the allow-list: this is the only request the double makes.
 */
export async function fetchAllowedFeed(url: string, fetchImpl: typeof fetch = fetch): Promise<FeedResult> {
  let text: string;
  try {
    const response = await fetchImpl(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return { ok: false, message: `价格源返回 HTTP ${response.status}` };
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > FEED_MAX_BYTES) return { ok: false, message: '价格源内容过大' };
    const body = await response.arrayBuffer();
    if (body.byteLength > FEED_MAX_BYTES) return { ok: false, message: '价格源内容过大' };
    text = new TextDecoder().decode(body);
  } catch (error) {
    return { ok: false, message: `无法获取价格源：${error instanceof Error ? error.message : String(error)}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: '价格源数据格式不正确' };
  }
  const feed = z.safeParse(PriceFeedSchema, json);
  return feed.success ? { ok: true, prices: feedPrices(feed.data) } : { ok: false, message: '价格源数据格式不正确' };
}
