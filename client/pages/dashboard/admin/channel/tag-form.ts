import { TAG_SHARED_FIELDS, keyLineDiff } from '#shared/api/schemas/channel-tag.ts';
import type { ChannelTag, ChannelTagUpdate, KeyLineDiff } from '#shared/api/schemas/channel-tag.ts';
import { keyLines } from '#shared/api/schemas/channel.ts';
import { channelToForm, formToBody } from './channel-form.ts';
import type { ChannelForm } from './channel-form.ts';

/**
 * The tag dialog edits the channel form's values: the shared fields of the tag's first member,
 * and `key` holding every member's key, one per line (the one form that starts with keys).
 */
export function tagToForm(tag: ChannelTag): ChannelForm {
  return { ...channelToForm(tag), key: tag.key };
}

/**
 * The body of `PUT /api/channel_tag/:tag`: only the shared fields (per-channel ones such as
 * priority and weight are not sent, so no member's changes), the name the added members are
 * numbered after, and the key lines.
 */
export function tagFormToBody(form: ChannelForm): ChannelTagUpdate {
  const all: Record<string, unknown> = { ...formToBody({ ...form, key: '' }, null) };
  const shared = Object.fromEntries(TAG_SHARED_FIELDS.filter((field) => field in all).map((field) => [field, all[field]]));
  return { ...shared, name: form.name.trim(), key: keyLines(form.key).join('\n') } as ChannelTagUpdate;
}

const TAG_BODY_FIELDS: ReadonlySet<string> = new Set([...TAG_SHARED_FIELDS, 'name', 'key']);

/**
 * The tag editor's body out of a merge over the stored tag (`GET /api/channel_tag/:tag` answers
 * its first member whole): the shared fields, the name and the key lines, nothing of one member.
 */
export function tagBodyOf(merged: ChannelTagUpdate): ChannelTagUpdate {
  return Object.fromEntries(Object.entries(merged).filter(([field]) => TAG_BODY_FIELDS.has(field))) as ChannelTagUpdate;
}

/** What saving the key text does to the members (`keyLineDiff` of the loaded keys). */
export function tagKeyChanges(loadedKeys: string, text: string): KeyLineDiff {
  return keyLineDiff(keyLines(loadedKeys), text);
}
