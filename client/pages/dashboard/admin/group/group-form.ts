import { z } from 'zod/mini';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import { GROUP_TEXT_MAX } from '#shared/api/schemas/group-admin.ts';
import type { UserGroupInput, UserGroupUpdate } from '#shared/api/schemas/group-admin.ts';
import { checkNumber, checkText, customIssue } from '#client/components/admin-kit/form-checks.ts';

/** The dialog's values: numbers stay text until they are checked. */
export interface GroupForm {
  symbol: string;
  name: string;
  ratio: string;
  apiRate: string;
  public: boolean;
  promotion: boolean;
  min: string;
  max: string;
  enable: boolean;
}

export const EMPTY_GROUP_FORM: GroupForm = {
  symbol: '',
  name: '',
  ratio: '1',
  apiRate: '600',
  public: true,
  promotion: false,
  min: '0',
  max: '0',
  enable: true,
};

export function groupToForm(group: UserGroup): GroupForm {
  return {
    symbol: group.symbol,
    name: group.name,
    ratio: String(group.ratio),
    apiRate: String(group.api_rate),
    public: group.public,
    promotion: group.promotion,
    min: String(group.min),
    max: String(group.max),
    enable: group.enable,
  };
}

/** The form's checks (every field at once, so all errors show together). */
export const groupFormSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    ratio: z.string(),
    apiRate: z.string(),
    public: z.boolean(),
    promotion: z.boolean(),
    min: z.string(),
    max: z.string(),
    enable: z.boolean(),
  })
  .check(
    z.superRefine((form, ctx) => {
      checkText(ctx, 'symbol', form.symbol, GROUP_TEXT_MAX);
      if (form.symbol.trim() !== '' && !/^[A-Za-z0-9_-]+$/.test(form.symbol.trim()))
        customIssue(ctx, 'symbol', 'group:form.errors.symbol', form.symbol);
      checkText(ctx, 'name', form.name, GROUP_TEXT_MAX);
      checkNumber(ctx, 'ratio', form.ratio, { min: 0, max: 1000, int: false });
      checkNumber(ctx, 'apiRate', form.apiRate, { min: 0, max: 1_000_000, int: true });
      if (form.promotion) {
        const min = checkNumber(ctx, 'min', form.min, { min: 0, max: 100_000_000, int: true });
        const max = checkNumber(ctx, 'max', form.max, { min: 0, max: 100_000_000, int: true });
        if (min !== null && max !== null && max !== 0 && max < min) customIssue(ctx, 'max', 'group:form.errors.range', form.max);
      }
    }),
  );

/** The body of a checked form: a new group, or the edit of `group` (whose symbol never changes). */
export function formToBody(form: GroupForm, group: UserGroup): UserGroupUpdate;
export function formToBody(form: GroupForm, group: null): UserGroupInput;
export function formToBody(form: GroupForm, group: UserGroup | null): UserGroupInput | UserGroupUpdate;
export function formToBody(form: GroupForm, group: UserGroup | null): UserGroupInput | UserGroupUpdate {
  const fields = {
    name: form.name.trim(),
    ratio: Number(form.ratio.trim()),
    api_rate: Number(form.apiRate.trim()),
    public: form.public,
    promotion: form.promotion,
    // Without promotion the range means nothing: keep what was stored.
    min: form.promotion ? Number(form.min.trim()) : (group?.min ?? 0),
    max: form.promotion ? Number(form.max.trim()) : (group?.max ?? 0),
  };
  return group ? { id: group.id, symbol: group.symbol, ...fields } : { symbol: form.symbol.trim(), ...fields, enable: form.enable };
}
