import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from '#client/routing/nav-breadcrumbs.ts';
import { useBreadcrumbs } from './use-breadcrumbs.ts';

export interface PageHeaderProps {
  /** Buttons beside the title (e.g. "Add key"); right-aligned, wrapping under it on phones. */
  actions?: ReactNode;
  /** A title other than the route's (a translation key); the breadcrumbs keep the route's. */
  titleKey?: string;
}

/**
 * The top of a dashboard page: the page title as the page's only h1 and the breadcrumbs from
 * the dashboard root, both from the route table (`handle.titleKey`). The layout shows one for
 * every page; a page that renders its own (to add actions) replaces the layout's.
 */
export function PageHeader({ actions, titleKey }: PageHeaderProps) {
  return <PageHeaderView actions={actions} titleKey={titleKey} marker="data-page-header" />;
}

/** The layout's header: hidden by CSS when the page renders a `PageHeader` or its own h1. */
export function DefaultPageHeader() {
  return <PageHeaderView marker="data-default-header" />;
}

/** The trail; the dashboard's own page (a trail of one) shows none. */
function Trail({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  if (crumbs.length < 2) return null;
  return (
    <Breadcrumbs aria-label={t('dashboard:shell.breadcrumbs')} data-testid="breadcrumbs" sx={{ fontSize: 14 }}>
      {crumbs.map((crumb, index) =>
        index < crumbs.length - 1 ? (
          <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="text.primary">
            {t(crumb.titleKey)}
          </Link>
        ) : (
          <Typography key={crumb.path} component="span" sx={{ fontSize: 'inherit', color: 'text.secondary' }} aria-current="page">
            {t(crumb.titleKey)}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

function PageHeaderView({ actions, titleKey, marker }: PageHeaderProps & { marker: 'data-page-header' | 'data-default-header' }) {
  const { t } = useTranslation();
  const crumbs = useBreadcrumbs();
  const title = titleKey ?? crumbs.at(-1)?.titleKey;
  return (
    <Stack direction="row" sx={{ mb: { xs: 3, md: 4 }, gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }} {...{ [marker]: '' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {title ? (
          <Typography
            variant="h4"
            component="h1"
            sx={{ mb: 1 }}
            data-testid="page-title"
            {...(marker === 'data-default-header' ? { 'data-default-title': '' } : {})}
          >
            {t(title)}
          </Typography>
        ) : null}
        <Trail crumbs={crumbs} />
      </Box>
      {actions ? (
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
