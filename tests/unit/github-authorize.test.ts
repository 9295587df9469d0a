import t from 'tap';
import { githubAuthorizeUrl } from '#client/auth/github-authorize.ts';

const ORIGIN = 'https://console.example';

t.test('GitHub’s authorize URL carries what one-hub’s UI sends, and the state exactly as the gateway gave it', async (t) => {
  const url = new URL(
    githubAuthorizeUrl(
      {
        base: 'https://github.com/login/oauth/authorize',
        clientId: 'Iv1.abc',
        state: 'Xy12ab34Cd56',
        redirectUri: `${ORIGIN}/oauth/github`,
      },
      ORIGIN,
    ),
  );
  t.equal(url.origin + url.pathname, 'https://github.com/login/oauth/authorize');
  t.same(Object.fromEntries(url.searchParams), {
    client_id: 'Iv1.abc',
    // No suffix: one-hub's callback refuses any state but the session's own.
    state: 'Xy12ab34Cd56',
    scope: 'user:email',
    redirect_uri: `${ORIGIN}/oauth/github`,
  });
});

t.test(
  'a state with URL-special characters comes back unchanged; a relative authorize page (the double’s) stays on the origin',
  async (t) => {
    const url = new URL(
      githubAuthorizeUrl(
        { base: '/oauth-fake/github/authorize', clientId: 'id', state: 'a+b&c=d/e', redirectUri: `${ORIGIN}/oauth/github` },
        ORIGIN,
      ),
    );
    t.equal(url.origin, ORIGIN);
    t.equal(url.pathname, '/oauth-fake/github/authorize');
    t.equal(url.searchParams.get('state'), 'a+b&c=d/e');
  },
);
