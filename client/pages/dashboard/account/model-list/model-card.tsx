import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import type { HealthState } from '#shared/api/schemas/insight.ts';
import { formatNumber } from '#shared/format/number.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { GroupPriceList } from './group-price-list.tsx';
import type { PricedRow } from './model-filters.ts';
import { modalitiesOf } from './model-rows.ts';
import { OwnerAvatar } from '#client/components/owner-avatar/owner-avatar.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { OUTLINED_CARD_SX } from '#client/components/dashboard-cards/outlined-card-sx.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/*
 * The cards' styles, written once by the grid that holds them (model-list-page.tsx): a card was
 * a Card, CardContent, CardActions, three Stacks and two Typography, each serialised again by
 * Emotion for every model on every render. They look as before: MUI's outlined Card (the
 * theme's card radius, twice the shape's), its content and actions paddings, body1 and caption.
 * Inside a `.model-card`, parts go by their place, not a class each (issue 37: a class on every
 * part of every card was a tenth of the page): the content `<div>` holds the head (the avatar
 * and the names: the name's copy button, the owner `<span>`), the tags `<div>`, the health line
 * and the group prices; the actions `<div>` follows the content.
 */
const CONTENT = '& .model-card > div:first-of-type';
const HEAD = `${CONTENT} > div:first-of-type`;
const NAMES = `${HEAD} > div:last-child`;
export const MODEL_CARDS_SX = {
  '& .model-card': { ...OUTLINED_CARD_SX, display: 'flex', flexDirection: 'column' },
  [CONTENT]: { flexGrow: 1, p: 2, pb: 1 },
  [HEAD]: { display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1.5 },
  [NAMES]: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  [`${NAMES} > button`]: { justifyContent: 'flex-start', textAlign: 'start', borderRadius: 0.5, '&:hover': { color: 'primary.main' } },
  [`${NAMES} > button > span`]: { typography: 'body1', fontFamily: 'monospace', fontWeight: 700, wordBreak: 'break-all' },
  [`${NAMES} > span`]: { typography: 'caption', color: 'text.secondary' },
  // The tags, after the head.
  [`${CONTENT} > div:nth-of-type(2)`]: { display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1.5 },
  '& .model-health': { display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'caption', color: 'text.secondary', mb: 1 },
  '& .model-health-dot': { width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: 'action.disabled' },
  '& .model-health[data-state="healthy"] .model-health-dot': { bgcolor: 'success.main' },
  '& .model-health[data-state="degraded"] .model-health-dot': { bgcolor: 'warning.main' },
  '& .model-health[data-state="failing"] .model-health-dot': { bgcolor: 'error.main' },
  '& .model-card > div + div': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1, pt: 0 },
  // MUI's small text Button (its compiled rules, on ButtonBase with Button's focus ripple): the
  // Button wrote six class names on each of a card's one or two actions.
  '& .model-card > div + div > button': {
    typography: 'button',
    fontSize: '0.8125rem',
    minWidth: 64,
    padding: '4px 5px',
    borderRadius: 1,
    color: 'primary.main',
    transition: 'background-color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms, color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
    // The primary colour at the theme's hover opacity, as Button's hover fill.
    '&:hover': { bgcolor: 'rgba(var(--app-palette-primary-mainChannel) / var(--app-palette-action-hoverOpacity))' },
  },
} as const;

interface ModelCardProps {
  item: PricedRow;
  display: QuotaDisplay;
  onDetails(model: string): void;
  /** Its state now from real traffic (null: no attempts lately); absent when the console collects none. */
  health?: { state: HealthState; requests: number; failures: number } | null;
  /** Admins only: opens the model-info editor. */
  onEditInfo?: (model: string) => void;
}

/** The model's name (a button that copies it) with its owner, billing type, modalities and group prices. */
export function ModelCard({ item, display, health, onDetails, onEditInfo }: ModelCardProps) {
  const { t, i18n } = useTranslation('model_list');
  const copy = useCopy();
  const { row, prices } = item;
  const modalities = modalitiesOf(row);
  return (
    <div className="model-card" data-testid={`model-card-${row.model}`}>
      <div>
        <div>
          <OwnerAvatar name={row.ownerName} icon={row.ownerIcon} size={36} />
          <div>
            <ButtonBase
              onClick={() => void copy(row.model, t('model_list:copyWhat.model'))}
              aria-label={t('model_list:copyName', { model: row.model })}
              title={t('model_list:copyName', { model: row.model })}
            >
              <span>{row.model}</span>
            </ButtonBase>
            <span>{row.ownerName}</span>
          </div>
        </div>
        <div>
          <StatusTag variant="outlined" color={row.type === 'times' ? 'secondary' : 'default'} label={t(`model_list:type.${row.type}`)} />
          {modalities.map((modality) => (
            <StatusTag key={modality} variant="outlined" label={t(`model_list:modality.names.${modality}`, { defaultValue: modality })} />
          ))}
        </div>
        {health !== undefined ? (
          <div
            className="model-health"
            data-state={health?.state ?? 'idle'}
            data-testid="model-health"
            title={
              health
                ? t('model_list:health.detail', {
                    count: health.requests,
                    attempts: formatNumber(health.requests, i18n.language),
                    failures: formatNumber(health.failures, i18n.language),
                  })
                : t('model_list:health.window')
            }
          >
            <span className="model-health-dot" aria-hidden="true" />
            <span>{t(`model_list:health.${health?.state ?? 'idle'}`)}</span>
          </div>
        ) : null}
        <GroupPriceList prices={prices} type={row.type} display={display} />
      </div>
      <div>
        {onEditInfo ? (
          <ButtonBase
            focusRipple
            onClick={() => onEditInfo(row.model)}
            aria-label={t('model_list:admin.editInfoNamed', { model: row.model })}
          >
            {t('model_list:admin.editInfo')}
          </ButtonBase>
        ) : null}
        <ButtonBase focusRipple onClick={() => onDetails(row.model)}>
          {t('model_list:details.open')}
        </ButtonBase>
      </div>
    </div>
  );
}
