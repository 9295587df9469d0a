import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyLines } from '#shared/api/schemas/channel.ts';
import { memberIdOfLine } from '#shared/api/schemas/channel-tag.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { ConfirmActionDialog } from '#client/components/confirm-dialog/confirm-dialog.tsx';
import type { ConfirmRequest } from '#client/components/confirm-dialog/confirm-dialog.tsx';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { CHANNEL_GRID_SX, GroupsField, MappingField, ModelsField, OptionFields } from './channel-fields.tsx';
import { channelFormSchema } from './channel-form.ts';
import type { ChannelForm } from './channel-form.ts';
import { tagFormToBody, tagKeyChanges, tagToForm } from './tag-form.ts';
import { PluginSection } from './plugin-section.tsx';
import { TagMembers } from './tag-members.tsx';
import { useTagEditor } from './use-tag-editor.ts';
import type { LoadedTag } from './use-tag-editor.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import { editOf } from '#client/forms/stored-record.ts';

interface TagDialogProps {
  tag: string;
  /** The gateway's groups a channel may serve. */
  groups: readonly string[];
  onClose(): void;
}

/** Each member's masked key by id, from the gateway's member lines (`#12 sk-m…0001`). */
function keysById(data: LoadedTag): Map<number, string> {
  const masked = new Map<number, string>();
  for (const line of keyLines(data.tag.key)) {
    const id = memberIdOfLine(line);
    if (id !== null) masked.set(id, line.trim().replace(/^#\d+\s*/, ''));
  }
  return masked;
}

/**
 * Edits a tag: its members (name, masked key, status; a simple edit per member and a batch
 * delete) and the fields they share, edited together (upstream's tag editor). The members'
 * keys, one per line, are shown only on request; saving adds a channel per new line and deletes
 * the members whose key was removed, after a confirmation naming how many.
 */
export function TagDialog({ tag, groups, onClose }: TagDialogProps) {
  const { t } = useTranslation(['channel_tools', 'channel', 'channel_dialogs']);
  const editor = useTagEditor(tag);
  const titleId = useId();
  if (editor.load.state === 'ready') return <TagForm tag={tag} groups={groups} data={editor.load.data} editor={editor} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('channel_tools:tag.editTitle', { tag })}</DialogTitle>
      <DialogContent>
        {editor.load.state === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('channel_tools:tag.loading')} />
          </Box>
        ) : (
          <Alert severity="error" role="alert">
            {translateGatewayMessage(editor.load.message, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('channel_dialogs:form.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

interface TagFormProps extends TagDialogProps {
  data: LoadedTag;
  editor: ReturnType<typeof useTagEditor>;
}

function TagForm({ tag, groups, data, editor, onClose }: TagFormProps) {
  const { t } = useTranslation(['channel_tools', 'channel', 'channel_dialogs', 'zod', 'zod_custom', 'error']);
  const [showKeys, setShowKeys] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const form = useForm<ChannelForm>({
    resolver: zodResolver(channelFormSchema(true), { error: pageErrorMap(t, 'channel_dialogs') }),
    defaultValues: tagToForm(data.tag),
  });
  const field = fieldBinder(form.control, t);
  const keyText = useWatch({ control: form.control, name: 'key' });
  const changes = tagKeyChanges(data.tag.key, keyText);

  // A member edit or deletion changes the keys: the key lines start again from the gateway's.
  useEffect(() => {
    form.setValue('key', data.tag.key);
  }, [data.tag.key, form]);

  const submit = form.handleSubmit(async (values) => {
    const save = async () => {
      const refusal = await editor.save(editOf(data.tag, values, tagToForm, tagFormToBody));
      if (refusal) form.setError('root', { message: refusal });
      else onClose();
    };
    const removed = tagKeyChanges(data.tag.key, values.key).removed.length;
    if (removed === 0) return save();
    setConfirm({
      title: t('channel_tools:tag.confirmSaveTitle', { count: removed }),
      body: t('channel_tools:tag.confirmSaveBody', { count: removed, tag }),
      confirmLabel: t('channel_tools:tag.confirmSave', { count: removed }),
      destructive: true,
      run: save,
    });
  });

  const askDelete = (members: readonly Channel[]) =>
    setConfirm({
      title: t('channel_tools:tag.confirmDeleteTitle', { count: members.length }),
      body: t('channel_tools:tag.confirmDeleteBody', { count: members.length, names: members.map((member) => member.name).join(', ') }),
      confirmLabel: t('channel_tools:tag.deleteMembers', { count: members.length }),
      destructive: true,
      run: () => editor.deleteMembers(members),
    });

  return (
    <FormDialog
      title={t('channel_tools:tag.editTitle', { tag })}
      error={form.formState.errors.root?.message}
      submitLabel={t('channel_dialogs:form.save')}
      cancelLabel={t('channel_dialogs:form.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      testId="tag-form"
      saveTestId="tag-save"
      maxWidth="md"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('channel_tools:tag.intro', { count: data.members.length, tag })}
      </Typography>
      <TagMembers members={data.members} keys={keysById(data)} onEdit={editor.editMember} onDelete={askDelete} />
      <Box sx={CHANNEL_GRID_SX}>
        <FormTextField {...field('baseUrl', 'channel_dialogs:form.baseUrl', 'channel_dialogs:form.baseUrlHint')} />
        <FormTextField {...field('proxy', 'channel_dialogs:form.proxy', 'channel_dialogs:form.proxyHint')} />
        <FormTextField {...field('other', 'channel_dialogs:form.other', 'channel_dialogs:form.otherHint')} />
        <FormTextField {...field('name', 'channel_tools:tag.baseName', 'channel_tools:tag.baseNameHint')} />
      </Box>
      <FormControlLabel
        control={<Switch checked={showKeys} onChange={(event) => setShowKeys(event.target.checked)} name="show-keys" />}
        label={t('channel_tools:tag.showKeys')}
      />
      {showKeys ? (
        <FormTextField
          {...field('key', 'channel_tools:tag.keys')}
          multiline
          helperText={t('channel_tools:tag.keysChanges', { added: changes.added.length, removed: changes.removed.length })}
        />
      ) : null}
      <ModelsField form={form} savedId={data.members[0]?.id ?? null} />
      <MappingField form={form} />
      <GroupsField form={form} groups={groups} />
      <OptionFields form={form} perChannel={false} plugin={<PluginSection control={form.control} editing />} />
      <ConfirmActionDialog request={confirm} cancelLabel={t('channel_dialogs:form.cancel')} onClose={() => setConfirm(null)} />
    </FormDialog>
  );
}
