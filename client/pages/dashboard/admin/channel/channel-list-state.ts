import { CHANNEL_ORDER_FIELDS, CHANNEL_STATUS, CHANNEL_TAG_FILTERS } from '#shared/api/schemas/channel.ts';
import {
  defineSearchState,
  listFields,
  oneOfField,
  optionalIntField,
  optionalTextField,
  textField,
  gatewayQuery,
} from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const CHANNEL_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The statuses a filter can pick ('' = any). */
export const STATUS_CHOICES = [CHANNEL_STATUS.enabled, CHANNEL_STATUS.manual, CHANNEL_STATUS.auto] as const;

/**
 * The channel list's URL state (contract §2.6 filters): the name search (`keyword`, sent as
 * `name`), the key (exact; the server's log redacts a `key` query value), the model and test
 * model, the type, status, group and tag, the tag mode (0 all, 1 untagged, 2 tagged), the page,
 * the size and the order ('' = the gateway's default, newest first).
 */
export const CHANNEL_LIST_STATE = defineSearchState({
  keyword: textField('name'),
  key: textField('key', { max: 500 }),
  models: textField('models'),
  testModel: textField('test_model'),
  type: optionalIntField('type', { min: 1, max: 1000 }),
  status: oneOfField<'' | (typeof STATUS_CHOICES)[number]>('status', ['', ...STATUS_CHOICES], ''),
  group: optionalTextField('group', { max: 64 }),
  tag: optionalTextField('tag', { max: 100 }),
  filterTag: oneOfField('filter_tag', CHANNEL_TAG_FILTERS, 0),
  ...listFields({ sizes: CHANNEL_PAGE_SIZES, orderFields: CHANNEL_ORDER_FIELDS }),
});
export type ChannelListQuery = SearchStateOf<typeof CHANNEL_LIST_STATE>;

/** The gateway's query for a list state (defaults left out). */
export const channelApiQuery = (query: ChannelListQuery): Record<string, string> => gatewayQuery(CHANNEL_LIST_STATE, query);
