import t from 'tap';
import { keysCsv } from '#client/components/key-editor/key-csv.ts';
import { codesCsv } from '#client/pages/dashboard/admin/redemption/redemption-csv.ts';
import { TokenPageSchema } from '#shared/api/schemas/key.ts';
import { safeCell } from '#shared/format/csv-cell.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { parseCsv } from '#tests/helpers/csv.ts';

/*
 * Issue 32, item 3: text someone chose with a line break (LF, CR, CRLF, U+2028) or a tab before a
 * formula character, written into every CSV the console makes: the log export (a user's and an
 * admin's, from keys with such names used once through the relay), the order and analytics
 * exports, and the keys and redemption CSVs the browser makes. Each is read back with csv-parse:
 * every row has the header's columns, and no line of any cell starts a formula.
 */

const BREAKS = { LF: '\n', CR: '\r', CRLF: '\r\n', tab: '\t', 'U+2028': '\u2028' };
const FORMULAS = ['=1+1', '+1+1', '-1+1', '@SUM(1)'];
/** 20 names of at most 30 characters (one-hub's limit), each a break then a formula. */
const HOSTILE = Object.values(BREAKS).flatMap((lineBreak) => FORMULAS.map((formula) => `k${lineBreak}${formula}`));

/** Where a spreadsheet or a text tool starts a new line or cell inside a cell's text. */
const LINE_OR_TAB = /\r\n|[\t\n\v\f\r\u0085\u2028\u2029]/;
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A name for an assertion message: TAP reads a raw U+2028 as the end of the line. */
const shown = (text: string) => JSON.stringify(text).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** What csv-parse reads in `csv`: its data rows, the rows without the header's width, and the cells with a line that starts a formula. */
function readBack(csv: string): { rows: number; uneven: string[]; formulas: string[] } {
  const rows = parseCsv(csv);
  const width = rows[0]?.length ?? 0;
  return {
    rows: rows.length - 1,
    uneven: rows.filter((row) => row.length !== width).map((row) => row.join('|')),
    formulas: rows.flat().filter((cell) => !NUMBER.test(cell) && cell.split(LINE_OR_TAB).some((line) => FORMULA_START.test(line))),
  };
}

/** Every hostile name, defused, is in `csv` (so the check above looked at them). */
function holdsEveryName(csv: string): boolean {
  const cells = new Set(parseCsv(csv).flat());
  return HOSTILE.every((name) => [...cells].some((cell) => cell.startsWith('k') && cell.replaceAll("'", '') === name));
}

t.test('no CSV the console writes starts a formula on any line of a cell, and none loses its columns', async (t) => {
  const { app, gateway } = await startConsole(t);
  // The seeded log is 60,000 rows: the exports read only what this test adds.
  const since = `start_timestamp=${Math.floor(Date.now() / 1000) - 5}`;
  const demo = await sessionFor(app, 'demo');
  const root = await sessionFor(app, 'root');
  for (const name of HOSTILE) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { cookie: demo },
      payload: { name, remain_quota: 0, unlimited_quota: true, expired_time: -1, group: '' },
    });
    t.equal(created.json<{ success: boolean }>().success, true, `key ${shown(name)} created`);
  }
  const listed = await app.inject({ url: '/api/token/?size=100', headers: { cookie: demo } });
  const tokens = TokenPageSchema.parse(listed.json<{ data: unknown }>().data).data.filter((token) => HOSTILE.includes(token.name));
  t.equal(tokens.length, HOSTILE.length, 'all hostile keys listed');
  for (const token of tokens) {
    const used = await app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer sk-${token.key}`, 'content-type': 'application/json' },
      payload: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] },
    });
    t.equal(used.statusCode, 200, `key ${shown(token.name)} used once through the relay`);
  }
  // The other exports' text fields: a provider's order number and a username, set in the store.
  [...gateway.store.orders.values()].slice(0, HOSTILE.length).forEach((order, index) => (order.gateway_no = HOSTILE[index] ?? ''));
  [...gateway.store.users.values()]
    .filter((user) => user.username !== 'root')
    .forEach((user, index) => (user.username = HOSTILE[index] ?? user.username));

  const exports: Record<string, string> = {
    "a user's log export": (await app.inject({ url: `/export/logs.csv?lng=en&${since}`, headers: { cookie: demo } })).body,
    "an admin's log export": (await app.inject({ url: `/export/logs.csv?lng=en&${since}`, headers: { cookie: root } })).body,
    'the order export': (await app.inject({ url: '/export/orders.csv?lng=en', headers: { cookie: root } })).body,
    'the analytics export': (await app.inject({ url: '/export/analytics-users.csv?lng=en', headers: { cookie: root } })).body,
    'the keys CSV': keysCsv(
      tokens,
      { header: ['Name', 'Key', 'Quota', 'Expires', 'Group'], unlimited: 'Unlimited', never: 'Never', followGroup: 'Follows' },
      { quotaPerUnit: 500_000, displayInCurrency: true },
      'UTC',
    ),
  };
  for (const [index, name] of HOSTILE.entries()) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/redemption/',
      headers: { cookie: root },
      payload: { name, quota: 1, count: 1 },
    });
    const keys = created.json<{ data: string[] }>().data;
    exports[`redemption CSV ${index + 1}`] = codesCsv(
      { name, quota: 1, expiredTime: 0, keys },
      { header: ['Name', 'Key', 'Value', 'Expires'], never: 'Never' },
      { quotaPerUnit: 500_000, displayInCurrency: true },
      'UTC',
    );
  }
  for (const [name, csv] of Object.entries(exports)) {
    const read = readBack(csv);
    t.ok(read.rows > 0, `${name}: ${read.rows} rows`);
    t.same(read.uneven, [], `${name}: every row has the header's columns`);
    t.same(read.formulas, [], `${name}: no line of a cell starts a formula`);
  }
  for (const name of ["a user's log export", "an admin's log export", 'the keys CSV'])
    t.ok(holdsEveryName(exports[name] ?? ''), `${name}: every hostile name is in it, defused`);
});

t.test('safeCell: every line start and every tab, nothing else', async (t) => {
  t.equal(safeCell('=1+1'), "'=1+1");
  t.equal(safeCell('a\n=1'), "a\n'=1");
  t.equal(safeCell('a\r\n-1'), "a\r\n'-1");
  t.equal(safeCell('a\r\r=1'), "a\r'\r'=1");
  t.equal(safeCell('a\u2028@x'), "a\u2028'@x");
  t.equal(safeCell('a\t+1'), "a\t'+1");
  t.equal(safeCell('\uFF1D1'), "'\uFF1D1");
  t.equal(safeCell('a=b-c@d+e'), 'a=b-c@d+e', 'a formula character inside a line stays');
  t.equal(safeCell('plain'), 'plain');
});
