import { z } from 'zod/mini';

/** A user group as upstream stores it (contract §2.14 UserGroup). */
export const UserGroupSchema = z.object({
  id: z.int(),
  symbol: z.string(),
  name: z.string(),
  /** Price multiplier applied to input and output. */
  ratio: z.number(),
  /** Requests per minute. */
  api_rate: z.int(),
  public: z.boolean(),
  promotion: z.boolean(),
  min: z.int(),
  max: z.int(),
  enable: z.boolean(),
});
/** A user group. */
export type UserGroup = z.infer<typeof UserGroupSchema>;

/** `/api/user_group_map` data: symbol → UserGroup, public groups plus the caller's own (contract §2.1). */
export const UserGroupMapSchema = z.record(z.string(), UserGroupSchema);
/** User groups keyed by symbol. */
export type UserGroupMap = z.infer<typeof UserGroupMapSchema>;

/** One `/api/user_group_rate` entry; `discount` is the price multiplier, 0.8 = 20 % off (extensions.md). */
export const UserGroupRateSchema = z.object({
  id: z.int(),
  symbol: z.string(),
  name: z.string(),
  discount: z.number(),
  api_rate: z.int(),
  ratio: z.number(),
  public: z.boolean(),
});
/** A group's rate card. */
export type UserGroupRate = z.infer<typeof UserGroupRateSchema>;

/** `/api/user_group_rate` data: group id (decimal string) → rate card (extensions.md, spec §3 "Group map"). */
export const UserGroupRateMapSchema = z.record(z.string().check(z.regex(/^\d+$/)), UserGroupRateSchema);
/** Group rate cards keyed by group id. */
export type UserGroupRateMap = z.infer<typeof UserGroupRateMapSchema>;
