import { defineSearchState, oneOfField, optionalIntField, optionalTextField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const FAILURE_RANGES = ['1h', '24h', '7d', '30d'] as const;
export type FailureRange = (typeof FAILURE_RANGES)[number];

export const RANGE_MS: Record<FailureRange, number> = { '1h': 3_600_000, '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };

/**
 * The explorer's URL state: the range back from now, a channel and a model to narrow to, and the
 * bucket drilled into (`at`, its start in ms, with `width`), whose failure lines the page lists.
 */
export const FAILURES_STATE = defineSearchState({
  range: oneOfField('range', FAILURE_RANGES, '24h'),
  channel: optionalIntField('channel', { min: 1, max: 2_147_483_647 }),
  model: optionalTextField('model', { max: 200 }),
  at: optionalIntField('at', { max: 253_402_300_799_000 }),
  width: optionalIntField('width', { min: 60_000, max: 604_800_000 }),
});
export type FailuresQuery = SearchStateOf<typeof FAILURES_STATE>;
