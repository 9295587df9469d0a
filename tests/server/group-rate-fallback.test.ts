import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

/**
 * An unmodified one-hub has no `/api/user_group_rate` (an extension, 404 there): every page that
 * shows a group's discount or rate reads upstream's `/api/user_group_map` instead (issue 11,
 * "Fallbacks on a real one-hub"), so the page says the same as with the extension. The double's
 * upstream-only mode also leaves out the user's `group_id`: the group is found by its symbol.
 */
const WITHOUT_EXTENSION = { gateway: { upstreamOnly: true } };

t.test('the profile header names the group, its discount and rate without the extension', async (t) => {
  for (const [label, options] of [
    ['with the extension', {}],
    ['upstream only', WITHOUT_EXTENSION],
  ] as const) {
    const { app } = await startConsole(t, options);
    const cookie = await sessionFor(app, 'admin');
    const res = await app.inject({ url: '/dashboard/profile?lng=en', headers: { cookie } });
    t.equal(res.statusCode, 200, label);
    // admin is in `vip` (0.8): the discount and the rate are only shown when the group was found.
    t.match(res.body, />Group: VIP 分组</, `${label}: the group's name`);
    t.match(res.body, />1200 requests \/ min</, `${label}: its API rate`);
  }
});

t.test('the pricing page lists the group plans without the extension', async (t) => {
  const { app } = await startConsole(t, WITHOUT_EXTENSION);
  const res = await app.inject({ url: '/pricing?lng=en' });
  t.equal(res.statusCode, 200);
  t.match(res.body, />VIP 分组</, 'the public vip group is a plan');
  t.match(res.body, />默认分组</, 'and the default group');
});

t.test('the key page offers the groups without the extension', async (t) => {
  const { app } = await startConsole(t, WITHOUT_EXTENSION);
  const cookie = await sessionFor(app, 'admin');
  const res = await app.inject({ url: '/dashboard/key?lng=en', headers: { cookie } });
  t.equal(res.statusCode, 200);
  // The groups travel to the browser in the loader data, for the key dialog's group picker.
  t.match(res.body, /symbol\\*":\\*"vip\\*"/, 'the vip group reaches the key dialog');
});
