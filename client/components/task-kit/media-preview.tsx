import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { safeMediaUrl } from './task-format.ts';

const IMAGE_SX = { display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: 1, bgcolor: 'action.hover' } as const;

/** A result image with a download link; a URL the page may not load is shown as text. */
export function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation('task');
  const safe = safeMediaUrl(url);
  if (!safe) return <UnsafeUrl url={url} />;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box component="img" src={safe} alt={alt} loading="lazy" sx={IMAGE_SX} data-testid="task-image" />
      <Button
        size="small"
        variant="outlined"
        href={safe}
        download
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<ActionIcon name="download" />}
        data-testid="task-image-download"
      >
        {t('detail.download')}
      </Button>
    </Stack>
  );
}

/** An audio player for a result sound (Suno); it never starts by itself. */
export function AudioPreview({ url, title }: { url: string; title: string }) {
  const safe = safeMediaUrl(url);
  if (!safe) return <UnsafeUrl url={url} />;
  return <Box component="audio" controls preload="none" src={safe} aria-label={title} sx={{ width: '100%' }} data-testid="task-audio" />;
}

function UnsafeUrl({ url }: { url: string }) {
  const { t } = useTranslation('task');
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }} data-testid="task-media-unsafe">
      {t('detail.notPreviewable')} {url}
    </Typography>
  );
}
