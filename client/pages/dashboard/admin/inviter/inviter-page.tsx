import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { InviterPageSchema } from '#shared/api/schemas/inviter.ts';
import { OptionListSchema } from '#shared/api/schemas/option.ts';
import type { Inviter } from '#shared/api/schemas/inviter.ts';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { INVITER_LIST_STATE, INVITER_PAGE_SIZES, inviterApiQuery } from './inviter-list-state.ts';
import { InviterTable } from './inviter-table.tsx';
import { rewardSettingsOf } from './reward-rule.ts';
import { RewardRuleCard } from './reward-rule-card.tsx';
import { useInviterMutations } from './use-inviter-mutations.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

// The dialogs (the drill-down's table, the forms with react-hook-form) load when first opened.
const InviteesDialog = lazyNamed(() => import('./invitees-dialog.tsx'), 'InviteesDialog');
const AdjustDialog = lazyNamed(() => import('./adjust-dialog.tsx'), 'AdjustDialog');
const RuleDialog = lazyNamed(() => import('./rule-dialog.tsx'), 'RuleDialog');

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, INVITER_LIST_STATE);
  // The list's failure (404 on upstream one-hub, which has no inviter management) is the
  // dashboard boundary's to explain. The rule is upstream's options: without them the card says so.
  const [page, settings] = await Promise.all([
    api.get('/api/inviter/', InviterPageSchema, inviterApiQuery(query)),
    api
      .get('/api/option/', OptionListSchema)
      .then(rewardSettingsOf)
      .catch(() => null),
  ]);
  redirectPastLastPage(url, INVITER_LIST_STATE, query, page.total_count);
  return { query, inviters: page.data, total: page.total_count, settings };
}

type Dialog = { kind: 'invitees'; inviter: Inviter } | { kind: 'adjust'; inviter: Inviter } | { kind: 'rule' };

/**
 * Inviters (spec §2 `operation/inviter_manage`, admin; extensions.md "Inviter management"): the
 * reward rule each invitee's top-ups follow, and the users who invited someone with their code,
 * invitee count and rewards pending, transferred and earned, searched and sorted in the URL;
 * each opens their invitees, or an adjustment of the pending rewards with a remark.
 */
export function Component() {
  const { t } = useTranslation('inviter');
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const state = useUrlState(INVITER_LIST_STATE);
  const mutations = useInviterMutations();
  const dialog = useDialogHost<Dialog>();
  const close = dialog.close;

  return (
    <Card variant="outlined">
      <RewardRuleCard settings={data.settings} money={money} onEdit={() => dialog.open({ kind: 'rule' })} />
      <Divider />
      <ListSearchBar state={state} field="keyword" padded labels={toolbarLabels(t, ['searchHint'])} />
      <InviterTable
        inviters={data.inviters}
        order={data.query.order}
        money={money}
        onSort={sortBy(state)}
        onInvitees={(inviter) => dialog.open({ kind: 'invitees', inviter })}
        onAdjust={(inviter) => dialog.open({ kind: 'adjust', inviter })}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={INVITER_PAGE_SIZES} />
      <Hosted dialog={dialog.of('invitees')}>
        {({ inviter }) => <InviteesDialog key={inviter.id} inviter={inviter} money={money} onClose={close} />}
      </Hosted>
      <Hosted dialog={dialog.of('adjust')}>
        {({ inviter }) => <AdjustDialog key={inviter.id} inviter={inviter} money={money} onAdjust={mutations.adjust} onClose={close} />}
      </Hosted>
      <Hosted dialog={dialog.of('rule')}>
        {() =>
          data.settings ? (
            <RuleDialog rule={data.settings.rule} quotaPerUnit={money.quotaPerUnit} onSave={mutations.saveRule} onClose={close} />
          ) : null
        }
      </Hosted>
    </Card>
  );
}
