import Card from '@mui/material/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod/mini';
import { CHANNEL_STATUS, ChannelPageSchema, ChannelTagListSchema } from '#shared/api/schemas/channel.ts';
import type { Channel, ChannelTestAllRow } from '#shared/api/schemas/channel.ts';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { BatchBar } from '#client/components/admin-kit/batch-bar.tsx';
import type { ChannelDialogMode } from './channel-dialog.tsx';
import { CHANNEL_LIST_STATE, CHANNEL_PAGE_SIZES, channelApiQuery } from './channel-list-state.ts';
import { ChannelTable } from './channel-table.tsx';
import { ChannelToolbar } from './channel-toolbar.tsx';
import { TagBar } from './tag-bar.tsx';
import { CHANNEL_BATCH_FIELDS, channelBatchSpec } from './batch-field.ts';
import type { ChannelBatchField } from './batch-field.ts';
import { batchFieldLabels } from '#client/components/admin-kit/batch-field.ts';
import { useChannelMutations } from './use-channel-mutations.ts';
import type { ChannelBatchAction, ModelBatchAction } from './use-channel-mutations.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { batchQuestion, deleteQuestion, useListPage } from '#client/components/admin-kit/use-list-page.ts';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

// Dialogs (react-hook-form, the resolver, the results table) load when one first opens.
const ChannelDialog = lazyNamed(() => import('./channel-dialog.tsx'), 'ChannelDialog');
const TestDialog = lazyNamed(() => import('./test-dialog.tsx'), 'TestDialog');
const CheckDialog = lazyNamed(() => import('./check-dialog.tsx'), 'CheckDialog');
const TestAllDialog = lazyNamed(() => import('./test-all-dialog.tsx'), 'TestAllDialog');
const BatchModelDialog = lazyNamed(() => import('./batch-model-dialog.tsx'), 'BatchModelDialog');
const TagDialog = lazyNamed(() => import('./tag-dialog.tsx'), 'TagDialog');
const BatchFieldDialog = lazyNamed(() => import('#client/components/admin-kit/batch-field-dialog.tsx'), 'BatchFieldDialog');

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, CHANNEL_LIST_STATE);
  // A failure of the list (404, a refused role) is the dashboard boundary's to explain; the rest only degrades its own part.
  const count = (status: number) =>
    api
      .get('/api/channel/', ChannelPageSchema, { status, size: 1 })
      .then((page) => page.total_count)
      .catch(() => null);
  const [page, groups, tags, manual, auto] = await Promise.all([
    api.get('/api/channel/', ChannelPageSchema, channelApiQuery(query)),
    api.get('/api/group/', z.array(z.string())).catch(() => []),
    api.get('/api/channel_tag/_all', ChannelTagListSchema).catch(() => []),
    count(CHANNEL_STATUS.manual),
    count(CHANNEL_STATUS.auto),
  ]);
  redirectPastLastPage(url, CHANNEL_LIST_STATE, query, page.total_count);
  return {
    query,
    channels: page.data,
    total: page.total_count,
    groups,
    tags: tags.map((row) => row.tag),
    disabledCount: manual === null || auto === null ? null : manual + auto,
  };
}

type Dialog =
  | { kind: 'form'; mode: ChannelDialogMode }
  | { kind: 'test'; channel: Channel }
  | { kind: 'check'; channel: Channel }
  | { kind: 'testAll'; rows: ChannelTestAllRow[] }
  | { kind: 'model'; action: ModelBatchAction; channels: Channel[] }
  | { kind: 'tag'; tag: string }
  | { kind: 'field'; channels: Channel[] };

/**
 * Admins' channels (spec §2 `channel`): the list with its filters in the URL, test and balance
 * per row and for all, priority and weight in place, create, edit, copy and delete, delete the
 * disabled ones, and batches over the selected rows (enable, disable, delete, add or remove a
 * model), each asking first and naming the count.
 */
