import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCopy } from '#client/hooks/use-copy.ts';
import { pathOf } from '#shared/route-paths.ts';

/** A first request a visitor can paste: the gateway's base URL with their key. */
export function QuickStart({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation('home');
  const copy = useCopy();
  const snippet = [
    `curl ${baseUrl}/chat/completions \\`,
    `  -H "Authorization: Bearer sk-..." \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Hello"}]}'`,
  ].join('\n');
  return (
    <Box component="section" sx={{ mt: 8 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('quickStart.title')}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('quickStart.body', { baseUrl })}</Typography>
      <Box
        component="pre"
        data-testid="quick-start"
        sx={{ m: 0, p: 2, borderRadius: 1, overflowX: 'auto', bgcolor: 'grey.900', color: 'grey.100', fontSize: 13 }}
      >
        {snippet}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => void copy(snippet, t('quickStart.snippetName'))}>
          {t('quickStart.copy')}
        </Button>
        <Button variant="contained" component={Link} to={pathOf('dashboard.key')}>
          {t('quickStart.getKey')}
        </Button>
      </Stack>
    </Box>
  );
}
