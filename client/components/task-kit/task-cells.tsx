import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { knownStatus, progressPercent, statusColor } from './task-format.ts';

const PROGRESS_SX = { display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 } as const;
const BAR_SX = { flexGrow: 1, height: 6, borderRadius: 3 } as const;

/** A progress bar with its percentage; the bar is named for screen readers. */
export function ProgressCell({ progress }: { progress: number | string }) {
  const { t } = useTranslation('task');
  const percent = progressPercent(progress);
  return (
    <Box sx={PROGRESS_SX} data-testid="task-progress" data-progress={percent}>
      <LinearProgress variant="determinate" value={percent} sx={BAR_SX} aria-label={t('column.progress')} />
      <Typography component="span" variant="caption">
        {percent}%
      </Typography>
    </Box>
  );
}

/** A status as a coloured tag with its translated name. */
export function StatusCell({ status }: { status: string }) {
  const { t } = useTranslation('task');
  return (
    <StatusTag label={t(`status.${knownStatus(status)}`)} color={statusColor(status)} data-testid="task-status" data-status={status} />
  );
}

const CLIP_SX = { display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Long gateway text (a prompt, a fail reason) on one line, cut with an ellipsis; the whole text is its tooltip. */
export function ClippedText({ text }: { text: string }) {
  return (
    <Typography variant="body2" component="span" title={text || undefined} sx={CLIP_SX}>
      {text || '—'}
    </Typography>
  );
}
