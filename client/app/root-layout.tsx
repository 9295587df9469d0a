import { Outlet } from 'react-router';
import { PageMeta } from './page-meta.tsx';
import { useMarkHydrated } from './use-mark-hydrated.ts';

/** The root route: page metadata plus whichever layout matched. */
export function RootLayout() {
  useMarkHydrated();
  return (
    <>
      <PageMeta />
      <Outlet />
    </>
  );
}
