import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FAPIAO_NO_MAX, FAPIAO_REMARK_MAX } from '#shared/api/schemas/fapiao.ts';
import type { Fapiao, FapiaoReview } from '#shared/api/schemas/fapiao.ts';
import { fapiaoFileLink } from '#shared/fapiao/file-link.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { checkText, customIssue, pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { formatMoney } from '#shared/billing/topup-math.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';

interface ReviewForm {
  invoiceNo: string;
  fileUrl: string;
  remark: string;
}

/** Issuing needs the number and an https file link; rejecting needs the reason the user will read. */
function reviewFormSchema(as: FapiaoReview['status']) {
  return z.object({ invoiceNo: z.string(), fileUrl: z.string(), remark: z.string() }).check(
    z.superRefine((form, ctx) => {
      if (as === 'rejected') return checkText(ctx, 'remark', form.remark, FAPIAO_REMARK_MAX);
      checkText(ctx, 'invoiceNo', form.invoiceNo, FAPIAO_NO_MAX);
      if (fapiaoFileLink(form.fileUrl.trim()) === null) customIssue(ctx, 'fileUrl', 'fapiao:review.errors.fileUrl', form.fileUrl);
    }),
  );
}

interface ReviewDialogProps {
  fapiao: Fapiao;
  as: FapiaoReview['status'];
  /** Sends the decision; answers the gateway's refusal, or null when done. */
  onReview(fapiao: Fapiao, body: FapiaoReview): Promise<string | null>;
  onClose(): void;
}

/** An admin issues a pending request (invoice number, file link) or rejects it (reason). */
export function ReviewDialog({ fapiao, as, onReview, onClose }: ReviewDialogProps) {
  const { t } = useTranslation(['fapiao', 'zod', 'zod_custom', 'error']);
  const form = useForm<ReviewForm>({
    resolver: zodResolver(reviewFormSchema(as), { error: pageErrorMap(t, 'fapiao') }),
    defaultValues: { invoiceNo: '', fileUrl: '', remark: '' },
  });
  const field = fieldBinder(form.control, t);
  const dialog = bindFormDialog(
    form,
    async (values) => {
      const body: FapiaoReview =
        as === 'issued'
          ? { status: 'issued', invoice_no: values.invoiceNo.trim(), file_url: values.fileUrl.trim() }
          : { status: 'rejected', remark: values.remark.trim() };
      return onReview(fapiao, body);
    },
    onClose,
  );
  return (
    <FormDialog
      {...dialog}
      title={t(as === 'issued' ? 'fapiao:review.issueTitle' : 'fapiao:review.rejectTitle', { id: fapiao.id })}
      submitLabel={t(as === 'issued' ? 'fapiao:queue.issue' : 'fapiao:queue.reject')}
      cancelLabel={t('fapiao:common.cancel')}
      testId="fapiao-review-form"
      saveTestId="fapiao-review-save"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('fapiao:review.summary', {
          user: fapiao.username,
          title: fapiao.title.name,
          amount: formatMoney(fapiao.amount, fapiao.currency),
        })}
      </Typography>
      {as === 'issued' ? (
        <>
          <FormTextField {...field('invoiceNo', 'fapiao:review.invoiceNo')} autoFocus />
          <FormTextField {...field('fileUrl', 'fapiao:review.fileUrl', 'fapiao:review.fileUrlHint')} type="url" />
        </>
      ) : (
        <FormTextField {...field('remark', 'fapiao:review.remark')} multiline autoFocus />
      )}
    </FormDialog>
  );
}
