import { z } from 'zod/mini';
import { DESTINATION_FIELDS, DESTINATION_KINDS } from '#shared/api/schemas/alerts.ts';
import type { Destination, DestinationInput } from '#shared/api/schemas/alerts.ts';
import { LANGUAGES } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { checkText, customIssue } from '#client/components/admin-kit/form-checks.ts';

/** The destination dialog's values: the write-only fields start empty (empty keeps what is stored). */
export type DestinationForm = DestinationInput;

export function emptyDestinationForm(language: Language): DestinationForm {
  return { name: '', kind: 'webhook', language, enabled: true, url: '', secret: '', bot_token: '', chat_id: '', to: '' };
}

export function destinationToForm(destination: Destination): DestinationForm {
  return {
    name: destination.name,
    kind: destination.kind,
    language: destination.language,
    enabled: destination.enabled,
    url: '',
    secret: '',
    bot_token: '',
    chat_id: destination.chat_id,
    to: destination.to,
  };
}

/** Whether the stored destination already has this write-only field (so the form may leave it empty). */
export function storedSecret(destination: Destination | null, field: 'url' | 'secret' | 'bot_token'): boolean {
  if (!destination) return false;
  return field === 'url' ? destination.has_url : field === 'secret' ? destination.has_secret : destination.has_bot_token;
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The form's checks: a name, a web address where one is typed, the kind's required fields unless stored. */
export function destinationFormSchema(destination: Destination | null) {
  return z
    .object({
      name: z.string(),
      kind: z.enum(DESTINATION_KINDS),
      language: z.enum(LANGUAGES),
      enabled: z.boolean(),
      url: z.string(),
      secret: z.string(),
      bot_token: z.string(),
      chat_id: z.string(),
      to: z.string(),
    })
    .check(
      z.superRefine((form, ctx) => {
        checkText(ctx, 'name', form.name.trim(), 100);
        const keeps = destination?.kind === form.kind ? destination : null;
        const fields = DESTINATION_FIELDS[form.kind];
        if (fields.includes('url')) {
          checkText(ctx, 'url', form.url, 2000, !storedSecret(keeps, 'url'));
          if (form.url.trim() !== '' && !isWebAddress(form.url.trim())) customIssue(ctx, 'url', 'alerts:errors.badUrl', form.url);
        }
        if (fields.includes('secret'))
          checkText(ctx, 'secret', form.secret, 500, form.kind === 'webhook' && !storedSecret(keeps, 'secret'));
        if (form.kind === 'telegram') {
          checkText(ctx, 'bot_token', form.bot_token, 200, !storedSecret(keeps, 'bot_token'));
          checkText(ctx, 'chat_id', form.chat_id, 100);
        }
        if (form.kind === 'email') checkText(ctx, 'to', form.to, 1000);
      }),
    );
}
