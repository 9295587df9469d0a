import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLE } from '#shared/access.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { useSessionUser } from '#client/session/session-store.ts';
import { browserApi } from '#client/session/credentials.ts';
import { BatchDialog } from './batch-dialog.tsx';
import { KeyFormBasic } from './key-form-basic.tsx';
import { KeyFormGroups } from './key-form-groups.tsx';
import { KeyFormLimits } from './key-form-limits.tsx';
import { keyErrorMap, keyFormSchema } from './key-form-schema.ts';
import type { KeyForm } from './key-form-schema.ts';
import { budgetToForm, EMPTY_KEY_FORM, tokenToForm } from './key-form-values.ts';
import { KeyFormBudget } from './key-form-budget.tsx';
import type { BudgetsState } from '#client/data/budgets.ts';
import type { GroupOption } from './key-options.ts';
import { secondsToLocalInput } from '#shared/format/date.ts';
import { useModelCatalogue } from './use-model-catalogue.ts';
import { useSaveKey } from './use-save-key.ts';
import type { SavedBatch, SaveResult } from './use-save-key.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

const DEFAULT_LIFETIME = 30 * 24 * 60 * 60;
const BUDGETS_OFF: BudgetsState = { kind: 'off' };

/** What a save override answers: a save's result, or `stay` (keep the form as it is, no error: a step was cancelled). */
export type KeySaveOutcome = SaveResult | { kind: 'stay' };

interface KeyDialogProps {
  /** The key to edit, or null to create. */
  token: Token | null;
  groups: readonly GroupOption[];
  money: QuotaDisplay;
  onClose(): void;
  /** Shown above the form (the admin page: the key's owner and the transfer field). */
  intro?: ReactNode;
  /** Saves an edit in place of the user's own `PUT /api/token/` (the admin page's `PUT /api/token/admin`). */
  onSave?(values: KeyForm): Promise<KeySaveOutcome>;
  /** The page's budgets (their section in the form); none when the page has none. */
  budgets?: BudgetsState;
}

/** Create (one key or a numbered batch) or edit a key; a refused save keeps the form and shows why. */
export function KeyDialog({ token, groups, money, onClose, intro, onSave, budgets = BUDGETS_OFF }: KeyDialogProps) {
  const { t } = useTranslation(['key', 'zod', 'zod_custom', 'error', 'budgets']);
  const timeZone = useTimeZone();
  const user = useSessionUser();
  const canTag = (user?.role ?? 0) >= ROLE.operator;
  const creating = token === null;
  const budget = token && budgets.kind === 'on' ? budgets.byToken[token.id] : undefined;
  // An existing budget keeps its owner's zone; a new one starts in this reader's.
  const budgetZone = budget?.time_zone ?? timeZone;
  const defaults = { ...(token ? tokenToForm(token, money, timeZone) : EMPTY_KEY_FORM), ...budgetToForm(budget, money) };
  // "Now" is read when the form is checked, never while rendering.
  const resolver: Resolver<KeyForm> = (values, context, options) =>
    zodResolver(keyFormSchema({ now: Math.floor(Date.now() / 1000), timeZone, creating }), { error: keyErrorMap(t) })(
      values,
      context,
      options,
    );
  const form = useForm<KeyForm>({ resolver, defaultValues: defaults });
  const catalogue = useModelCatalogue(defaults.models);
  const [batch, setBatch] = useState<SavedBatch | null>(null);
  const { save, progress, applyBudget } = useSaveKey({
    token,
    money,
    timeZone,
    canTag,
    budgetZone,
    ...(budgets.kind === 'on'
      ? { budgetBefore: budget ? { period: budget.period, amount: budget.amount, time_zone: budget.time_zone } : null }
      : {}),
  });

  const submit = form.handleSubmit(async (values) => {
    let result = onSave ? await onSave(values) : await save(values);
    if (result.kind === 'stay') return;
    if (onSave && token && result.kind === 'done') result = (await applyBudget(browserApi(), [token.id], values)) ?? result;
    if (result.kind === 'error') form.setError('root', { message: result.message });
    else if (result.kind === 'batch') setBatch(result.batch);
    else onClose();
  });

  if (batch) return <BatchDialog batch={batch} money={money} onClose={onClose} />;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="key-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="key-dialog-title">{t(creating ? 'key:form.createTitle' : 'key:form.editTitle')}</DialogTitle>
        <DialogContent dividers>
          {form.formState.errors.root?.message ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {form.formState.errors.root.message}
            </Alert>
          ) : null}
          {intro}
          <KeyFormBasic
            control={form.control}
            money={money}
            creating={creating}
            onExpiryNeeded={() => {
              // Turning "never expires" off starts from a month ahead rather than an empty field.
              if (form.getValues('expiresAt') === '')
                form.setValue('expiresAt', secondsToLocalInput(Math.floor(Date.now() / 1000) + DEFAULT_LIFETIME, timeZone));
            }}
          />
          <Divider sx={{ my: 2 }} />
          <KeyFormGroups control={form.control} groups={groups} canTag={canTag} />
          <Divider sx={{ my: 2 }} />
          <KeyFormLimits control={form.control} catalogue={catalogue} />
          {budgets.kind === 'off' && (user?.role ?? 0) < ROLE.admin ? null : (
            <>
              <Divider sx={{ my: 2 }} />
              <KeyFormBudget
                control={form.control}
                money={money}
                budgets={budgets}
                zone={budgetZone}
                isAdmin={(user?.role ?? 0) >= ROLE.admin}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          {progress ? (
            <Alert severity="info" sx={{ py: 0, mr: 'auto' }}>
              {t('key:form.progress', progress)}
            </Alert>
          ) : null}
          <Button onClick={onClose}>{t('key:form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t(creating ? 'key:form.create' : 'key:form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
