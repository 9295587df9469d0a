import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { TelegramMenuPageSchema, TelegramStatusSchema } from '#shared/api/schemas/telegram.ts';
import type { TelegramMenu } from '#shared/api/schemas/telegram.ts';
import { withSearchState } from '#shared/url-state/search-state.ts';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { TELEGRAM_LIST_STATE, TELEGRAM_PAGE_SIZES, telegramApiQuery } from './telegram-list-state.ts';
import { TelegramStatusCard } from './telegram-status-card.tsx';
import { TelegramTable } from './telegram-table.tsx';
import { useTelegramMutations } from './use-telegram-mutations.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

// The form (react-hook-form, the resolver) and the confirmation load when first opened.
const TelegramDialog = lazyNamed(() => import('./telegram-dialog.tsx'), 'TelegramDialog');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = TELEGRAM_LIST_STATE.parse(url.searchParams);
  const api = apiOf(context);
  // A failure (404 on a gateway without the bot, upstream's root-only refusal of an admin) is the
  // dashboard boundary's to explain.
  const [page, status, site] = await Promise.all([
    api.get('/api/option/telegram/', TelegramMenuPageSchema, telegramApiQuery(query)),
    api.get('/api/option/telegram/status', TelegramStatusSchema),
    loadStatus(context),
  ]);
  // A page past the end (commands deleted since the link was shared) goes to the last page.
  const lastPage = Math.max(1, Math.ceil(page.total_count / query.size));
  if (query.page > lastPage)
    throw redirect(`${url.pathname}?${withSearchState(TELEGRAM_LIST_STATE, url.searchParams, { ...query, page: lastPage }).toString()}`);
  return { query, menus: page.data, total: page.total_count, status, botName: site?.telegram_bot ?? '' };
}

type DialogState = { menu: TelegramMenu | null } | null;

/**
 * The Telegram bot (spec §2 `operation/telegram_manage`, admin): its state and a reload, and its
 * menu commands with search, sort, create, edit and delete. The bot's built-in commands are
 * refused by name; replies are shown as their text, never rendered.
 */
export function Component() {
  const { t } = useTranslation('telegram');
  const data = useLoaderData<typeof loader>();
  const state = useUrlState(TELEGRAM_LIST_STATE);
  const mutations = useTelegramMutations();
  const [dialog, setDialog] = useState<DialogState>(null);
  const confirm = useConfirm(t('delete.cancel'));

  function askDelete(menu: TelegramMenu) {
    confirm.ask({
      title: t('delete.title'),
      body: t('delete.body', { command: menu.command }),
      confirmLabel: t('delete.confirm'),
      destructive: true,
      run: () => mutations.deleteOne(menu),
    });
  }

  return (
    <Card variant="outlined">
      <TelegramStatusCard status={data.status} botName={data.botName} onReload={mutations.reload} />
      <Divider />
      <ListSearchBar
        state={state}
        field="keyword"
        padded
        onCreate={() => setDialog({ menu: null })}
        createTestId="telegram-create"
        labels={toolbarLabels(t, ['searchHint', 'create'])}
      />
      <TelegramTable
        menus={data.menus}
        order={data.query.order}
        onSort={sortBy(state)}
        onEdit={(menu) => setDialog({ menu })}
        onDelete={askDelete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={TELEGRAM_PAGE_SIZES} />
      <WhenOpened open={dialog !== null}>
        {dialog ? (
          <TelegramDialog key={dialog.menu?.id ?? 'new'} menu={dialog.menu} onSave={mutations.save} onClose={() => setDialog(null)} />
        ) : null}
      </WhenOpened>
      {confirm.dialog}
    </Card>
  );
}
