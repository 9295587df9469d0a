/**
 * What the server guesses of the reader's screen from the request: a phone or tablet says so in
 * its User-Agent (`Mobile`, `Android`, `iPhone`, `iPad`) or the User-Agent Client Hint
 * `Sec-CH-UA-Mobile: ?1`; any other browser is taken for a wide screen. `null` when the render
 * has no request to ask (a cached guest page) or the request gives no User-Agent. Pages that
 * draw one list two ways render only the guessed one (client/app/screen-class.tsx).
 */
export type ScreenClass = 'narrow' | 'wide' | null;

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/;

export function screenClassOf(headers: { userAgent?: string | undefined; mobileHint?: string | undefined }): ScreenClass {
  if (headers.mobileHint === '?1') return 'narrow';
  if (!headers.userAgent) return null;
  return MOBILE_AGENT.test(headers.userAgent) ? 'narrow' : 'wide';
}
