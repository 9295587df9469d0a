import { z } from 'zod/mini';

/**
 * `/api/status` data (contract §2.1.1, extension keys from extensions.md).
 * Keys present since upstream v0.13.0 are required; newer upstream keys and the spec's
 * extension keys are optional so an unmodified one-hub still parses.
 */
export const StatusSchema = z.object({
  version: z.string(),
  start_time: z.int(),
  system_name: z.string(),
  logo: z.string(),
  footer_html: z.string(),
  server_address: z.string(),
  email_verification: z.boolean(),
  github_oauth: z.boolean(),
  github_client_id: z.string(),
  oidc_auth: z.boolean(),
  lark_login: z.boolean(),
  lark_client_id: z.string(),
  wechat_login: z.boolean(),
  wechat_qrcode: z.string(),
  turnstile_check: z.boolean(),
  turnstile_site_key: z.string(),
  top_up_link: z.string(),
  chat_link: z.string(),
  /** JSON text of `[{name, url, show, sort}]`; parse it with `ChatLinksSchema`. */
  chat_links: z.string(),
  quota_per_unit: z.number(),
  display_in_currency: z.boolean(),
  telegram_bot: z.string(),
  mj_notify_enabled: z.boolean(),
  PaymentUSDRate: z.number(),
  PaymentMinAmount: z.number(),
  /** JSON text (amount → discount) or "". */
  RechargeDiscount: z.string(),
  // Added upstream after v0.13.0.
  language: z.optional(z.string()),
  analytics_code: z.optional(z.string()),
  EnableSafe: z.optional(z.boolean()),
  SafeToolName: z.optional(z.string()),
  SafeKeyWords: z.optional(z.nullable(z.array(z.string()))),
  UserInvoiceMonth: z.optional(z.boolean()),
  UptimeDomain: z.optional(z.string()),
  UptimePageName: z.optional(z.string()),
  UptimeEnabled: z.optional(z.boolean()),
  // The spec's extension keys (extensions.md).
  logo_dark: z.optional(z.string()),
  WebHomeEnabled: z.optional(z.boolean()),
  WebHomeURL: z.optional(z.string()),
  MjEnabled: z.optional(z.boolean()),
  google_oauth: z.optional(z.boolean()),
  google_client_id: z.optional(z.string()),
  turnstile: z.optional(z.boolean()),
  /**
   * The balance (quota) under which the overview shows a low-balance notice: upstream's
   * `QuotaRemindThreshold` option, which only root can read, published for every user.
   */
  quota_remind_threshold: z.optional(z.number()),
});
/** Site status and configuration flags. */
export type Status = z.infer<typeof StatusSchema>;

/**
 * One chat-client link inside `status.chat_links`; `url` may hold `{key}` and `{server}` (spec §3).
 * one-hub's settings editor (a data grid) gives each row an `id` and cannot open rows without
 * one; links typed by hand may lack it. Keys the console does not know are kept (loose), so a
 * row written back is the row that was read.
 */
export const ChatLinkSchema = z.looseObject({
  id: z.optional(z.union([z.string(), z.number()])),
  name: z.string(),
  url: z.string(),
  show: z.boolean(),
  sort: z.number(),
});
/** A chat-client link. */
export type ChatLink = z.infer<typeof ChatLinkSchema>;

/** The parsed `status.chat_links` list (spec §3). */
export const ChatLinksSchema = z.array(ChatLinkSchema);
/** The parsed chat-client links. */
export type ChatLinks = z.infer<typeof ChatLinksSchema>;

const hasId = (link: ChatLink) => (typeof link.id === 'string' && link.id !== '') || typeof link.id === 'number';

/** True when every link has an id and no two share one: what one-hub's settings editor needs. */
export function chatLinkIdsValid(links: readonly ChatLink[]): boolean {
  const ids = links.map((link) => String(link.id));
  return links.every(hasId) && new Set(ids).size === ids.length;
}

/**
 * The links with an id on every row: a row without one (or with one another row already has)
 * gets the first free `link-<n>`, so the same links always get the same ids.
 */
export function withChatLinkIds(links: readonly ChatLink[]): ChatLink[] {
  const taken = new Set<string>();
  const kept = links.map((link) => {
    const id = hasId(link) && !taken.has(String(link.id)) ? String(link.id) : null;
    if (id !== null) taken.add(id);
    return id;
  });
  let next = 1;
  return links.map((link, index) => {
    if (kept[index] !== null) return link;
    while (taken.has(`link-${next}`)) next += 1;
    const id = `link-${next}`;
    taken.add(id);
    return { ...link, id };
  });
}
