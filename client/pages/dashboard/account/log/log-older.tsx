import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format/number.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import type { OlderLogs } from './use-older-logs.ts';

interface LogOlderProps {
  older: OlderLogs;
  total: number;
}

/**
 * Under an admin's log in time order: how many rows are shown of how many, and the next older
 * ones. After the first click the next step also starts when this comes within a screen of the
 * view (a long scroll reads on); the button stays for the keyboard. The count is announced as it grows.
 */
export function LogOlder({ older, total }: LogOlderProps) {
  const { t, i18n } = useTranslation(['log', 'error']);
  const footer = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(false);
  const { state, loadOlder } = older;
  const shown = older.rows.length;

  useEffect(() => {
    const element = footer.current;
    if (!following || state !== 'idle' || !element || typeof IntersectionObserver === 'undefined') return;
    // A screen ahead: the next rows are there before the reader reaches the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [following, state, loadOlder]);

  return (
    <Stack
      ref={footer}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ p: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      data-testid="log-older"
      data-shown={shown}
      data-total={total}
      data-state={state}
    >
      <Typography variant="body2" role="status" data-testid="log-older-count">
        {t(state === 'ended' ? 'log:older.all' : 'log:older.shown', {
          shown: formatNumber(shown, i18n.language),
          total: formatNumber(total, i18n.language),
        })}
      </Typography>
      {state === 'failed' ? (
        <Alert severity="error" sx={{ py: 0 }} data-testid="log-older-error">
          {errorMessage(older.error, t)}
        </Alert>
      ) : null}
      {state === 'ended' ? null : (
        <Button
          variant="outlined"
          onClick={() => {
            setFollowing(true);
            loadOlder();
          }}
          // Not disabled while loading: a disabled button drops the keyboard's focus.
          aria-busy={state === 'loading'}
          data-testid="log-older-button"
        >
          {t(state === 'loading' ? 'log:older.loading' : state === 'failed' ? 'log:older.retry' : 'log:older.load')}
        </Button>
      )}
    </Stack>
  );
}
