import { TAG_SHARED_FIELDS, memberIdOfLine, memberKeyLine } from '#shared/api/schemas/channel-tag.ts';
import type { ChannelTag, ChannelTagUpdate } from '#shared/api/schemas/channel-tag.ts';
import { commaList, keyLines } from '#shared/api/schemas/channel.ts';
import { keepPluginSecrets } from '#shared/api/schemas/channel-plugin.ts';
import { tagMembers, unknownGroup } from './admin.ts';
import { toWireChannel } from './channel.ts';
import type { ChannelRecord } from './channel.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/**
 * `GET /api/channel_tag/:tag`: the first member with one line per member, its id and masked key
 * (keys are write-only); null for a tag without members.
 */
export function channelTag(store: MockStore, tag: string): ChannelTag | null {
  const members = tagMembers(store, tag);
  const [first] = members;
  if (!first) return null;
  return { ...toWireChannel(first), key: members.map((member) => memberKeyLine(member.id, member.key)).join('\n') };
}

/** What a tag edit will do: the members' new shared fields, who goes, and the keys that become channels. */
export interface TagEditPlan {
  /** The shared fields as record fields (lists as arrays). */
  shared: Partial<ChannelRecord>;
  kept: ChannelRecord[];
  removed: ChannelRecord[];
  added: string[];
  /** The member the added channels start from (type, priority, weight, status). */
  template: ChannelRecord;
  /** The name the added channels are numbered after. */
  baseName: string;
}

/**
 * Plans `PUT /api/channel_tag/:tag` (upstream's `UpdateChannelsTag`) without changing anything:
 * the shared fields sent (an empty `tag` keeps the tag, like upstream, which skips empty
 * values; booleans are applied as sent, where upstream's gorm `Updates` would skip `false`), the
 * key lines matched to the members (`ChannelTagUpdateSchema`). Answers upstream's message when it
 * refuses, `无效的参数` for a member line naming a channel outside the tag.
 */
export function planTagEdit(store: MockStore, tag: string, input: ChannelTagUpdate): TagEditPlan | string {
  const members = tagMembers(store, tag);
  const [template] = members;
  if (!template) return 'tag不存在';
  const shared: Partial<ChannelRecord> = {};
  for (const field of TAG_SHARED_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (field === 'models') shared.models = commaList(String(value));
    else if (field === 'group') {
      const groups = commaList(String(value));
      if (groups.length === 0) return '无效的参数';
      const missing = unknownGroup(store, groups);
      if (missing) return missing;
      shared.groups = groups;
    } else if (field === 'tag') {
      if (value !== '') shared.tag = String(value);
    } else Object.assign(shared, { [field]: value });
  }
  // A member line (`#<id> …`) or a member's whole key keeps that member; any other line is a new key.
  const keptIds = new Set<number>();
  const added: string[] = [];
  for (const line of new Set(keyLines(input.key))) {
    const id = memberIdOfLine(line);
    if (id !== null) {
      if (!members.some((member) => member.id === id)) return '无效的参数';
      keptIds.add(id);
      continue;
    }
    const holder = members.find((member) => member.key === line && !keptIds.has(member.id));
    if (holder) keptIds.add(holder.id);
    else added.push(line);
  }
  const kept = members.filter((member) => keptIds.has(member.id));
  const removed = members.filter((member) => !keptIds.has(member.id));
  return { shared, kept, removed, added, template: kept[0] ?? template, baseName: input.name ?? template.name };
}

/**
 * What a tag edit sets on one member: the shared fields, with the plugin's write-only secrets
 * ('' = unchanged) kept from that member, as a channel edit keeps them.
 */
export function memberChange(plan: TagEditPlan, member: ChannelRecord): Partial<ChannelRecord> {
  if (plan.shared.plugin === undefined) return plan.shared;
  return { ...plan.shared, plugin: keepPluginSecrets(plan.shared.plugin, member.plugin) };
}

/**
 * The channels for a plan's added keys: the template member's per-channel fields, the shared
 * fields, fresh metrics, and names `<base>_<n>` numbered on from the member count, skipping
 * names already taken. Stores them and answers them.
 */
export function createTagMembers(store: MockStore, plan: TagEditPlan, memberCount: number): ChannelRecord[] {
  const taken = new Set([...store.channels.values()].map((channel) => channel.name));
  let suffix = memberCount;
  const nextName = () => {
    let name = `${plan.baseName}_${suffix}`;
    while (taken.has(name)) name = `${plan.baseName}_${++suffix}`;
    taken.add(name);
    return name;
  };
  return plan.added.map((key) => {
    const id = store.nextChannelId++;
    const record: ChannelRecord = {
      ...plan.template,
      ...memberChange(plan, plan.template),
      id,
      name: nextName(),
      models: [...(plan.shared.models ?? plan.template.models)],
      groups: [...(plan.shared.groups ?? plan.template.groups)],
      key,
      balance: 0,
      balance_updated_time: 0,
      used_quota: 0,
      response_time: 0,
      test_time: 0,
      created_time: nowSeconds(store),
    };
    store.channels.set(id, record);
    return record;
  });
}
