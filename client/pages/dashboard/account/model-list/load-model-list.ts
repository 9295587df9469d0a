import type { ApiClient } from '#shared/api/client.ts';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { AvailableModelMapSchema, ChannelGroupRateSchema, OwnedBySchema } from '#shared/api/schemas/model.ts';
import type { OwnedBy } from '#shared/api/schemas/model.ts';
import type { ChannelRates } from '#shared/format/price.ts';
import { loadGroupRates } from '#client/data/group-rates.ts';
import type { LoadFailure } from '#client/data/group-rates.ts';
import { infoByModel, ModelInfoListSchema } from './model-info.ts';
import type { ModelInfoView } from './model-info.ts';
import { buildModelRows } from './model-rows.ts';
import type { ModelRow } from './model-rows.ts';

export interface ModelListData {
  rows: ModelRow[];
  /** The gateway's message when `/api/ownedby` failed (names then come from `owned_by`). */
  ownersError: string | null;
  groups: UserGroupRate[];
  /** Why the group discounts are missing (prices are then list prices), or null. */
  groupsError: LoadFailure | null;
  channelRates: ChannelRates;
  /** Whether `/api/model_info/` answered; null when it was not asked. */
  infoSupported: boolean | null;
}

const NO_INFO: { infos: Map<string, ModelInfoView>; supported: boolean | null } = { infos: new Map(), supported: null };

/**
 * Every call of the page at once. Only the model list is essential (its failure is the
 * dashboard error boundary's to explain); owners, groups, channel rates and model info each
 * degrade on their own (the last two are optional extensions that
 * an unmodified one-hub or the double may lack, so their failure is silent).
 */
export async function loadModelList(api: ApiClient, options: { withInfo: boolean } = { withInfo: true }): Promise<ModelListData> {
  const [models, owners, groups, channelRates, infos] = await Promise.all([
    api.get('/api/available_model', AvailableModelMapSchema),
    api.get('/api/ownedby', OwnedBySchema).then(
      (list) => ({ list, error: null }),
      (error: unknown) => ({ list: {} as OwnedBy, error: error instanceof Error ? error.message : String(error) }),
    ),
    loadGroupRates(api),
    api.get('/api/channel_group_rate', ChannelGroupRateSchema).catch((): ChannelRates => ({})),
    options.withInfo
      ? api.get('/api/model_info/', ModelInfoListSchema).then(
          (rows) => ({ infos: infoByModel(rows), supported: true }),
          () => ({ infos: new Map<string, ModelInfoView>(), supported: false }),
        )
      : NO_INFO,
  ]);
  return {
    rows: buildModelRows(models, owners.list, infos.infos),
    ownersError: owners.error,
    groups: groups.ok ? groups.data : [],
    groupsError: groups.ok ? null : groups.error,
    channelRates,
    infoSupported: infos.supported,
  };
}
