import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isKnownTargetType, isKnownVerb, splitAction } from './record-labels.ts';

/** The target type in words, or as the gateway wrote it. */
export function useTargetTypeLabel(): (type: string) => string {
  const { t } = useTranslation('operation_record');
  return (type) => (isKnownTargetType(type) ? t(`types.${type}`) : type);
}

/** An action in words ("用户 · 调整额度") with its code (`user.quota`) beneath. */
export function ActionLabel({ action }: { action: string }) {
  const { t } = useTranslation('operation_record');
  const typeLabel = useTargetTypeLabel();
  const { type, verb } = splitAction(action);
  const words = [type ? typeLabel(type) : '', isKnownVerb(verb) ? t(`verbs.${verb}`) : verb].filter(Boolean).join(' · ');
  return (
    <Stack spacing={0.25}>
      <span>{words}</span>
      <Typography component="code" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {action}
      </Typography>
    </Stack>
  );
}
