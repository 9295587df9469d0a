import Collapse from '@mui/material/Collapse';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';
import type { Log } from '#shared/api/schemas/log.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { groupLabel } from './log-breakdown.ts';
import type { LogColumn } from './log-columns.ts';
import { LogDetail } from './log-detail.tsx';
import { durationText, formatLogQuota, secondsOf } from './log-format.ts';
import { smallIconButton } from '#client/theme/button-reset.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

const TYPE_COLORS: Record<number, TagColor> = { 1: 'success', 2: 'primary', 3: 'warning', 4: 'info' };
const TYPE_KEYS: Record<number, string> = { 1: 'log:type.1', 2: 'log:type.2', 3: 'log:type.3', 4: 'log:type.4' };

/** Slow answers in warm colours, as one-hub does: under 3 s fine, under 10 s slow, else very slow. */
function durationColor(ms: number): TagColor {
  if (ms < 3000) return 'success';
  if (ms < 10_000) return 'warning';
  return 'error';
}

/*
 * Constant styles, state in data attributes: every row shares one class per element. A style
 * that depended on the row (its column, open or not) made MUI write the whole TableRow,
 * TableCell or Typography style again for each variant. The rows are plain `<tr>`/`<td>`
 * styled once by the table body (LOG_BODY_SX): MUI's TableRow and TableCell put four class
 * names on every cell, about a tenth of the page.
 */
/** The detail's toggle: a plain button, MUI's small IconButton's look, written once by the body. */
const toggleRules = (theme: Theme) => ({
  '& .log-toggle': smallIconButton(theme),
  '& .log-toggle>span': { ...theme.typography.body1, margin: 0, fontSize: 14, lineHeight: 1, transition: 'transform 150ms' },
  '& .log-toggle[aria-expanded=true]>span': { transform: 'rotate(90deg)' },
});

/**
 * The rows' and cells' styles, written once for the table body: MUI's TableRow (hover) and its
 * small body TableCell, and the states of a row that were per-row `sx` before.
 *
 * One line a row (issue 36 item 11): no cell wraps; a name longer than its column's room ends in
 * an ellipsis, its whole text in the cell's `title` and in the detail. On a phone (below `sm`)
 * a row is a card: the model and the cost on the first line, the time, the type and the
 * duration on the second, the detail's toggle beside both; the other columns are in the detail.
 */
export const LOG_BODY_SX = (theme: Theme) => {
  const palette = theme.vars?.palette ?? theme.palette;
  const border = theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider;
  const cell = {
    ...theme.typography.body2,
    borderBottom: `1px solid ${border}`,
    textAlign: 'left',
    padding: '6px 8px',
    whiteSpace: 'nowrap',
    color: palette.text.primary,
  } as const;
  // Short selectors: the page's inline styles have a budget (tests/server/page-weight.test.ts).
  const td = (...columns: LogColumn[]) => columns.map((column) => `& td[data-column=${column}]`).join(',');
  const clip = (...columns: LogColumn[]) => columns.map((column) => `& td[data-column=${column}]>span`).join(',');
  return {
    '& > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '& > tr[data-testid=log-row]:hover': { backgroundColor: palette.action.hover },
    '& td[data-column]': cell,
    '& td:first-of-type': { paddingLeft: '16px' },
    '& td:last-of-type': { paddingRight: '16px' },
    [td('detail')]: { width: '40px', paddingBlock: '0px' },
    ...toggleRules(theme),
    '& td[data-clip]>span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
    [clip('model')]: { maxWidth: '14em' },
    [clip('token', 'channel')]: { maxWidth: '10em' },
    [clip('user', 'ip', 'group')]: { maxWidth: '9em' },
    [td('prompt', 'completion', 'quota')]: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
    '& > tr[data-open] > td': { borderBottom: 'none' },
    '& > tr[data-detail] > td': { ...cell, whiteSpace: 'normal', paddingTop: 0, paddingBottom: 0 },
    '& > tr[data-detail]:not([data-open]) > td': { borderBottom: 'none' },
    [theme.breakpoints.down('sm')]: {
      display: 'block',
      '& > tr[data-testid=log-row]': {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0,1fr) auto auto',
        gridTemplateAreas: '"detail model quota quota" "detail time type duration"',
        alignItems: 'center',
        gap: '2px 8px',
        padding: '8px 16px 8px 4px',
        borderBottom: `1px solid ${border}`,
      },
      '& > tr[data-open]': { borderBottom: 'none' },
      // Only the card's cells show (a rule per shown cell, shorter than one per hidden column).
      '& td[data-column]': { display: 'none', padding: '0px', border: 'none' },
      [td('detail')]: { display: 'block', gridArea: 'detail' },
      [td('type')]: { display: 'block', gridArea: 'type' },
      [td('duration')]: { display: 'block', gridArea: 'duration' },
      [td('model')]: { display: 'block', gridArea: 'model', fontWeight: 600 },
      [td('time')]: { display: 'block', gridArea: 'time', color: palette.text.secondary, overflow: 'hidden', textOverflow: 'ellipsis' },
      [td('quota')]: { display: 'block', gridArea: 'quota', fontWeight: 600 },
      '& > tr[data-detail], & > tr[data-detail] > td, & td[data-empty]': { display: 'block' },
      '& > tr[data-detail][data-open] > td': { borderBottom: `1px solid ${border}` },
    },
  } as const;
};

