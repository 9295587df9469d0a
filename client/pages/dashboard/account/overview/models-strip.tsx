import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format/number.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import type { ModelOwners } from './compact-data.ts';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';

interface ModelsStripProps {
  models: LoadResult<ModelOwners>;
  /** Owner name → icon URL, where the gateway has one. */
  ownerIcons: Record<string, string>;
}

/**
 * The owner's initial where the gateway has no icon, drawn by CSS: visible text inside the chip
 * would have to be part of its name ("Copy gpt-4o"), and a letter read out is noise.
 */
const INITIAL_SX = { '&::before': { content: 'attr(data-initial)' } } as const;

/** The models the user can call, as a scrolling row of chips; a click copies the name. */
export function ModelsStrip({ models, ownerIcons }: ModelsStripProps) {
  const { t, i18n } = useTranslation('dashboard');
  const copy = useCopy();
  const entries = models.ok ? Object.entries(models.data).sort(([a], [b]) => a.localeCompare(b, 'en')) : [];
  return (
    <Card variant="outlined" data-testid="overview-models">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('overview.models.title')}
        </Typography>
        {models.ok ? (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {entries.length > 0
              ? t('overview.models.caption', { total: formatNumber(entries.length, i18n.language) })
              : t('overview.models.empty')}
          </Typography>
        ) : (
          <LoadMessage failure={models} />
        )}
        {entries.length > 0 ? (
          <Stack
            component="ul"
            direction="row"
            sx={{
              m: 0,
              p: 0,
              pb: 1,
              listStyle: 'none',
              gap: 1,
              overflowX: 'auto',
              flexWrap: { xs: 'nowrap', md: 'wrap' },
              maxHeight: { md: 136 },
              overflowY: { md: 'auto' },
            }}
          >
            {entries.map(([name, model]) => {
              const icon = ownerIcons[model.owned_by];
              return (
                <li key={name}>
                  <Chip
                    label={name}
                    variant="outlined"
                    size="small"
                    clickable
                    data-testid="overview-model-chip"
                    aria-label={t('overview.models.copyLabel', { name })}
                    title={model.owned_by}
                    avatar={
                      <Avatar alt="" aria-hidden src={icon || undefined}>
                        <Box component="span" data-initial={model.owned_by.slice(0, 1).toUpperCase()} sx={INITIAL_SX} />
                      </Avatar>
                    }
                    onClick={() => void copy(name, name)}
                  />
                </li>
              );
            })}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
