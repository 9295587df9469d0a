import { createHash } from 'node:crypto';
import type { Language } from '#shared/i18n/settings.ts';

/**
 * The page a browser gets when the console sheds a page request (503). It is sent when the
 * console is too busy to render, so it is built once at start: static, self-contained (no
 * script, no external file), its one inline style allowed by hash in its own CSP, no stack.
 * The i18n files are not used here on purpose: loading or cloning them costs what a busy
 * process cannot spare. Keep the texts in step with the three locales' wording.
 */
const TEXTS: Record<Language, { title: string; body: string; retry: string }> = {
  'zh-CN': { title: '服务繁忙', body: '控制台当前请求过多，请过几秒再试。', retry: '重试' },
  'zh-HK': { title: '服務繁忙', body: '控制台目前請求太多，請過幾秒再試。', retry: '重試' },
  en: {
    title: 'Busy right now',
    body: 'The console has more requests than it can answer right now. Please try again in a few seconds.',
    retry: 'Try again',
  },
};

const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif;background:#f9fafb;color:#1c252e}' +
  'main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0 0 1.5rem;line-height:1.6;color:#637381}' +
  'a{display:inline-block;padding:.5rem 1.25rem;border-radius:8px;background:#1c252e;color:#fff;text-decoration:none;font-weight:600}' +
  '@media (prefers-color-scheme:dark){body{background:#141a21;color:#fff}p{color:#919eab}a{background:#fff;color:#1c252e}}';

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The busy page's own policy: nothing but its hashed inline style. */
export const BUSY_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function page(lng: Language): string {
  const text = TEXTS[lng];
  // An empty href reloads the same address, so the page needs no copy of the request's URL.
  return `<!doctype html>
<html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${text.title}</title><style>${STYLE}</style></head>
<body><main><h1>${text.title}</h1><p>${text.body}</p><a href="">${text.retry}</a></main></body></html>`;
}

const PAGES = new Map<Language, string>((Object.keys(TEXTS) as Language[]).map((lng) => [lng, page(lng)]));

/** The busy page in `lng`. */
export function busyPageHtml(lng: Language): string {
  return PAGES.get(lng) ?? page('en');
}
