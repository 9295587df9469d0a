import { join } from 'node:path';
import { ESLint } from 'eslint';
import t from 'tap';
import { boundaryViolation, featureOf } from '#scripts/lint/import-boundaries.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const RULE = 'console/import-boundaries';

/** The boundary messages ESLint (the project's own config) reports for `code` at `file`. */
async function planted(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

t.test('ESLint fails a planted import from one feature into another', async (t) => {
  const messages = await planted(
    'client/pages/dashboard/admin/channel/planted.ts',
    "import { telegramFormSchema } from '#client/pages/dashboard/admin/telegram/telegram-form.ts';\nexport const schema = telegramFormSchema;\n",
  );
  t.equal(messages.length, 1);
  t.match(messages[0], /the feature admin\/channel reaches into the feature admin\/telegram/);
  // The same import written relatively is the same violation.
  t.equal((await planted('client/pages/dashboard/admin/channel/planted.ts', "export * from '../telegram/telegram-form.ts';\n")).length, 1);
});

t.test('ESLint fails a planted import of a page from components/', async (t) => {
  const messages = await planted(
    'client/components/table/planted.ts',
    "export { loader } from '#client/pages/dashboard/admin/channel/channel-page.tsx';\n",
  );
  t.equal(messages.length, 1);
  t.match(messages[0], /only pages import pages/);
});

t.test('inside one feature, and from a feature to the kits, imports are free', async (t) => {
  t.same(
    await planted(
      'client/pages/dashboard/admin/channel/planted.ts',
      "import { NumberCell } from '#client/components/table/number-cell.tsx';\nimport { CHANNEL_STATUS } from './channel-status.ts';\nexport { NumberCell, CHANNEL_STATUS };\n",
    ),
    [],
  );
});

t.test('the layers: shared stands alone, the server takes only types from the client, the double neither', async (t) => {
  t.match(boundaryViolation('shared/format/x.ts', 'client/site/site-info.ts', false), /shared\/ imports nothing/);
  t.match(boundaryViolation('server/render/x.ts', 'client/entry-server.tsx', false), /only types/);
  t.equal(boundaryViolation('server/render/x.ts', 'client/entry-server.tsx', true), null);
  t.match(boundaryViolation('mock-gateway/routes/x.ts', 'server/config.ts', false), /neither/);
  // Tests may import whatever they test.
  t.equal(boundaryViolation('tests/unit/x.test.ts', 'client/pages/dashboard/account/key/key-page.tsx', false), null);
});

t.test('a feature is its folder under account/ or admin/, or a top folder of the public pages', async (t) => {
  t.equal(featureOf('client/pages/dashboard/account/key/key-list.tsx'), 'account/key');
  t.equal(featureOf('client/pages/dashboard/admin/channel/parts/x.tsx'), 'admin/channel');
  t.equal(featureOf('client/pages/prices/prices-page.tsx'), 'prices');
  t.equal(featureOf('client/components/table/number-cell.tsx'), null);
});
