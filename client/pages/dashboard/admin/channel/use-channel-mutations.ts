import { z } from 'zod/mini';
import { CHANNEL_STATUS, ChannelTestAllSchema, ChannelTestAnswerSchema } from '#shared/api/schemas/channel.ts';
import type { Channel, ChannelInput, ChannelTestAllRow, ChannelUpdate } from '#shared/api/schemas/channel.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import type { BatchOutcome } from '#client/components/admin-kit/run-batch.ts';
import { channelFieldUpdate } from './batch-field.ts';
import type { ChannelBatchField } from './batch-field.ts';

/** What a batch does to the selected channels. */
export type ChannelBatchAction = 'enable' | 'disable' | 'delete';
/** A batch change of the selected channels' model lists. */
export type ModelBatchAction = 'add' | 'remove';

// one-hub sends the balance beside the envelope's fields, not in `data` (controller/channel-billing.go).
const BalanceSchema = z.object({ balance: z.optional(z.number()) });
const CountSchema = z.optional(z.number());

/**
 * A channel edit as the dialog saves it: over the channel as the gateway stores it (upstream's
 * whole-channel update overwrites every column it is not sent); the key, which the console never
 * receives, only when typed.
 */
export async function sendChannelEdit(api: ApiClient, { before, after }: FormEdit<ChannelUpdate>): Promise<void> {
  await api.put('/api/channel/', await overStored(`/api/channel/${after.id}`, before, after, ['key'], api), z.unknown());
}

const setStatusCall = (channel: Channel, status: number) => browserApi().put('/api/channel/', { id: channel.id, status }, z.unknown());
const removeCall = (channel: Channel) => browserApi().delete(`/api/channel/${channel.id}`, z.unknown());

/**
 * The channel list's changes, each followed by a fresh list and a toast; refusals show the
 * gateway's message. Batches of enable, disable and delete run one call per channel (what an
 * unmodified one-hub has); adding or removing a model is one batch call.
 */
