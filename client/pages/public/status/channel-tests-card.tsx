import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { channelTypeName, CUSTOM_TYPE } from '#shared/channel-types.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { pathOf } from '#shared/route-paths.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import type { ProviderTests } from './channel-tests.ts';

/**
 * Admins only: the gateway's own channel tests beside the rates from real traffic, per provider
 * (how many channels are enabled or switched off by a failed test, the latest test, the mean
 * response time). A test is a paid call the admin runs on the channels page; nothing here runs one.
 */
export function ChannelTestsCard({ tests }: { tests: { providers: ProviderTests[]; shown: number; total: number } | null }) {
  const { t } = useTranslation('status');
  const timeZone = useTimeZone();
  return (
    <Card variant="outlined" data-testid="status-channel-tests">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('channelTests.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('channelTests.caption')}
          {tests && tests.shown < tests.total ? ` ${t('channelTests.partial', { shown: tests.shown, total: tests.total })}` : null}
        </Typography>
        {tests === null ? (
          <Typography data-testid="status-channel-tests-failed">{t('channelTests.failed')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('channelTests.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('channelTests.columns.provider')}</TableCell>
                  <TableCell align="right">{t('channelTests.columns.enabled')}</TableCell>
                  <TableCell align="right">{t('channelTests.columns.autoDisabled')}</TableCell>
                  <TableCell>{t('channelTests.columns.lastTest')}</TableCell>
                  <TableCell align="right">{t('channelTests.columns.response')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tests.providers.map((provider) => (
                  <TableRow key={provider.type} data-testid="status-channel-test" data-type={provider.type}>
                    <TableCell component="th" scope="row">
                      {provider.type === CUSTOM_TYPE ? t('traffic.custom') : (channelTypeName(provider.type) ?? `#${provider.type}`)}
                    </TableCell>
                    <TableCell align="right">
                      {t('channelTests.enabled', { enabled: provider.enabled, total: provider.channels })}
                    </TableCell>
                    <TableCell align="right">{provider.autoDisabled}</TableCell>
                    <TableCell>{provider.lastTest > 0 ? formatDateTime(provider.lastTest, timeZone) : t('channelTests.never')}</TableCell>
                    <TableCell align="right">
                      {provider.responseMs === null ? '—' : t('channelTests.ms', { ms: provider.responseMs })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Button component={Link} to={pathOf('dashboard.channel')} variant="outlined" size="small" sx={{ mt: 1.5 }}>
          {t('channelTests.open')}
        </Button>
      </CardContent>
    </Card>
  );
}
