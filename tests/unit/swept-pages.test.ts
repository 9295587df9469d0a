import t from 'tap';
import { ROLE } from '#shared/access.ts';
import { fillParams, ownerOf, pagesFor, signedInPages, sweepRoles } from '#tests/helpers/swept-pages.ts';
import type { SweptPage } from '#tests/helpers/swept-pages.ts';

/** The e2e sweeps' page list: a page added to the route table is swept by the roles that reach it. */

const page = (route: string, access: SweptPage['access']): SweptPage => ({
  route,
  path: fillParams(route),
  access,
  status: 200,
  cacheable: true,
  menuEntry: false,
});

t.test('dynamic segments get a sample from the double’s seed; an unknown one says what to add', async (t) => {
  t.equal(fillParams('/dashboard/user/:userId'), '/dashboard/user/4', 'the common user (demo) of the seed');
  t.equal(fillParams('/dashboard/channel/:channelId/edit'), '/dashboard/channel/1/edit');
  t.equal(fillParams('/dashboard/log/:tab?'), '/dashboard/log', 'optional segments are left out');
  t.equal(fillParams('/'), '/');
  t.throws(() => fillParams('/dashboard/thing/:thingId'), /no sample value for ":thingId".*SAMPLE_PARAMS/);
  t.throws(() => fillParams('/files/*'), /splat/);
});

t.test('each page is swept by every role that reaches it, and belongs to the first', async (t) => {
  const pages = [
    page('/', 'public'),
    page('/login', 'guest'),
    page('/dashboard', { minRole: ROLE.common }),
    page('/dashboard/user', { minRole: ROLE.admin }),
    page('/dashboard/setting', { minRole: ROLE.root }),
  ];
  const paths = (list: SweptPage[]) => list.map((p) => p.path);
  t.same(paths(pagesFor(pages, 'guest')), ['/', '/login']);
  t.same(paths(pagesFor(pages, 'common')), ['/', '/dashboard']);
  t.same(paths(pagesFor(pages, 'admin')), ['/', '/dashboard', '/dashboard/user']);
  t.same(paths(pagesFor(pages, 'root')), ['/dashboard/setting'], 'root sweeps only what no one else reaches');
  t.same(sweepRoles(pages), ['guest', 'common', 'admin', 'root']);
  t.same(sweepRoles(pages.slice(0, 4)), ['guest', 'common', 'admin'], 'no root sweep when admins reach everything');
  t.same(pages.map(ownerOf), ['guest', 'guest', 'common', 'admin', 'root']);
  t.same(paths(signedInPages(pages, 'admin')), ['/dashboard', '/dashboard/user']);
});
