import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import type { Midjourney } from '#shared/api/schemas/task.ts';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { ClippedText } from '#client/components/task-kit/task-cells.tsx';
import { safeMediaUrl } from '#client/components/task-kit/task-format.ts';
import { TaskListTable, useTaskColumns } from '#client/components/task-kit/task-table.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const THUMB_SX = { width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' } as const;
const THUMB_BUTTON_SX = { borderRadius: 1 } as const;
const KNOWN_CODES = [0, 1, 21, 22];

const mjKey = (row: Midjourney) => row.mj_id;

/** One page of Midjourney tasks; admins also see the channel and user columns. */
export function MjTable({ rows, isAdmin, onOpen }: { rows: Midjourney[]; isAdmin: boolean; onOpen(row: Midjourney): void }) {
  const { t } = useTranslation('task');
  const shared = useTaskColumns<Midjourney>({ kind: 'mj', idColumn: 'mjId', rowKey: mjKey, onOpen });
  const { column } = shared;
  const columns: DataColumn<Midjourney>[] = [
    shared.id,
    shared.submitTime,
    ...shared.admin(isAdmin),
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
    shared.status,
    shared.progress,
    shared.duration,
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
    column('prompt', (row) => <ClippedText text={row.prompt} />),
    column('promptEn', (row) => <ClippedText text={row.prompt_en} />),
    column('failReason', (row) => <ClippedText text={row.fail_reason} />),
    shared.detail,
  ];
  return <TaskListTable kind="mj" columns={columns} rows={rows} rowKey={mjKey} />;
}
