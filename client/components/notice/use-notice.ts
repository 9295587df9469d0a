import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { closeNotice, noticeSnapshot, openNotice, serverNoticeSnapshot, startNotice, subscribeNotice } from './notice-store.ts';
import type { NoticeState } from './notice-store.ts';

/** Loads the viewer's code only once there is a notice to show: most pages never need it. */
export const loadMarkdownViewer = () => import('#client/components/markdown/markdown.tsx');

export interface UseNotice extends NoticeState {
  show: () => void;
  close: () => void;
}

/** The site notice: fetched once in the browser after hydration, then open or closed. */
export function useNotice(): UseNotice {
  const { i18n } = useTranslation();
  const notice = useSyncExternalStore(subscribeNotice, noticeSnapshot, serverNoticeSnapshot);
  useEffect(() => {
    startNotice(() => Promise.all([i18n.loadNamespaces('components'), loadMarkdownViewer()]));
  }, [i18n]);
  return { ...notice, show: openNotice, close: closeNotice };
}
