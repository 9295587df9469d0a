import { NoticeBell } from './notice-bell.tsx';
import { NoticeDialog } from './notice-dialog.tsx';
import { useNotice } from './use-notice.ts';

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
      <NoticeDialog text={notice.text} open={notice.open} onClose={notice.close} />
    </>
  );
}
