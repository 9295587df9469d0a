import ButtonBase from '@mui/material/ButtonBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Midjourney } from '#shared/api/schemas/task.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { ProgressCell, StatusCell } from '#client/components/task-kit/task-cells.tsx';
import { durationSeconds, safeMediaUrl } from '#client/components/task-kit/task-format.ts';
import { RowActionButton } from '#client/components/table/table-cells.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const CLIP_SX = { display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const THUMB_SX = { width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' } as const;
const KNOWN_CODES = [0, 1, 21, 22];

/** One page of Midjourney tasks; admins also see the channel and user columns. */
export function MjTable({ rows, isAdmin, onOpen }: { rows: Midjourney[]; isAdmin: boolean; onOpen(row: Midjourney): void }) {
  const { t } = useTranslation('task');
  const timeZone = useTimeZone();
  const columns = [
    'mjId',
    'submitTime',
    ...(isAdmin ? ['channel', 'user'] : []),
    'action',
    'code',
    'status',
    'progress',
    'duration',
    'image',
    'prompt',
    'promptEn',
    'failReason',
    'detail',
  ];
  const clipped = (text: string, testId?: string) => (
    <Typography variant="body2" component="span" title={text || undefined} sx={CLIP_SX} data-testid={testId}>
      {text || '—'}
    </Typography>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="mj-table">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={NOWRAP} data-column={column}>
                {t(`column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const duration = durationSeconds(row.submit_time, row.finish_time);
            const image = safeMediaUrl(row.image_url);
            return (
              <TableRow key={row.id} hover data-testid="mj-row" data-mj-id={row.mj_id}>
                <TableCell sx={NOWRAP}>
                  <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
                    {row.mj_id}
                  </Typography>
                </TableCell>
                <TableCell sx={NOWRAP}>{row.submit_time > 0 ? formatDateTime(row.submit_time, timeZone) : '—'}</TableCell>
                {isAdmin ? (
                  <>
                    <TableCell data-testid="mj-channel">{row.channel_id || '—'}</TableCell>
                    <TableCell data-testid="mj-user">{row.user_id}</TableCell>
                  </>
                ) : null}
                <TableCell sx={NOWRAP}>{t(`mjAction.${row.action}`, { defaultValue: row.action })}</TableCell>
                <TableCell sx={NOWRAP}>
                  <StatusTag
                    variant="outlined"
                    color={row.code === 1 ? 'success' : row.code === 22 ? 'warning' : 'default'}
                    label={KNOWN_CODES.includes(row.code) ? t(`code.${row.code}`) : String(row.code)}
                  />
                </TableCell>
                <TableCell>
                  <StatusCell status={row.status} />
                </TableCell>
                <TableCell>
                  <ProgressCell progress={row.progress} />
                </TableCell>
                <TableCell sx={NOWRAP}>{duration === null ? '—' : t('duration', { seconds: duration })}</TableCell>
                <TableCell>
                  {image ? (
                    <ButtonBase onClick={() => onOpen(row)} aria-label={t('detail.openFor', { id: row.mj_id })} sx={{ borderRadius: 1 }}>
                      <img src={image} alt="" loading="lazy" width={48} height={48} style={THUMB_SX} data-testid="mj-thumb" />
                    </ButtonBase>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>{clipped(row.prompt)}</TableCell>
                <TableCell>{clipped(row.prompt_en)}</TableCell>
                <TableCell>{clipped(row.fail_reason)}</TableCell>
                <TableCell>
                  <RowActionButton
                    icon="search"
                    title={t('detail.open')}
                    label={t('detail.openFor', { id: row.mj_id })}
                    onClick={() => onOpen(row)}
                    testId="mj-open"
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 ? (
            <EmptyRow colSpan={columns.length} testId="mj-empty">
              {t('empty')}
            </EmptyRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
