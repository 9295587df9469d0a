import { z } from 'zod/mini';
import { ChannelSchema, ChannelUpdateSchema, keyLines } from './channel.ts';

/**
 * The fields a tag's members share (upstream's `UpdateChannelsTag`): `PUT /api/channel_tag/:tag`
 * sets them on every member. Name, type, priority, weight and status stay per channel.
 */
export const TAG_SHARED_FIELDS = [
  'base_url',
  'other',
  'models',
  'group',
  'tag',
  'model_mapping',
  'model_headers',
  'custom_parameter',
  'proxy',
  'test_model',
  'only_chat',
  'plugin',
  'pre_cost',
  'disabled_stream',
  'compatible_response',
  'allow_extra_body',
] as const;
/** One of the fields a tag's members share. */
export type TagSharedField = (typeof TAG_SHARED_FIELDS)[number];

/**
 * `GET /api/channel_tag/:tag` data: the tag's first member with `key` holding **every member's
 * key, one per line** (upstream's multi-key editor). The one answer that carries keys: admins
 * only, read by the tag dialog in the browser when it opens, never by a page loader, so no key
 * is ever in server-rendered HTML. Upstream's `KeyMap` (key hashes) is not read.
 */
export const ChannelTagSchema = z.extend(ChannelSchema, { key: z.string() });
/** A tag's shared fields and its members' keys. */
export type ChannelTag = z.infer<typeof ChannelTagSchema>;

/**
 * `PUT /api/channel_tag/:tag`: the shared fields (any may be left out) and `key`, the members'
 * keys one per line, required as upstream (`key不能为空`). A line not among the members' keys
 * creates a member; a member whose key is no longer listed is deleted; the others keep their
 * channel. `name` names the added members (`<name>_<n>`). An empty `tag` keeps the tag.
 */
export const ChannelTagUpdateSchema = z.extend(z.omit(ChannelUpdateSchema, { id: true }), {
  key: z.string().check(
    z.maxLength(65_536),
    z.refine((text) => keyLines(text).length > 0, { message: 'key' }),
  ),
});
/** A tag edit. */
export type ChannelTagUpdate = z.infer<typeof ChannelTagUpdateSchema>;

/** What a tag edit does to the members' keys. */
export interface KeyLineDiff {
  /** Keys listed before and after: their channels stay. */
  kept: string[];
  /** New lines: one channel each. */
  added: string[];
  /** Keys no longer listed: their channels are deleted. */
  removed: string[];
}

/**
 * Compares the members' keys with the edited key text, line by line (blank lines and
 * surrounding spaces ignored; a line listed twice counts once). A key two members share stays
 * with one of them only when listed once: the other member is removed.
 */
export function keyLineDiff(current: readonly string[], text: string): KeyLineDiff {
  const wanted = new Set(keyLines(text));
  const claimed = new Set<string>();
  const kept: string[] = [];
  const removed: string[] = [];
  for (const key of current) {
    if (wanted.has(key) && !claimed.has(key)) {
      claimed.add(key);
      kept.push(key);
    } else removed.push(key);
  }
  return { kept, added: [...wanted].filter((key) => !claimed.has(key)), removed };
}

/**
 * A key as a member list may show it: the first four and last four characters around an
 * ellipsis (`sk-m…0001`), or only an ellipsis and the last two when the key is too short to
 * hide anything.
 */
export function maskKey(key: string): string {
  const chars = [...key.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 10) return `…${chars.slice(-2).join('')}`;
  return `${chars.slice(0, 4).join('')}…${chars.slice(-4).join('')}`;
}
