interface GitHubAuthorize {
  /** GitHub's authorize page (the double's fake one in development). */
  base: string;
  /** `github_client_id` of `/api/status`. */
  clientId: string;
  /** The gateway's answer to `GET /api/oauth/state`, exactly as given. */
  state: string;
  /** The console's `/oauth/github` on this origin. */
  redirectUri: string;
}

/**
 * GitHub's authorize URL as one-hub's own UI builds it (web/src/utils/common.jsx
 * `onGitHubOAuthClicked`: `client_id`, `state`, `scope=user:email`), plus our callback page.
 *
 * The spec's "state (plus suffix if present)" is read against one-hub: its UI appends nothing to
 * the state, and its callback (controller/github.go `GitHubOAuth`) refuses any state that is not
 * exactly the session's (`state is empty or not same`), so a suffix would break every GitHub
 * sign-in and bind. The inviter's code, the one thing worth carrying, goes to the callback call
 * as `aff` instead (`oauth-callback-view.tsx`), as one-hub's UI sends it.
 */
export function githubAuthorizeUrl({ base, clientId, state, redirectUri }: GitHubAuthorize, origin: string): string {
  const url = new URL(base, origin);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('state', state);
  url.searchParams.set('scope', 'user:email');
  url.searchParams.set('redirect_uri', redirectUri);
  return url.toString();
}
