import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';
import { commaList } from '#shared/api/schemas/channel.ts';
import type { Channel, ChannelOrderField } from '#shared/api/schemas/channel.ts';
import { formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { HeaderCell, PlainRowActionButton, PlainSelectCell, rowActionRules, SelectAllCell } from '#client/components/table/table-cells.tsx';
import { buttonReset } from '#client/theme/button-reset.ts';
import type { Theme } from '@mui/material/styles';
import { PlainTableBody } from '#client/components/table/plain-rows.tsx';
import { RowIcons } from '#client/components/table/row-icons.tsx';
import { NumberCell } from '#client/components/table/number-cell.tsx';
import { cellLabel, STACKED_ON_PHONE_SX } from '#client/components/table/stacked-table.ts';
import { BalanceCell, ResponseCell, StatusCell } from './channel-cells.tsx';
import { FirstRenderSelectCell } from './first-render-controls.tsx';
import { useHydrated } from '#client/context/use-hydrated.ts';
import { CUSTOM_TYPE, channelTypeName } from '#shared/channel-types.ts';
import type { ChannelMutations } from './use-channel-mutations.ts';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';

type Column = 'id' | 'name' | 'group' | 'type' | 'status' | 'response_time' | 'balance' | 'priority' | 'weight' | 'actions';
const COLUMNS: readonly Column[] = ['id', 'name', 'group', 'type', 'status', 'response_time', 'balance', 'priority', 'weight', 'actions'];
// Sortable as the gateway allows (contract §2.6); the groups column shows tags, so it is not offered.
const SORTABLE: Partial<Record<Column, ChannelOrderField>> = {
  id: 'id',
  name: 'name',
  type: 'type',
  status: 'status',
  response_time: 'response_time',
  balance: 'balance',
  priority: 'priority',
  weight: 'weight',
};

/*
 * Constant styles, one class for the whole table (client/README "Styles and page weight"): the
 * rows are plain `<tr>`/`<td>` (PlainTableBody) and what a cell holds is plain elements styled
 * here by their class, not a Typography or Stack per cell (each wrote its class names in every
 * row: a channel row was 6.6 KB of HTML).
 */
const TABLE_SX = (theme: Theme) =>
  ({
    '& th, & td': { px: 1, whiteSpace: 'nowrap' },
    '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
    '& th:last-of-type, & td:last-of-type': { pr: 2 },
    '& .channel-name': { m: 0, typography: 'body2', fontWeight: 600 },
    '& .channel-failures-link': { display: 'block', typography: 'caption', color: 'primary.main', width: 'fit-content' },
    '& .channel-tag-link': { textDecoration: 'none' },
    '& .channel-groups': { display: 'flex', flexWrap: 'wrap', gap: 0.5 },
    '& .channel-ask-text': { display: 'block', typography: 'body2' },
    '& .channel-ask-caption': { typography: 'caption', color: 'text.secondary' },
    // A cell's buttons are plain (channel-cells.tsx, PlainRowActionButton): reset once, then the
    // response time and the balance (they ask the provider again) and the row's icon buttons.
    '& td > button': buttonReset(theme),
    '& td:not([data-actions]) > button': {
      display: 'block',
      textAlign: 'start',
      borderRadius: 1,
      px: 0.5,
    },
    '& td[data-actions] > button': rowActionRules(theme),
  }) as const;

/** The icons of a row's buttons and box and the headers' sort arrow, drawn once for the table. */
const ROW_ICONS = ['edit', 'copy', 'check', 'checklist', 'delete', 'checkBox', 'checkBoxBlank', 'arrowDownward'] as const;

/** What a row's buttons open. */
export interface RowActions {
  onEdit(channel: Channel): void;
  onCopy(channel: Channel): void;
  onTestDialog(channel: Channel): void;
  /** The multi-model check (check-dialog.tsx). */
  onCheck(channel: Channel): void;
  onDelete(channel: Channel): void;
}

/** A row's buttons in order: icon, its texts (written whole: the translation-keys test reads them), what it opens. */
const ROW_BUTTONS: readonly { icon: ActionIconName; title: string; label: string; action: keyof RowActions; danger?: boolean }[] = [
  { icon: 'edit', title: 'channel:actions.edit', label: 'channel:actions.editNamed', action: 'onEdit' },
  { icon: 'copy', title: 'channel:actions.copy', label: 'channel:actions.copyNamed', action: 'onCopy' },
  { icon: 'check', title: 'channel:actions.test', label: 'channel:actions.testNamed', action: 'onTestDialog' },
  { icon: 'checklist', title: 'channel:actions.check', label: 'channel:actions.checkNamed', action: 'onCheck' },
  { icon: 'delete', title: 'channel:actions.delete', label: 'channel:actions.deleteNamed', action: 'onDelete', danger: true },
];

interface ChannelTableProps extends RowActions {
  channels: readonly Channel[];
  order: string;
  money: QuotaDisplay;
  /** The model chosen per channel for tests (its test model when none was chosen). */
  testModels: ReadonlyMap<number, string>;
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], on: boolean): void;
  onSort(field: ChannelOrderField): void;
  mutations: ChannelMutations;
}

