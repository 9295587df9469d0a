import { z } from 'zod/mini';
import type { ModelInfoInput, ModelInfoRecord } from '#shared/api/schemas/model-info.ts';
import { checkNumber, checkText } from '#client/components/admin-kit/form-checks.ts';
import { listOf } from '../model-info.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';

/** The editor's values: lists as comma-separated text, numbers as text until checked. */
export interface ModelInfoForm {
  name: string;
  description: string;
  contextLength: string;
  maxTokens: string;
  inputModalities: string;
  outputModalities: string;
  tags: string;
  supportUrls: string;
}

/** The items of a comma (or newline) separated list, trimmed, empty ones and repeats dropped. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，\n]/)
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  ];
}

export function recordToForm(record: ModelInfoRecord | null, model: string): ModelInfoForm {
  if (!record) {
    return {
      name: model,
      description: '',
      contextLength: '0',
      maxTokens: '0',
      inputModalities: 'text',
      outputModalities: 'text',
      tags: '',
      supportUrls: '',
    };
  }
  return {
    name: record.name,
    description: record.description,
    contextLength: String(record.context_length),
    maxTokens: String(record.max_tokens),
    inputModalities: listOf(record.input_modalities).join(', '),
    outputModalities: listOf(record.output_modalities).join(', '),
    tags: listOf(record.tags).join(', '),
    supportUrls: listOf(record.support_url).join('\n'),
  };
}

const MAX_TOKENS = 100_000_000;

export const modelInfoFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    contextLength: z.string(),
    maxTokens: z.string(),
    inputModalities: z.string(),
    outputModalities: z.string(),
    tags: z.string(),
    supportUrls: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      checkText(ctx, 'name', form.name, 100, false);
      checkText(ctx, 'description', form.description, 5000, false);
      checkNumber(ctx, 'contextLength', form.contextLength, { min: 0, max: MAX_TOKENS, int: true });
      checkNumber(ctx, 'maxTokens', form.maxTokens, { min: 0, max: MAX_TOKENS, int: true });
      for (const field of ['inputModalities', 'outputModalities', 'tags', 'supportUrls'] as const)
        checkText(ctx, field, JSON.stringify(splitList(form[field])), 5000, false);
      if (splitList(form.supportUrls).some((url) => !/^https?:\/\/\S+$/i.test(url)))
        ctx.addIssue({
          code: 'custom',
          path: ['supportUrls'],
          params: { i18n: 'model_info:form.errors.url' },
          input: form.supportUrls,
        });
    }),
  );

/** The gateway's body: upstream's row, list fields as JSON text. */
export function formToBody(form: ModelInfoForm, model: string): ModelInfoInput {
  const json = (text: string) => JSON.stringify(splitList(text));
  return {
    model,
    name: form.name.trim(),
    description: form.description.trim(),
    context_length: Number(form.contextLength.trim()),
    max_tokens: Number(form.maxTokens.trim()),
    input_modalities: json(form.inputModalities),
    output_modalities: json(form.outputModalities),
    tags: json(form.tags),
    support_url: json(form.supportUrls),
  };
}

/** A row edit as the dialog saves it: over the row as stored (upstream saves the whole row). */
export async function sendModelInfoEdit(api: ApiClient, id: number, { before, after }: FormEdit<ModelInfoInput>): Promise<void> {
  const body = await overStored(`/api/model_info/${id}`, { ...before, id }, { ...after, id }, [], api);
  await api.put('/api/model_info/', body, z.unknown());
}
