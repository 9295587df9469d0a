import { TASK_ORDER_FIELDS, MJ_ORDER_FIELDS } from '#shared/api/schemas/task.ts';
import type { Midjourney, Task } from '#shared/api/schemas/task.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import type { PageResult } from '#mock-gateway/store/paginate.ts';
import { bindInt, queryString } from '#mock-gateway/store/query-params.ts';
import type { RawQuery } from '#mock-gateway/store/query-params.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { midjourneyAt, taskAt } from './task.ts';

/** Whose rows a list may show: one user's (the `/self` routes) or everyone's (admins). */
export type TaskScope = { self: true; userId: number } | { self: false };

function userIdsOf(query: RawQuery): number[] {
  const raw = [query['user_ids'], query['user_ids[]']].flat().filter((value): value is string => typeof value === 'string');
  return raw.filter((value) => /^\d+$/.test(value)).map(Number);
}

/** gin binds `channel_id`/`user_id` of a task query as text and compares it with the number column. */
function textMatches(filter: string, value: number): boolean {
  return filter === '' || filter === String(value);
}

/**
 * A page of tasks like upstream's GetAllTasks / GetAllUserTasks: `platform`, `task_id`, `action`,
 * `status` and the submit-time range for everyone, `channel_id`, `user_id` and `user_ids[]` for
 * admins only (the `/self` list ignores them). Statuses are the ones at the store's clock.
 */
export function taskPage(store: MockStore, query: RawQuery, scope: TaskScope): PageResult<Task> {
  const start = bindInt(query, 'start_timestamp');
  if (typeof start === 'string') return { ok: false, message: start };
  const end = bindInt(query, 'end_timestamp');
  if (typeof end === 'string') return { ok: false, message: end };
  const platform = queryString(query, 'platform');
  const taskId = queryString(query, 'task_id');
  const action = queryString(query, 'action');
  const status = queryString(query, 'status');
  const channel = scope.self ? '' : queryString(query, 'channel_id');
  const user = scope.self ? '' : queryString(query, 'user_id');
  const userIds = scope.self ? [] : userIdsOf(query);
  const now = nowSeconds(store);
  const rows = store.tasks
    .filter(
      (row) =>
        (!scope.self || row.user_id === scope.userId) &&
        (platform === '' || row.platform === platform) &&
        (taskId === '' || row.task_id === taskId) &&
        (action === '' || row.action === action) &&
        (start === 0 || row.submit_time >= start) &&
        (end === 0 || row.submit_time <= end) &&
        textMatches(channel, row.channel_id) &&
        textMatches(user, row.user_id) &&
        (userIds.length === 0 || userIds.includes(row.user_id)),
    )
    .map((row) => taskAt(row, now))
    .filter((row) => status === '' || row.status === status);
  return paginate(rows, query, TASK_ORDER_FIELDS);
}

/**
 * A page of Midjourney tasks like upstream's GetAllTasks / GetAllUserTask: `mj_id` and the
 * submit-time range, `channel_id` for admins; the `/self` rows leave `channel_id` out.
 */
export function midjourneyPage(store: MockStore, query: RawQuery, scope: TaskScope): PageResult<Midjourney> {
  const start = bindInt(query, 'start_timestamp');
  if (typeof start === 'string') return { ok: false, message: start };
  const end = bindInt(query, 'end_timestamp');
  if (typeof end === 'string') return { ok: false, message: end };
  const channel = scope.self ? 0 : bindInt(query, 'channel_id');
  if (typeof channel === 'string') return { ok: false, message: channel };
  const mjId = queryString(query, 'mj_id');
  const now = nowSeconds(store);
  const rows = store.midjourney
    .filter(
      (row) =>
        (!scope.self || row.user_id === scope.userId) &&
        (mjId === '' || row.mj_id === mjId) &&
        (start === 0 || row.submit_time >= start) &&
        (end === 0 || row.submit_time <= end) &&
        (channel === 0 || row.channel_id === channel),
    )
    .map((row) => midjourneyAt(row, now));
  const result = paginate(rows, query, MJ_ORDER_FIELDS);
  if (!result.ok || !scope.self) return result;
  return { ok: true, page: { ...result.page, data: result.page.data.map(({ channel_id: _channel, ...row }) => row) } };
}
