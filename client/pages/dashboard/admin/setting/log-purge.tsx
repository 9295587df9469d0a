import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { localInputToSeconds } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { TextInput } from '#client/components/text-input/text-input.tsx';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';

const CountSchema = z.object({ total_count: z.int() });

/** The button's margin is the row's: an `sx` on a Button writes all of its styles again (issue 37). */
const ROW_SX = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 3, '& > button': { mt: 1 } } as const;

/**
 * Deletes the logs created before a day (upstream `DELETE /api/log/?target_timestamp=`, every
 * row before it). The confirmation names how many rows go: the admin log list filtered to end
 * one second before that instant counts them (its `end_timestamp` is inclusive), on a real
 * one-hub as on the double. The day starts at midnight in the console's time zone.
 */
export function LogPurge() {
  const { t } = useTranslation(['setting', 'error']);
  const toast = useToast();
  const timeZone = useTimeZone();
  const [day, setDay] = useState('');
  const [counting, setCounting] = useState(false);
  const confirm = useConfirm(t('setting:cancel'));
  const target = day === '' ? null : localInputToSeconds(`${day}T00:00`, timeZone);

  async function ask() {
    if (target === null || target <= 1) return;
    setCounting(true);
    try {
      const { total_count: count } = await browserApi().get('/api/log/', CountSchema, { end_timestamp: target - 1, size: 1 });
      if (count === 0) {
        toast.show(t('setting:purge.none', { day }), { severity: 'info' });
        return;
      }
      confirm.ask({
        title: t('setting:purge.title'),
        body: t('setting:purge.body', { count, day }),
        confirmLabel: t('setting:purge.confirm', { count }),
        destructive: true,
        run: async () => {
          try {
            const deleted = await browserApi().delete('/api/log/', z.number(), { target_timestamp: target });
            toast.show(t('setting:purge.done', { count: deleted, day }), { severity: 'success' });
          } catch (error) {
            toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });
          }
        },
      });
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });
    } finally {
      setCounting(false);
    }
  }

  return (
    <Box sx={ROW_SX} data-testid="log-purge">
      <TextInput
        name="purge-before"
        type="date"
        label={t('setting:purge.before')}
        value={day}
        onChange={(event) => setDay(event.target.value)}
        helperText={t('setting:purge.hint')}
      />
      <Button variant="outlined" color="error" disabled={target === null} loading={counting} onClick={() => void ask()}>
        {t('setting:purge.action')}
      </Button>
      {confirm.dialog}
    </Box>
  );
}
