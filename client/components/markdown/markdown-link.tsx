import MuiLink from '@mui/material/Link';
import { useSyncExternalStore } from 'react';
import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import { internalPath, opensNewTab } from '#shared/markdown/url.ts';

function subscribeNever(): () => void {
  return () => {};
}

/**
 * The page's origin, null on the server and while hydrating (so both renders agree); an
 * absolute link to this site becomes an in-app link right after.
 */
function useOrigin(): string | null {
  return useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => null,
  );
}

/**
 * A markdown link: in-app navigation for relative and same-origin links, a new tab (without
 * opener or referrer) for other web links, and plain text for a link the URL rule blanked.
 */
export function MarkdownLink({ href = '', title, children }: ComponentProps<'a'> & ExtraProps) {
  const origin = useOrigin();
  if (href === '') return <span title={title}>{children}</span>;
  const path = internalPath(href, origin);
  if (path !== null) {
    return (
      <MuiLink component={RouterLink} to={path} title={title}>
        {children}
      </MuiLink>
    );
  }
  return (
    <MuiLink href={href} title={title} rel="noopener noreferrer" {...(opensNewTab(href) ? { target: '_blank' } : {})}>
      {children}
    </MuiLink>
  );
}
