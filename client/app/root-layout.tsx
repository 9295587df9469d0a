import { Outlet } from 'react-router';
import { PageMeta } from './page-meta.tsx';
import { useChatWidget } from '../components/chat-widget/use-chat-widget.ts';
import { useCaptureAffiliate } from './use-capture-affiliate.ts';
import { useMarkHydrated } from './use-mark-hydrated.ts';

/** The root route: page metadata plus whichever layout matched. */
export function RootLayout() {
  useMarkHydrated();
  useCaptureAffiliate();
  useChatWidget();
  return (
    <>
      <PageMeta />
      <Outlet />
    </>
  );
}
