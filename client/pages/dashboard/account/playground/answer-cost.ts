import { computeQuota } from '#shared/billing/relay-quota.ts';
import type { Price } from '#shared/api/schemas/model.ts';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { groupMultiplier } from '#shared/format/price.ts';
import type { ChannelRates } from '#shared/format/price.ts';
import type { AnswerUsage } from './chat-chunk.ts';

/**
 * The ratio the relay bills a model at for a group (contract §5.3): the gateway's channel-group
 * rate for the model's owner when it has one, else the group's own ratio; null when the group
 * is not among those the caller can see (then no cost can be worked out).
 */
export function billingRatio(
  price: Pick<Price, 'channel_type'>,
  groupSymbol: string,
  groups: readonly UserGroupRate[],
  channelRates: ChannelRates,
): number | null {
  const group = groups.find((candidate) => candidate.symbol === groupSymbol);
  if (!group) return null;
  return groupMultiplier({ id: group.id, ratio: group.ratio }, price.channel_type, channelRates);
}

/**
 * An answer's quota from its `usage` block with the relay's own formula
 * (`shared/billing/relay-quota.ts`): cached prompt tokens and reasoning tokens are already in
 * the counts, so each adds count × (its ratio − 1) to its side (contract §5.3, ratio 1 when
 * the price names none).
 */
export function answerQuota(price: Pick<Price, 'type' | 'input' | 'output' | 'extra_ratios'>, ratio: number, usage: AnswerUsage): number {
  const extra = (name: string) => price.extra_ratios?.[name] ?? 1;
  const promptTokens = usage.promptTokens + usage.cachedTokens * (extra('cached_tokens') - 1);
  const completionTokens = usage.completionTokens + usage.reasoningTokens * (extra('reasoning_tokens') - 1);
  return computeQuota(price, ratio, { promptTokens, completionTokens });
}
