import t from 'tap';
import { formToBody, redemptionFormSchema } from '#client/pages/dashboard/admin/redemption/redemption-form.ts';
import type { RedemptionForm } from '#client/pages/dashboard/admin/redemption/redemption-form.ts';
import { codesCsv, codesCsvFileName } from '#client/pages/dashboard/admin/redemption/redemption-csv.ts';
import { isInvalidRedemption } from '#shared/api/schemas/redemption-admin.ts';
import { ORDER_LIST_STATE, orderExportUrl, orderListQuery } from '#shared/orders/order-filters.ts';
import { parseCsv } from '#tests/helpers/csv.ts';

// The pure parts of issue 12's Redemption and Orders pages: the batch form's checks and body,
// the codes' CSV, and the order filter shared by the page, its totals and the CSV export.

const NOW = Date.UTC(2025, 0, 1) / 1000;
const context = { quotaPerUnit: 500_000, timeZone: 'Asia/Shanghai', creating: true, nowSeconds: () => NOW };
const form = (values: Partial<RedemptionForm>): RedemptionForm => ({ name: 'gift', amount: '2.5', count: '3', expiry: '', ...values });

function problems(values: Partial<RedemptionForm>, creating = true): string[] {
  const result = redemptionFormSchema({ ...context, creating }).safeParse(form(values));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.code}`);
}

t.test('the batch form checks upstream’s limits in bytes, the count and an expiry in the future', async (t) => {
  t.same(problems({}), []);
  t.same(problems({ name: '六个汉字名字' }), [], '18 bytes');
  t.same(problems({ name: '七个汉字的名字' }), ['name:custom'], '21 bytes');
  t.same(problems({ name: '  ' }), ['name:too_small']);
  t.same(problems({ amount: '-1' }), ['amount:too_small']);
  t.same(problems({ amount: 'x' }), ['amount:invalid_type']);
  t.same(problems({ count: '101' }), ['count:too_big']);
  t.same(problems({ count: '0' }, false), [], 'an edit has no count');
  t.same(problems({ expiry: '2025-01-01T07:59' }), ['expiry:custom'], 'a minute before now in Shanghai');
  t.same(problems({ expiry: '2025-01-01T08:01' }), []);
});

t.test('the body: quota from US$, the expiry in the console’s zone, sent only to a gateway that has it', async (t) => {
  const withExpiry = { ...context, withExpiry: true };
  t.same(formToBody(form({ expiry: '2025-01-02T08:00' }), null, withExpiry), {
    name: 'gift',
    quota: 1_250_000,
    count: 3,
    expired_time: NOW + 86400,
  });
  t.same(formToBody(form({}), null, withExpiry), { name: 'gift', quota: 1_250_000, count: 3, expired_time: 0 }, 'empty = never');
  t.same(formToBody(form({ expiry: '2025-01-02T08:00' }), null, { ...withExpiry, withExpiry: false }), {
    name: 'gift',
    quota: 1_250_000,
    count: 3,
  });
  const code = { id: 7, user_id: 1, key: 'k', status: 1, name: 'old', quota: 1, created_time: 0, redeemed_time: 0 };
  t.same(formToBody(form({ name: ' new ' }), code, { ...withExpiry, withExpiry: false }), { id: 7, name: 'new', quota: 1_250_000 });
});

t.test('the new codes as CSV: one row per key, the value as the site shows money, the expiry in the zone', async (t) => {
  const batch = { name: 'gift/2025', quota: 1_250_000, expiredTime: NOW + 86400, keys: ['a'.repeat(32), 'b'.repeat(32)] };
  const labels = { header: ['Name', 'Code', 'Value', 'Expires'] as [string, string, string, string], never: 'Never' };
  const money = { quotaPerUnit: 500_000, displayInCurrency: true };
  t.same(parseCsv(codesCsv(batch, labels, money, 'Asia/Shanghai')), [
    ['Name', 'Code', 'Value', 'Expires'],
    ['gift/2025', 'a'.repeat(32), '$2.5', '2025-01-02 08:00:00'],
    ['gift/2025', 'b'.repeat(32), '$2.5', '2025-01-02 08:00:00'],
  ]);
  t.equal(parseCsv(codesCsv({ ...batch, expiredTime: 0 }, labels, { ...money, displayInCurrency: false }, 'UTC'))[1]?.[3], 'Never');
  t.equal(parseCsv(codesCsv({ ...batch, name: '=1+1' }, labels, money, 'UTC'))[1]?.[0], "'=1+1", 'no formula from a name');
  t.equal(codesCsvFileName('gift/2025 x', NOW, 'UTC'), 'redemption-gift_2025_x-20250101-000000.csv');
});

t.test('used or expired: what the purge deletes', async (t) => {
  t.ok(isInvalidRedemption({ status: 3 }, NOW));
  t.ok(isInvalidRedemption({ status: 1, expired_time: NOW }, NOW));
  t.notOk(isInvalidRedemption({ status: 2, expired_time: NOW + 1 }, NOW));
  t.notOk(isInvalidRedemption({ status: 1, expired_time: 0 }, NOW));
});

t.test('one order filter for the list, the totals and the export: the gateway’s own names', async (t) => {
  const query = ORDER_LIST_STATE.parse(
    new URLSearchParams('user_id=4&gateway_id=2&trade_no=MOCK1&status=pending&start_timestamp=10&end_timestamp=20&page=2&order=-id'),
  );
  t.same(orderListQuery(query), {
    page: 2,
    size: 10,
    order: '-id',
    user_id: 4,
    gateway_id: 2,
    trade_no: 'MOCK1',
    gateway_no: undefined,
    status: 'pending',
    start_timestamp: 10,
    end_timestamp: 20,
  });
  t.equal(
    orderExportUrl(query),
    '/export/orders.csv?user_id=4&gateway_id=2&trade_no=MOCK1&status=pending&start_timestamp=10&end_timestamp=20',
  );
  t.equal(
    orderExportUrl(ORDER_LIST_STATE.parse(new URLSearchParams('status=refunded&order=amount'))),
    '/export/orders.csv',
    'unknown values drop',
  );
});
