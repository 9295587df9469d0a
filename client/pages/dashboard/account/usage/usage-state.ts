import { USAGE_GROUPS } from '#shared/api/schemas/insight.ts';
import { defineSearchState, oneOfField, optionalTextField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const USAGE_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];
export const USAGE_RANGE_MS: Record<UsageRange, number> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  '90d': 90 * 86_400_000,
};

/** The usage page's URL state: the range back from now, what the rows are, a key and a model to narrow to. */
export const USAGE_STATE = defineSearchState({
  range: oneOfField('range', USAGE_RANGES, '7d'),
  by: oneOfField('by', USAGE_GROUPS, 'key'),
  key: optionalTextField('key', { max: 200 }),
  model: optionalTextField('model', { max: 200 }),
});
export type UsageQuery = SearchStateOf<typeof USAGE_STATE>;
