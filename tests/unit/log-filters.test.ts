import t from 'tap';
import { secondsToLocalInput as secondsToInput } from '#shared/format/date.ts';
import {
  EMPTY_LOG_FILTERS,
  hasActiveFilter,
  inputToFilterSeconds,
  logFiltersToParams,
  parseLogFilters,
  parseLogOrder,
} from '#shared/logs/log-filters.ts';
import { logExportUrl, logListPath, logListQuery, logStatPath, logStatQuery } from '#shared/logs/log-query.ts';
import { columnsFor, parseHiddenColumns, toggleColumn } from '#client/pages/dashboard/account/log/log-columns.ts';

const parse = (qs: string, admin = false) => parseLogFilters(new URLSearchParams(qs), admin);

t.test('a full filter survives the URL round trip', async (t) => {
  const qs =
    'log_type=2&start_timestamp=1700000000&end_timestamp=1700086400&token_name=k1&model_name=gpt-4o&source_ip=10.0.0.1&username=demo&channel_id=3&page=4&size=50&order=-created_at';
  const filters = parse(qs, true);
  t.same(filters, {
    logType: 2,
    start: 1_700_000_000,
    end: 1_700_086_400,
    tokenName: 'k1',
    modelName: 'gpt-4o',
    sourceIp: '10.0.0.1',
    username: 'demo',
    channelId: 3,
    page: 4,
    size: 50,
    order: '-created_at',
  });
  t.equal(logFiltersToParams(filters).toString(), qs);
  t.equal(logFiltersToParams(EMPTY_LOG_FILTERS).toString(), '', 'defaults stay out of the URL');
});

t.test('bad values are dropped, never an error', async (t) => {
  const filters = parse(
    'log_type=9&start_timestamp=-5&end_timestamp=abc&page=0&size=37&order=password,-model_name,model_name&channel_id=1.5&model_name=%20gpt%20',
    true,
  );
  t.same(filters, { ...EMPTY_LOG_FILTERS, modelName: 'gpt', order: '-model_name' });
  t.same(parse('page=2.5&size=1e2&log_type=two'), EMPTY_LOG_FILTERS);
  t.equal(parse(`model_name=${'x'.repeat(101)}`).modelName, '', 'absurdly long text is ignored');
  t.equal(parseLogOrder('created_at, -type ,bogus'), 'created_at,-type');
});

t.test('admin-only fields are ignored for others and left out of their queries', async (t) => {
  const filters = parse('username=root&channel_id=2&model_name=m', false);
  t.equal(filters.username, '');
  t.equal(filters.channelId, 0);
  t.same(logListQuery(filters, false), {
    page: 1,
    size: 10,
    log_type: undefined,
    order: undefined,
    start_timestamp: undefined,
    end_timestamp: undefined,
    token_name: undefined,
    model_name: 'm',
    source_ip: undefined,
  });
  const admin = parse('username=root&channel_id=2&log_type=2', true);
  t.match(logListQuery(admin, true), { username: 'root', channel_id: 2, log_type: 2 });
  t.match(logStatQuery(admin, true), { username: 'root', channel_id: 2, channel: 2 }, 'upstream names it `channel` on the stat');
  t.notOk('log_type' in logStatQuery(admin, true), 'the stat always sums consume rows');
  t.equal(logListPath(true), '/api/log/');
  t.equal(logListPath(false), '/api/log/self');
  t.equal(logStatPath(true), '/api/log/stat');
  t.equal(logStatPath(false), '/api/log/self/stat');
});

t.test('the export URL carries the filter without paging', async (t) => {
  t.equal(logExportUrl(parse('model_name=gpt-4o&page=3&size=50&order=type&log_type=2')), '/export/logs.csv?log_type=2&model_name=gpt-4o');
  t.equal(logExportUrl(EMPTY_LOG_FILTERS), '/export/logs.csv');
  t.notOk(hasActiveFilter(parse('page=3&size=50')));
  t.ok(hasActiveFilter(parse('source_ip=1.2.3.4')));
});

t.test('datetime-local values in an explicit time zone', async (t) => {
  t.equal(secondsToInput(1_700_000_000, 'UTC'), '2023-11-14T22:13');
  t.equal(secondsToInput(1_700_000_000, 'Asia/Shanghai'), '2023-11-15T06:13');
  t.equal(secondsToInput(0, 'UTC'), '');
  t.equal(inputToFilterSeconds('2023-11-15T06:13', 'Asia/Shanghai'), 1_699_999_980);
  t.equal(inputToFilterSeconds('2023-11-14T22:13', 'UTC'), 1_699_999_980);
  // New York: winter UTC−5, summer UTC−4 (the offset is taken at that date, not today).
  t.equal(inputToFilterSeconds('2024-01-15T12:00', 'America/New_York'), Date.UTC(2024, 0, 15, 17) / 1000);
  t.equal(inputToFilterSeconds('2024-07-15T12:00', 'America/New_York'), Date.UTC(2024, 6, 15, 16) / 1000);
  t.equal(inputToFilterSeconds('', 'UTC'), 0);
  t.equal(inputToFilterSeconds('yesterday', 'UTC'), 0);
  for (const zone of ['UTC', 'Asia/Hong_Kong', 'Europe/Berlin', 'America/Los_Angeles']) {
    const text = secondsToInput(1_710_000_000, zone);
    t.equal(secondsToInput(inputToFilterSeconds(text, zone), zone), text, `${zone} round trip`);
  }
});

t.test('column visibility', async (t) => {
  t.notOk(columnsFor(false).includes('user'));
  t.notOk(columnsFor(false).includes('channel'));
  t.ok(columnsFor(true).includes('user') && columnsFor(true).includes('channel'));
  t.same(parseHiddenColumns('["model","nope","model",3]'), ['model']);
  t.same(parseHiddenColumns('{bad json'), []);
  t.same(parseHiddenColumns(null), []);
  t.same(toggleColumn(['model'], 'ip'), ['model', 'ip']);
  t.same(toggleColumn(['model', 'ip'], 'model'), ['ip']);
});
