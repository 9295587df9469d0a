import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '#client/context/use-hydrated.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';

const InviteQr = lazyNamed(() => import('./invite-qr.tsx'), 'InviteQr');

const QR_PENDING = <Box aria-busy="true" sx={{ width: '100%', height: '100%' }} />;
const QR_BOX_SX = { width: 168, height: 168, flexShrink: 0, bgcolor: '#ffffff', borderRadius: 1, overflow: 'hidden' } as const;
const CODE_SX = { p: 1, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/**
 * The invite link and code, each with a copy button, and the link as a QR code. The code is drawn
 * after hydration (the server sends a placeholder of the same size): it is a picture of the link
 * that costs a library the server render does not need.
 */
export function InvitePanel({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation('affiliate');
  const copy = useCopy();
  const hydrated = useHydrated();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
            <SectionHeading title={t('invite.title')} caption={t('invite.body')} />
            <Stack spacing={1}>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {t('invite.link')}
              </Typography>
              <Box component="code" sx={CODE_SX} data-testid="affiliate-link">
                {link}
              </Box>
              <Box>
                <Button variant="contained" onClick={() => void copy(link, t('invite.link'))} data-testid="affiliate-copy-link">
                  {t('invite.copyLink')}
                </Button>
              </Box>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('invite.code')}</Typography>
              <Box component="code" sx={CODE_SX} data-testid="affiliate-code">
                {code}
              </Box>
              <Button variant="text" onClick={() => void copy(code, t('invite.code'))} data-testid="affiliate-copy-code">
                {t('invite.copyCode')}
              </Button>
            </Stack>
          </Stack>
          {/* Busy until the lazily loaded code is drawn (the server cannot draw it). */}
          <Box sx={QR_BOX_SX} data-testid="affiliate-qr-box">
            {hydrated ? (
              <Suspense fallback={QR_PENDING}>
                <InviteQr link={link} label={t('invite.qrLabel')} />
              </Suspense>
            ) : (
              QR_PENDING
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
