import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

// /dashboard/user/profile reused the profile page's route id, and the router refused the whole
// route table (the build failed); its alias id must still load and preload the same module.
t.test('the profile’s second address renders the profile page with its chunk preloaded, like the first', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  for (const url of ['/dashboard/profile?lng=en', '/dashboard/user/profile?lng=en']) {
    const res = await app.inject({ url, headers: { cookie } });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, /rel="modulepreload"[^>]*profile-page-/, `${url}: the page's chunk is preloaded`);
  }
});