/**
 * One page of channels: selection, sortable headers, the name with its tag, groups, type, the
 * status switch, response time (click: test), used quota and balance (click: refresh), priority
 * and weight edited in place, and edit, copy, test, check (several models) and delete per row.
 */
export function ChannelTable({ channels, order, money, testModels, selected, onSelect, onSort, mutations, ...actions }: ChannelTableProps) {
  const { t } = useTranslation(['channel', 'table']);
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const ids = channels.map((channel) => channel.id);
  // A phone shows each cell with its column's name (the rows are cards there).
  const label = (column: Column) => cellLabel(t(`channel:columns.${column}`));
  // MUI's Checkbox once hydrated; its resting look before (first-render-controls.tsx).
  const hydrated = useHydrated();

  return (
    <TableContainer>
      <RowIcons icons={ROW_ICONS}>
        <Table size="small" aria-label={t('channel:table.label')} sx={[STACKED_ON_PHONE_SX, TABLE_SX]}>
          <TableHead>
            <TableRow>
              <SelectAllCell ids={ids} selected={selected} onSelect={onSelect} label={t('channel:table.selectAll')} />
              {COLUMNS.map((column) => (
                <HeaderCell
                  key={column}
                  field={SORTABLE[column]}
                  order={order}
                  onSort={onSort}
                  align={column === 'actions' ? 'right' : 'left'}
                >
                  {t(`channel:columns.${column}`)}
                </HeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <PlainTableBody>
            {channels.length === 0 ? (
              <EmptyRow colSpan={COLUMNS.length + 1} testId="channels-empty">
                {t('table:empty')}
              </EmptyRow>
            ) : null}
            {channels.map((channel) => {
              const typeName =
                channel.type === CUSTOM_TYPE ? t('channel:types.custom') : (channelTypeName(channel.type) ?? `#${channel.type}`);
              const model = testModels.get(channel.id) ?? channel.test_model;
              return (
                <tr key={channel.id} data-hover="" data-testid="channel-row" data-name={channel.name} data-id={channel.id}>
                  {hydrated ? (
                    <PlainSelectCell
                      id={channel.id}
                      selected={selected}
                      onSelect={onSelect}
                      label={t('channel:table.select', { name: channel.name })}
                    />
                  ) : (
                    <FirstRenderSelectCell checked={selected.has(channel.id)} label={t('channel:table.select', { name: channel.name })} />
                  )}
                  <td {...label('id')}>{channel.id}</td>
                  <td {...label('name')}>
                    <p className="channel-name">{channel.name}</p>
                    {/* Its own failure history: the explorer narrowed to this channel (issue 35). */}
                    <Link
                      className="channel-failures-link"
                      to={pathOf('dashboard.failures', { query: { channel: String(channel.id) } })}
                      aria-label={t('channel:table.failuresOf', { name: channel.name })}
                      // A list route: nothing for React Router to discover (20 bytes a row).
                      discover="none"
                    >
                      {t('channel:table.failures')}
                    </Link>
                    {channel.tag ? (
                      // The tag leads to its members, where the tag bar edits the tag.
                      <Link
                        to={pathOf('dashboard.channel', { query: { tag: channel.tag } })}
                        className="channel-tag-link"
                        aria-label={t('channel:tag.showMembers', { tag: channel.tag })}
                      >
                        <StatusTag variant="outlined" color="info" label={channel.tag} data-testid="channel-tag" />
                      </Link>
                    ) : null}
                  </td>
                  <td {...label('group')}>
                    <div className="channel-groups">
                      {commaList(channel.group).map((group) => (
                        <StatusTag key={group} variant="outlined" label={group} />
                      ))}
                    </div>
                  </td>
                  <td {...label('type')}>{typeName}</td>
                  <td {...label('status')}>
                    <StatusCell channel={channel} onToggle={(enabled) => mutations.setEnabled(channel, enabled)} />
                  </td>
                  <td {...label('response_time')}>
                    <ResponseCell channel={channel} model={model} onTest={() => mutations.test(channel, model)} />
                  </td>
                  <td {...label('balance')}>
                    <BalanceCell
                      channel={channel}
                      used={formatUsage(channel.used_quota, status)}
                      onRefresh={() => mutations.refreshBalance(channel)}
                    />
                  </td>
                  <td {...label('priority')}>
                    <NumberCell
                      value={channel.priority}
                      min={-1_000_000}
                      label={t('channel:table.priorityOf', { name: channel.name })}
                      onSave={(value) => mutations.setNumber(channel, 'priority', value)}
                    />
                  </td>
                  <td {...label('weight')}>
                    <NumberCell
                      value={channel.weight}
                      min={0}
                      label={t('channel:table.weightOf', { name: channel.name })}
                      onSave={(value) => mutations.setNumber(channel, 'weight', value)}
                    />
                  </td>
                  <td data-align="right" data-actions="" {...label('actions')}>
                    {ROW_BUTTONS.map(({ icon, title, label: named, action, danger }) => (
                      <PlainRowActionButton
                        key={action}
                        icon={icon}
                        danger={danger}
                        title={t(title)}
                        label={t(named, { name: channel.name })}
                        onClick={() => actions[action](channel)}
                      />
                    ))}
                  </td>
                </tr>
              );
            })}
          </PlainTableBody>
        </Table>
      </RowIcons>
    </TableContainer>
  );
}
