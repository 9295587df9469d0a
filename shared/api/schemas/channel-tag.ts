import { z } from 'zod/mini';
import { ChannelSchema, ChannelUpdateSchema, keyLines } from './channel.ts';
import { maskKey } from '#shared/format/mask-key.ts';

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
 * `GET /api/channel_tag/:tag` data: the tag's first member with `key` holding one line per
 * member, `#<channel id> <masked key>` (`memberKeyLine`): keys are write-only, so the editor
 * names each member's key without sending it. Upstream's editor lists the keys themselves; a
 * line that is a whole key still keeps the member holding it. Upstream's `KeyMap` is not read.
 */
export const ChannelTagSchema = z.extend(ChannelSchema, { key: z.string() });
/** A tag's shared fields and its members' keys. */
export type ChannelTag = z.infer<typeof ChannelTagSchema>;

/**
 * `PUT /api/channel_tag/:tag`: the shared fields (any may be left out) and `key`, one line per
 * member, required as upstream (`key不能为空`): a member's line (`#<id> …`, as the GET lists it,
 * or its whole key) keeps that member; any other line is a new key and creates a member; a
 * member no line names is deleted. `name` names the added members (`<name>_<n>`). An empty
 * `tag` keeps the tag.
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

// Kept here too: the tag editor's callers import it from this module.
export { maskKey };

/** A member's line in the tag editor: its channel id and masked key (`#12 sk-m…0001`), never the key. */
export function memberKeyLine(id: number, key: string): string {
  return `#${id} ${maskKey(key)}`;
}

/** The channel id a member line names (`#12 sk-m…0001` → 12), or null for a line holding a key. */
export function memberIdOfLine(line: string): number | null {
  const match = /^#(\d{1,9})(?:\s|$)/.exec(line.trim());
  return match ? Number(match[1]) : null;
}
