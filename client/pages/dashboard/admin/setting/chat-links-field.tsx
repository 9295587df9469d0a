import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChatLink } from '#shared/api/schemas/status.ts';
import { chatLinksOf, chatLinksText } from './setting-form.ts';
import type { SectionForm } from './setting-form.ts';
import { PlainSwitch, PlainTextField } from './plain-fields.tsx';

const ROW_SX = {
  display: 'grid',
  gap: 1,
  alignItems: 'center',
  gridTemplateColumns: { xs: '1fr 5rem auto auto', md: 'minmax(8rem, 1fr) minmax(12rem, 2fr) 5rem auto auto' },
  mb: 1.5,
} as const;
/** The address takes a line of its own on a phone. */
const URL_CELL_SX = { gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } } as const;

/** The add button's margin is the fieldset's: an `sx` on a Button writes all of its styles again (issue 37). */
const FIELDSET_SX = { border: 0, p: 0, m: 0, '& > button': { mb: 2 } } as const;

/**
 * `ChatLinks` as a grid (admin reference §3): a name, a URL (`{key}` and `{server}` are filled
 * in on the key page), whether it is shown, its order; rows are added and removed here and the
 * option is saved as JSON, each row with its id (one-hub's own editor needs one) and whatever
 * else it was stored with.
 */
export function ChatLinksField({ control, name, label }: { control: Control<SectionForm>; name: string; label: string }) {
  const { t } = useTranslation('setting');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const rows = chatLinksOf(field.value ?? '');
        // A row keeps every key it was stored with (its id first of all) when one field changes.
        const write = (next: ChatLink[]) => field.onChange(chatLinksText(next));
        const change = (index: number, patch: Partial<ChatLink>) => write(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
        return (
          <Box component="fieldset" sx={FIELDSET_SX} data-testid="chat-links">
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {label}
            </Typography>
            {rows.map((row, index) => (
              <Box key={String(row.id ?? index)} sx={ROW_SX} data-testid="chat-link-row">
                <PlainTextField
                  name={`chat-link-${index}-name`}
                  label={t('chatLinks.name')}
                  value={row.name}
                  onChange={(event) => change(index, { name: event.target.value })}
                />
                <Box sx={URL_CELL_SX}>
                  <PlainTextField
                    name={`chat-link-${index}-url`}
                    label={t('chatLinks.url')}
                    value={row.url}
                    onChange={(event) => change(index, { url: event.target.value })}
                  />
                </Box>
                <PlainTextField
                  name={`chat-link-${index}-sort`}
                  label={t('chatLinks.sort')}
                  value={String(row.sort)}
                  inputMode="numeric"
                  onChange={(event) => change(index, { sort: Number(event.target.value) || 0 })}
                />
                <PlainSwitch
                  checked={row.show}
                  onChange={(checked) => change(index, { show: checked })}
                  ariaLabel={t('chatLinks.show', { name: row.name })}
                />
                <IconButton
                  aria-label={t('chatLinks.remove', { name: row.name })}
                  onClick={() => write(rows.filter((_, i) => i !== index))}
                >
                  <SvgIcon fontSize="small">
                    <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />
                  </SvgIcon>
                </IconButton>
              </Box>
            ))}
            {fieldState.error ? (
              <Typography role="alert" variant="body2" sx={{ color: 'error.main', mb: 1 }}>
                {fieldState.error.message}
              </Typography>
            ) : null}
            <Button
              variant="outlined"
              size="small"
              onClick={() => write([...rows, { name: '', url: '', show: true, sort: rows.length + 1 }])}
            >
              {t('chatLinks.add')}
            </Button>
          </Box>
        );
      }}
    />
  );
}
