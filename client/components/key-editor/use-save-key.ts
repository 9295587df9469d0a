import { useState } from 'react';
import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';

import type { Token, TokenInput } from '#shared/api/schemas/key.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { batchNames, createKeys, findKeys } from './key-batch.ts';
import type { BatchResult } from './key-batch.ts';
import type { KeyForm } from './key-form-schema.ts';
import { editedToken, formToBudget, formToInput, tokenToForm } from './key-form-values.ts';
import type { BudgetInput } from '#shared/api/schemas/budgets.ts';
import { removeBudget, saveBudget } from '#client/data/budgets.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/** A finished batch: the keys read back (for the CSV) and what failed. */
export interface SavedBatch {
  name: string;
  tokens: Token[];
  failed: BatchResult['failed'];
  /** Set when the keys were created but could not be listed. */
  findError: string | null;
}

/**
 * A key edit as the dialog saves it: over the key as stored, so what the dialog does not show (a
 * newer one-hub's settings, exact times and amounts it rounds) goes back unchanged; upstream
 * rewrites `setting` whole.
 */
export async function sendKeyEdit(api: ApiClient, token: Token, { before, after }: FormEdit<TokenInput>): Promise<void> {
  const body = await overStored(`/api/token/${token.id}`, editedToken(token, before), editedToken(token, after), [], api);
  await api.put('/api/token/', body, z.unknown());
}

export type SaveResult = { kind: 'done' } | { kind: 'batch'; batch: SavedBatch } | { kind: 'error'; message: string };

interface SaveOptions {
  token: Token | null;
  money: QuotaDisplay;
  timeZone: string;
  canTag: boolean;
  /** The key's budget as the form opened (null: none), when budgets are on; undefined when they are not. */
  budgetBefore?: BudgetInput | null;
  /** The zone a new or changed budget's windows start in. */
  budgetZone?: string;
}

/**
 * Sets, changes or takes off the budget of the keys saved (after the keys themselves: the
 * console refills a key through the gateway as it saves its budget). Unchanged: nothing sent.
 */
export async function sendBudgetEdit(api: ApiClient, tokenIds: readonly number[], before: BudgetInput | null, after: BudgetInput | null) {
  const same = before !== null && after !== null && before.period === after.period && before.amount === after.amount;
  if (same || (before === null && after === null)) return;
  for (const id of tokenIds) {
    if (after) await saveBudget(api, id, after);
    else await removeBudget(api, id);
  }
}

/** Saves the dialog: PUT for an edit, POST for one key, numbered POSTs for a batch. */
export function useSaveKey({ token, money, timeZone, canTag, budgetBefore, budgetZone }: SaveOptions) {
  const { t } = useTranslation(['key', 'error', 'budgets']);
  const toast = useToast();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  // Budgets off (undefined): the form had no budget fields, nothing to send.
  const budgetAfter = (values: KeyForm) => (budgetBefore === undefined ? null : formToBudget(values, money, budgetZone ?? timeZone));
  /** The budget's save after the keys', its failure said on the form (the keys are saved). */
  async function withBudget(api: ApiClient, ids: readonly number[], values: KeyForm): Promise<SaveResult | null> {
    if (budgetBefore === undefined) return null;
    try {
      await sendBudgetEdit(api, ids, budgetBefore, budgetAfter(values));
      return null;
    } catch (error) {
      await revalidator.revalidate();
      return { kind: 'error', message: t('budgets:form.saveFailed', { message: errorMessage(error, t) }) };
    }
  }

  async function save(values: KeyForm): Promise<SaveResult> {
    const api = browserApi();
    const input = formToInput(values, money, timeZone, canTag);
    try {
      if (token) {
        const before = formToInput(tokenToForm(token, money, timeZone), money, timeZone, canTag);
        await sendKeyEdit(api, token, { before, after: input });
        const budgetFailed = await withBudget(api, [token.id], values);
        if (budgetFailed) return budgetFailed;
        toast.show(t('key:toast.updated'), { severity: 'success' });
        await revalidator.revalidate();
        return { kind: 'done' };
      }
      const count = Number(values.count);
      if (count <= 1) {
        await api.post('/api/token/', input, z.unknown());
        // The gateway answers a create without the key: the newest key of that name is it.
        if (budgetAfter(values)) {
          const created = await findKeys(api, input.name, [input.name]);
          const budgetFailed = await withBudget(
            api,
            created.map((key) => key.id),
            values,
          );
          if (budgetFailed) return budgetFailed;
        }
        toast.show(t('key:toast.created'), { severity: 'success' });
        await revalidator.revalidate();
        return { kind: 'done' };
      }
      const names = batchNames(input.name, count);
      setProgress({ done: 0, total: names.length });
      const result = await createKeys(api, input, names, (done) => setProgress({ done, total: names.length }));
      setProgress(null);
      // Nothing was created: the gateway's reason belongs on the form, which stays as typed.
      if (result.created.length === 0)
        return { kind: 'error', message: result.failed[0] ? translateGatewayMessage(result.failed[0].message, t) : t('error:generic') };
      let tokens: Token[] = [];
      let findError: string | null = null;
      try {
        tokens = await findKeys(api, `${input.name}-`, result.created);
        const budgetFailed = await withBudget(
          api,
          tokens.map((key) => key.id),
          values,
        );
        if (budgetFailed) findError = budgetFailed.kind === 'error' ? budgetFailed.message : null;
      } catch (error) {
        findError = errorMessage(error, t);
      }
      await revalidator.revalidate();
      return { kind: 'batch', batch: { name: input.name, tokens, failed: result.failed, findError } };
    } catch (error) {
      setProgress(null);
      return { kind: 'error', message: errorMessage(error, t) };
    }
  }

  // `applyBudget`: the same budget step after a save the page does itself (the admin's edit of any key).
  return { save, progress, applyBudget: withBudget };
}
