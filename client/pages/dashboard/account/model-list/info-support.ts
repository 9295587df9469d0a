/**
 * Whether the gateway serves `/api/model_info/` (upstream does; the double and some forks do
 * not). The server render always asks, where a 404 costs nothing; the browser asks only once a
 * server render of this page has said the endpoint exists, so a gateway without it never puts
 * a failed request in the browser's console on client navigations.
 */
let supported = false;

export function rememberInfoSupport(value: boolean): void {
  supported = value;
}

/** True when this loader run should ask for model info. */
export function shouldAskForInfo(): boolean {
  return typeof document === 'undefined' || supported;
}
