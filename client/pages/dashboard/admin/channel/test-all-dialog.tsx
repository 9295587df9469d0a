import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ChannelTestAllRow } from '#shared/api/schemas/channel.ts';
import { ActionDialog } from '#client/components/action-dialog/action-dialog.tsx';
import { ResultTag } from './result-tag.tsx';

/** Every channel's result of "test all": passed or failed, the time, the provider's message and the status after it. */
export function TestAllDialog({ rows, onClose }: { rows: readonly ChannelTestAllRow[]; onClose(): void }) {
  const { t } = useTranslation('channel');
  const failed = rows.filter((row) => !row.success).length;
  return (
    <ActionDialog
      title={t('testAll.title', { count: rows.length, failed })}
      closeLabel={t('testAll.close')}
      onClose={onClose}
      maxWidth="md"
      dividers
    >
      <Table size="small" aria-label={t('testAll.title', { count: rows.length, failed })} data-testid="channel-test-all-results">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.id')}</TableCell>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('testAll.result')}</TableCell>
            <TableCell>{t('columns.response_time')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('testAll.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="channel-test-result" data-id={row.id} data-success={row.success}>
              <TableCell>{row.id}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>
                <ResultTag passed={row.success} />
              </TableCell>
              <TableCell>{t('table.seconds', { seconds: row.time.toFixed(2) })}</TableCell>
              <TableCell>{t(`status.${row.status}`, { defaultValue: t('status.unknown') })}</TableCell>
              <TableCell>{row.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ActionDialog>
  );
}
