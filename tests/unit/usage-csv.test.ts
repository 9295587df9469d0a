import t from 'tap';
import { usageCsv, usageRowLabel } from '#client/pages/dashboard/account/usage/usage-csv.ts';
import type { UsageReport } from '#shared/api/schemas/insight.ts';
import { parseCsv } from '#tests/helpers/csv.ts';

const usage = { requests: 2, prompt_tokens: 10, completion_tokens: 5, quota: 1500 };
function report(group: UsageReport['group'], labels: string[]): UsageReport {
  return {
    collecting: true,
    summed_to: 1,
    group,
    from: 0,
    to: 1,
    totals: usage,
    rows: labels.map((label, index) => ({ id: String(index), label, ...usage })),
    days: [],
  };
}
const header: [string, string, string, string, string, string] = ['by', 'requests', 'prompt', 'completion', 'spend', 'quota'];
const status = { quota_per_unit: 500_000, display_in_currency: true };

t.test('by group, a row whose log names no group is "(no group)" in the CSV as in the table', async (t) => {
  const groups = report('group', ['default', '']);
  const csv = parseCsv(usageCsv(groups, header, status, (row) => usageRowLabel(groups, row, '(no group)')));
  t.same(
    csv.slice(1).map((row) => row[0]),
    ['default', '(no group)'],
  );
});

t.test('another breakdown keeps an empty label as it came, and labels stay defused', async (t) => {
  const keys = report('key', ['', '=cmd()']);
  const csv = parseCsv(usageCsv(keys, header, status, (row) => usageRowLabel(keys, row, '(no group)')));
  t.same(
    csv.slice(1).map((row) => row[0]),
    ['', "'=cmd()"],
  );
});
