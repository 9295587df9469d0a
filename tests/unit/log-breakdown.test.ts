import t from 'tap';
import { createCsvRecordCounter, attachmentName, progressPercent } from '#client/pages/dashboard/account/log/csv-progress.ts';
import { extraTokensOf, groupLabel, logBreakdown } from '#client/pages/dashboard/account/log/log-breakdown.ts';
import { formatLogPrice, formatLogQuota } from '#client/pages/dashboard/account/log/log-format.ts';
import { costOf, createTimeFormatter, logCsvColumns, logCsvRecord, safeCell } from '#server/export/log-csv.ts';
import { formatDateTime } from '#shared/format/date.ts';

const QPU = 500_000;

t.test('tokens pricing: ratios, prices per 1K/1M and the computed quota', async (t) => {
  // gpt-4o-like 2.5 / 7.5 in the vip group (0.8).
  const b = logBreakdown(
    {
      prompt_tokens: 1000,
      completion_tokens: 200,
      metadata: { price_type: 'tokens', input_ratio: 2.5, output_ratio: 7.5, group_ratio: 0.8, group_name: 'vip' },
    },
    QPU,
  );
  t.ok(b);
  if (!b) return;
  t.equal(b.priceType, 'tokens');
  t.equal(b.inputPer1k, 0.004, '2.5 × 0.8 × 1000 quota = $0.004 per 1K');
  t.equal(b.outputPer1k, 0.012);
  t.equal(b.inputPer1m, 4);
  t.equal(b.computedQuota, Math.ceil(1000 * 2.5 * 0.8 + 200 * 7.5 * 0.8));
  t.equal(formatLogPrice(b.inputPer1k, { quotaPerUnit: QPU, displayInCurrency: true }), '$0.004');
  t.equal(formatLogPrice(b.inputPer1k, { quotaPerUnit: QPU, displayInCurrency: false }), '2000');
});

t.test('extra token ratios move the prompt or completion side', async (t) => {
  const metadata = {
    price_type: 'tokens',
    input_ratio: 1,
    output_ratio: 2,
    group_ratio: 1,
    cached_tokens: 400,
    cached_tokens_ratio: 0.5,
    reasoning_tokens: 100,
    reasoning_tokens_ratio: 1.5,
    stray_tokens: 7,
  };
  t.same(
    extraTokensOf(metadata),
    [
      { name: 'cached', count: 400, ratio: 0.5, side: 'prompt' },
      { name: 'reasoning', count: 100, ratio: 1.5, side: 'completion' },
    ],
    'a count without its ratio is not an extra',
  );
  const b = logBreakdown({ prompt_tokens: 1000, completion_tokens: 300, metadata }, QPU);
  t.equal(b?.effectivePrompt, 800);
  t.equal(b?.effectiveCompletion, 350);
  t.equal(b?.computedQuota, 800 + 700);
});

t.test('times pricing, minimums, no metadata', async (t) => {
  const times = logBreakdown(
    { prompt_tokens: 0, completion_tokens: 0, metadata: { price_type: 'times', input_ratio: 20, output_ratio: 20, group_ratio: 0.6 } },
    QPU,
  );
  t.equal(times?.computedQuota, 12_000, '1000 × 20 × 0.6');
  t.equal(times?.perCall, 0.024);
  t.equal(
    logBreakdown(
      { prompt_tokens: 1, completion_tokens: 0, metadata: { price_type: 'tokens', input_ratio: 0.075, output_ratio: 0.3, group_ratio: 1 } },
      QPU,
    )?.computedQuota,
    1,
    'at least 1 when priced',
  );
  t.equal(
    logBreakdown({ prompt_tokens: 0, completion_tokens: 0, metadata: { price_type: 'tokens', input_ratio: 1, output_ratio: 1 } }, QPU)
      ?.computedQuota,
    0,
    'no tokens, no cost',
  );
  t.equal(
    logBreakdown(
      { prompt_tokens: 3, completion_tokens: 0, metadata: { price_type: 'tokens', input_ratio: 0.1, output_ratio: 0, group_ratio: 1 } },
      QPU,
    )?.computedQuota,
    1,
    'float noise does not round 0.3 up twice',
  );
  t.equal(logBreakdown({ prompt_tokens: 1, completion_tokens: 1, metadata: null }, QPU), null);
  t.equal(logBreakdown({ prompt_tokens: 1, completion_tokens: 1, metadata: { group_name: 'default' } }, QPU), null);
});

