import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

/*
 * Links whose address a gateway's options choose (the shop for redemption codes, the home link)
 * are rendered only when they are web pages: an option set to a script is no link at all, on the
 * server's HTML and therefore on the hydrated page (shared/web-url.ts, webHref).
 */

const HOSTILE = ['javascript:alert(document.cookie)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>'];

t.test('a script in the top-up link or the home address never becomes a link', async (t) => {
  for (const address of HOSTILE) {
    const { app } = await startConsole(t, { gateway: { status: { top_up_link: address, WebHomeURL: address } } });
    const cookie = await sessionFor(app, 'demo');
    const page = await app.inject({ url: '/dashboard/topup?lng=en', headers: { cookie } });
    t.equal(page.statusCode, 200);
    t.notMatch(page.body, /href="\s*(javascript|data|java)/i, `${JSON.stringify(address)}: no script link`);
    t.notMatch(page.body, 'data-testid="redeem-get-code"', 'no link to get a code');
    t.match(page.body, /<a [^>]*href="\/"[^>]*>/, 'the logo links to the console’s own home instead');
  }
});

t.test('web addresses still link, as parsed', async (t) => {
  const { app } = await startConsole(t, {
    gateway: { status: { top_up_link: 'https://Shop.Example/codes', WebHomeURL: 'https://www.example.com/' } },
  });
  const cookie = await sessionFor(app, 'demo');
  const page = await app.inject({ url: '/dashboard/topup?lng=en', headers: { cookie } });
  t.match(page.body, /href="https:\/\/shop\.example\/codes"[^>]*data-testid="redeem-get-code"/);
  t.match(page.body, 'href="https://www.example.com/"', 'the operator’s home link');
});
