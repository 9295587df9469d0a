import type { TFunction } from 'i18next';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import type { ConfirmRequest } from '#client/components/confirm-dialog/confirm-dialog.tsx';
import { useRowSelection } from '#client/components/table/row-selection.ts';
import type { RowId } from '#client/components/table/row-selection.ts';

/** What a confirmation asks, without its action (the list page adds it). */
export type Question = Omit<ConfirmRequest, 'run'>;

export interface ListPageOptions<Row, Id extends RowId> {
  /** The rows shown: only ticked rows among them count as selected. */
  rows: readonly Row[];
  idOf(row: Row): Id;
  /** Rows that may never be picked (a protected group, a built-in owner) even if ticked before. */
  selectable?(row: Row): boolean;
  /** The confirmation's cancel button, in the page's namespace. */
  cancelLabel: string;
}

/**
 * The question of a batch in the usual keys: `batch.confirm.<action>.title|body` with the count,
 * the body also listing the rows by `field` (`names`, or `ids` for rows without a name), and
 * `batch.<action>` on the button, so pages with those keys say only how a row is named.
 */
export function batchQuestion<Field extends 'name' | 'id', Row extends Readonly<Record<Field, string | number>>>(
  t: TFunction,
  action: string,
  field: Field,
): (rows: Row[]) => Omit<Question, 'destructive'> {
  return (rows) => ({
    title: t(`batch.confirm.${action}.title`, { count: rows.length }),
    body: t(`batch.confirm.${action}.body`, { count: rows.length, [`${field}s`]: rows.map((row) => row[field]).join(', ') }),
    confirmLabel: t(`batch.${action}`),
  });
}

/** The question before deleting one row, in the usual `delete.title|body|confirm` keys. */
export function deleteQuestion(t: TFunction, values: Record<string, string | number>): Omit<Question, 'destructive'> {
  return { title: t('delete.title'), body: t('delete.body', values), confirmLabel: t('delete.confirm') };
}

/**
 * An admin list's selection and confirmations. A ticked row counts only while it is on the
 * page shown and selectable (a reload or a new filter leaves earlier choices behind); an action
 * over the selection asks first and clears the selection once it has run, as its rows changed.
 */
export function useListPage<Row, Id extends RowId = number>({
  rows,
  idOf,
  selectable = () => true,
  cancelLabel,
}: ListPageOptions<Row, Id>) {
  const confirm = useConfirm(cancelLabel);
  const { picked, select, clear } = useRowSelection<Id>();
  const selected = rows.filter((row) => picked.has(idOf(row)) && selectable(row));
  const selectedIds: ReadonlySet<Id> = new Set(selected.map(idOf));

  /** Asks `question`; on confirm runs `action`, then clears the selection. */
  function askThenClear(question: Question, action: () => Promise<unknown>) {
    confirm.ask({
      ...question,
      run: async () => {
        await action();
        clear();
      },
    });
  }

  /**
   * A batch over the rows selected now (enable, disable, delete…): asks, in red unless it
   * enables, then runs on those rows (not on what is ticked when the answer comes) and clears.
   * `run` gets the action too, so a page hands on its mutations' batch as it is.
   */
  function askBatch<Action extends string>(
    action: Action,
    question: (rows: Row[]) => Omit<Question, 'destructive'>,
    run: (action: Action, rows: Row[]) => Promise<unknown>,
  ) {
    const rows = selected;
    askThenClear({ ...question(rows), destructive: action !== 'enable' }, () => run(action, rows));
  }

  return { confirm, picked, select, clear, selected, selectedIds, askThenClear, askBatch, askDestructive: confirm.askDestructive };
}
