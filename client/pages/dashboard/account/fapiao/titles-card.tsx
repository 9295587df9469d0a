import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { FAPIAO_TITLES_MAX } from '#shared/api/schemas/fapiao.ts';
import type { FapiaoTitle } from '#shared/api/schemas/fapiao.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { RowActionButton } from '#client/components/table/table-cells.tsx';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';

interface TitlesCardProps {
  titles: readonly FapiaoTitle[];
  onCreate(): void;
  onEdit(title: FapiaoTitle): void;
  onDelete(title: FapiaoTitle): void;
}

const COLUMNS = ['name', 'kind', 'taxId', 'type', 'email', 'actions'] as const;

/** The user's invoice titles, with add, edit and delete. */
export function TitlesCard({ titles, onCreate, onEdit, onDelete }: TitlesCardProps) {
  const { t } = useTranslation('fapiao');
  return (
    <Card variant="outlined" data-testid="fapiao-titles">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <div>
            <SectionHeading title={t('titles.heading')} caption={t('titles.caption')} />
          </div>
          <Button
            variant="contained"
            startIcon={<ActionIcon name="add" />}
            onClick={onCreate}
            disabled={titles.length >= FAPIAO_TITLES_MAX}
            data-testid="fapiao-title-create"
          >
            {t('titles.create')}
          </Button>
        </Stack>
      </CardContent>
      <TableContainer>
        <Table size="small" aria-label={t('titles.heading')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
                  {t(`titles.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {titles.length === 0 ? (
              <EmptyRow colSpan={COLUMNS.length} testId="fapiao-titles-empty">
                {t('titles.empty')}
              </EmptyRow>
            ) : null}
            {titles.map((title) => (
              <TableRow key={title.id} data-testid="fapiao-title-row">
                <TableCell sx={{ fontWeight: 600 }}>{title.name}</TableCell>
                <TableCell>{t(`kind.${title.kind}`)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{title.tax_id || '—'}</TableCell>
                <TableCell>{t(`type.${title.fapiao_type}`)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{title.email}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowActionButton
                    icon="edit"
                    title={t('titles.edit')}
                    label={t('titles.editLabel', { name: title.name })}
                    onClick={() => onEdit(title)}
                    testId="fapiao-title-edit"
                  />
                  <RowActionButton
                    icon="delete"
                    danger
                    title={t('titles.delete')}
                    label={t('titles.deleteLabel', { name: title.name })}
                    onClick={() => onDelete(title)}
                    testId="fapiao-title-delete"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
