import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from './plain-fields.tsx';
import { domainsOf } from './setting-form.ts';
import type { SectionForm } from './setting-form.ts';

/** A domain as typed: lower case, without a leading `@`. */
function normalised(domain: string): string {
  return domain.trim().replace(/^@/, '').toLowerCase();
}

/**
 * `EmailDomainWhitelist` as chips (admin reference §3): each domain removable, a new one added
 * with Enter or the button; saved comma-joined like upstream.
 */
export function DomainChipsField(props: { control: Control<SectionForm>; name: string; label: string; hint: string }) {
  const { t } = useTranslation('setting');
  const [draft, setDraft] = useState('');
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const domains = domainsOf(field.value ?? '');
        const add = () => {
          const domain = normalised(draft);
          if (domain !== '' && !domains.includes(domain)) field.onChange([...domains, domain].join(','));
          setDraft('');
        };
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        };
        return (
          <Box sx={{ pb: 1 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }} id={`${props.name}-label`}>
              {props.label}
            </Typography>
            <Box
              component="ul"
              aria-labelledby={`${props.name}-label`}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}
            >
              {domains.map((domain) => (
                <li key={domain}>
                  <Chip
                    label={domain}
                    // Focusable; Delete or Backspace removes it, and its name says so.
                    aria-label={t('domains.remove', { domain })}
                    onDelete={() => field.onChange(domains.filter((d) => d !== domain).join(','))}
                  />
                </li>
              ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '& > button': { mt: 1 } }} onKeyDown={onKeyDown}>
              <PlainTextField
                name={`${props.name}-new`}
                label={t('domains.new')}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                helperText={fieldState.error?.message ?? props.hint}
                error={Boolean(fieldState.error)}
                autoComplete="off"
              />
              <Button variant="outlined" onClick={add}>
                {t('domains.add')}
              </Button>
            </Box>
          </Box>
        );
      }}
    />
  );
}
