import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { NoticeBell } from './notice-bell.tsx';
import { useNotice } from './use-notice.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';

// MUI's Dialog (and, inside it, the markdown viewer) load when the notice first opens.
const NoticeDialog = lazyNamed(() => import('./notice-dialog.tsx'), 'NoticeDialog');

/**
 * The site notice for a header: the bell and the dialog. Nothing renders until a notice has
 * loaded in the browser, so the server render and hydration agree, and pages without a notice
 * never load the `components` texts or the markdown viewer.
 */
export function SiteNotice() {
  const notice = useNotice();
  if (!notice.text) return null;
  return (
    <>
      <NoticeBell onClick={notice.show} />
      <WhenOpened open={notice.open}>
        <NoticeDialog text={notice.text} open={notice.open} onClose={notice.close} />
      </WhenOpened>
    </>
  );
}
