import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { z } from 'zod/mini';
import { ModelInfoRecordListSchema } from '#shared/api/schemas/model-info.ts';
import type { ModelInfoRecord } from '#shared/api/schemas/model-info.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { formToBody, modelInfoFormSchema, recordToForm, sendModelInfoEdit } from './model-info-form.ts';
import type { ModelInfoForm } from './model-info-form.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import { editOf } from '#client/forms/stored-record.ts';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; record: ModelInfoRecord | null };

const GRID_SX = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The form once the model's row (or its absence) is known. */
function InfoForm({ model, record, onClose }: { model: string; record: ModelInfoRecord | null; onClose(): void }) {
  const { t } = useTranslation(['model_info', 'zod', 'zod_custom', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<'ask' | 'busy' | null>(null);
  const form = useForm<ModelInfoForm>({
    resolver: zodResolver(modelInfoFormSchema, { error: pageErrorMap(t, 'model_info') }),
    defaultValues: recordToForm(record, model),
  });
  const field = fieldBinder(form.control, t);

  async function done(message: string) {
    toast.show(message, { severity: 'success' });
    await revalidator.revalidate();
    onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    const body = formToBody(values, model);
    try {
      if (record)
        await sendModelInfoEdit(
          browserApi(),
          record.id,
          editOf(
            record,
            values,
            (stored) => recordToForm(stored, model),
            (form) => formToBody(form, model),
          ),
        );
      else await browserApi().post('/api/model_info/', body, z.unknown());
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
      return;
    }
    await done(t('model_info:toast.saved', { model }));
  });

  async function remove() {
    if (!record) return;
    setDeleting('busy');
    try {
      await browserApi().delete(`/api/model_info/${record.id}`, z.unknown());
    } catch (error) {
      setDeleting(null);
      form.setError('root', { message: errorMessage(error, t) });
      return;
    }
    await done(t('model_info:toast.deleted', { model }));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="model-info-form">
      <DialogContent dividers>
        {form.formState.errors.root?.message ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {form.formState.errors.root.message}
          </Alert>
        ) : null}
        {record ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('model_info:form.new')}
          </Alert>
        )}
        <FormTextField {...field('name', 'model_info:form.name')} />
        <FormTextField {...field('description', 'model_info:form.description')} multiline />
        <Box sx={GRID_SX}>
          <FormTextField {...field('contextLength', 'model_info:form.contextLength', 'model_info:form.zeroUnknown')} />
          <FormTextField {...field('maxTokens', 'model_info:form.maxTokens', 'model_info:form.zeroUnknown')} />
          <FormTextField {...field('inputModalities', 'model_info:form.inputModalities', 'model_info:form.modalitiesHint')} />
          <FormTextField {...field('outputModalities', 'model_info:form.outputModalities', 'model_info:form.modalitiesHint')} />
        </Box>
        <FormTextField {...field('tags', 'model_info:form.tags', 'model_info:form.tagsHint')} />
        <FormTextField {...field('supportUrls', 'model_info:form.supportUrls', 'model_info:form.supportUrlsHint')} multiline />
        {deleting ? (
          <Alert
            severity="warning"
            role="alert"
            data-testid="model-info-delete-confirm"
            action={
              <>
                <Button color="inherit" size="small" onClick={() => setDeleting(null)} disabled={deleting === 'busy'}>
                  {t('model_info:delete.cancel')}
                </Button>
                <Button
                  color="error"
                  size="small"
                  variant="contained"
                  loading={deleting === 'busy'}
                  onClick={() => void remove()}
                  data-testid="confirm-action"
                >
                  {t('model_info:delete.confirm')}
                </Button>
              </>
            }
          >
            {t('model_info:delete.body', { model })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {record ? (
          <Button
            color="error"
            sx={{ mr: 'auto' }}
            onClick={() => setDeleting('ask')}
            disabled={deleting !== null}
            data-testid="model-info-delete"
          >
            {t('model_info:delete.open')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('model_info:form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} data-testid="model-info-save">
          {t(record ? 'model_info:form.save' : 'model_info:form.create')}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Admins edit a model's info (`/api/model_info/`: description, context length, modalities,
 * tags, support links), which the model list and the prices read. The row is looked up when
 * the dialog opens, so the list's own loader stays as it is for everyone else.
 */
export function ModelInfoDialog({ model, onClose }: { model: string | null; onClose(): void }) {
  const { t } = useTranslation(['model_info', 'error']);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // The title stays while the dialog fades out; every opening reads the row afresh (the
  // dialog stays mounted between openings, and the row may have changed meanwhile).
  const [shown, setShown] = useState(model);
  const [previous, setPrevious] = useState(model);
  if (model !== previous) {
    setPrevious(model);
    if (model !== null) {
      setShown(model);
      setLoaded({ state: 'loading' });
    }
  }
  useEffect(() => {
    if (model === null) return;
    let live = true;
    browserApi()
      .get('/api/model_info/', ModelInfoRecordListSchema)
      .then(
        (rows) => live && setLoaded({ state: 'ready', record: rows.find((row) => row.model === model) ?? null }),
        (error: unknown) => live && setLoaded({ state: 'failed', message: errorMessage(error, t) }),
      );
    return () => {
      live = false;
    };
  }, [model, t]);

  return (
    <Dialog
      open={model !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="model-info-title"
      data-testid="model-info-dialog"
    >
      <DialogTitle id="model-info-title">{t('model_info:form.title', { model: shown ?? '' })}</DialogTitle>
      {loaded.state === 'ready' && shown ? (
        <InfoForm key={shown} model={shown} record={loaded.record} onClose={onClose} />
      ) : (
        <>
          <DialogContent dividers>
            {loaded.state === 'failed' ? (
              <Alert severity="error" role="alert">
                {translateGatewayMessage(loaded.message, t)}
              </Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label={t('model_info:form.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('model_info:form.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
