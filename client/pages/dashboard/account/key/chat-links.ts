import { ChatLinksSchema } from '#shared/api/schemas/status.ts';
import type { ChatLink } from '#shared/api/schemas/status.ts';

/**
 * The chat clients of `status.chat_links` (a JSON string), ordered by `sort` (entries without a
 * sort last). A broken or empty list falls back to `chat_link` as one NextChat-style entry, as
 * one-hub's console does, so a site with only the old single link still offers it.
 */
export function parseChatLinks(chatLinks: string, chatLink = ''): ChatLink[] {
  let links: ChatLink[] = [];
  try {
    const parsed = ChatLinksSchema.safeParse(JSON.parse(chatLinks || '[]'));
    if (parsed.success) links = parsed.data;
  } catch {
    links = [];
  }
  if (links.length === 0 && chatLink) {
    links = [
      { name: 'ChatGPT Next', url: `${chatLink.replace(/\/+$/, '')}/#/?settings={"key":"{key}","url":"{server}"}`, show: true, sort: 1 },
    ];
  }
  return links
    .map((link, index) => ({ link, index }))
    .sort((a, b) => rank(a.link) - rank(b.link) || a.index - b.index)
    .map(({ link }) => link);
}

function rank(link: ChatLink): number {
  return link.sort > 0 ? link.sort : Number.MAX_SAFE_INTEGER;
}

/** Base64 of the UTF-8 bytes (btoa alone only takes Latin-1). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const BASE64_SEGMENT = /base64<\[([^\]]*)\]>/g;

/**
 * A chat link with the key and the server filled in: `{key}` becomes `sk-<key>`, `{server}` the
 * console's origin (URL-encoded, since most links carry it in a query), and every
 * `base64<[…]>` segment is filled with the plain values and then base64-encoded (one-hub's
 * convention for clients that take their settings as one encoded blob).
 */
export function fillChatLink(url: string, key: string, server: string): string {
  const fullKey = key.startsWith('sk-') ? key : `sk-${key}`;
  const fill = (text: string, serverValue: string) => text.replaceAll('{key}', fullKey).replaceAll('{server}', serverValue);
  return fill(
    url.replace(BASE64_SEGMENT, (_segment, inner: string) => base64Utf8(fill(inner, server))),
    encodeURIComponent(server),
  );
}
