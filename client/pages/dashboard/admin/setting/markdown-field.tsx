import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue } from 'react';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlainTextField } from './plain-fields.tsx';
import type { SectionForm } from './setting-form.ts';
import { LazyMarkdown } from '#client/components/markdown/lazy-markdown.tsx';
import { isBareAddress } from '#shared/markdown/operator-text.ts';
import { useHydrated } from '#client/context/use-hydrated.ts';

const SIDE_BY_SIDE_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pb: 2 } as const;

/**
 * The notice, home, about and footer texts: edited beside a live preview through the console's
 * own safe markdown viewer (the one the notice dialog uses: HTML converted, never injected).
 */
export function MarkdownField(props: { control: Control<SectionForm>; name: string; label: string; hint: string }) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Editor {...props} value={field.value ?? ''} error={fieldState.error?.message} onChange={field.onChange} />
      )}
    />
  );
}

function Editor({
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('setting');
  // Typing stays quick on a long text: the preview follows a moment behind.
  const preview = useDeferredValue(value);
  // The rendered text comes once the page has hydrated (issue 37): the server sent each text
  // three times (the field, the loader's data, the preview: 28 KB of the site-content tab's
  // 156), and hydrating waited for the markdown viewer's chunk (55 KB gzip). The text is in
  // the field beside it; without JavaScript nothing here can be saved anyway.
  const hydrated = useHydrated();
  return (
    <Box sx={SIDE_BY_SIDE_SX}>
      <PlainTextField
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={8}
        error={Boolean(error)}
        helperText={error ?? hint ?? ' '}
      />
      <Paper
        variant="outlined"
        sx={{ p: 2, minHeight: 120, overflow: 'auto', maxHeight: 480 }}
        aria-label={t('previewOf', { label })}
        role="region"
        // A long text scrolls here: focusable, so a keyboard can scroll it too.
        tabIndex={0}
        data-testid={`preview-${name}`}
      >
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t('preview')}
        </Typography>
        {preview.trim() === '' ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('previewEmpty')}
          </Typography>
        ) : isBareAddress(preview) ? (
          <Typography variant="body2">{t('previewAddress')}</Typography>
        ) : hydrated ? (
          <Suspense fallback={null}>
            <LazyMarkdown content={preview} />
          </Suspense>
        ) : null}
      </Paper>
    </Box>
  );
}
