import type { UserGroup } from '#shared/api/schemas/group.ts';
import { DEFAULT_GROUP_SYMBOL } from '#shared/api/schemas/group-admin.ts';
import type { UserGroupInput, UserGroupUpdate } from '#shared/api/schemas/group-admin.ts';
import type { MockStore } from './state.ts';

/** Upstream's refusals of the `default` group (controller/user_group.go). */
export const DEFAULT_GROUP_UNDELETABLE = '默认用户组不能删除';
export const DEFAULT_GROUP_ALWAYS_ON = '不能关闭默认的用户组,请设置一个默认组后，再关闭';

/** Groups whose name starts with `name` (case-insensitive, upstream's `LIKE 'x%'`), optionally only (dis)abled ones. */
export function searchGroups(store: MockStore, name: string, enable: boolean | null): UserGroup[] {
  const prefix = name.toLowerCase();
  return [...store.groups.values()].filter(
    (group) => group.name.toLowerCase().startsWith(prefix) && (enable === null || group.enable === enable),
  );
}

/** gin's binding of a `*bool` query field: absent is null, else strconv.ParseBool or its error text. */
export function bindBool(raw: string): boolean | null | string {
  if (raw === '') return null;
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(raw)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(raw)) return false;
  return `strconv.ParseBool: parsing ${JSON.stringify(raw)}: invalid syntax`;
}

/** Creates a group (enabled unless told otherwise), or says why not. */
export function createGroup(store: MockStore, input: UserGroupInput): UserGroup | string {
  if ([...store.groups.values()].some((group) => group.symbol === input.symbol)) return `分组标识 ${input.symbol} 已存在`;
  const id = store.nextGroupId++;
  const { enable, ...fields } = input;
  const group: UserGroup = { id, ...fields, enable: enable ?? true };
  store.groups.set(id, group);
  return group;
}

/** Applies an edit to everything but the symbol and the enable switch; answers the group before and after. */
export function updateGroup(store: MockStore, input: UserGroupUpdate): { before: UserGroup; after: UserGroup } | string {
  const before = store.groups.get(input.id);
  if (!before) return 'record not found';
  const { id: _id, symbol: _symbol, ...fields } = input;
  const after: UserGroup = { ...before, ...fields };
  store.groups.set(before.id, after);
  return { before, after };
}

/** Users who belong to a group (its members' relay calls would fail without it). */
export function memberCount(store: MockStore, symbol: string): number {
  let count = 0;
  for (const user of store.users.values()) if (user.group === symbol) count += 1;
  return count;
}

/** True for the group every gateway needs. */
export function isDefaultGroup(group: UserGroup): boolean {
  return group.symbol === DEFAULT_GROUP_SYMBOL;
}
