import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCopy } from '#client/hooks/use-copy.ts';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';

/** The invite link (`<origin>/register?aff=CODE`) with a copy button. */
export function InviteCard({ link }: { link: string | null }) {
  const { t } = useTranslation('profile');
  const copy = useCopy();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <SectionHeading title={t('invite.title')} caption={t('invite.description')} />
          {link ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Box
                component="code"
                sx={{ flexGrow: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', wordBreak: 'break-all' }}
                data-testid="invite-link"
              >
                {link}
              </Box>
              <Button variant="outlined" onClick={() => void copy(link, t('invite.title'))} data-testid="invite-copy">
                {t('invite.copy')}
              </Button>
            </Stack>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('invite.unavailable')}</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
