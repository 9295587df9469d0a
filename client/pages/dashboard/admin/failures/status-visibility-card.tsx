import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiLink from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { z } from 'zod/mini';
import { Link } from 'react-router';
import { STATUS_VISIBILITIES, STATUS_VISIBILITY_API } from '#shared/api/schemas/insight.ts';
import type { StatusVisibility } from '#shared/api/schemas/insight.ts';
import { pathOf } from '#shared/route-paths.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';

/**
 * What guests see on the status page of the rates this page is built from: nothing, the
 * providers' (channel types') or the models' too. Signed-in users always see both; no channel
 * is ever named to anyone there. Saved on choosing (the console's store).
 */
export function StatusVisibilityCard({ visibility }: { visibility: StatusVisibility }) {
  const { t, attempt } = useAdminActions(['insight']);
  const [saving, setSaving] = useState(false);
  // The choice shows at once; a refusal puts the stored one back (the page is read again either way).
  const [chosen, setChosen] = useState(visibility);
  const [stored, setStored] = useState(visibility);
  if (stored !== visibility) {
    setStored(visibility);
    setChosen(visibility);
  }
  const choose = async (next: StatusVisibility) => {
    setSaving(true);
    setChosen(next);
    const saved = await attempt(
      () => browserApi().put(STATUS_VISIBILITY_API, { visibility: next }, z.unknown()),
      () => t('insight:visibility.saved'),
    );
    if (!saved) setChosen(visibility);
    setSaving(false);
  };
  return (
    <Card variant="outlined" data-testid="failures-visibility">
      <CardContent>
        <Typography variant="h6" component="h2" id="failures-visibility-title">
          {t('insight:visibility.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('insight:visibility.caption')}{' '}
          <MuiLink component={Link} to={pathOf('status')}>
            {t('insight:visibility.open')}
          </MuiLink>
        </Typography>
        <RadioGroup
          aria-labelledby="failures-visibility-title"
          value={chosen}
          onChange={(_event, value) => {
            const next = STATUS_VISIBILITIES.find((option) => option === value);
            if (next) void choose(next);
          }}
        >
          {STATUS_VISIBILITIES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio size="small" />}
              label={t(`insight:visibility.options.${option}`)}
              disabled={saving}
              data-testid={`failures-visibility-${option}`}
            />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
