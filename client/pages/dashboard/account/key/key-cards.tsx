import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '#shared/api/schemas/key.ts';
import type { useKeyText } from '#client/components/key-editor/key-cells.tsx';

interface KeyCardsProps {
  tokens: readonly Token[];
  text: ReturnType<typeof useKeyText>;
  status(token: Token): ReactNode;
  actions(token: Token): ReactNode;
}

/** The keys as cards below `lg`, where the table's columns do not fit. */
export function KeyCards({ tokens, text, status, actions }: KeyCardsProps) {
  const { t } = useTranslation('key');
  return (
    <Box sx={{ display: { xs: 'grid', lg: 'none' }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5, p: 2, pt: 0 }}>
      {tokens.length === 0 ? (
        <Typography sx={{ gridColumn: '1 / -1', py: 4, textAlign: 'center', color: 'text.secondary' }}>{t('table.empty')}</Typography>
      ) : null}
      {tokens.map((token) => {
        const facts = [
          ['group', text.group(token.group)],
          ['backupGroup', text.backupGroup(token.backup_group)],
          ['used', text.used(token)],
          ['remaining', text.remaining(token)],
          ['created', text.created(token)],
          ['expires', text.expires(token)],
          ['accessed', text.accessed(token)],
        ] as const;
        return (
          <Card key={token.id} variant="outlined" sx={{ p: 2 }} data-testid="key-card">
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                {token.name}
              </Typography>
              {status(token)}
            </Stack>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5 }}>
              {facts.map(([column, value]) => (
                <Box key={column} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`columns.${column}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {actions(token)}
          </Card>
        );
      })}
    </Box>
  );
}
