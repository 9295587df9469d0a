import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { CHANNEL_STATUS } from '#shared/api/schemas/channel.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { auditedChannel, channelTags, tagMembers } from '#mock-gateway/store/channel/admin.ts';
import { channelTag, createTagMembers, memberChange, planTagEdit } from '#mock-gateway/store/channel/tag-edit.ts';
import { toWireChannel } from '#mock-gateway/store/channel/channel.ts';
import type { ChannelRecord } from '#mock-gateway/store/channel/channel.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { deleteChannels } from './channel.ts';

const TagParams = z.object({ tag: z.string() });

function tagOf(params: unknown): string {
  return TagParams.safeParse(params).data?.tag ?? '';
}

/**
 * Tags: channels that share a tag are run together (contract §2.6): list the tags and a tag's
 * members, set the priority or the status of every member, delete the tag's disabled members
 * or the tag with all its members, and edit the tag (its shared fields and its members' keys,
 * one per line: the multi-key editor). `GET /api/channel_tag/:tag` is the one answer that
 * carries keys, as upstream's: admins only, and the console reads it only in the browser.
 */
export const channelTagRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const admin = { config: { role: ROLE.admin } } as const;

  /** Sets fields on every member and records each change; answers how many members changed. */
  function apply(
    request: Parameters<typeof recordOperation>[1],
    members: readonly ChannelRecord[],
    action: string,
    change: Partial<ChannelRecord>,
  ): number {
    let count = 0;
    for (const channel of members) {
      const before = auditedChannel(channel);
      Object.assign(channel, change);
      const after = auditedChannel(channel);
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      recordOperation(store, request, { action, targetType: 'channel', targetId: channel.id, before, after, remark: `tag ${channel.tag}` });
      count += 1;
    }
    return count;
  }

  app.get('/api/channel_tag/_all', admin, async () => ok(channelTags(store).map((tag) => ({ id: 0, tag }))));

  app.get('/api/channel_tag/:tag/list', admin, async (request) => ok(tagMembers(store, tagOf(request.params)).map(toWireChannel)));

  app.put('/api/channel_tag/:tag/priority', admin, async (request, reply) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/channel_tag/:tag/priority'], request.body);
    // Upstream answers a wrong `type` with the relay-style body (contract §1.1); other bad bodies get the envelope.
    const sentType: unknown =
      typeof request.body === 'object' && request.body !== null ? (request.body as { type?: unknown }).type : undefined;
    if (typeof sentType === 'string' && sentType !== 'priority')
      return reply.send({ error: { message: 'type must be priority', type: 'one_hub_error' } });
    if (!body.ok) return fail(body.message);
    const members = tagMembers(store, tagOf(request.params));
    if (members.length === 0) return fail('record not found');
    apply(request, members, 'channel.update', { priority: body.data.value });
    return ok();
  });

  // Two routes rather than `:status`, so each is a path of REQUEST_BODIES; another word is a 404.
  for (const [word, status] of [
    ['enable', CHANNEL_STATUS.enabled],
    ['disable', CHANNEL_STATUS.manual],
  ] as const) {
    app.put(`/api/channel_tag/:tag/status/${word}`, admin, async (request) => {
      const body = readBody(REQUEST_BODIES.PUT[`/api/channel_tag/:tag/status/${word}`], request.body ?? {});
      if (!body.ok) return fail(body.message);
      const members = tagMembers(store, tagOf(request.params));
      if (members.length === 0) return fail('record not found');
      apply(request, members, 'channel.status', { status });
      return ok();
    });
  }

  app.delete('/api/channel_tag/:tag/disabled', admin, async (request) => {
    const disabled = tagMembers(store, tagOf(request.params)).filter((channel) => channel.status !== CHANNEL_STATUS.enabled);
    return ok(deleteChannels(store, request, disabled, "delete the tag's disabled channels"));
  });

  app.get('/api/channel_tag/:tag', admin, async (request) => {
    const name = tagOf(request.params);
    const tag = channelTag(store, name);
    if (!tag) return fail('tag不存在');
    // Upstream's ChannelTagCollection (model/channel_tag.go) also maps each member key's MD5 to its id.
    const keyMap = Object.fromEntries(
      tagMembers(store, name).map((member) => [createHash('md5').update(member.key).digest('hex'), member.id]),
    );
    return ok({ ...tag, KeyMap: keyMap });
  });

  // Upstream's UpdateChannelsTag: the key lines are diffed against the members' keys (added lines
  // become members, missing ones are deleted), then the shared fields go to every member.
  app.put('/api/channel_tag/:tag', admin, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/channel_tag/:tag'], request.body, ({ field }) =>
      field === 'key' ? 'key不能为空' : undefined,
    );
    if (!body.ok) return fail(body.message);
    const tag = tagOf(request.params);
    const memberCount = tagMembers(store, tag).length;
    const plan = planTagEdit(store, tag, body.data);
    if (typeof plan === 'string') return fail(plan);
    const remark = `tag ${tag}`;
    // Created before the deletions, so a new member never takes a deleted one's id (upstream's ids only grow).
    const created = createTagMembers(store, plan, memberCount);
    const deleted = deleteChannels(store, request, plan.removed, `${remark}: key removed`);
    let updated = 0;
    for (const member of plan.kept) updated += apply(request, [member], 'channel.update', memberChange(plan, member));
    for (const channel of created)
      recordOperation(store, request, {
        action: 'channel.create',
        targetType: 'channel',
        targetId: channel.id,
        before: null,
        after: auditedChannel(channel),
        remark: `${remark}: key added`,
      });
    // Upstream answers no data; the counts are the double's (extensions.md), for the console's message.
    return ok({ created: created.length, updated, deleted });
  });

  app.delete('/api/channel_tag/:tag', admin, async (request) => {
    const members = tagMembers(store, tagOf(request.params));
    if (members.length === 0) return fail('record not found');
    return ok(deleteChannels(store, request, members, 'delete tag'));
  });
});
