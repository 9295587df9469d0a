import type { RouteHandlerMethod } from 'fastify';
import type { Log } from '#shared/api/schemas/log.ts';
import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { asRawQuery } from '#mock-gateway/store/query-params.ts';
import { pageOfLogs, quotaOfLogs } from '#mock-gateway/store/log/query.ts';
import { readLogListQuery, readLogStatQuery } from '#mock-gateway/store/log/request.ts';
import type { LogRecord } from '#mock-gateway/store/log/log.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/**
 * The channel of an admin's log row as upstream sends it: model/log.go preloads it with
 * `Select("id, name")`, so every other column of model.Channel comes as Go's zero value.
 */
const UNSELECTED_CHANNEL_COLUMNS = {
  type: 0,
  key: '',
  status: 0,
  weight: null,
  created_time: 0,
  test_time: 0,
  response_time: 0,
  base_url: null,
  other: '',
  balance: 0,
  balance_updated_time: 0,
  models: '',
  group: '',
  tag: '',
  used_quota: 0,
  model_mapping: null,
  model_headers: null,
  custom_parameter: null,
  priority: null,
  proxy: null,
  test_model: '',
  only_chat: false,
  pre_cost: 0,
  compatible_response: false,
  allow_extra_body: false,
  plugin: null,
} as const;

/** A row in upstream's key order; `/self` omits the id (0) and never preloads the channel. */
function serializeLog(store: MockStore, row: LogRecord, self: boolean): Log {
  const channel = self ? null : store.channels.get(row.channel_id);
  return {
    id: self ? 0 : row.id,
    user_id: row.user_id,
    created_at: row.created_at,
    type: row.type,
    content: row.content,
    username: row.username,
    token_name: row.token_name,
    model_name: row.model_name,
    quota: row.quota,
    prompt_tokens: row.prompt_tokens,
    completion_tokens: row.completion_tokens,
    channel_id: row.channel_id,
    request_time: row.request_time,
    is_stream: row.is_stream,
    source_ip: row.source_ip,
    metadata: row.metadata ?? null,
    channel: channel ? { id: channel.id, name: channel.name, ...UNSELECTED_CHANNEL_COLUMNS } : null,
  };
}

/** Usage logs and their quota sums (contract §2.8). */
export const logRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const list =
    (self: boolean): RouteHandlerMethod =>
    async (request) => {
      const { user } = callerOf(request);
      const query = readLogListQuery(asRawQuery(request.query), self ? user.id : 0);
      if (typeof query === 'string') return fail(query);
      const { rows, total } = pageOfLogs(store.logs, query.filter, query.terms, query.page, query.size);
      return ok({
        data: rows.map((row) => serializeLog(store, row, self)),
        page: query.page,
        size: query.size,
        total_count: total,
        // Extension: says the IP filter is applied (upstream's /self ignores it).
        filters: { source_ip: query.filter.sourceIp },
      });
    };

  const stat =
    (self: boolean): RouteHandlerMethod =>
    async (request) => {
      const { user } = callerOf(request);
      return ok({ quota: quotaOfLogs(store.logs, readLogStatQuery(asRawQuery(request.query), self ? user.id : 0)) });
    };

  app.get('/api/log/', { config: { role: ROLE.admin } }, list(false));
  app.get('/api/log/self', { config: { role: ROLE.common } }, list(true));
  app.get('/api/log/stat', { config: { role: ROLE.admin } }, stat(false));
  app.get('/api/log/self/stat', { config: { role: ROLE.common } }, stat(true));
});
