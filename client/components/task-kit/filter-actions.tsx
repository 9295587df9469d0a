import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';

/**
 * Under the filters: clear them, and refresh (tasks move on while the page is open; the list
 * is asked again with the same filters).
 */
export function FilterActions({ canReset, onReset, testIdPrefix }: { canReset: boolean; onReset(): void; testIdPrefix: string }) {
  const { t } = useTranslation('task');
  const revalidator = useRevalidator();
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={onReset} disabled={!canReset} data-testid={`${testIdPrefix}-filter-reset`}>
        {t('filter.reset')}
      </Button>
      <Button
        variant="text"
        startIcon={<ActionIcon name="refresh" />}
        onClick={() => void revalidator.revalidate()}
        loading={revalidator.state === 'loading'}
        data-testid={`${testIdPrefix}-refresh`}
      >
        {t('filter.refresh')}
      </Button>
    </Stack>
  );
}
