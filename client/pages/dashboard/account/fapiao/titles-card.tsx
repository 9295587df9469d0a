import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FAPIAO_TITLES_MAX } from '#shared/api/schemas/fapiao.ts';
import type { FapiaoTitle } from '#shared/api/schemas/fapiao.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { TableCard } from '#client/components/table-card/table-card.tsx';

// Constant styles (one class for the whole column, README "Styles and page weight").
const NAME_SX = { fontWeight: 600 } as const;
const MONO_SX = { fontFamily: 'monospace' } as const;
const EMAIL_SX = { wordBreak: 'break-all' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

interface TitlesCardProps {
  titles: readonly FapiaoTitle[];
  onCreate(): void;
  onEdit(title: FapiaoTitle): void;
  onDelete(title: FapiaoTitle): void;
}

/** The user's invoice titles, with add, edit and delete. */
export function TitlesCard({ titles, onCreate, onEdit, onDelete }: TitlesCardProps) {
  const { t } = useTranslation('fapiao');
  const header = (id: string) => t(`titles.columns.${id}`);
  const columns: DataColumn<FapiaoTitle>[] = [
    { id: 'name', header: header('name'), sx: NAME_SX, cell: (title) => title.name },
    { id: 'kind', header: header('kind'), cell: (title) => t(`kind.${title.kind}`) },
    { id: 'taxId', header: header('taxId'), sx: MONO_SX, cell: (title) => title.tax_id || '—' },
    { id: 'type', header: header('type'), cell: (title) => t(`type.${title.fapiao_type}`) },
    { id: 'email', header: header('email'), sx: EMAIL_SX, cell: (title) => title.email },
    actionsColumn(
      header('actions'),
      [
        rowAction('edit', t('titles.edit'), (title) => t('titles.editLabel', { name: title.name }), onEdit, {
          testId: 'fapiao-title-edit',
        }),
        deleteAction(t('titles.delete'), (title) => t('titles.deleteLabel', { name: title.name }), onDelete, {
          testId: 'fapiao-title-delete',
        }),
      ],
      { sx: NOWRAP },
    ),
  ];
  return (
    <TableCard
      title={t('titles.heading')}
      caption={t('titles.caption')}
      testId="fapiao-titles"
      action={
        <Button
          variant="contained"
          startIcon={<ActionIcon name="add" />}
          onClick={onCreate}
          disabled={titles.length >= FAPIAO_TITLES_MAX}
          data-testid="fapiao-title-create"
        >
          {t('titles.create')}
        </Button>
      }
    >
      <DataTable
        label={t('titles.heading')}
        plain
        columns={columns}
        rows={titles}
        rowId={(title) => title.id}
        rowProps={() => ({ 'data-testid': 'fapiao-title-row' })}
        emptyTestId="fapiao-titles-empty"
        emptyText={t('titles.empty')}
      />
    </TableCard>
  );
}
