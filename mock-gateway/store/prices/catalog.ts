import type { ModelOwnedBy, Price } from '#shared/api/schemas/model.ts';

/** Built-in model owners; the id is the channel type (contract §2.14). */
export const SEED_OWNERS: readonly ModelOwnedBy[] = [
  { id: 1, name: 'OpenAI', icon: '' },
  { id: 14, name: 'Anthropic', icon: '' },
  { id: 16, name: 'Zhipu', icon: '' },
  { id: 17, name: 'Ali', icon: '' },
  { id: 25, name: 'Gemini', icon: '' },
  { id: 28, name: 'Deepseek', icon: '' },
  { id: 29, name: 'Moonshot', icon: '' },
  { id: 34, name: 'Midjourney', icon: '' },
  { id: 41, name: 'Suno', icon: '' },
  { id: 56, name: 'xAI', icon: '' },
];

const ALL_GROUPS = ['default', 'vip', 'svip'];
const PAID_GROUPS = ['vip', 'svip'];
const SVIP_ONLY = ['svip'];

interface CatalogEntry {
  price: Price;
  groups: string[];
}

function tokens(
  model: string,
  owner: number,
  input: number,
  output: number,
  groups = ALL_GROUPS,
  extra: Partial<Price> = {},
): CatalogEntry {
  return { price: { model, type: 'tokens', channel_type: owner, input, output, locked: false, ...extra }, groups };
}

function times(model: string, owner: number, input: number, groups = ALL_GROUPS): CatalogEntry {
  return { price: { model, type: 'times', channel_type: owner, input, output: input, locked: false }, groups };
}

// Ratios follow upstream's unit (1 = $0.002 per 1K tokens); several match its built-in list.
const CATALOG: CatalogEntry[] = [
  tokens('gpt-3.5-turbo', 1, 0.25, 0.75),
  tokens('gpt-4', 1, 15, 30, PAID_GROUPS),
  tokens('gpt-4-turbo', 1, 5, 15),
  tokens('gpt-4o', 1, 2.5, 7.5, ALL_GROUPS, { extra_ratios: { cached_tokens: 0.5 } }),
  tokens('gpt-4o-mini', 1, 0.075, 0.3),
  tokens('o1-mini', 1, 1.5, 6, SVIP_ONLY),
  tokens('text-embedding-3-small', 1, 0.01, 0.01),
  times('dall-e-3', 1, 20),
  tokens('claude-3-5-sonnet-20241022', 14, 1.5, 7.5, ALL_GROUPS, {
    locked: true,
    extra_ratios: { cached_write_tokens: 1.25, cached_read_tokens: 0.1 },
  }),
  tokens('claude-3-haiku-20240307', 14, 0.125, 0.625),
  tokens('claude-3-opus-20240229', 14, 7.5, 37.5, PAID_GROUPS),
  tokens('glm-4', 16, 7.143, 7.143),
  tokens('qwen-turbo', 17, 0.5715, 0.5715),
  tokens('gemini-1.5-pro', 25, 1.75, 5.25),
  tokens('gemini-1.5-flash', 25, 0.175, 0.265),
  tokens('deepseek-chat', 28, 0.07, 0.14),
  tokens('deepseek-reasoner', 28, 0.275, 1.095),
  tokens('moonshot-v1-8k', 29, 0.8572, 0.8572),
  times('mj_imagine', 34, 50, SVIP_ONLY),
  times('mj_upscale', 34, 25, SVIP_ONLY),
  times('suno-v3', 41, 5),
  tokens('grok-beta', 56, 2.5, 7.5),
];

/** Seeded prices, in catalogue order. */
export function seedPrices(): Price[] {
  return CATALOG.map((entry) => structuredClone(entry.price));
}

/** Seeded model → user-group symbols that can reach it. */
export function seedModelGroups(): Map<string, string[]> {
  return new Map(CATALOG.map((entry) => [entry.price.model, [...entry.groups]]));
}

/** Seeded 7-day request counts behind `/api/hot_model` (model, count), most used first. */
export const SEED_HOT_MODELS: readonly (readonly [string, number])[] = [
  ['gpt-4o', 18234],
  ['gpt-4o-mini', 15020],
  ['claude-3-5-sonnet-20241022', 12877],
  ['deepseek-chat', 9650],
  ['gemini-1.5-flash', 7311],
  ['gpt-3.5-turbo', 5204],
  ['mj_imagine', 3120],
  ['qwen-turbo', 2046],
];

/** Per-group, per-owner multipliers that differ from the group's own ratio: group id → owner id → rate. */
export const SEED_CHANNEL_RATE_OVERRIDES: readonly (readonly [number, number, number])[] = [
  [1, 28, 0.9],
  [2, 14, 0.9],
  [3, 14, 0.7],
  [3, 34, 0.8],
];
