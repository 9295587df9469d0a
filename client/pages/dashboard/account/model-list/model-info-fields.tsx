import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelInfoView } from './model-info.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { numberFormat } from '#shared/format/intl-cache.ts';
import { webHref } from '#shared/web-url.ts';

/** A label and its value, side by side from `sm` up. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 0.75 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** A row of outlined chips. */
export function Chips({ values, label }: { values: readonly string[]; label: (value: string) => string }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((value) => (
        <StatusTag key={value} variant="outlined" label={label(value)} />
      ))}
    </Stack>
  );
}

/** The model-info lines the gateway filled in (empty ones are left out). */
export function ModelInfoFields({ info }: { info: ModelInfoView }) {
  const { t, i18n } = useTranslation('model_list');
  const modality = (value: string) => t(`model_list:modality.names.${value}`, { defaultValue: value });
  const number = numberFormat(i18n.language);
  return (
    <>
      {info.description ? (
        <Field label={t('model_list:details.description')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {info.description}
          </Typography>
        </Field>
      ) : null}
      {info.contextLength ? (
        <Field label={t('model_list:details.contextLength')}>
          <Typography variant="body2">{number.format(info.contextLength)}</Typography>
        </Field>
      ) : null}
      {info.maxTokens ? (
        <Field label={t('model_list:details.maxTokens')}>
          <Typography variant="body2">{number.format(info.maxTokens)}</Typography>
        </Field>
      ) : null}
      {info.inputModalities.length > 0 ? (
        <Field label={t('model_list:details.inputModalities')}>
          <Chips values={info.inputModalities} label={modality} />
        </Field>
      ) : null}
      {info.outputModalities.length > 0 ? (
        <Field label={t('model_list:details.outputModalities')}>
          <Chips values={info.outputModalities} label={modality} />
        </Field>
      ) : null}
      {info.tags.length > 0 ? (
        <Field label={t('model_list:details.tags')}>
          <Chips values={info.tags} label={(tag) => tag} />
        </Field>
      ) : null}
      {info.supportUrls.length > 0 ? (
        <Field label={t('model_list:details.links')}>
          <Stack>
            {info.supportUrls.map((url) => {
              // The gateway's text: a link only when it is a web page, else shown as text.
              const href = webHref(url);
              return href ? (
                <Link key={url} href={href} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {url}
                </Link>
              ) : (
                <Typography key={url} variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {url}
                </Typography>
              );
            })}
          </Stack>
        </Field>
      ) : null}
    </>
  );
}
