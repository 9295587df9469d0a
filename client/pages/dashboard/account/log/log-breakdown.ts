import type { Log, LogMetadata } from '#shared/api/schemas/log.ts';
import { priceDollars, priceQuota, TIMES_QUOTA_PER_RATIO } from '#shared/format/price.ts';
import { compareNames } from '#shared/format/compare-names.ts';

/**
 * The price breakdown of a consume row, from its `metadata` (contract §2.14, §5.3, §5.4):
 * ratios, the price per 1K / 1M tokens (or per call), extra token types, and the quota the
 * formula gives, so a user can check what they were billed.
 */

export interface ExtraTokens {
  /** `cached`, `reasoning`, … (the key without `_tokens`). */
  name: string;
  count: number;
  ratio: number;
  /** Which side of the bill the adjustment count × (ratio − 1) is added to. */
  side: 'prompt' | 'completion';
}

export interface LogBreakdown {
  priceType: 'tokens' | 'times';
  groupName: string;
  backupGroupName: string;
  isBackupGroup: boolean;
  groupRatio: number;
  inputRatio: number;
  outputRatio: number;
  /** Dollars (before any currency display) per 1K / 1M tokens, group ratio applied. */
  inputPer1k: number;
  outputPer1k: number;
  inputPer1m: number;
  outputPer1m: number;
  /** Dollars per call for `times` pricing, group ratio applied. */
  perCall: number;
  extras: ExtraTokens[];
  /** Prompt / completion counts with the extra-ratio adjustments. */
  effectivePrompt: number;
  effectiveCompletion: number;
  /** The quota the formula gives (ceil, minimum 1 when priced, 0 without tokens). */
  computedQuota: number;
  firstResponseMs: number;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** `<x>_tokens` with a numeric `<x>_tokens_ratio` next to it. */
export function extraTokensOf(metadata: LogMetadata): ExtraTokens[] {
  const extras: ExtraTokens[] = [];
  for (const [key, value] of Object.entries(metadata)) {
    if (!key.endsWith('_tokens') || typeof value !== 'number') continue;
    const ratio = metadata[`${key}_ratio`];
    if (typeof ratio !== 'number' || !Number.isFinite(ratio)) continue;
    const name = key.slice(0, -'_tokens'.length);
    const side = name.startsWith('output') || name.startsWith('reasoning') ? 'completion' : 'prompt';
    extras.push({ name, count: value, ratio, side });
  }
  return extras.sort((a, b) => compareNames(a.name, b.name));
}

type BreakdownRow = Pick<Log, 'prompt_tokens' | 'completion_tokens' | 'metadata'>;

/** The breakdown, or null for rows without price metadata (top-ups, system rows). */
export function logBreakdown(row: BreakdownRow, quotaPerUnit: number): LogBreakdown | null {
  const metadata = row.metadata;
  if (!metadata || (metadata.input_ratio === undefined && metadata.output_ratio === undefined && metadata.price_type === undefined))
    return null;
  const priceType = metadata.price_type === 'times' ? 'times' : 'tokens';
  const groupRatio = num(metadata.group_ratio, 1);
  const inputRatio = num(metadata.input_ratio, 0);
  const outputRatio = num(metadata.output_ratio, 0);
  const extras = extraTokensOf(metadata);
  const adjust = (side: ExtraTokens['side']) => extras.filter((e) => e.side === side).reduce((sum, e) => sum + e.count * (e.ratio - 1), 0);
  const effectivePrompt = row.prompt_tokens + adjust('prompt');
  const effectiveCompletion = row.completion_tokens + adjust('completion');
  const dollars = (ratio: number, unit: '1k' | '1m') => priceDollars(priceQuota(ratio, 'tokens', unit, groupRatio), quotaPerUnit);
  return {
    priceType,
    groupName: typeof metadata.group_name === 'string' ? metadata.group_name : '',
    backupGroupName: typeof metadata.backup_group_name === 'string' ? metadata.backup_group_name : '',
    isBackupGroup: metadata.is_backup_group === true,
    groupRatio,
    inputRatio,
    outputRatio,
    inputPer1k: dollars(inputRatio, '1k'),
    outputPer1k: dollars(outputRatio, '1k'),
    inputPer1m: dollars(inputRatio, '1m'),
    outputPer1m: dollars(outputRatio, '1m'),
    perCall: priceDollars(TIMES_QUOTA_PER_RATIO * inputRatio * groupRatio, quotaPerUnit),
    extras,
    effectivePrompt,
    effectiveCompletion,
    computedQuota: computedQuota(priceType, inputRatio, outputRatio, groupRatio, effectivePrompt, effectiveCompletion, row),
    firstResponseMs: num(metadata.first_response, 0),
  };
}

function computedQuota(
  type: 'tokens' | 'times',
  input: number,
  output: number,
  group: number,
  prompt: number,
  completion: number,
  row: BreakdownRow,
): number {
  if (type === 'times') return Math.ceil(Number((TIMES_QUOTA_PER_RATIO * input * group).toPrecision(12)));
  if (row.prompt_tokens + row.completion_tokens === 0) return 0;
  // toPrecision drops float noise (0.1 × 3 = 0.30000000000000004) before ceil.
  const quota = Math.ceil(Number((prompt * input * group + completion * output * group).toPrecision(12)));
  return input !== 0 ? Math.max(1, quota) : quota;
}

/** The group label of a row: the group, or the backup group when it was used. */
export function groupLabel(metadata: LogMetadata | null | undefined): { name: string; backup: boolean } | null {
  if (!metadata) return null;
  const backup = metadata.is_backup_group === true && typeof metadata.backup_group_name === 'string' && metadata.backup_group_name !== '';
  const name = backup ? metadata.backup_group_name : metadata.group_name;
  return typeof name === 'string' && name !== '' ? { name, backup } : null;
}
