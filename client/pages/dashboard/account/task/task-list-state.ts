import { TASK_ORDER_FIELDS, TASK_PLATFORMS, TASK_STATUSES } from '#shared/api/schemas/task.ts';
import {
  defineSearchState,
  intField,
  listFields,
  oneOfField,
  optionalIntField,
  textField,
  gatewayQuery,
} from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const TASK_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The actions the filter offers: Suno's (upstream's labels 生成音乐 / 生成歌词) and Kling's. */
export const TASK_ACTIONS = ['MUSIC', 'LYRICS', 'text2video', 'image2video'] as const;

// Far enough for any task, small enough that Date stays valid everywhere.
const MAX_SECONDS = 253_402_300_799;

/**
 * The task list's URL state, named like the gateway's query (contract §2.11): platform,
 * action, status, task id, the submit-time range, for admins channel and user, and paging.
 * Admin fields are read for everyone but sent and shown only for admins (`/self` ignores them).
 */
export const TASK_LIST_STATE = defineSearchState({
  platform: oneOfField<'' | (typeof TASK_PLATFORMS)[number]>('platform', ['', ...TASK_PLATFORMS], ''),
  action: oneOfField<'' | (typeof TASK_ACTIONS)[number]>('action', ['', ...TASK_ACTIONS], ''),
  status: oneOfField<'' | (typeof TASK_STATUSES)[number]>('status', ['', ...TASK_STATUSES], ''),
  taskId: textField('task_id', { max: 64 }),
  start: intField('start_timestamp', { max: MAX_SECONDS }),
  end: intField('end_timestamp', { max: MAX_SECONDS }),
  channelId: optionalIntField('channel_id'),
  userId: optionalIntField('user_id'),
  ...listFields({ sizes: TASK_PAGE_SIZES, orderFields: TASK_ORDER_FIELDS }),
});
export type TaskListQuery = SearchStateOf<typeof TASK_LIST_STATE>;

/** The gateway's query for a list state (defaults left out; the admin filters only for admins). */
export function taskApiQuery(query: TaskListQuery, isAdmin: boolean): Record<string, string> {
  return gatewayQuery(TASK_LIST_STATE, query, isAdmin ? [] : ['channel_id', 'user_id']);
}