t.test('group label and money', async (t) => {
  t.same(groupLabel({ group_name: 'default', backup_group_name: 'vip', is_backup_group: true }), { name: 'vip', backup: true });
  t.same(groupLabel({ group_name: 'default', backup_group_name: 'vip', is_backup_group: false }), { name: 'default', backup: false });
  t.equal(groupLabel(null), null);
  t.equal(formatLogQuota(123, { quotaPerUnit: QPU, displayInCurrency: true }), '$0.000246');
  t.equal(formatLogQuota(123_456, { quotaPerUnit: QPU, displayInCurrency: false }), '123.456k');
});

t.test('CSV progress counts records, not line feeds inside quotes', async (t) => {
  const counter = createCsvRecordCounter();
  const bytes = new TextEncoder().encode('\uFEFFa,b\r\n1,"x\ny"\r\n2,"say ""hi"""\r\n');
  t.equal(counter.push(bytes.slice(0, 9)), 1);
  t.equal(counter.push(bytes.slice(9)), 3);
  t.equal(attachmentName('attachment; filename="logs-20250101-000000.csv"', 'x.csv'), 'logs-20250101-000000.csv');
  t.equal(attachmentName(null, 'x.csv'), 'x.csv');
  t.equal(progressPercent(50, 200), 25);
  t.equal(progressPercent(5, 0), 0);
  t.equal(progressPercent(300, 200), 100);
});

t.test('CSV records of the export', async (t) => {
  const row = {
    id: 7,
    user_id: 4,
    created_at: 1_700_000_000,
    type: 2,
    content: '=HYPERLINK("x")',
    username: 'demo',
    token_name: '默认',
    model_name: 'gpt-4o',
    quota: 1234,
    prompt_tokens: 10,
    completion_tokens: 20,
    channel_id: 3,
    request_time: 1500,
    is_stream: true,
    source_ip: '10.0.0.1',
    channel: { id: 3, name: 'OpenAI' },
  };
  const context = {
    isAdmin: true,
    formatTime: createTimeFormatter('Asia/Shanghai'),
    quotaPerUnit: QPU,
    typeLabel: (n: number) => `T${n}`,
    yes: 'Y',
    no: 'N',
  };
  t.equal(logCsvColumns(true).length, 16);
  t.equal(logCsvColumns(false).length, 13);
  t.same(logCsvRecord(row, context), [
    '2023-11-15 06:13:20',
    '1700000000',
    'T2',
    'demo',
    '默认',
    'gpt-4o',
    '10',
    '20',
    '1234',
    '0.002468',
    '1500',
    'Y',
    '10.0.0.1',
    '3',
    'OpenAI',
    `'=HYPERLINK("x")`,
  ]);
  t.equal(logCsvRecord(row, { ...context, isAdmin: false }).length, 13);
  t.equal(safeCell('-1'), "'-1");
  t.equal(safeCell('plain'), 'plain');
  t.equal(costOf(0, QPU), '0');
  t.equal(costOf(500_000, QPU), '1');
  for (const zone of ['UTC', 'Asia/Shanghai', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
    const format = createTimeFormatter(zone);
    const wrong: number[] = [];
    for (let s = 1_699_000_000; s < 1_740_000_000; s += 86_400 + 1_234) if (format(s) !== formatDateTime(s, zone)) wrong.push(s);
    t.same(wrong, [], `${zone}: the fast formatter writes what formatDateTime writes`);
  }
});
