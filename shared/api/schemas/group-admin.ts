import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';
import { UserGroupSchema } from './group.ts';

/** The symbol every gateway has: upstream refuses to disable or delete it (contract §2.7). */
export const DEFAULT_GROUP_SYMBOL = 'default';

/** Longest symbol and name upstream stores (`varchar(50)`). */
export const GROUP_TEXT_MAX = 50;

/**
 * What `GET /api/user_group/` may be ordered by: upstream main's allowedUserGroupOrderFields
 * (admin reference §2.3; contract §2.7 lists the older `id, name, enable`).
 */
export const GROUP_ORDER_FIELDS = ['id', 'symbol', 'name', 'ratio', 'api_rate', 'public', 'promotion', 'min', 'max', 'enable'] as const;
/** A field the group list may be ordered by. */
export type GroupOrderField = (typeof GROUP_ORDER_FIELDS)[number];

/** `GET /api/user_group/` data: a page of groups (contract §2.7). */
export const UserGroupPageSchema = pageOf(UserGroupSchema);
/** A page of user groups. */
export type UserGroupPage = z.infer<typeof UserGroupPageSchema>;

/**
 * What an admin edits on a group (contract §2.7, §2.14 UserGroup). `ratio` is the price
 * multiplier (0.8 = 20 % off), `api_rate` requests per minute, `min`/`max` the US$ of
 * cumulative top-up that promote a user into the group when `promotion` is on.
 */
const groupFields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(GROUP_TEXT_MAX)),
  ratio: z.number().check(z.gte(0), z.lte(1000)),
  api_rate: z.int().check(z.gte(0)),
  public: z.boolean(),
  promotion: z.boolean(),
  min: z.int().check(z.gte(0)),
  max: z.int().check(z.gte(0)),
};

/** A promotion range whose upper end lies below its lower end promotes nobody. */
function rangeHolds(group: { promotion: boolean; min: number; max: number }): boolean {
  return !group.promotion || group.max === 0 || group.max >= group.min;
}

/** `POST /api/user_group/`: a new group; the symbol is fixed from then on. */
export const UserGroupInputSchema = z
  .object({
    symbol: z.string().check(z.trim(), z.minLength(1), z.maxLength(GROUP_TEXT_MAX), z.regex(/^[A-Za-z0-9_-]+$/)),
    ...groupFields,
    enable: z.optional(z.boolean()),
  })
  .check(z.refine(rangeHolds, { path: ['max'], message: 'max < min' }));
/** A new group. */
export type UserGroupInput = z.infer<typeof UserGroupInputSchema>;

/**
 * `PUT /api/user_group/`: the group's id and its editable fields. A `symbol` may travel with
 * it (one-hub's dialog sends the whole row) but is ignored: symbols never change.
 */
export const UserGroupUpdateSchema = z
  .object({ id: z.int().check(z.positive()), symbol: z.optional(z.string()), ...groupFields })
  .check(z.refine(rangeHolds, { path: ['max'], message: 'max < min' }));
/** An edited group. */
export type UserGroupUpdate = z.infer<typeof UserGroupUpdateSchema>;

/** `PUT /api/user_group/enable/:id` toggles the switch: upstream reads no body, the console sends `{}`. */
export const EmptyBodySchema = z.strictObject({});
