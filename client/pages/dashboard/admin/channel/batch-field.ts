import type { ChannelUpdate } from '#shared/api/schemas/channel.ts';
import type { BatchFieldSpec } from '#client/components/admin-kit/batch-field.ts';

/** The fields "edit a field" sets over the selected channels (models have their own add/remove batch). */
export const CHANNEL_BATCH_FIELDS = ['group', 'priority', 'weight', 'tag', 'test_model'] as const;
/** A field a channel batch can set. */
export type ChannelBatchField = (typeof CHANNEL_BATCH_FIELDS)[number];

/**
 * What each field takes, with the bounds of the channel schema: groups among the gateway's, a
 * priority or weight in range, a tag or test model as text (empty clears it: an empty tag takes
 * the channels out of their tag).
 */
export function channelBatchSpec(field: ChannelBatchField, groups: readonly string[]): BatchFieldSpec {
  switch (field) {
    case 'group':
      return { kind: 'choices', options: groups };
    case 'priority':
      return { kind: 'int', min: -1_000_000, max: 1_000_000 };
    case 'weight':
      return { kind: 'int', min: 0, max: 1_000_000 };
    case 'tag':
      return { kind: 'text', max: 100, optional: true };
    case 'test_model':
      return { kind: 'text', max: 200, optional: true };
  }
}

/** The `PUT /api/channel/` body that sets one checked field on one channel. */
export function channelFieldUpdate(id: number, field: ChannelBatchField, value: string | number): ChannelUpdate {
  switch (field) {
    case 'priority':
    case 'weight':
      return { id, [field]: Number(value) };
    case 'group':
    case 'tag':
    case 'test_model':
      return { id, [field]: String(value) };
  }
}
