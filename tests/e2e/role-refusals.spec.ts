import { canAccess, ROLE } from '#shared/access.ts';
import { listSweptPages } from '#tests/helpers/swept-pages.ts';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { expectForbiddenPage } from './refusals.ts';

/**
 * Every page of the route table that asks for more than a signed-in user, as each seeded account
 * below its role: no link in the menu, and the forbidden page (403) from the server and on client
 * navigation. A page added to the table is covered here without editing a list; what the
 * gateway answers such a user is each endpoint's own (tests/mock-gateway/route-roles.test.ts).
 */

const ACCOUNTS = [
  ['demo', ROLE.common],
  ['operator', ROLE.operator],
  ['admin', ROLE.admin],
] as const;
/** Pages per test: one sign-in, well within the timeout on a busy machine. */
const RUN = 6;

const pages = (await listSweptPages()).filter((page) => typeof page.access === 'object' && page.access.minRole > ROLE.common);

for (const [username, role] of ACCOUNTS) {
  const refused = pages.filter((page) => !canAccess({ role }, page.access));
  for (let start = 0; start < refused.length; start += RUN) {
    const run = refused.slice(start, start + RUN);
    test(`${username} is refused ${run.map((page) => page.route).join(', ')}`, async ({ page, problems }) => {
      test.setTimeout(30_000 + run.length * 10_000);
      await signIn(page, username);
      await expect(page).toHaveURL(/\/dashboard$/);
      await waitForHydration(page);
      // The menu is there (its overview link), with no link to any of these; a parent whose
      // children the role reaches stays, as the button that opens them (the operator's
      // Operation, for model owners).
      await expect(page.locator('a[data-nav-item="/dashboard"]')).toHaveCount(1);
      for (const { path } of run) await expect(page.locator(`a[data-nav-item="${path}"]`)).toHaveCount(0);
      for (const { path } of run) await expectForbiddenPage(page, path);
      expect(problems.list.filter((problem) => !problem.includes('403'))).toEqual([]);
    });
  }
}
