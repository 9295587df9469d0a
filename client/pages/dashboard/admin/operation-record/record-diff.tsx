import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import type { OperationDetail } from '#shared/api/schemas/operation-record.ts';
import { diffLines, valueText } from './record-values.ts';

const CELL_SX = { fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' } as const;

function ValueCell({ value }: { value: unknown }) {
  const { t } = useTranslation('operation_record');
  const text = valueText(value);
  if (text === null)
    return (
      <TableCell sx={{ color: 'text.secondary' }}>
        <span aria-label={t('diff.none')}>—</span>
      </TableCell>
    );
  if (text === SECRET_MASK) return <TableCell sx={{ color: 'text.secondary' }}>{t('diff.secret')}</TableCell>;
  return <TableCell sx={CELL_SX}>{text}</TableCell>;
}

/**
 * What a record changed: each field before → after (a creation has no "before", a deletion no
 * "after"), secrets named but never shown, and the admin's remark. Values are text, never markup.
 */
export function RecordDiff({ detail }: { detail: OperationDetail }) {
  const { t } = useTranslation('operation_record');
  const lines = diffLines(detail);
  return (
    <>
      {detail.remark ? (
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="record-remark">
          {t('diff.remark', { remark: detail.remark })}
        </Typography>
      ) : null}
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('diff.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('diff.caption')} data-testid="record-diff">
          <TableHead>
            <TableRow>
              <TableCell>{t('diff.field')}</TableCell>
              <TableCell>{t('diff.before')}</TableCell>
              <TableCell>{t('diff.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.field} data-field={line.field}>
                <TableCell component="th" scope="row" sx={CELL_SX}>
                  {line.field}
                </TableCell>
                <ValueCell value={line.before} />
                <ValueCell value={line.after} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
