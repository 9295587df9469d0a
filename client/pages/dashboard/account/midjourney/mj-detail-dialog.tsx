import { useTranslation } from 'react-i18next';
import type { Midjourney } from '#shared/api/schemas/task.ts';
import { DetailDialog, DetailText } from '#client/components/task-kit/detail-dialog.tsx';
import { ImagePreview } from '#client/components/task-kit/media-preview.tsx';
import { RawJson } from '#client/components/task-kit/raw-json.tsx';

/**
 * One Midjourney task in full (a lazy module): status and progress, the image with a download
 * link, the prompt and its English form, the fail reason, and the whole row as JSON text.
 */
export function MjDetailDialog({ row, open, onClose }: { row: Midjourney; open: boolean; onClose(): void }) {
  const { t } = useTranslation('task');
  return (
    <DetailDialog
      open={open}
      title={t('detail.mjTitle', { id: row.mj_id })}
      status={row.status}
      progress={row.progress}
      failReason={row.fail_reason}
      onClose={onClose}
    >
      {row.image_url ? <ImagePreview url={row.image_url} alt={t('detail.imageOf', { id: row.mj_id })} /> : null}
      <DetailText label={t('detail.prompt')} text={row.prompt} testId="task-detail-prompt" />
      <DetailText label={t('detail.promptEn')} text={row.prompt_en} testId="task-detail-prompt-en" />
      <DetailText label={t('detail.description')} text={row.description} />
      <RawJson title={t('detail.raw')} value={row} testId="task-raw-data" />
    </DetailDialog>
  );
}
