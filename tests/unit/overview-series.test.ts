import t from 'tap';
import { ApiError } from '#shared/api/errors.ts';
import type { DashboardStat } from '#shared/api/schemas/dashboard.ts';
import { chartColors, colorsFor } from '#client/components/charts/chart-palette.ts';
import { curlSample, inviteLink, KEY_PLACEHOLDER, sampleModel, withKeyPrefix } from '#client/components/code-box/curl-sample.ts';
import { percentOf, shortDay } from '#client/components/dashboard-cards/format.ts';
import { settle } from '#client/components/dashboard-cards/load-result.ts';
import { rpmLevel, rpmPercent } from '#client/pages/dashboard/account/overview/rate.ts';
import {
  dailySeries,
  lastDayTotals,
  lastDays,
  modelShares,
  modelStacks,
  OTHER_MODELS,
  resolveToday,
  utcDay,
} from '#client/pages/dashboard/account/overview/series.ts';

const row = (
  Date: string,
  ModelName: string,
  RequestCount: number,
  Quota: number,
  PromptTokens = 0,
  CompletionTokens = 0,
): DashboardStat => ({
  Date,
  ModelName,
  RequestCount,
  Quota,
  PromptTokens,
  CompletionTokens,
  RequestTime: 0,
});

t.test('days: UTC day strings, a 7-day window ending today, across month and year ends', async (t) => {
  t.equal(utcDay(Date.UTC(2026, 10, 21, 23, 59)), '2026-11-21');
  t.same(lastDays('2026-03-02'), ['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  t.same(lastDays('2025-01-01', 3), ['2024-12-30', '2024-12-31', '2025-01-01']);
  t.same(lastDays('not a day'), []);
});

t.test('today is the caller UTC day unless the gateway already reports a later day', async (t) => {
  t.equal(resolveToday([], '2026-11-21'), '2026-11-21');
  t.equal(resolveToday([row('2026-11-20', 'a', 1, 1)], '2026-11-21'), '2026-11-21');
  t.equal(resolveToday([row('2026-11-22', 'a', 1, 1)], '2026-11-21'), '2026-11-22');
  t.equal(resolveToday([row('garbage', 'a', 1, 1)], '2026-11-21'), '2026-11-21');
});

t.test('daily series sum every model per day, fill missing days with 0 and ignore days outside', async (t) => {
  const days = lastDays('2026-11-21');
  const rows = [
    row('2026-11-21', 'gpt-4o', 3, 300, 10, 20),
    row('2026-11-21', 'claude', 2, 50, 5, 5),
    row('2026-11-18', 'gpt-4o', 1, 10, 1, 1),
    row('2026-11-14', 'gpt-4o', 99, 999, 9, 9), // the 8th day back: outside the window
  ];
  const series = dailySeries(rows, days);
  t.same(series.days, days);
  t.same(series.requests, [0, 0, 0, 1, 0, 0, 5]);
  t.same(series.quota, [0, 0, 0, 10, 0, 0, 350]);
  t.same(series.tokens, [0, 0, 0, 2, 0, 0, 40]);
  t.same(lastDayTotals(series), { requests: 5, quota: 350, tokens: 40 });
  t.same(lastDayTotals(dailySeries([], days)), { requests: 0, quota: 0, tokens: 0 });
  t.same(lastDayTotals(dailySeries(rows, [])), { requests: 0, quota: 0, tokens: 0 });
});

t.test('model stacks: top N by window quota, the rest folded into "other", zero-quota models left out', async (t) => {
  const days = lastDays('2026-11-03', 3); // 11-01 .. 11-03
  const rows = [
    row('2026-11-01', 'a', 1, 100),
    row('2026-11-03', 'a', 1, 50),
    row('2026-11-02', 'b', 1, 120),
    row('2026-11-03', 'c', 1, 30),
    row('2026-11-01', 'd', 1, 20),
    row('2026-11-02', 'free', 5, 0),
    row('2026-10-01', 'old', 1, 9999),
  ];
  const stacks = modelStacks(rows, days, 2);
  t.same(
    stacks.map((s) => s.model),
    ['a', 'b', OTHER_MODELS],
  );
  t.same(stacks[0]?.data, [100, 0, 50]);
  t.same(stacks[1]?.data, [0, 120, 0]);
  t.same(stacks[2]?.data, [20, 0, 30]);
  t.equal(stacks[2]?.total, 50);
  // One model left over is shown by name, not as "other".
  t.same(
    modelStacks(rows, days, 3).map((s) => s.model),
    ['a', 'b', 'c', 'd'],
  );
  // Ties are ordered by name, so the colours do not swap between renders.
  t.same(
    modelStacks([row('2026-11-01', 'z', 1, 5), row('2026-11-01', 'y', 1, 5)], days).map((s) => s.model),
    ['y', 'z'],
  );
  t.same(modelStacks([], days), []);
});

t.test('model shares: requests per model in the window, most used first, with "other"', async (t) => {
  const days = lastDays('2026-11-03', 3);
  const rows = [
    row('2026-11-01', 'a', 5, 1),
    row('2026-11-02', 'a', 5, 1),
    row('2026-11-02', 'b', 7, 1),
    row('2026-11-03', 'c', 2, 1),
    row('2026-11-03', 'd', 1, 1),
    row('2026-11-03', 'none', 0, 0),
    row('2026-10-31', 'early', 50, 1),
  ];
  t.same(modelShares(rows, days, 2), [
    { model: 'a', requests: 10 },
    { model: 'b', requests: 7 },
    { model: OTHER_MODELS, requests: 3 },
  ]);
  t.same(
    modelShares(rows, days, 10).map((s) => s.model),
    ['a', 'b', 'c', 'd'],
  );
  t.same(modelShares([], days), []);
});

t.test('short dates per language in UTC, percentages', async (t) => {
  t.equal(shortDay('2026-11-05', 'en'), 'Nov 5');
  t.equal(shortDay('2026-11-05', 'zh-CN'), '11月5日');
  t.equal(shortDay('2026-11-05', 'zh-HK'), '11月5日');
  t.equal(shortDay('bad', 'en'), 'bad');
  t.equal(percentOf(1, 3), 33.3);
  t.equal(percentOf(1, 0), 0);
});

t.test('rate gauge: one-hub percentage, computed when missing, 0 without a limit, clamped', async (t) => {
  const rate = { rpm: 30, maxRPM: 600, usageRpmRate: 5, tpm: 0, maxTPM: 0, usageTpmRate: 0 };
  t.equal(rpmPercent(rate), 5);
  t.equal(rpmPercent({ ...rate, usageRpmRate: 0 }), 5);
  t.equal(rpmPercent({ ...rate, maxRPM: 0 }), 0);
  t.equal(rpmPercent({ ...rate, rpm: 900, usageRpmRate: 150 }), 100);
  t.same([rpmLevel(10), rpmLevel(70), rpmLevel(95)], ['ok', 'high', 'full']);
});

t.test('quick start and invite helpers', async (t) => {
  const sample = curlSample('https://gw.example/v1', KEY_PLACEHOLDER, "it's");
  t.match(sample, /^curl https:\/\/gw\.example\/v1\/chat\/completions \\/);
  t.match(sample, /Authorization: Bearer sk-\.\.\./);
  t.match(sample, /"model":"it'\\''s"/, 'single quotes are escaped for the shell');
  t.equal(withKeyPrefix('abc'), 'sk-abc');
  t.equal(withKeyPrefix('sk-abc'), 'sk-abc');
  t.equal(sampleModel(['claude', 'gpt-4o', 'gpt-4o-mini']), 'gpt-4o-mini');
  t.equal(sampleModel(['claude']), 'claude');
  t.equal(sampleModel([]), 'gpt-4o-mini');
  t.equal(inviteLink('https://c.example', 'Ab1 ', 'session'), 'https://c.example/register?aff=Ab1%20');
});

t.test('load results: unsupported endpoints are told apart from failures', async (t) => {
  const reasonOf = async (error: Error) => {
    const result = await settle(Promise.reject(error));
    return result.ok ? 'ok' : result.reason;
  };
  t.equal(await reasonOf(new ApiError('x', 404, undefined)), 'unsupported');
  t.equal(
    await reasonOf(new ApiError('Something went wrong!', 200, { error: { message: 'Invalid URL (GET /api/user/dashboard)' } })),
    'unsupported',
  );
  t.equal(await reasonOf(new ApiError('无权进行此操作', 200, undefined)), 'failed');
  t.equal(await reasonOf(new Error('x')), 'failed');
  t.same(await settle(Promise.resolve(3)), { ok: true, data: 3 });
  t.same(await settle(Promise.reject(new ApiError('nope', 404, undefined))), {
    ok: false,
    reason: 'unsupported',
    message: '',
    status: 404,
  });
  t.same(await settle(Promise.reject(new ApiError('boom', 502, undefined))), { ok: false, reason: 'failed', message: 'boom', status: 502 });
  t.same(await settle(Promise.reject(new Error('net'))), { ok: false, reason: 'failed', message: 'net', status: 0 });
});

t.test('chart colours come from the theme palette, "other" is grey', async (t) => {
  const palette = {
    primary: { main: 'P', dark: 'Pd', light: 'Pl' },
    secondary: { main: 'S', light: 'Sl' },
    info: { main: 'I', dark: 'Id' },
    success: { main: 'G', dark: 'Gd' },
    warning: { main: 'W', dark: 'Wd' },
    error: { main: 'E', light: 'El' },
    grey: { 500: 'grey' },
  };
  t.equal(chartColors(palette)[0], 'P');
  t.equal(new Set(chartColors(palette)).size, 12);
  t.same(colorsFor(['a', 'b', OTHER_MODELS], palette, OTHER_MODELS), ['P', 'W', 'grey']);
  t.equal(
    colorsFor(
      Array.from({ length: 13 }, (_, i) => String(i)),
      palette,
    )[12],
    'P',
    'colours cycle',
  );
});

t.test('an API error from another module copy (the server client seen from the SSR bundle) is still recognised', async (t) => {
  // Another copy of errors.ts brands its errors with the same registry symbol.
  class ForeignApiError extends Error {
    readonly status: number;
    readonly body: unknown;
    constructor(message: string, status: number, body: unknown) {
      super(message);
      this.name = 'ApiError';
      this.status = status;
      this.body = body;
      Object.defineProperty(this, Symbol.for('ai-gateway-console.ApiError'), { value: true });
    }
  }
  t.same(await settle(Promise.reject(new ForeignApiError('x', 404, undefined))), {
    ok: false,
    reason: 'unsupported',
    message: '',
    status: 404,
  });
  t.same(await settle(Promise.reject(new ForeignApiError('busy', 429, undefined))), {
    ok: false,
    reason: 'failed',
    message: 'busy',
    status: 429,
  });
});
