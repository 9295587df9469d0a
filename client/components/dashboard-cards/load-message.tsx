import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ApiError } from '#shared/api/errors.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import type { LoadFailure } from './load-result.ts';

/** Inside a card whose data did not load: why, and (unless the gateway lacks it) a retry. */
export function LoadMessage({ failure }: { failure: LoadFailure }) {
  const { t } = useTranslation(['dashboard', 'error']);
  const revalidator = useRevalidator();
  if (failure.reason === 'unsupported') {
    return (
      <Alert severity="info" variant="outlined" data-testid="overview-unsupported" sx={{ mt: 1 }}>
        {t('dashboard:overview.state.unsupported')}
      </Alert>
    );
  }
  const message = errorMessage(new ApiError(failure.message, failure.status, undefined), t);
  return (
    <Alert
      severity="warning"
      variant="outlined"
      data-testid="overview-failed"
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" disabled={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
          {t('dashboard:overview.state.retry')}
        </Button>
      }
    >
      {t('dashboard:overview.state.failed', { message })}
    </Alert>
  );
}
