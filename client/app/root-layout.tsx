import { Outlet } from 'react-router';
import { PageMeta } from './page-meta.tsx';
import { useChatWidget } from '#client/components/chat-widget/use-chat-widget.ts';
import { NavigationProgress } from '#client/components/navigation-feedback/navigation-progress.tsx';
import { PageLoader } from '#client/components/navigation-feedback/page-loader.tsx';
import { SkipLink } from '#client/components/skip-link/skip-link.tsx';
import { useSiteInfoEffects } from '#client/site/use-site-info.ts';
import { useRestoreLanguageChoice } from '#client/i18n/language-choice.ts';
import { useCaptureAffiliate } from './use-capture-affiliate.ts';
import { useMarkHydrated } from './use-mark-hydrated.ts';

/** The root route: the skip link (every page's first Tab stop), page metadata plus whichever layout matched. */
export function RootLayout() {
  useMarkHydrated();
  useCaptureAffiliate();
  useRestoreLanguageChoice();
  useChatWidget();
  useSiteInfoEffects();
  return (
    <>
      <SkipLink />
      <PageMeta />
      <NavigationProgress />
      <PageLoader />
      <Outlet />
    </>
  );
}
