import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '#shared/format/price.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { curlSample, sampleKind } from './curl-sample.ts';
import { GroupPriceList } from './group-price-list.tsx';
import { Field, ModelInfoFields } from './model-info-fields.tsx';
import type { PricedRow } from './model-filters.ts';
import { OwnerAvatar } from '#client/components/owner-avatar/owner-avatar.tsx';
import type { QuotaDisplay } from '#shared/format/quota.ts';

interface ModelDetailDialogProps {
  item: PricedRow | null;
  display: QuotaDisplay;
  unitLabel: string;
  /** The base address for the sample request (the site's `server_address`, else this origin). */
  server: string;
  onClose(): void;
}

/** Everything known about one model: info fields, owner, every group's price and a curl sample. */
export function ModelDetailDialog({ item, display, unitLabel, server, onClose }: ModelDetailDialogProps) {
  const { t } = useTranslation('model_list');
  const copy = useCopy();
  if (!item) return null;
  const { row, prices } = item;
  const info = row.info;
  const sample = curlSample(server, row.model, sampleKind(row.model, row.type, info?.outputModalities ?? []));
  const extras = Object.entries(row.extraRatios);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="model-detail-title" data-testid="model-detail">
      <DialogTitle id="model-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <OwnerAvatar name={row.ownerName} icon={row.ownerIcon} size={32} />
        <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {row.model}
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        {info?.name && info.name !== row.model ? <Typography sx={{ fontWeight: 600, mb: 1 }}>{info.name}</Typography> : null}
        <Field label={t('model_list:details.owner')}>
          <Typography variant="body2">{row.ownerName}</Typography>
        </Field>
        <Field label={t('model_list:details.type')}>
          <Typography variant="body2">{t(`model_list:type.${row.type}`)}</Typography>
        </Field>
        {info ? (
          <ModelInfoFields info={info} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 0.75 }} data-testid="model-detail-no-info">
            {t('model_list:details.noInfo')}
          </Typography>
        )}
        {extras.length > 0 ? (
          <Field label={t('model_list:details.extraRatios')}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {extras.map(([name, ratio]) => `${name} × ${formatDecimal(ratio, 4)}`).join(', ')}
            </Typography>
          </Field>
        ) : null}
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {t('model_list:details.prices')}
          {row.type === 'tokens' ? (
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
              {t('model_list:price.perUnit', { unit: unitLabel })}
            </Typography>
          ) : null}
        </Typography>
        <GroupPriceList prices={prices} type={row.type} display={display} />
        <Stack direction="row" sx={{ mt: 2, mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">{t('model_list:details.curl')}</Typography>
          <Button size="small" onClick={() => void copy(sample, t('model_list:copyWhat.curl'))} data-testid="model-detail-copy-curl">
            {t('model_list:details.copyCurl')}
          </Button>
        </Stack>
        <Box
          component="pre"
          data-testid="model-detail-curl"
          sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13, fontFamily: 'monospace' }}
        >
          {sample}
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('model_list:details.curlHint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('model_list:details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
