import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressCell, StatusCell } from './task-cells.tsx';

interface DetailDialogProps {
  open: boolean;
  title: string;
  /** The task's state, shown first: its status, its progress and why it failed. */
  status: string;
  progress: number | string;
  failReason: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of a task's detail (loaded lazily with its contents): title, the task's state, its
 * sections, close. A task and a Midjourney task both open in it.
 */
export function DetailDialog({ open, title, status, progress, failReason, onClose, children }: DetailDialogProps) {
  const { t } = useTranslation('task');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby="task-detail-title">
      <DialogTitle id="task-detail-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} data-testid="task-detail">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <StatusCell status={status} />
            <ProgressCell progress={progress} />
          </Stack>
          {failReason ? (
            <Alert severity="error" data-testid="task-detail-fail-reason">
              {failReason}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="task-detail-close">
          {t('detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A labelled text of the detail (a prompt, a reason); kept as text, wrapped. */
export function DetailText({ label, text, testId }: { label: string; text: string; testId?: string }) {
  if (text === '') return null;
  return (
    <div>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid={testId}>
        {text}
      </Typography>
    </div>
  );
}
