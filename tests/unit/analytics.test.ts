import t from 'tap';
import { ANALYTICS_STATE, analyticsExportUrl, resolveRange } from '#shared/analytics/analytics-query.ts';
import {
  changeOf,
  dailySeries,
  groupSeries,
  OTHER_GROUPS,
  siteTotals,
  usageTotals,
} from '#client/pages/dashboard/admin/analytics/analytics-figures.ts';
import type { PeriodUsage } from '#shared/api/schemas/analytics.ts';

const DAY = 86_400;
// 2026-11-27 15:30:00 UTC
const NOW = Date.UTC(2026, 10, 27, 15, 30) / 1000;
const TODAY = Date.UTC(2026, 10, 27) / 1000;
const parse = (query: string) => ANALYTICS_STATE.parse(new URLSearchParams(query));

t.test('ranges are whole UTC days, both bounds included, with the previous period of equal length', async (t) => {
  const week = resolveRange(parse(''), NOW);
  t.same([week.start, week.end], [TODAY - 6 * DAY, TODAY + DAY - 1], 'the last 7 days, today included, to its last second');
  t.same([week.previousStart, week.previousEnd], [TODAY - 13 * DAY, TODAY - 6 * DAY - 1], 'the 7 days before, touching it');
  t.same(week.days, ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
  t.equal(resolveRange(parse('range=30d'), NOW).days.length, 30);
  const month = resolveRange(parse('range=month'), NOW);
  t.same([month.days[0], month.days.length], ['2026-11-01', 27], 'this month so far');
  t.equal(month.previousEnd - month.previousStart, month.end - month.start, 'the previous period is as long, not last month');
  const custom = resolveRange(parse('range=custom&from=2026-02-27&to=2026-03-01'), NOW);
  t.same(custom.days, ['2026-02-27', '2026-02-28', '2026-03-01']);
  t.same([custom.start, custom.end], [Date.UTC(2026, 1, 27) / 1000, Date.UTC(2026, 2, 2) / 1000 - 1]);
  for (const query of [
    'range=custom&from=2026-03-01&to=2026-02-27',
    'range=custom&from=2026-02-30&to=2026-03-01',
    'range=custom&from=2020-01-01&to=2026-01-01',
  ]) {
    t.same(resolveRange(parse(query), NOW).days, week.days, `unusable (${query}): the default range`);
  }
  t.same(parse('range=nonsense&group_type=x&user_id=0'), { range: '7d', from: '', to: '', userId: null, groupType: 'model' }, 'lenient');
});

t.test('the export URL carries the range and user, not the grouping', async (t) => {
  t.equal(
    analyticsExportUrl(parse('range=custom&from=2026-11-01&to=2026-11-02&user_id=4&group_type=channel')),
    '/export/analytics-users.csv?range=custom&from=2026-11-01&to=2026-11-02&user_id=4',
  );
  t.equal(analyticsExportUrl(parse('')), '/export/analytics-users.csv');
});

t.test('a change against the previous period: a percentage, or "new" from nothing', async (t) => {
  t.same(changeOf(150, 100), { kind: 'up', percent: 50 });
  t.same(changeOf(0, 80), { kind: 'down', percent: 100 });
  t.same(changeOf(7, 7), { kind: 'same' });
  t.same(changeOf(5, 0), { kind: 'new' });
  t.same(changeOf(0, 0), { kind: 'none' });
});

const row = (Date: string, Channel: string, RequestCount: number, Quota: number, RequestTime = 0): PeriodUsage => ({
  Date,
  Channel,
  RequestCount,
  Quota,
  PromptTokens: RequestCount * 2,
  CompletionTokens: RequestCount,
  RequestTime,
});

t.test('totals and per-day series: the top groups, then "other"; latency is an average, not a sum', async (t) => {
  const rows = [
    row('2026-11-26', 'a', 2, 100, 300),
    row('2026-11-26', 'b', 1, 10, 50),
    row('2026-11-27', 'c', 1, 5, 10),
    row('2026-11-27', 'a', 1, 50, 100),
  ];
  t.same(usageTotals(rows), { requests: 5, quota: 165, promptTokens: 10, completionTokens: 5, tokens: 15, requestTime: 460 });
  t.same(usageTotals(null).requests, 0, 'upstream sends null for nothing');
  const days = ['2026-11-26', '2026-11-27'];
  t.same(groupSeries(rows, days, 'quota', 1), [
    { group: 'a', data: [100, 50] },
    { group: OTHER_GROUPS, data: [10, 5] },
  ]);
  t.same(groupSeries(rows, days, 'latency', 1), [
    { group: 'a', data: [150, 100] },
    { group: OTHER_GROUPS, data: [50, 10] },
  ]);
  t.same(
    groupSeries(rows, days, 'requests', 5).map((series) => series.group),
    ['a', 'b', 'c'],
    'no "other" when every group fits',
  );
  t.same(
    dailySeries([{ date: '2026-11-27', user_count: 2 }], days, (r) => r.user_count),
    [0, 2],
  );
  t.same(
    siteTotals({
      user_statistics: [{ date: '2026-11-27', user_count: 2, inviter_user_count: 1 }],
      channel_statistics: null,
      redemption_statistics: null,
      order_statistics: [
        { date: '2026-11-26', order_amount: 0.1 },
        { date: '2026-11-27', order_amount: 0.2 },
      ],
    }),
    { newUsers: 2, redemptionQuota: 0, paidAmount: 0.3 },
  );
});
