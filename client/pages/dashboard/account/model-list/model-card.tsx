import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PriceDisplay } from '#shared/format/price.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { GroupPriceList } from './group-price-list.tsx';
import type { PricedRow } from './model-filters.ts';
import { modalitiesOf } from './model-rows.ts';
import { OwnerAvatar } from '#client/components/owner-avatar/owner-avatar.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

interface ModelCardProps {
  item: PricedRow;
  display: PriceDisplay;
  onDetails(model: string): void;
  /** Admins only: opens the model-info editor. */
  onEditInfo?: (model: string) => void;
}

/** The model's name (a button that copies it) with its owner, billing type, modalities and group prices. */
export function ModelCard({ item, display, onDetails, onEditInfo }: ModelCardProps) {
  const { t } = useTranslation('model_list');
  const copy = useCopy();
  const { row, prices } = item;
  const modalities = modalitiesOf(row);
  return (
    <Card variant="outlined" data-testid={`model-card-${row.model}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
          <OwnerAvatar name={row.ownerName} icon={row.ownerIcon} size={36} />
          <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
            <ButtonBase
              onClick={() => void copy(row.model, t('model_list:copyWhat.model'))}
              aria-label={t('model_list:copyName', { model: row.model })}
              title={t('model_list:copyName', { model: row.model })}
              data-testid="model-name"
              sx={{ justifyContent: 'flex-start', textAlign: 'start', borderRadius: 0.5, '&:hover': { color: 'primary.main' } }}
            >
              <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, wordBreak: 'break-all' }}>
                {row.model}
              </Typography>
            </ButtonBase>
            <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="model-owner">
              {row.ownerName}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1.5 }}>
          <StatusTag
            variant="outlined"
            color={row.type === 'times' ? 'secondary' : 'default'}
            label={t(`model_list:type.${row.type}`)}
            data-testid="model-type"
          />
          {modalities.map((modality) => (
            <StatusTag key={modality} variant="outlined" label={t(`model_list:modality.names.${modality}`, { defaultValue: modality })} />
          ))}
        </Stack>
        <GroupPriceList prices={prices} type={row.type} display={display} />
      </CardContent>
      <CardActions sx={{ pt: 0, justifyContent: 'flex-end' }}>
        {onEditInfo ? (
          <Button
            size="small"
            onClick={() => onEditInfo(row.model)}
            aria-label={t('model_list:admin.editInfoNamed', { model: row.model })}
            data-testid="model-edit-info"
          >
            {t('model_list:admin.editInfo')}
          </Button>
        ) : null}
        <Button size="small" onClick={() => onDetails(row.model)} data-testid="model-details">
          {t('model_list:details.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
