/**
 * The root loader's `/api/status` is not fetched again on navigations (it changes rarely). A
 * settings save asks for it once more: `refreshSiteInfoNext()` before revalidating makes the
 * root route's `shouldRevalidate` say yes to that one revalidation, so the header's name and
 * logo, the menu and the stored site info follow the change at once.
 */
let pending = false;

export function refreshSiteInfoNext(): void {
  pending = true;
}

/** The root route's `shouldRevalidate`: true once after `refreshSiteInfoNext()`. */
export function takeSiteInfoRefresh(): boolean {
  const refresh = pending;
  pending = false;
  return refresh;
}
