import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { TelegramMenuPageSchema, TelegramStatusSchema } from '#shared/api/schemas/telegram.ts';
import type { TelegramMenu } from '#shared/api/schemas/telegram.ts';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { Hosted, useDialogHost } from '#client/components/lazy/dialog-host.tsx';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { loadStatus } from '#client/routing/loader-helpers.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { TELEGRAM_LIST_STATE, TELEGRAM_PAGE_SIZES, telegramApiQuery } from './telegram-list-state.ts';
import { TelegramStatusCard } from './telegram-status-card.tsx';
import { TelegramTable } from './telegram-table.tsx';
import { useTelegramMutations } from './use-telegram-mutations.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { deleteQuestion, useListPage } from '#client/components/admin-kit/use-list-page.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

// The form (react-hook-form, the resolver) and the confirmation load when first opened.
const TelegramDialog = lazyNamed(() => import('./telegram-dialog.tsx'), 'TelegramDialog');

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, TELEGRAM_LIST_STATE);
  // A failure (404 on a gateway without the bot, upstream's root-only refusal of an admin) is the
  // dashboard boundary's to explain.
  const [page, status, site] = await Promise.all([
    api.get('/api/option/telegram', TelegramMenuPageSchema, telegramApiQuery(query)),
    api.get('/api/option/telegram/status', TelegramStatusSchema),
    loadStatus(args.context),
  ]);
  redirectPastLastPage(url, TELEGRAM_LIST_STATE, query, page.total_count);
  return { query, menus: page.data, total: page.total_count, status, botName: site?.telegram_bot ?? '' };
}

/** The form's command, null for a new one. */
type DialogState = { menu: TelegramMenu | null };

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
  const dialog = useDialogHost<DialogState>();
  const list = useListPage({ rows: data.menus, idOf: (menu) => menu.id, cancelLabel: t('delete.cancel') });

  const askDelete = (menu: TelegramMenu) =>
    list.askDestructive(deleteQuestion(t, { command: menu.command }), () => mutations.deleteOne(menu));

  return (
    <Card variant="outlined">
      <TelegramStatusCard status={data.status} botName={data.botName} onReload={mutations.reload} />
      <Divider />
      <ListSearchBar
        state={state}
        field="keyword"
        padded
        onCreate={() => dialog.open({ menu: null })}
        createTestId="telegram-create"
        labels={toolbarLabels(t, ['searchHint', 'create'])}
      />
      <TelegramTable
        menus={data.menus}
        order={data.query.order}
        onSort={sortBy(state)}
        onEdit={(menu) => dialog.open({ menu })}
        onDelete={askDelete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={TELEGRAM_PAGE_SIZES} />
      <Hosted dialog={dialog.current}>
        {({ menu }) => <TelegramDialog key={menu?.id ?? 'new'} menu={menu} onSave={mutations.save} onClose={dialog.close} />}
      </Hosted>
      {list.confirm.dialog}
    </Card>
  );
}
