import { z } from 'zod/mini';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import { REDEMPTION_COUNT_MAX, REDEMPTION_NAME_MAX_BYTES } from '#shared/api/schemas/redemption-admin.ts';
import type { RedemptionInput, RedemptionUpdate } from '#shared/api/schemas/redemption-admin.ts';
import { localInputToSeconds, secondsToLocalInput } from '#shared/format/date.ts';
import { amountToQuota, quotaToAmount } from '#shared/format/quota.ts';
import { checkNumber, customIssue } from '#client/components/admin-kit/form-checks.ts';

/** The dialog's values: numbers and the expiry stay text until they are checked. */
export interface RedemptionForm {
  name: string;
  /** Each code's value in US$. */
  amount: string;
  count: string;
  /** `datetime-local` text in the console's zone; '' = never expires. */
  expiry: string;
}

/** Largest value of one code, in US$ (a typo guard; the gateway sets no limit). */
export const REDEMPTION_AMOUNT_MAX = 1_000_000;

export const EMPTY_REDEMPTION_FORM: RedemptionForm = { name: '', amount: '10', count: '1', expiry: '' };

export function redemptionToForm(code: Redemption, quotaPerUnit: number, timeZone: string): RedemptionForm {
  return {
    name: code.name,
    amount: String(quotaToAmount(code.quota, quotaPerUnit)),
    count: '1',
    expiry: secondsToLocalInput(code.expired_time ?? 0, timeZone),
  };
}

/** What the checks need besides the values: money, the zone, the clock, and whether it is a new batch. */
export interface RedemptionFormContext {
  quotaPerUnit: number;
  timeZone: string;
  creating: boolean;
  /** The clock the expiry is checked against (tests pass their own). */
  nowSeconds?: () => number;
}

function currentSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The form's checks (every field at once): upstream's limits, and an expiry in the future. */
export function redemptionFormSchema(context: RedemptionFormContext) {
  return z.object({ name: z.string(), amount: z.string(), count: z.string(), expiry: z.string() }).check(
    z.superRefine((form, ctx) => {
      const name = form.name.trim();
      // Upstream counts UTF-8 bytes (Go's len): six Chinese characters are 18.
      if (name === '') ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: ['name'], input: '' });
      else if (new TextEncoder().encode(name).length > REDEMPTION_NAME_MAX_BYTES)
        customIssue(ctx, 'name', 'redemption:form.errors.nameBytes', name);
      checkNumber(ctx, 'amount', form.amount, { min: 0, max: REDEMPTION_AMOUNT_MAX, int: false });
      if (context.creating) checkNumber(ctx, 'count', form.count, { min: 1, max: REDEMPTION_COUNT_MAX, int: true });
      if (form.expiry.trim() !== '') {
        const seconds = localInputToSeconds(form.expiry, context.timeZone);
        if (seconds === null) customIssue(ctx, 'expiry', 'redemption:form.errors.expiry', form.expiry);
        else if (seconds <= (context.nowSeconds ?? currentSeconds)())
          customIssue(ctx, 'expiry', 'redemption:form.errors.expiryPast', form.expiry);
      }
    }),
  );
}

/** The quota one code is worth for the typed amount, or null when the amount is not a number yet. */
export function amountQuota(amount: string, quotaPerUnit: number): number | null {
  const text = amount.trim();
  const value = Number(text);
  return text === '' || !Number.isFinite(value) || value < 0 ? null : amountToQuota(value, quotaPerUnit);
}

/**
 * The body of a checked form: a new batch, or the edit of `code`. The expiry goes only to a
 * gateway that has it (`withExpiry`); upstream one-hub would ignore it anyway.
 */
type BodyContext = Pick<RedemptionFormContext, 'quotaPerUnit' | 'timeZone'> & { withExpiry: boolean };
export function formToBody(form: RedemptionForm, code: Redemption, context: BodyContext): RedemptionUpdate;
export function formToBody(form: RedemptionForm, code: null, context: BodyContext): RedemptionInput;
export function formToBody(form: RedemptionForm, code: Redemption | null, context: BodyContext): RedemptionInput | RedemptionUpdate;
export function formToBody(form: RedemptionForm, code: Redemption | null, context: BodyContext): RedemptionInput | RedemptionUpdate {
  const quota = amountQuota(form.amount, context.quotaPerUnit) ?? 0;
  const expiry = form.expiry.trim() === '' ? 0 : (localInputToSeconds(form.expiry, context.timeZone) ?? 0);
  const extra = context.withExpiry ? { expired_time: expiry } : {};
  const name = form.name.trim();
  return code ? { id: code.id, name, quota, ...extra } : { name, quota, count: Number(form.count.trim()), ...extra };
}
