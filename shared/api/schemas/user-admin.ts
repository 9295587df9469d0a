import { z } from 'zod/mini';
import { UserSchema } from './user.ts';

/** Username length limit of upstream's User (`validate:"max=12"`). */
export const USERNAME_MAX = 12;
/** Password length limits of upstream's User (`validate:"min=8,max=20"`). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** Display-name length limit of upstream's User (`validate:"max=20"`). */
export const DISPLAY_NAME_MAX = 20;

/**
 * One row of the admin user list as the console keeps it: the User without `access_token`.
 * Upstream sends every user's token in `GET /api/user/`; the double never does, and parsing
 * with this schema drops it when a real gateway sends it, so no token reaches a page.
 */
export const AdminUserSchema = z.omit(UserSchema, { access_token: true });
/** A user as the admin pages show it. */
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * Extension (the double): the filters the gateway applied to `GET /api/user/`, echoed in the
 * page. Upstream has no group, role or status filter and ignores those parameters, so a page
 * without this key means "not filtered": the console then hides those filters and the extra
 * sort fields rather than show an unfiltered list as filtered.
 */
export const UserListFiltersSchema = z.object({
  group: z.nullable(z.string()),
  role: z.nullable(z.int()),
  status: z.nullable(z.int()),
});
/** The filters a gateway applied to the user list. */
export type UserListFilters = z.infer<typeof UserListFiltersSchema>;

/** `GET /api/user/` data as the admin page reads it: rows without tokens, and the extension's echo. */
export const AdminUserPageSchema = z.object({
  data: z.array(AdminUserSchema),
  page: z.int(),
  size: z.int(),
  total_count: z.int(),
  filters: z.optional(UserListFiltersSchema),
});
/** A page of the admin user list. */
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** Upstream's order whitelist for users (contract §2.4). */
export const USER_ORDER_FIELDS_UPSTREAM = ['id', 'username', 'role', 'status', 'created_time', 'last_login_time', 'last_login_ip'] as const;
/** Extension: the double also sorts by balance, usage and request count. */
export const USER_ORDER_FIELDS_EXTENDED = ['quota', 'used_quota', 'request_count'] as const;
/** Every field the double's user list sorts by. */
export const USER_ORDER_FIELDS = [...USER_ORDER_FIELDS_UPSTREAM, ...USER_ORDER_FIELDS_EXTENDED] as const;
export type UserOrderField = (typeof USER_ORDER_FIELDS)[number];

/** User status (contract §1.3). */
export const USER_STATUS = { enabled: 1, disabled: 2 } as const;

/**
 * `POST /api/user/` body (contract §2.4): a new common user in the default group; upstream
 * ignores role and group here.
 */
export const UserCreateSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(USERNAME_MAX)),
  password: z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX)),
  display_name: z.optional(z.string().check(z.maxLength(DISPLAY_NAME_MAX))),
});
/** What the create dialog sends. */
export type UserCreate = z.infer<typeof UserCreateSchema>;

/**
 * `PUT /api/user/` body (contract §2.4): the user's id and the fields to change. An empty or
 * absent password leaves it unchanged; `quota` is not part of it (quota moves only through
 * `POST /api/user/quota/:id`, which is logged).
 */
export const UserUpdateSchema = z.object({
  id: z.int().check(z.positive()),
  username: z.optional(z.string().check(z.minLength(1), z.maxLength(USERNAME_MAX))),
  display_name: z.optional(z.string().check(z.maxLength(DISPLAY_NAME_MAX))),
  password: z.optional(z.union([z.literal(''), z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX))])),
  group: z.optional(z.string().check(z.minLength(1))),
});
/** What the edit dialog sends. */
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** The actions of `POST /api/user/manage` (contract §2.4). */
export const USER_MANAGE_ACTIONS = ['disable', 'enable', 'delete', 'promote', 'demote', 'set_reliable'] as const;
export type UserManageAction = (typeof USER_MANAGE_ACTIONS)[number];

/** `POST /api/user/manage` body: the user by name and what to do. */
export const UserManageSchema = z.object({
  username: z.string().check(z.minLength(1)),
  action: z.enum(USER_MANAGE_ACTIONS),
});
/** A manage request. */
export type UserManage = z.infer<typeof UserManageSchema>;

/**
 * `POST /api/user/quota/:id` body: a signed change of the balance in quota units (never 0)
 * and an optional remark written into the type-3 log.
 */
export const UserQuotaChangeSchema = z.object({
  quota: z.int().check(z.refine((value) => value !== 0)),
  remark: z.optional(z.string().check(z.maxLength(200))),
});
/** A quota change. */
export type UserQuotaChange = z.infer<typeof UserQuotaChangeSchema>;
