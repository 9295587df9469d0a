import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '#client/components/error-screen/error-screen.tsx';
import type { ErrorStatus } from '#client/components/error-screen/error-screen.tsx';
import { PageMeta } from './page-meta.tsx';
import { useMarkHydrated } from './use-mark-hydrated.ts';

function toScreenStatus(status: number): ErrorStatus {
  if (status === 403 || status === 401) return 403;
  if (status === 404) return 404;
  return 500;
}

/**
 * Catches every route error: thrown responses (403 from the access middleware, 404/500 status
 * routes) show their screen; anything else is a 500, with the message only in development.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  useMarkHydrated();
  if (isRouteErrorResponse(error)) {
    const status = toScreenStatus(error.status);
    return (
      <>
        <PageMeta titleKey={`error:${status}.title`} />
        <ErrorScreen status={status} />
      </>
    );
  }
  const detail = import.meta.env.DEV && error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : undefined;
  return (
    <>
      <PageMeta titleKey="error:500.title" />
      <ErrorScreen status={500} {...(detail ? { detail } : {})} />
    </>
  );
}
