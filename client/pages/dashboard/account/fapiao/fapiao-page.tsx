import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ROLE } from '#shared/access.ts';
import { FapiaoPageSchema, FapiaoTitleListSchema, InvoiceableOrdersSchema } from '#shared/api/schemas/fapiao.ts';
import type { Fapiao, FapiaoReview, FapiaoTitle } from '#shared/api/schemas/fapiao.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf } from '#client/routing/loader-helpers.ts';
import { sessionContext } from '#client/routing/router-context.ts';
import { FAPIAO_STATE, FAPIAO_VIEWS, fapiaoApiQuery } from './fapiao-state.ts';
import { RequestCard } from './request-card.tsx';
import { RequestsCard } from './requests-card.tsx';
import { TitlesCard } from './titles-card.tsx';
import { useFapiaoMutations } from './use-fapiao-mutations.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { ChoiceToggle } from '#client/components/list-toolbar/choice-toggle.tsx';

// The forms (react-hook-form, the resolver, MUI's Dialog) load when first opened.
const TitleDialog = lazyNamed(() => import('./title-dialog.tsx'), 'TitleDialog');
const ReviewDialog = lazyNamed(() => import('./review-dialog.tsx'), 'ReviewDialog');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const isAdmin = (context.get(sessionContext)?.role ?? 0) >= ROLE.admin;
  const query = FAPIAO_STATE.parse(new URL(request.url).searchParams);
  // Only admins have the queue; anyone else asking for it sees their own view.
  const view = isAdmin ? query.view : 'mine';
  const api = apiOf(context);
  // A failure (404 on a gateway without fapiao, a refusal) is the dashboard boundary's to explain.
  if (view === 'queue') {
    const page = await api.get('/api/fapiao/', FapiaoPageSchema, fapiaoApiQuery(query, view));
    return { isAdmin, view, titles: [], orders: [], requests: page.data, total: page.total_count };
  }
  const [titles, orders, page] = await Promise.all([
    api.get('/api/fapiao/title', FapiaoTitleListSchema),
    api.get('/api/fapiao/orders', InvoiceableOrdersSchema),
    api.get('/api/fapiao/self', FapiaoPageSchema, fapiaoApiQuery(query, view)),
  ]);
  return { isAdmin, view, titles, orders, requests: page.data, total: page.total_count };
}

/** The title form edits a title, or a new one (null); an admin reviews a request as issued or rejected. */
type Dialog = { kind: 'title'; title: FapiaoTitle | null } | { kind: 'review'; fapiao: Fapiao; as: FapiaoReview['status'] };

/**
 * `/dashboard/fapiao` (spec section 2, "Other"; extensions.md "Fapiao"): every user's invoice
 * titles, a fapiao request over paid orders not yet invoiced, and their requests with status,
 * number, file and reason; admins switch to the queue and issue or reject.
 */
export function Component() {
  const { t } = useTranslation('fapiao');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(FAPIAO_STATE);
  const mutations = useFapiaoMutations();
  const dialog = useDialogHost<Dialog>();
  const confirm = useConfirm(t('common.cancel'));

  function askDeleteTitle(title: FapiaoTitle) {
    confirm.askDestructive(
      {
        title: t('titles.deleteConfirm.title'),
        body: t('titles.deleteConfirm.body', { name: title.name }),
        confirmLabel: t('titles.delete'),
      },
      () => mutations.deleteTitle(title),
    );
  }

  function askCancel(fapiao: Fapiao) {
    confirm.askDestructive(
      {
        title: t('requests.cancelConfirm.title'),
        body: t('requests.cancelConfirm.body', { id: fapiao.id }),
        confirmLabel: t('requests.cancel'),
      },
      () => mutations.cancel(fapiao),
    );
  }

  return (
    <Stack spacing={3} data-testid="fapiao-page" data-view={data.view}>
      {data.isAdmin ? (
        <ChoiceToggle
          value={data.view}
          choices={FAPIAO_VIEWS}
          label={t('views.label')}
          choiceLabel={(view) => t(`views.${view}`)}
          testIdPrefix="fapiao-view-"
          onChoose={(view) => state.set({ view, status: 'all', username: '' })}
        />
      ) : null}
      {data.view === 'mine' ? (
        <>
          <TitlesCard
            titles={data.titles}
            onCreate={() => dialog.open({ kind: 'title', title: null })}
            onEdit={(title) => dialog.open({ kind: 'title', title })}
            onDelete={askDeleteTitle}
          />
          <RequestCard orders={data.orders} titles={data.titles} onRequest={mutations.request} />
          <RequestsCard state={state} rows={data.requests} total={data.total} actions={{ kind: 'mine', onCancel: askCancel }} />
        </>
      ) : (
        <RequestsCard
          state={state}
          rows={data.requests}
          total={data.total}
          actions={{ kind: 'queue', onReview: (fapiao, as) => dialog.open({ kind: 'review', fapiao, as }) }}
        />
      )}
      <Hosted dialog={dialog.of('title')}>
        {({ title }) => <TitleDialog key={title?.id ?? 'new'} title={title} onSave={mutations.saveTitle} onClose={dialog.close} />}
      </Hosted>
      <Hosted dialog={dialog.of('review')}>
        {({ fapiao, as }) => (
          <ReviewDialog key={`${fapiao.id}-${as}`} fapiao={fapiao} as={as} onReview={mutations.review} onClose={dialog.close} />
        )}
      </Hosted>
      {confirm.dialog}
    </Stack>
  );
}