interface LogRowProps {
  row: Log;
  columns: LogColumn[];
  money: QuotaDisplay;
  timeZone: string;
  /** The row's place in the whole list (header = 1) when only some rows are rendered. */
  rowIndex?: number;
}

/** One log entry and, when expanded, its price breakdown below it. */
export function LogRow({ row, columns, money, timeZone, rowIndex }: LogRowProps) {
  const { t } = useTranslation('log');
  const [open, setOpen] = useState(false);
  const group = groupLabel(row.metadata);
  const groupText = group?.backup ? `${group.name} · ${t('log:row.backupGroup')}` : (group?.name ?? '');
  const channel = row.channel_id ? `${row.channel_id}${row.channel?.name ? ` · ${row.channel.name}` : ''}` : '';
  // Free texts a gateway may make long (names): cut to one line, whole on hover and in the detail.
  const clipped: Partial<Record<LogColumn, string>> = {
    model: row.model_name,
    token: row.token_name,
    channel,
    user: row.username,
    ip: row.source_ip,
  };
  const cells: Record<LogColumn, ReactNode> = {
    time: formatDateTime(row.created_at, timeZone),
    channel,
    user: row.username,
    group: group ? <StatusTag variant="outlined" color={group.backup ? 'warning' : 'default'} label={groupText} title={groupText} /> : null,
    token: row.token_name,
    type: (
      <StatusTag
        color={TYPE_COLORS[row.type] ?? 'default'}
        label={TYPE_KEYS[row.type] ? t(TYPE_KEYS[row.type] ?? '') : t('log:type.unknown')}
      />
    ),
    model: row.model_name,
    // The duration's tag alone keeps the row one line; the first response and "stream" are in
    // its title and in the detail.
    duration:
      row.type === 2 ? (
        <StatusTag
          variant="outlined"
          color={durationColor(row.request_time)}
          label={t('log:row.seconds', { seconds: secondsOf(row.request_time) })}
          title={durationText(row, t)}
        />
      ) : null,
    prompt: row.prompt_tokens || '',
    completion: row.completion_tokens || '',
    quota: row.quota ? formatLogQuota(row.quota, money) : '',
    ip: row.source_ip,
    detail: (
      <button
        type="button"
        className="log-toggle"
        aria-expanded={open}
        aria-label={open ? t('log:row.hideDetail') : t('log:row.showDetail')}
        onClick={() => setOpen((v) => !v)}
        data-testid="log-detail-toggle"
      >
        <span aria-hidden>▶</span>
      </button>
    ),
  };
  return (
    <>
      <tr data-testid="log-row" data-open={open || undefined} aria-rowindex={rowIndex}>
        {columns.map((column) => {
          const text = clipped[column];
          return text === undefined ? (
            <td key={column} data-column={column}>
              {cells[column]}
            </td>
          ) : (
            // A cut name's whole text on hover (and in the detail).
            <td key={column} data-column={column} data-clip="" title={text || undefined}>
              <span>{text}</span>
            </td>
          );
        })}
      </tr>
      <tr data-detail="" data-open={open || undefined}>
        <td colSpan={columns.length}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <LogDetail row={row} money={money} timeZone={timeZone} />
          </Collapse>
        </td>
      </tr>
    </>
  );
}
