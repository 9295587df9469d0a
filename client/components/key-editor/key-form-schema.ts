import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { invalidIps } from './ip-list.ts';
import { localInputToSeconds } from '#shared/format/date.ts';

export const NAME_MAX = 30;
export const BATCH_MAX = 100;
export const HEARTBEAT_MIN = 30;
export const HEARTBEAT_MAX = 90;

interface SchemaOptions {
  /** Now, in Unix seconds (read when the dialog submits, never during render). */
  now: number;
  timeZone: string;
  /** The batch count only exists when creating. */
  creating: boolean;
}

type Ctx = z.core.$RefinementCtx;

const encoder = new TextEncoder();

/** The name's length as the gateway measures it: UTF-8 bytes. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

function custom(ctx: Ctx, path: string, i18n: string, input: unknown) {
  ctx.addIssue({ code: 'custom', path: [path], params: { i18n }, input });
}

/** A whole number in [min, max] typed into a text field; the generic messages name the bound. */
function checkInt(ctx: Ctx, path: string, text: string, min: number, max: number) {
  const value = Number(text.trim());
  if (text.trim() === '') ctx.addIssue({ code: 'invalid_type', expected: 'number', path: [path], input: '' });
  else if (!Number.isInteger(value)) ctx.addIssue({ code: 'invalid_type', expected: 'number', path: [path], input: text });
  else if (value < min) ctx.addIssue({ code: 'too_small', origin: 'number', minimum: min, inclusive: true, path: [path], input: value });
  else if (value > max) ctx.addIssue({ code: 'too_big', origin: 'number', maximum: max, inclusive: true, path: [path], input: value });
}

/** The create/edit dialog's fields; numbers stay text until they are checked and converted. */
export function keyFormSchema({ now, timeZone, creating }: SchemaOptions) {
  return z
    .object({
      // Every check is in superRefine: zod skips refinements once a field's own check fails, and
      // the form should show all its errors at once.
      name: z.string(),
      neverExpires: z.boolean(),
      expiresAt: z.string(),
      unlimited: z.boolean(),
      quota: z.string(),
      group: z.string(),
      backupGroup: z.string(),
      limitModels: z.boolean(),
      models: z.array(z.string()),
      limitIps: z.boolean(),
      ips: z.string(),
      heartbeat: z.boolean(),
      heartbeatTimeout: z.string(),
      billingTag: z.string(),
      count: z.string(),
      /** '' for no budget, else the window (client/components/key-editor/key-form-budget.tsx). */
      budgetPeriod: z.string(),
      budgetAmount: z.string(),
    })
    .check(
      z.superRefine((form, ctx) => {
        const name = form.name.trim();
        if (name === '') ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: ['name'], input: '' });
        else if (name.length > NAME_MAX)
          ctx.addIssue({ code: 'too_big', origin: 'string', maximum: NAME_MAX, inclusive: true, path: ['name'], input: name });
        // The gateway counts bytes (Go's len): a Chinese character takes three of the 30.
        else if (utf8Bytes(name) > NAME_MAX) custom(ctx, 'name', 'key:form.errors.nameBytes', form.name);
        if (!form.neverExpires) {
          const seconds = localInputToSeconds(form.expiresAt, timeZone);
          if (seconds === null) custom(ctx, 'expiresAt', 'key:form.errors.expiryInvalid', form.expiresAt);
          else if (seconds <= now) custom(ctx, 'expiresAt', 'key:form.errors.expiryPast', form.expiresAt);
        }
        if (!form.unlimited) {
          const quota = Number(form.quota.trim());
          if (form.quota.trim() === '' || !Number.isFinite(quota))
            ctx.addIssue({ code: 'invalid_type', expected: 'number', path: ['quota'], input: form.quota.trim() });
          else if (quota < 0)
            ctx.addIssue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, path: ['quota'], input: quota });
        }
        if (form.group !== '' && form.group === form.backupGroup) custom(ctx, 'backupGroup', 'key:form.errors.sameGroup', form.backupGroup);
        if (form.limitModels && form.models.length === 0) custom(ctx, 'models', 'key:form.errors.modelsRequired', form.models);
        if (form.limitIps) {
          const bad = invalidIps(form.ips);
          if (bad.length > 0) custom(ctx, 'ips', 'key:form.errors.ipInvalid', form.ips);
          else if (form.ips.trim() === '') custom(ctx, 'ips', 'key:form.errors.ipRequired', form.ips);
        }
        if (form.heartbeat) checkInt(ctx, 'heartbeatTimeout', form.heartbeatTimeout, HEARTBEAT_MIN, HEARTBEAT_MAX);
        if (form.budgetPeriod !== '') {
          const amount = Number(form.budgetAmount.trim());
          if (form.budgetAmount.trim() === '' || !Number.isFinite(amount))
            ctx.addIssue({ code: 'invalid_type', expected: 'number', path: ['budgetAmount'], input: form.budgetAmount.trim() });
          else if (amount <= 0)
            ctx.addIssue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, path: ['budgetAmount'], input: amount });
        }
        if (creating) {
          checkInt(ctx, 'count', form.count, 1, BATCH_MAX);
          const count = Number(form.count);
          // Batch names get `-N` appended and must still fit the gateway's limit.
          if (
            Number.isInteger(count) &&
            count > 1 &&
            utf8Bytes(name) <= NAME_MAX &&
            utf8Bytes(name) + String(count).length + 1 > NAME_MAX
          ) {
            custom(ctx, 'name', 'key:form.errors.batchName', form.name);
          }
        }
      }),
    );
}

export type KeyForm = z.infer<ReturnType<typeof keyFormSchema>>;

/**
 * The zod error map with this page's own custom messages: they name their full `key:` key
 * (the shared `zod_custom` namespace is not ours to extend).
 */
export function keyErrorMap(t: TFunction): (issue: z.core.$ZodRawIssue) => string {
  const base = zodErrorMap(t);
  return (issue) => {
    const key = issue.code === 'custom' ? issue.params?.i18n : undefined;
    return typeof key === 'string' && key.startsWith('key:') ? t(key) : base(issue);
  };
}
