import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Midjourney } from '#shared/api/schemas/task.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { ProgressCell, StatusCell } from '#client/components/task-kit/task-cells.tsx';
import { durationSeconds, safeMediaUrl } from '#client/components/task-kit/task-format.ts';
import { RowActionButton } from '#client/components/table/table-cells.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const MONO_SX = { fontFamily: 'monospace' } as const;
const CLIP_SX = { display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const THUMB_SX = { width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' } as const;
const THUMB_BUTTON_SX = { borderRadius: 1 } as const;
// MUI's own cell spacing (not the admin lists' DATA_TABLE_SX); the wide table scrolls sideways.
const TABLE_SX = {} as const;
const CONTAINER_SX = { overflowX: 'auto' } as const;
const KNOWN_CODES = [0, 1, 21, 22];

/** One page of Midjourney tasks; admins also see the channel and user columns. */
export function MjTable({ rows, isAdmin, onOpen }: { rows: Midjourney[]; isAdmin: boolean; onOpen(row: Midjourney): void }) {
  const { t } = useTranslation('task');
  const timeZone = useTimeZone();
  const clipped = (text: string, testId?: string) => (
    <Typography variant="body2" component="span" title={text || undefined} sx={CLIP_SX} data-testid={testId}>
      {text || '—'}
    </Typography>
  );
  /** A column under its `column.*` name; its header cell is found by `th[data-column]`. */
  const column = (
    id: string,
    cell: (row: Midjourney) => ReactNode,
    more: Pick<DataColumn<Midjourney>, 'sx' | 'testId'> = {},
  ): DataColumn<Midjourney> => ({
    id,
    header: t(`column.${id}`),
    headerSx: NOWRAP,
    headerData: { 'data-column': id },
    headerAlign: 'inherit',
    cell,
    ...more,
  });
  const columns: DataColumn<Midjourney>[] = [
    column(
      'mjId',
      (row) => (
        <Typography variant="body2" component="span" sx={MONO_SX}>
          {row.mj_id}
        </Typography>
      ),
      { sx: NOWRAP },
    ),
    column('submitTime', (row) => (row.submit_time > 0 ? formatDateTime(row.submit_time, timeZone) : '—'), { sx: NOWRAP }),
    ...(isAdmin
      ? [
          column('channel', (row) => row.channel_id || '—', { testId: 'mj-channel' }),
          column('user', (row) => row.user_id, { testId: 'mj-user' }),
        ]
      : []),
    column('action', (row) => t(`mjAction.${row.action}`, { defaultValue: row.action }), { sx: NOWRAP }),
    column(
      'code',
      (row) => (
        <StatusTag
          variant="outlined"
          color={row.code === 1 ? 'success' : row.code === 22 ? 'warning' : 'default'}
          label={KNOWN_CODES.includes(row.code) ? t(`code.${row.code}`) : String(row.code)}
        />
      ),
      { sx: NOWRAP },
    ),
    column('status', (row) => <StatusCell status={row.status} />),
    column('progress', (row) => <ProgressCell progress={row.progress} />),
    column(
      'duration',
      (row) => {
        const duration = durationSeconds(row.submit_time, row.finish_time);
        return duration === null ? '—' : t('duration', { seconds: duration });
      },
      { sx: NOWRAP },
    ),
    column('image', (row) => {
      const image = safeMediaUrl(row.image_url);
      return image ? (
        <ButtonBase onClick={() => onOpen(row)} aria-label={t('detail.openFor', { id: row.mj_id })} sx={THUMB_BUTTON_SX}>
          <img src={image} alt="" loading="lazy" width={48} height={48} style={THUMB_SX} data-testid="mj-thumb" />
        </ButtonBase>
      ) : (
        '—'
      );
    }),
    column('prompt', (row) => clipped(row.prompt)),
    column('promptEn', (row) => clipped(row.prompt_en)),
    column('failReason', (row) => clipped(row.fail_reason)),
    column('detail', (row) => (
      <RowActionButton
        icon="search"
        title={t('detail.open')}
        label={t('detail.openFor', { id: row.mj_id })}
        onClick={() => onOpen(row)}
        testId="mj-open"
      />
    )),
  ];
  return (
    <DataTable
      testId="mj-table"
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'mj-row', 'data-mj-id': row.mj_id })}
      emptyTestId="mj-empty"
      emptyText={t('empty')}
      sx={TABLE_SX}
      containerSx={CONTAINER_SX}
    />
  );
}
