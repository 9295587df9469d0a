import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { z } from 'zod/mini';
import { ChannelTagSchema } from '#shared/api/schemas/channel-tag.ts';
import type { ChannelTag, ChannelTagUpdate } from '#shared/api/schemas/channel-tag.ts';
import { ChannelSchema } from '#shared/api/schemas/channel.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { tagBodyOf } from './tag-form.ts';
import { runBatch } from '#client/components/admin-kit/run-batch.ts';

/** The tag as loaded: its shared fields with every member's key, and its members (without keys). */
export interface LoadedTag {
  tag: ChannelTag;
  members: Channel[];
}

/** Loading, or the tag, or why it could not be read. */
export type TagLoad = { state: 'loading' } | { state: 'ready'; data: LoadedTag } | { state: 'failed'; message: string };

// The double answers what the edit did (an extension); upstream answers no data.
const CountsSchema = z.object({ created: z.int(), updated: z.int(), deleted: z.int() });

/** The tag with its keys and its members (lowest id first, as the key lines are). */
async function fetchTag(path: `/api/channel_tag/${string}`): Promise<LoadedTag> {
  const [tag, members] = await Promise.all([
    browserApi().get(path, ChannelTagSchema),
    browserApi().get(`${path}/list`, z.array(ChannelSchema)),
  ]);
  return { tag, members: members.sort((a, b) => a.id - b.id) };
}

/**
 * The tag dialog's calls. The tag (with its keys) is read here, in the browser, when the dialog
 * opens, and kept only in this state: never in a loader, so no key is in a rendered page.
 * Member edits and deletions reload it; every change refreshes the list behind the dialog.
 */
export function useTagEditor(tagName: string) {
  const { t } = useTranslation(['channel_tools', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();
  const [load, setLoad] = useState<TagLoad>({ state: 'loading' });
  const path = `/api/channel_tag/${encodeURIComponent(tagName)}` as const;

  const failed = useCallback((error: unknown): TagLoad => ({ state: 'failed', message: errorMessage(error, t) }), [t]);

  useEffect(() => {
    let active = true;
    fetchTag(path).then(
      (data) => active && setLoad({ state: 'ready', data }),
      (error: unknown) => active && setLoad(failed(error)),
    );
    return () => {
      active = false;
    };
  }, [path, failed]);

  /** Reads the tag again after a member changed (its keys did). */
  async function reload(): Promise<void> {
    try {
      setLoad({ state: 'ready', data: await fetchTag(path) });
    } catch (error) {
      setLoad(failed(error));
    }
  }

  /**
   * Saves the shared fields and key lines over the tag as stored (what the form does not show of
   * them, a plugin option of another version, exact texts, stays); answers the refusal, or null.
   */
  async function save({ before, after }: FormEdit<ChannelTagUpdate>): Promise<string | null> {
    try {
      const body = tagBodyOf(await overStored(path, before, after));
      const counts = z.safeParse(CountsSchema, await browserApi().put(path, body, z.unknown())).data;
      toast.show(
        counts
          ? t('channel_tools:tag.savedCounts', { tag: tagName, created: counts.created, deleted: counts.deleted })
          : t('channel_tools:tag.saved', { tag: tagName }),
        { severity: 'success' },
      );
    } catch (error) {
      return errorMessage(error, t);
    }
    await revalidator.revalidate();
    return null;
  }

  /** The simple member edit (name, and a new key when one is typed); answers the refusal, or null. */
  async function editMember(member: Channel, name: string, key: string): Promise<string | null> {
    try {
      await browserApi().put('/api/channel/', { id: member.id, name, ...(key.trim() ? { key: key.trim() } : {}) }, z.unknown());
    } catch (error) {
      return errorMessage(error, t);
    }
    toast.show(t('channel_tools:tag.memberSaved', { name }), { severity: 'success' });
    await Promise.all([reload(), revalidator.revalidate()]);
    return null;
  }

  /** Deletes the chosen members one by one (as the list's batch delete) and says how it went. */
  async function deleteMembers(members: readonly Channel[]): Promise<void> {
    const outcome = await runBatch(
      members,
      (member) => browserApi().delete(`/api/channel/${member.id}`, z.unknown()),
      (error) => errorMessage(error, t),
    );
    if (outcome.failed === 0) toast.show(t('channel_tools:tag.membersDeleted', { count: outcome.done }), { severity: 'success' });
    else
      toast.show(t('channel_tools:tag.membersPartly', { count: outcome.done, failed: outcome.failed, message: outcome.firstError ?? '' }), {
        severity: 'warning',
        duration: 8000,
      });
    await Promise.all([reload(), revalidator.revalidate()]);
  }

  return { load, save, editMember, deleteMembers };
}
