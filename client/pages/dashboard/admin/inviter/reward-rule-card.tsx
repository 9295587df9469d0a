import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import type { InviterRewardSettings } from './reward-rule.ts';

interface RewardRuleCardProps {
  /** The rule as the gateway's options hold it, or null when they could not be read. */
  settings: InviterRewardSettings | null;
  money: QuotaDisplay;
  onEdit(): void;
}

/** One figure of the rule: a label over its value. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The reward rule in words (what each top-up of an invitee earns, the cap per invitee) beside
 * upstream's sign-up bonuses, with its editor. Without the options (upstream one-hub has no
 * rule) the card says so and offers no editor.
 */
export function RewardRuleCard({ settings, money, onEdit }: RewardRuleCardProps) {
  const { t } = useTranslation('inviter');
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const heading = (
    <Typography variant="h6" component="h2">
      {t('rule.title')}
    </Typography>
  );
  if (settings === null)
    return (
      <CardContent>
        {heading}
        <Alert severity="info" sx={{ mt: 1 }} data-testid="inviter-rule-unavailable">
          {t('rule.unavailable')}
        </Alert>
      </CardContent>
    );
  const { rule } = settings;
  const off = !(rule.value > 0);
  const reward = off
    ? t('rule.off')
    : rule.type === 'percent'
      ? t('rule.percentOfTopUp', { percent: rule.value })
      : t('rule.fixedPerTopUp', { amount: formatQuota(rule.value, status) });
  return (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        {heading}
        <Button variant="outlined" size="small" startIcon={<ActionIcon name="edit" />} onClick={onEdit} data-testid="inviter-rule-edit">
          {t('rule.edit')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', columnGap: 4, rowGap: 1.5 }}>
        <Figure label={t('rule.reward')} value={reward} testId="inviter-rule-reward" />
        <Figure label={t('rule.cap')} value={rule.max > 0 ? formatQuota(rule.max, status) : t('rule.noCap')} testId="inviter-rule-cap" />
        <Figure label={t('rule.inviterBonus')} value={formatQuota(settings.quotaForInviter, status)} testId="inviter-rule-inviter-bonus" />
        <Figure label={t('rule.inviteeBonus')} value={formatQuota(settings.quotaForInvitee, status)} testId="inviter-rule-invitee-bonus" />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {t('rule.explain')}
      </Typography>
    </CardContent>
  );
}
