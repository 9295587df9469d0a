import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
import { formatLogQuota, secondsOf } from './log-format.ts';
import type { LogMoney } from './log-format.ts';

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
const TOGGLE_SX = {
  fontSize: 14,
  lineHeight: 1,
  transition: 'transform 150ms',
  '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
} as const;

/**
 * The rows' and cells' styles, written once for the table body: MUI's TableRow (hover) and its
 * small body TableCell, and the states of a row that were per-row `sx` before.
 */
export const LOG_BODY_SX = (theme: Theme) => {
  const palette = theme.vars?.palette ?? theme.palette;
  const border = theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider;
  const cell = {
    ...theme.typography.body2,
    borderBottom: `1px solid ${border}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: palette.text.primary,
  } as const;
  return {
    '& > tr[data-testid="log-row"], & > tr[data-detail]': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '& > tr[data-testid="log-row"]:hover': { backgroundColor: palette.action.hover },
    '& > tr > td[data-column]': cell,
    '& > tr > td[data-column="time"], & > tr > td[data-column="quota"]': { whiteSpace: 'nowrap' },
    '& > tr[data-open] > td[data-column]': { borderBottom: 'none' },
    '& > tr[data-detail] > td': { ...cell, paddingTop: 0, paddingBottom: 0 },
    '& > tr[data-detail]:not([data-open]) > td': { borderBottom: 'none' },
  } as const;
};

interface LogRowProps {
  row: Log;
  columns: LogColumn[];
  money: LogMoney;
  timeZone: string;
}

/** One log entry and, when expanded, its price breakdown below it. */
export function LogRow({ row, columns, money, timeZone }: LogRowProps) {
  const { t } = useTranslation('log');
  const [open, setOpen] = useState(false);
  const group = groupLabel(row.metadata);
  const firstResponse = typeof row.metadata?.first_response === 'number' ? row.metadata.first_response : 0;
  const cells: Record<LogColumn, ReactNode> = {
    time: formatDateTime(row.created_at, timeZone),
    channel: row.channel_id ? `${row.channel_id}${row.channel?.name ? ` · ${row.channel.name}` : ''}` : '',
    user: row.username,
    group: group ? (
      <StatusTag
        variant="outlined"
        color={group.backup ? 'warning' : 'default'}
        label={group.backup ? `${group.name} · ${t('log:row.backupGroup')}` : group.name}
      />
    ) : null,
    token: row.token_name,
    type: (
      <StatusTag
        color={TYPE_COLORS[row.type] ?? 'default'}
        label={TYPE_KEYS[row.type] ? t(TYPE_KEYS[row.type] ?? '') : t('log:type.unknown')}
      />
    ),
    model: row.model_name,
    duration:
      row.type === 2 ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <StatusTag
            variant="outlined"
            color={durationColor(row.request_time)}
            label={t('log:row.seconds', { seconds: secondsOf(row.request_time) })}
          />
          {firstResponse > 0 ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('log:row.firstResponse', { seconds: secondsOf(firstResponse) })}
            </Typography>
          ) : null}
          {row.is_stream ? <StatusTag color="info" variant="outlined" label={t('log:row.stream')} /> : null}
        </Stack>
      ) : null,
    prompt: row.prompt_tokens || '',
    completion: row.completion_tokens || '',
    quota: row.quota ? formatLogQuota(row.quota, money) : '',
    ip: row.source_ip,
    detail: (
      <IconButton
        size="small"
        aria-expanded={open}
        aria-label={open ? t('log:row.hideDetail') : t('log:row.showDetail')}
        onClick={() => setOpen((v) => !v)}
        data-testid="log-detail-toggle"
      >
        <Typography component="span" aria-hidden sx={TOGGLE_SX}>
          ▶
        </Typography>
      </IconButton>
    ),
  };
  return (
    <>
      <tr data-testid="log-row" data-open={open || undefined}>
        {columns.map((column) => (
          <td key={column} data-column={column}>
            {cells[column]}
          </td>
        ))}
      </tr>
      <tr data-detail="" data-open={open || undefined}>
        <td colSpan={columns.length}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <LogDetail row={row} money={money} />
          </Collapse>
        </td>
      </tr>
    </>
  );
}
