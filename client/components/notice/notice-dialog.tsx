import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMarkdownViewer } from './use-notice.ts';

const Markdown = lazy(async () => ({ default: (await loadMarkdownViewer()).Markdown }));

interface NoticeDialogProps {
  text: string;
  open: boolean;
  onClose: () => void;
}

/** The announcement dialog (spec sections 1 and 9): full width, small, the notice as markdown. */
export function NoticeDialog({ text, open, onClose }: NoticeDialogProps) {
  const { t } = useTranslation('components');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="notice-dialog">
      <DialogTitle sx={{ pr: 7 }}>{t('notice.title')}</DialogTitle>
      <IconButton aria-label={t('notice.close')} onClick={onClose} sx={{ position: 'absolute', top: 12, right: 12 }}>
        <SvgIcon fontSize="small">
          <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </SvgIcon>
      </IconButton>
      {/* Following a link (in-app or to a new tab) is done with the notice: close it. */}
      <DialogContent
        dividers
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
        }}
      >
        <Suspense fallback={null}>
          <Markdown content={text} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
