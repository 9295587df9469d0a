import { z } from 'zod/mini';
import type { Price } from '#shared/api/schemas/model.ts';
import { EXTRA_RATIO_KEYS, PRICE_MODEL_MAX, PRICE_RATIO_MAX } from '#shared/api/schemas/pricing.ts';
import type { PriceInput } from '#shared/api/schemas/pricing.ts';
import { TIMES_QUOTA_PER_RATIO, TOKENS_PER_UNIT, formatDecimal } from '#shared/format/price.ts';
import type { PriceType, PriceUnit } from '#shared/format/price.ts';
import { checkNumber, customIssue } from '#client/components/admin-kit/form-checks.ts';

/** The price dialog's fields: amounts are US$ per display unit as typed; extra ratios stay ratios. */
export interface PriceForm {
  models: string[];
  type: PriceType;
  /** The owner's id, '' until one is chosen. */
  owner: string;
  unit: PriceUnit;
  input: string;
  output: string;
  locked: boolean;
  extras: { key: string; value: string }[];
}

/** Tokens one display unit stands for: 1K or 1M tokens, or one call of a `times` price. */
function perUnit(type: PriceType, unit: PriceUnit): number {
  return type === 'times' ? TIMES_QUOTA_PER_RATIO : TOKENS_PER_UNIT[unit];
}

/**
 * US$ per unit → ratio (quota per token, or per 1/1000 call): one-hub's "$ per 1K converted to
 * the ratio". At 500,000 quota per $1, $0.002 per 1K tokens is ratio 1 (contract §5.3).
 */
export function dollarsToRatio(dollars: number, type: PriceType, unit: PriceUnit, quotaPerUnit: number): number {
  return Number(((dollars * quotaPerUnit) / perUnit(type, unit)).toPrecision(12));
}

/** Ratio → US$ per unit, as the dialog shows it. */
export function ratioToDollars(ratio: number, type: PriceType, unit: PriceUnit, quotaPerUnit: number): string {
  return formatDecimal((ratio * perUnit(type, unit)) / quotaPerUnit);
}

/** An empty form, or one filled from a price and the models sharing it. */
export function priceToForm(price: Price | null, models: readonly string[], quotaPerUnit: number, unit: PriceUnit): PriceForm {
  if (!price) return { models: [...models], type: 'tokens', owner: '', unit, input: '', output: '', locked: false, extras: [] };
  return {
    models: [...models],
    type: price.type,
    owner: price.channel_type > 0 ? String(price.channel_type) : '',
    unit,
    input: ratioToDollars(price.input, price.type, unit, quotaPerUnit),
    output: ratioToDollars(price.output, price.type, unit, quotaPerUnit),
    locked: price.locked === true,
    // Ratios the console does not know stay out of the form; the save keeps them (`use-price-mutations.ts`).
    extras: Object.entries(price.extra_ratios ?? {})
      .filter(([key]) => (EXTRA_RATIO_KEYS as readonly string[]).includes(key))
      .map(([key, value]) => ({ key, value: String(value) })),
  };
}

// Dollar bounds follow the ratio bound at the default quota per unit; the gateway checks the ratio.
const MAX_DOLLARS = 1_000_000;

/** The dialog's checks; messages come from the zod maps and `pricing:form.errors.*`. */
export const priceFormSchema = z
  .object({
    models: z.array(z.string()),
    type: z.enum(['tokens', 'times']),
    owner: z.string(),
    unit: z.enum(['1k', '1m']),
    input: z.string(),
    output: z.string(),
    locked: z.boolean(),
    extras: z.array(z.object({ key: z.string(), value: z.string() })),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.models.length === 0) customIssue(ctx, 'models', 'pricing:form.errors.models', form.models);
      const long = form.models.find((model) => model.trim().length > PRICE_MODEL_MAX);
      if (long !== undefined) customIssue(ctx, 'models', 'pricing:form.errors.modelLength', long);
      if (form.owner === '') customIssue(ctx, 'owner', 'pricing:form.errors.owner', form.owner);
      checkNumber(ctx, 'input', form.input, { min: 0, max: MAX_DOLLARS, int: false });
      if (form.type === 'tokens') checkNumber(ctx, 'output', form.output, { min: 0, max: MAX_DOLLARS, int: false });
      const seen = new Set<string>();
      form.extras.forEach((extra, index) => {
        if (!(EXTRA_RATIO_KEYS as readonly string[]).includes(extra.key) || seen.has(extra.key))
          customIssue(ctx, `extras.${index}.key`, 'pricing:form.errors.extraKey', extra.key);
        seen.add(extra.key);
        checkNumber(ctx, `extras.${index}.value`, extra.value, { min: 0, max: PRICE_RATIO_MAX, int: false });
      });
    }),
  );

/** The price a valid form stands for (its `model` is the first model; grouped saves set each). */
export function formToPrice(form: PriceForm, quotaPerUnit: number): PriceInput {
  const input = dollarsToRatio(Number(form.input.trim()), form.type, form.unit, quotaPerUnit);
  // A times price bills `input` per call; its output mirrors it, as upstream's built-ins do.
  const output = form.type === 'times' ? input : dollarsToRatio(Number(form.output.trim()), form.type, form.unit, quotaPerUnit);
  const extras = form.extras.map((extra) => [extra.key, Number(extra.value.trim())] as const);
  return {
    model: form.models[0]?.trim() ?? '',
    type: form.type,
    channel_type: Number(form.owner),
    input,
    output,
    locked: form.locked,
    ...(extras.length > 0 ? { extra_ratios: Object.fromEntries(extras) } : {}),
  };
}

/** The models of a form, trimmed, without blanks or repeats. */
export function formModels(form: PriceForm): string[] {
  return [...new Set(form.models.map((model) => model.trim()).filter((model) => model !== ''))];
}
