import type { ReactNode } from 'react';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';
import { RowActionButton } from '#client/components/table/table-cells.tsx';
import type { DataColumn } from './data-table.tsx';

/**
 * One icon button of a row: the tooltip says what (`title`), the accessible name says on what
 * (`label`, from the row), and `shown` keeps it off the rows it does not apply to (a built-in
 * is not deleted, a paid order is not completed).
 */
export interface RowAction<Row> {
  icon: ActionIconName;
  title: string;
  label(row: Row): string;
  onClick(row: Row): void;
  danger?: boolean;
  testId?: string;
  shown?(row: Row): boolean;
}

/**
 * An action from its icon, tooltip, per-row label and handler (the rest, as `testId` or
 * `shown`, in `more`): the lists' edit, delete, copy… entries without restating their keys.
 */
export function rowAction<Row>(
  icon: ActionIconName,
  title: string,
  label: (row: Row) => string,
  onClick: (row: Row) => void,
  more: Pick<RowAction<Row>, 'danger' | 'testId' | 'shown'> = {},
): RowAction<Row> {
  return { icon, title, label, onClick, ...more };
}

/** The delete action: its icon in the error colour. */
export function deleteAction<Row>(
  title: string,
  label: (row: Row) => string,
  onClick: (row: Row) => void,
  more: Pick<RowAction<Row>, 'testId' | 'shown'> = {},
): RowAction<Row> {
  return rowAction('delete', title, label, onClick, { danger: true, ...more });
}

/**
 * A row's icon buttons, in order, after what the row shows first (a switch, a copy button).
 * Every admin list had written the same tooltip-and-button pair per action; the list now names
 * its actions and this draws them.
 */
export function RowActions<Row>({ row, actions, lead }: { row: Row; actions: readonly RowAction<Row>[]; lead?: ReactNode }) {
  return (
    <>
      {lead}
      {actions.map((action) =>
        action.shown?.(row) === false ? null : (
          <RowActionButton
            key={action.icon + action.title}
            icon={action.icon}
            title={action.title}
            label={action.label(row)}
            onClick={() => action.onClick(row)}
            {...(action.danger ? { danger: true } : {})}
            {...(action.testId ? { testId: action.testId } : {})}
          />
        ),
      )}
    </>
  );
}

/**
 * The right-aligned "actions" column of an admin list: its header, and for each row the
 * actions (after `lead`, which draws what is not an icon button).
 */
export function actionsColumn<Row>(
  header: ReactNode,
  actions: readonly RowAction<Row>[],
  more: Pick<DataColumn<Row>, 'sx'> & { lead?(row: Row): ReactNode } = {},
): DataColumn<Row> {
  const { lead, sx } = more;
  return {
    id: 'actions',
    header,
    align: 'right',
    icons: actions.map((action) => action.icon),
    ...(sx === undefined ? {} : { sx }),
    cell: (row) => <RowActions row={row} actions={actions} lead={lead?.(row)} />,
  };
}
