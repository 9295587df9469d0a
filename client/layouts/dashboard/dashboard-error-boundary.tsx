import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { isGatewayFailure } from '#shared/api/gateway-failure.ts';
import type { GatewayFailure } from '#shared/api/gateway-failure.ts';
import { PageHeader } from '#client/layouts/dashboard/breadcrumbs/page-header.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

const TITLES = {
  unsupported: 'error:page.unsupported.title',
  forbidden: 'error:page.forbidden.title',
  'signed-out': 'error:page.signedOut.title',
  failed: 'error:page.failed.title',
} as const;

function screenStatus(error: unknown): 403 | 404 | 500 {
  if (!isRouteErrorResponse(error)) return 500;
  if (error.status === 401 || error.status === 403) return 403;
  return error.status === 404 ? 404 : 500;
}

function GatewayFailureBody({ failure }: { failure: GatewayFailure }) {
  const { t } = useTranslation('error');
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const authPaths = useAuthPaths();
  const said =
    failure.message && failure.message !== GENERIC_ERROR_MESSAGE
      ? t('error:page.gatewaySaid', { message: translateGatewayMessage(failure.message, t) })
      : null;
  switch (failure.kind) {
    case 'unsupported':
      return <Alert severity="info">{t('error:page.unsupported.description')}</Alert>;
    case 'forbidden':
      return (
        <Alert severity="warning">
          {t('error:page.forbidden.description')}
          {said ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {said}
            </Typography>
          ) : null}
        </Alert>
      );
    case 'signed-out':
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={Link} to={authPaths.signIn(pathname + search)}>
              {t('error:page.signedOut.signIn')}
            </Button>
          }
        >
          {t('error:page.signedOut.description')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" disabled={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
              {t('error:page.failed.retry')}
            </Button>
          }
        >
          {errorMessage(new ApiError(failure.message, failure.status, undefined), t)}
        </Alert>
      );
  }
}

/**
 * The error boundary of every dashboard page, drawn inside the dashboard layout so the shell
 * (menu, header) stays. Loaders just throw: a failed gateway call arrives as a `GatewayFailure`
 * (client/routing/lazy-module.ts) and is explained by kind: not supported by this gateway,
 * higher role required, signed out, or the gateway's message with a retry. Anything else (the
 * console's own 403, a bug) shows its status screen's texts.
 */
export function DashboardErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('error');
  const navigate = useNavigate();
  const failure = isRouteErrorResponse(error) && isGatewayFailure(error.data) ? error.data : null;
  const status = screenStatus(error);
  return (
    <>
      <PageHeader titleKey={failure ? TITLES[failure.kind] : `error:${status}.title`} />
      <Card variant="outlined" data-testid="dashboard-error" data-kind={failure?.kind ?? String(status)}>
        <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, alignItems: 'flex-start' }}>
          {failure ? (
            <GatewayFailureBody failure={failure} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t(`error:${status}.description`)}</Typography>
          )}
          <Button variant="outlined" color="inherit" onClick={() => void navigate(-1)}>
            {t('error:actions.back')}
          </Button>
        </Stack>
      </Card>
    </>
  );
}
