import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Task } from '#shared/api/schemas/task.ts';
import { DetailDialog, DetailText } from '#client/components/task-kit/detail-dialog.tsx';
import { AudioPreview, ImagePreview } from '#client/components/task-kit/media-preview.tsx';
import { RawJson } from '#client/components/task-kit/raw-json.tsx';
import { sunoClips, taskPrompt } from './suno-clips.ts';

/**
 * One task in full (a lazy module): status and progress, the fail reason, the prompt, Suno's
 * clips with a player, cover and lyrics, and the raw `data` and `properties` as JSON text.
 */
export function TaskDetailDialog({ task, open, onClose }: { task: Task; open: boolean; onClose(): void }) {
  const { t } = useTranslation('task');
  const clips = task.platform === 'suno' ? sunoClips(task.data) : [];
  return (
    <DetailDialog
      open={open}
      title={t('detail.taskTitle', { id: task.task_id })}
      status={task.status}
      progress={task.progress}
      failReason={task.fail_reason}
      onClose={onClose}
    >
      <DetailText label={t('detail.prompt')} text={taskPrompt(task.properties)} testId="task-detail-prompt" />
      {clips.map((clip) => (
        <Stack key={clip.key} spacing={1} data-testid="task-clip">
          <Typography variant="subtitle1">{clip.title || t('detail.untitled')}</Typography>
          {clip.tags ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {clip.tags}
            </Typography>
          ) : null}
          {clip.audioUrl ? <AudioPreview url={clip.audioUrl} title={clip.title || t('detail.untitled')} /> : null}
          {clip.imageUrl ? <ImagePreview url={clip.imageUrl} alt={t('detail.coverOf', { title: clip.title })} /> : null}
          <DetailText label={t('detail.lyrics')} text={clip.lyrics} />
        </Stack>
      ))}
      <RawJson title={t('detail.data')} value={task.data} testId="task-raw-data" />
      <RawJson title={t('detail.properties')} value={task.properties} testId="task-raw-properties" />
    </DetailDialog>
  );
}