export function Component() {
  // The route's payload carries `channel` only (issue 37: the page's HTML); naming the other two
  // here makes react-i18next load them as soon as the page has hydrated, for its dialogs, its
  // batch tools' questions and their toasts, none of which the first render shows.
  const { t } = useTranslation(['channel', 'channel_tools', 'channel_dialogs']);
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const state = useUrlState(CHANNEL_LIST_STATE);
  const mutations = useChannelMutations();
  const dialog = useDialogHost<Dialog>();
  const list = useListPage({ rows: data.channels, idOf: (channel) => channel.id, cancelLabel: t('delete.cancel') });
  const { confirm, selected, clear } = list;
  const [testModels, setTestModels] = useState<ReadonlyMap<number, string>>(new Map());

  const askBatch = (action: ChannelBatchAction) => list.askBatch(action, batchQuestion(t, action, 'name'), mutations.batch);

  const askDelete = (channel: Channel) =>
    list.askDestructive(deleteQuestion(t, { name: channel.name, id: channel.id }), () => mutations.deleteOne(channel));

  function askTestAll() {
    confirm.ask({
      title: t('testAll.confirmTitle'),
      body: t('testAll.confirmBody'),
      confirmLabel: t('testAll.confirm'),
      destructive: false,
      run: async () => {
        const rows = await mutations.testAll();
        if (rows) dialog.open({ kind: 'testAll', rows });
      },
    });
  }

  function askDeleteDisabled() {
    const count = data.disabledCount;
    list.askDestructive(
      {
        title: t('deleteDisabled.title'),
        body: count === null ? t('deleteDisabled.bodyUnknown') : t('deleteDisabled.body', { count }),
        confirmLabel: t('deleteDisabled.confirm'),
      },
      mutations.deleteDisabled,
    );
  }

  function askTag(action: 'disable' | 'delete', tag: string) {
    list.askDestructive(
      {
        title: t(`tag.confirm.${action}Title`, { tag }),
        body: t(`tag.confirm.${action}Body`, { tag, count: data.total }),
        confirmLabel: t(`tag.${action}`),
      },
      () => (action === 'delete' ? mutations.deleteTag(tag) : mutations.tagStatus(tag, false)),
    );
  }

  function askBatchField(channels: readonly Channel[], field: ChannelBatchField, value: string | number) {
    const label = t(`channel_tools:batchField.fields.${field}`);
    dialog.close();
    list.askThenClear(
      {
        title: t('channel_tools:batchField.confirmTitle', { count: channels.length, field: label }),
        body: t('channel_tools:batchField.confirmBody', {
          count: channels.length,
          field: label,
          value: value === '' ? t('channel_tools:batchField.empty') : String(value),
          names: channels.map((channel) => channel.name).join(', '),
        }),
        confirmLabel: t('channel_tools:batchField.confirm', { count: channels.length }),
        destructive: false,
      },
      () => mutations.batchField(channels, field, value),
    );
  }

  const tag = data.query.tag;
  const tagPriorities = new Set(data.channels.map((channel) => channel.priority));

  return (
    <Card variant="outlined">
      <ChannelToolbar
        state={state}
        groups={data.groups}
        tags={data.tags}
        disabledCount={data.disabledCount}
        onCreate={() => dialog.open({ kind: 'form', mode: { kind: 'create' } })}
        onTestAll={askTestAll}
        onDeleteDisabled={askDeleteDisabled}
        onRefreshBalances={() => void mutations.refreshAllBalances()}
      />
      {tag !== null && data.total > 0 ? (
        <TagBar
          tag={tag}
          count={data.total}
          priority={tagPriorities.size === 1 ? (data.channels[0]?.priority ?? null) : null}
          onPriority={(value) => mutations.tagPriority(tag, value)}
          onEdit={() => dialog.open({ kind: 'tag', tag })}
          onEnable={() => void mutations.tagStatus(tag, true)}
          onDisable={() => askTag('disable', tag)}
          onDelete={() => askTag('delete', tag)}
        />
      ) : null}
      {selected.length > 0 ? (
        <BatchBar
          count={selected.length}
          onClear={clear}
          actions={[
            ...(['enable', 'disable'] as const).map((action) => ({
              label: t(`batch.${action}`),
              onClick: () => askBatch(action),
              testId: `channel-batch-${action}`,
            })),
            ...(['add', 'remove'] as const).map((action) => ({
              label: t(`batch.${action}Model`),
              onClick: () => dialog.open({ kind: 'model', action, channels: selected }),
              testId: `channel-batch-${action}-model`,
            })),
            {
              label: t('channel_tools:batchField.open'),
              onClick: () => dialog.open({ kind: 'field', channels: selected }),
              testId: 'channel-batch-field',
            },
            { label: t('batch.delete'), onClick: () => askBatch('delete'), testId: 'channel-batch-delete', danger: true },
          ]}
        />
      ) : null}
      <ChannelTable
        channels={data.channels}
        order={data.query.order}
        money={money}
        testModels={testModels}
        selected={list.selectedIds}
        onSelect={list.select}
        onSort={sortBy(state)}
        mutations={mutations}
        onEdit={(channel) => dialog.open({ kind: 'form', mode: { kind: 'edit', channel } })}
        onCopy={(channel) => dialog.open({ kind: 'form', mode: { kind: 'copy', channel } })}
        onTestDialog={(channel) => dialog.open({ kind: 'test', channel })}
        onCheck={(channel) => dialog.open({ kind: 'check', channel })}
        onDelete={askDelete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={CHANNEL_PAGE_SIZES} />
      <Hosted dialog={dialog.of('form')}>
        {({ mode }) => (
          <ChannelDialog
            key={mode.kind === 'create' ? 'create' : `${mode.kind}-${mode.channel.id}`}
            mode={mode}
            groups={data.groups}
            onSave={mutations.save}
            onClose={dialog.close}
          />
        )}
      </Hosted>
      <Hosted dialog={dialog.of('test')}>
        {({ channel }) => (
          <TestDialog
            key={channel.id}
            channel={channel}
            model={testModels.get(channel.id) ?? ''}
            onTest={(model) => {
              setTestModels((previous) => new Map(previous).set(channel.id, model));
              return mutations.test(channel, model);
            }}
            onClose={dialog.close}
          />
        )}
      </Hosted>
      <Hosted dialog={dialog.of('check')}>
        {({ channel }) => <CheckDialog key={channel.id} channel={channel} onClose={dialog.close} />}
      </Hosted>
      <Hosted dialog={dialog.of('testAll')}>{({ rows }) => <TestAllDialog rows={rows} onClose={dialog.close} />}</Hosted>
      <Hosted dialog={dialog.of('model')}>
        {({ action, channels }) => (
          <BatchModelDialog
            key={action}
            action={action}
            channels={channels}
            onRun={async (model) => {
              const refusal = await mutations.batchModel(action, channels, model);
              if (!refusal) clear();
              return refusal;
            }}
            onClose={dialog.close}
          />
        )}
      </Hosted>
      <Hosted dialog={dialog.of('tag')}>
        {({ tag: shown }) => <TagDialog key={shown} tag={shown} groups={data.groups} onClose={dialog.close} />}
      </Hosted>
      <Hosted dialog={dialog.of('field')}>
        {({ channels }) => (
          <BatchFieldDialog
            title={t('channel_tools:batchField.title', { count: channels.length })}
            fields={CHANNEL_BATCH_FIELDS.map((field) => ({
              name: field,
              label: t(`channel_tools:batchField.fields.${field}`),
              spec: channelBatchSpec(field, data.groups),
              hint: t(`channel_tools:batchField.hints.${field}`),
            }))}
            labels={batchFieldLabels(t, 'channel_tools')}
            onNext={(name, value) => {
              // The lazy component is not generic: the field comes back as a name of the list above.
              const field = CHANNEL_BATCH_FIELDS.find((candidate) => candidate === name);
              if (field) askBatchField(channels, field, value);
            }}
            onClose={dialog.close}
          />
        )}
      </Hosted>
      {confirm.dialog}
    </Card>
  );
}
