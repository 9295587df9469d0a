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

t.test("client's support folders import only downwards in CLIENT_LAYERS", async (t) => {
  // The cycles the structure review found, each planted back.
  t.match(
    boundaryViolation('client/components/table/x.tsx', 'client/app/root-layout.tsx', false),
    /client\/components sits below client\/app/,
  );
  t.match(
    boundaryViolation('client/theme/x.tsx', 'client/settings/settings-context.ts', false),
    /client\/theme sits below client\/settings/,
  );
  t.match(boundaryViolation('client/forms/x.tsx', 'client/components/text-input/text-input.tsx', false), /sits below/);
  t.match(boundaryViolation('client/components/breadcrumbs/x.ts', 'client/routes.tsx', false), /sits below client\/routes\.tsx/);
  // A type is a dependency too: the order holds for it.
  t.match(boundaryViolation('client/session/x.ts', 'client/routing/loader-helpers.ts', true), /sits below/);
  // Downwards, and inside one folder, is free; a new folder must be given its place.
  t.equal(boundaryViolation('client/layouts/x.tsx', 'client/components/table/number-cell.tsx', false), null);
  t.equal(boundaryViolation('client/components/a/x.tsx', 'client/components/b/y.tsx', false), null);
  t.equal(boundaryViolation('client/pages/prices/x.tsx', 'client/auth/sign-in-view.tsx', false), null);
  t.match(boundaryViolation('client/widgets/x.tsx', 'client/components/a.tsx', false), /no place in the layer order/);
  t.match(boundaryViolation('client/entry-client.tsx', 'client/entry-server.tsx', false), /one entry/);
  // Through ESLint, as the project lints.
  const messages = await planted('client/hooks/planted.ts', "export { RootLayout } from '#client/app/root-layout.tsx';\n");
  t.equal(messages.length, 1);
  t.match(messages[0], /client\/hooks sits below client\/app/);
});
