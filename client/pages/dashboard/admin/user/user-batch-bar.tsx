import { useTranslation } from 'react-i18next';
import type { BatchAction } from './use-user-mutations.ts';
import { BatchBar } from '#client/components/admin-kit/batch-bar.tsx';

interface UserBatchBarProps {
  count: number;
  onAction(action: BatchAction): void;
  /** Opens "set the group" for the selected users. */
  onSetGroup(): void;
  onClear(): void;
}

/** Shown while rows are selected: enable, disable or delete them all, or set their group (each asks first). */
export function UserBatchBar({ count, onAction, onSetGroup, onClear }: UserBatchBarProps) {
  const { t } = useTranslation('user');
  return (
    <BatchBar
      count={count}
      onClear={onClear}
      regionLabel={t('batch.label')}
      testId="user-batch-bar"
      actions={[
        { label: t('batch.enable'), onClick: () => onAction('enable') },
        { label: t('batch.disable'), onClick: () => onAction('disable') },
        { label: t('batchField.open'), onClick: onSetGroup, testId: 'user-batch-group' },
        { label: t('batch.delete'), onClick: () => onAction('delete'), danger: true },
      ]}
    />
  );
}