export function useChannelMutations() {
  const { t, toast, act, save: saveForm, batch: runKitBatch, messageOf, revalidate } = useAdminActions(['channel', 'channel_tools']);

  const setEnabled = (channel: Channel, enabled: boolean) =>
    act(
      () => setStatusCall(channel, enabled ? CHANNEL_STATUS.enabled : CHANNEL_STATUS.manual),
      () => t(enabled ? 'channel:toast.enabled' : 'channel:toast.disabled', { name: channel.name }),
    );

  const setNumber = (channel: Channel, field: 'priority' | 'weight', value: number) =>
    act(
      () =>
        browserApi().put(
          '/api/channel/',
          field === 'priority' ? { id: channel.id, priority: value } : { id: channel.id, weight: value },
          z.unknown(),
        ),
      () => t(`channel:toast.${field}`, { name: channel.name, value }),
    );

  const deleteOne = (channel: Channel) =>
    act(
      () => removeCall(channel),
      () => t('channel:toast.deleted', { name: channel.name }),
    );

  const test = (channel: Channel, model: string) =>
    act(
      () => browserApi().getEnvelope(`/api/channel/test/${channel.id}`, ChannelTestAnswerSchema, { model: model || undefined }),
      (data) =>
        data.time === undefined
          ? t('channel:toast.testedNoTime', { name: channel.name })
          : t('channel:toast.tested', { name: channel.name, seconds: data.time.toFixed(2) }),
    );

  const refreshBalance = (channel: Channel) =>
    act(
      () => browserApi().getEnvelope(`/api/channel/update_balance/${channel.id}`, BalanceSchema),
      (data) => t('channel:toast.balance', { name: channel.name, balance: (data.balance ?? 0).toFixed(2) }),
    );

  /** Tests every channel; answers each channel's result when the gateway gives them (the double), else null. */
  async function testAll(): Promise<ChannelTestAllRow[] | null> {
    try {
      const rows = await browserApi().get('/api/channel/test', ChannelTestAllSchema);
      if (!rows) toast.show(t('channel:toast.testAllStarted'), { severity: 'info' });
      return rows ?? null;
    } catch (error) {
      toast.show(messageOf(error), { severity: 'error', duration: 6000 });
      return null;
    } finally {
      await revalidate();
    }
  }

  const refreshAllBalances = () =>
    act(
      () => browserApi().get('/api/channel/update_balance', z.unknown()),
      () => t('channel:toast.balances'),
    );

  const deleteDisabled = () =>
    act(
      () => browserApi().delete('/api/channel/disabled', CountSchema),
      (count) => t('channel:toast.deletedDisabled', { count: count ?? 0 }),
    );

  const tagPriority = (name: string, value: number) =>
    act(
      () => browserApi().put(`/api/channel_tag/${encodeURIComponent(name)}/priority`, { type: 'priority', value }, z.unknown()),
      () => t('channel:toast.tagPriority', { tag: name, value }),
    );

  const tagStatus = (name: string, enable: boolean) =>
    act(
      () =>
        enable
          ? browserApi().put(`/api/channel_tag/${encodeURIComponent(name)}/status/enable`, {}, z.unknown())
          : browserApi().put(`/api/channel_tag/${encodeURIComponent(name)}/status/disable`, {}, z.unknown()),
      () => t(enable ? 'channel:toast.tagEnabled' : 'channel:toast.tagDisabled', { tag: name }),
    );

  const deleteTag = (name: string) =>
    act(
      () => browserApi().delete(`/api/channel_tag/${encodeURIComponent(name)}`, CountSchema),
      (count) => t('channel:toast.tagDeleted', { tag: name, count: count ?? 0 }),
    );

  /** Creates or edits (`sendChannelEdit`); answers the gateway's refusal (the dialog keeps the form), or null. */
  function save(change: ChannelInput | FormEdit<ChannelUpdate>): Promise<string | null> {
    const editing = 'after' in change;
    const name = (editing ? change.after.name : change.name) ?? '';
    return saveForm(
      () => (editing ? sendChannelEdit(browserApi(), change) : browserApi().post('/api/channel/', change, z.unknown())),
      () => t(editing ? 'channel:toast.saved' : 'channel:toast.created', { name }),
    );
  }

  /** How a channel batch ended: what was done, and the first refusal (a warning even when none worked). */
  const partly = (outcome: BatchOutcome, done: string) =>
    t('channel:batch.partly', { done, count: outcome.failed, message: outcome.firstError ?? '' });

  async function batch(action: ChannelBatchAction, channels: readonly Channel[]): Promise<void> {
    const wanted = action === 'enable' ? CHANNEL_STATUS.enabled : CHANNEL_STATUS.manual;
    const targets = action === 'delete' ? channels : channels.filter((channel) => channel.status !== wanted);
    await runKitBatch(
      targets,
      action === 'delete' ? removeCall : (channel) => setStatusCall(channel, wanted),
      (outcome) => t(`channel:batch.done.${action}`, { count: outcome.done }),
      partly,
      { noneWorked: 'warning' },
    );
  }

  /** Sets one field on every chosen channel, one `PUT /api/channel/` each (each recorded by the gateway). */
  async function batchField(channels: readonly Channel[], field: ChannelBatchField, value: string | number): Promise<void> {
    await runKitBatch(
      channels,
      (channel) => browserApi().put('/api/channel/', channelFieldUpdate(channel.id, field, value), z.unknown()),
      (outcome) => t('channel_tools:batchField.done', { count: outcome.done }),
      partly,
      { noneWorked: 'warning' },
    );
  }

  /** Adds a model to, or removes it from, the channels; answers the refusal, or null. */
  async function batchModel(action: ModelBatchAction, channels: readonly Channel[], model: string): Promise<string | null> {
    const body = { ids: channels.map((channel) => channel.id), value: model };
    try {
      const count =
        action === 'add'
          ? await browserApi().put('/api/channel/batch/add_model', body, CountSchema)
          : await browserApi().put('/api/channel/batch/del_model', body, CountSchema);
      toast.show(t(`channel:batch.done.${action}Model`, { count: count ?? 0, model }), { severity: 'success' });
    } catch (error) {
      return messageOf(error);
    }
    await revalidate();
    return null;
  }

  return {
    setEnabled,
    setNumber,
    deleteOne,
    test,
    refreshBalance,
    refreshAllBalances,
    testAll,
    deleteDisabled,
    tagPriority,
    tagStatus,
    deleteTag,
    save,
    batch,
    batchField,
    batchModel,
  };
}

/** The mutations the page hands to its parts. */
export type ChannelMutations = ReturnType<typeof useChannelMutations>;
