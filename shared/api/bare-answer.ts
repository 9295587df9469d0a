/**
 * A few gateway endpoints answer without the `{success, message, data}` envelope (contract §1.1:
 * `/api/channel/models`, the Uptime Kuma proxies) while their refusals still come in it. This
 * `fetch` hands the API client such an answer wrapped by `toEnvelope` (which returns anything it
 * does not recognise unchanged), so the client's parsing and refusals apply as everywhere else.
 * A body that is not JSON passes as it came (the client reports it as a failure).
 */
export function bareAnswerFetch(
  toEnvelope: (parsed: unknown) => unknown,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return new Response(text, { status: response.status, headers: response.headers });
    }
    return new Response(JSON.stringify(toEnvelope(parsed)), { status: response.status, headers: { 'content-type': 'application/json' } });
  };
}

/** The envelope around a successful answer's body. */
export function successEnvelope(data: unknown): { success: true; message: string; data: unknown } {
  return { success: true, message: '', data };
}
