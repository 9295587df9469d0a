import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '#shared/api/schemas/user-admin.ts';
import type { AdminUser, UserUpdate } from '#shared/api/schemas/user-admin.ts';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';

type Ctx = z.core.$RefinementCtx;

function tooShort(ctx: Ctx, path: string, minimum: number, input: string) {
  ctx.addIssue({ code: 'too_small', origin: 'string', minimum, inclusive: true, path: [path], input });
}

function tooLong(ctx: Ctx, path: string, maximum: number, input: string) {
  ctx.addIssue({ code: 'too_big', origin: 'string', maximum, inclusive: true, path: [path], input });
}

/**
 * The create/edit dialog's fields, with the gateway's limits (username ≤ 12, display name ≤ 20,
 * password 8–20). Creating needs a password; editing leaves an empty one unchanged and needs a
 * group when the gateway listed any.
 */
export function userFormSchema({ creating, groupRequired }: { creating: boolean; groupRequired: boolean }) {
  return z.object({ username: z.string(), displayName: z.string(), password: z.string(), group: z.string() }).check(
    // Every check is here: zod skips refinements once a field's own check fails, and the form
    // should show all its errors at once.
    z.superRefine((form, ctx) => {
      const username = form.username.trim();
      if (username === '') tooShort(ctx, 'username', 1, '');
      else if (username.length > USERNAME_MAX) tooLong(ctx, 'username', USERNAME_MAX, username);
      if (form.displayName.trim().length > DISPLAY_NAME_MAX) tooLong(ctx, 'displayName', DISPLAY_NAME_MAX, form.displayName);
      if (creating && form.password === '') tooShort(ctx, 'password', 1, '');
      else if (form.password !== '' && form.password.length < PASSWORD_MIN) tooShort(ctx, 'password', PASSWORD_MIN, form.password);
      else if (form.password.length > PASSWORD_MAX) tooLong(ctx, 'password', PASSWORD_MAX, form.password);
      if (!creating && groupRequired && form.group === '') tooShort(ctx, 'group', 1, '');
    }),
  );
}

export type UserForm = z.infer<ReturnType<typeof userFormSchema>>;

/** The dialog's values for `user` (a new user when null); the password starts empty. */
export function userToForm(user: AdminUser | null): UserForm {
  return { username: user?.username ?? '', displayName: user?.display_name ?? '', password: '', group: user?.group ?? '' };
}

/** The edit of `user` a checked form stands for (an empty password keeps the old one). */
export function userEditBody(user: AdminUser, values: UserForm): UserUpdate {
  return {
    id: user.id,
    username: values.username.trim(),
    display_name: values.displayName.trim(),
    password: values.password,
    ...(values.group ? { group: values.group } : {}),
  };
}

/**
 * The zod error map with this page's own custom messages: they name their full `user:`
 * key and values (the shared `zod_custom` namespace is not ours to extend).
 */
export function userErrorMap(t: TFunction): (issue: z.core.$ZodRawIssue) => string {
  const base = zodErrorMap(t);
  return (issue) => {
    const key = issue.code === 'custom' ? issue.params?.i18n : undefined;
    if (typeof key !== 'string' || !key.startsWith('user:')) return base(issue);
    const values: unknown = (issue.params as { values?: unknown } | undefined)?.values;
    return t(key, typeof values === 'object' && values !== null ? (values as Record<string, string>) : {});
  };
}
