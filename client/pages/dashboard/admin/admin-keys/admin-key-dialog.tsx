import type { BudgetsState } from '#client/data/budgets.ts';
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AdminKey } from '#shared/api/schemas/admin-keys.ts';
import { ConfirmActionDialog } from '#client/components/confirm-dialog/confirm-dialog.tsx';
import type { ConfirmRequest } from '#client/components/confirm-dialog/confirm-dialog.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { KeyDialog } from '#client/components/key-editor/key-dialog.tsx';
import type { KeySaveOutcome } from '#client/components/key-editor/key-dialog.tsx';
import type { KeyForm } from '#client/components/key-editor/key-form-schema.ts';
import type { GroupOption } from '#client/components/key-editor/key-options.ts';
import { ownerLabel, typedUserId } from './admin-keys-state.ts';
import { findUser } from './find-user.ts';
import type { KeyOwner } from './find-user.ts';
import { useAdminKeySave } from './use-admin-key-save.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

interface AdminKeyDialogProps {
  adminKey: AdminKey;
  groups: readonly GroupOption[];
  money: QuotaDisplay;
  budgets: BudgetsState;
  onClose(): void;
}

const STAY: KeySaveOutcome = { kind: 'stay' };

/**
 * The Keys page's edit dialog on any user's key, plus the owner and a "move to user" field.
 * A move is checked first (a user id that exists, not the admin's own account: the admin
 * would then see the full key) and confirmed naming both users; the gateway's refusal shows
 * in the dialog like any failed save.
 */
export function AdminKeyDialog({ adminKey, groups, money, budgets, onClose }: AdminKeyDialogProps) {
  const { t } = useTranslation(['admin_keys', 'error']);
  const viewer = useSessionUser();
  const save = useAdminKeySave(adminKey, money);
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  // Settles the pending save when the confirmation is dismissed (after `run`, a no-op).
  const dismissed = useRef<() => void>(() => undefined);
  const owner = ownerLabel(adminKey.user_id, adminKey.owner_name);

  /** The user the key moves to, null to keep the owner, or `stay` after showing why not. */
  async function moveTarget(): Promise<KeyOwner | null | 'stay'> {
    if (target.trim() === '') return null;
    const id = typedUserId(target);
    const refuse = (message: string) => {
      setTargetError(message);
      return 'stay' as const;
    };
    if (id === null) return refuse(t('admin_keys:transfer.invalid'));
    if (id === adminKey.user_id) return null;
    if (id === viewer?.id) return refuse(t('admin_keys:transfer.self'));
    try {
      return (await findUser(browserApi(), id)) ?? refuse(t('admin_keys:transfer.notFound', { id }));
    } catch (error) {
      return refuse(t('admin_keys:transfer.lookupFailed', { message: errorMessage(error, t) }));
    }
  }

  async function onSave(values: KeyForm): Promise<KeySaveOutcome> {
    const moveTo = await moveTarget();
    if (moveTo === 'stay') return STAY;
    setTargetError(null);
    if (moveTo === null) return save(values, null);
    const to = ownerLabel(moveTo.id, moveTo.name);
    return new Promise<KeySaveOutcome>((resolve) => {
      dismissed.current = () => resolve(STAY);
      setConfirm({
        title: t('admin_keys:transfer.confirmTitle'),
        body: t('admin_keys:transfer.confirmBody', { name: adminKey.name, from: owner, to }),
        confirmLabel: t('admin_keys:transfer.confirm'),
        destructive: false,
        run: async () => resolve(await save(values, moveTo)),
      });
    });
  }

  const intro = (
    <>
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="admin-key-owner-note">
        {t('admin_keys:dialog.owner', { owner })}
      </Alert>
      <TextField
        fullWidth
        name="user_id"
        label={t('admin_keys:transfer.label')}
        value={target}
        onChange={(event) => {
          setTarget(event.target.value);
          setTargetError(null);
        }}
        error={targetError !== null}
        helperText={targetError ?? t('admin_keys:transfer.hint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
        sx={{ mb: 2 }}
      />
    </>
  );

  return (
    <>
      <KeyDialog token={adminKey} groups={groups} money={money} onClose={onClose} intro={intro} onSave={onSave} budgets={budgets} />
      <ConfirmActionDialog
        request={confirm}
        cancelLabel={t('admin_keys:transfer.cancel')}
        onClose={() => {
          setConfirm(null);
          dismissed.current();
        }}
      />
    </>
  );
}
