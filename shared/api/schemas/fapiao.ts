import { z } from 'zod/mini';
import { fapiaoFileLink } from '#shared/fapiao/file-link.ts';
import { isTaxId } from '#shared/fapiao/tax-id.ts';
import { pageOf } from './envelope.ts';
import { OrderSchema } from './billing.ts';

/** Who a fapiao is made out to: a person, or a company with its tax id (extensions.md, "Fapiao"). */
export const FAPIAO_TITLE_KINDS = ['personal', 'company'] as const;
/** A title's kind. */
export type FapiaoTitleKind = (typeof FAPIAO_TITLE_KINDS)[number];

/** 普通发票 (`normal`) or 增值税专用发票 (`special`, for companies only). */
export const FAPIAO_TYPES = ['normal', 'special'] as const;
/** A fapiao's type. */
export type FapiaoType = (typeof FAPIAO_TYPES)[number];

/** A request is pending until an admin issues it (number and file) or rejects it (reason). */
export const FAPIAO_STATUSES = ['pending', 'issued', 'rejected'] as const;
/** A request's status. */
export type FapiaoStatus = (typeof FAPIAO_STATUSES)[number];

/** Longest title name, e-mail, invoice number and remark the double keeps. */
export const FAPIAO_NAME_MAX = 100;
export const FAPIAO_EMAIL_MAX = 100;
export const FAPIAO_NO_MAX = 50;
export const FAPIAO_REMARK_MAX = 200;
/** Most titles one user keeps, and most orders one request covers. */
export const FAPIAO_TITLES_MAX = 20;
export const FAPIAO_ORDERS_MAX = 50;

type Ctx = z.core.$RefinementCtx;

/**
 * The rules across a title's fields: a company needs a valid unified social credit code, a
 * person has none, and only a company may ask for a 专用 (special VAT) fapiao. The issue's
 * path names the field, so the form marks it and the double answers its message.
 */
function checkTitle(title: { kind: FapiaoTitleKind; tax_id: string; fapiao_type: FapiaoType }, ctx: Ctx): void {
  if (title.kind === 'company' && !isTaxId(title.tax_id))
    ctx.addIssue({ code: 'custom', path: ['tax_id'], message: 'tax_id', input: title.tax_id });
  if (title.kind === 'personal' && title.tax_id !== '')
    ctx.addIssue({ code: 'custom', path: ['tax_id'], message: 'tax_id', input: title.tax_id });
  if (title.kind === 'personal' && title.fapiao_type === 'special')
    ctx.addIssue({ code: 'custom', path: ['fapiao_type'], message: 'fapiao_type', input: title.fapiao_type });
}

const titleFields = {
  kind: z.enum(FAPIAO_TITLE_KINDS),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(FAPIAO_NAME_MAX)),
  /** The unified social credit code of a company ('' for a person). */
  tax_id: z.string(),
  /** Where the electronic fapiao is delivered. */
  email: z.email().check(z.maxLength(FAPIAO_EMAIL_MAX)),
  fapiao_type: z.enum(FAPIAO_TYPES),
};

/** `POST /api/fapiao/title` body: a new title of the caller. */
export const FapiaoTitleInputSchema = z.object(titleFields).check(z.superRefine(checkTitle));
/** What creating a title sends. */
export type FapiaoTitleInput = z.infer<typeof FapiaoTitleInputSchema>;

/** `PUT /api/fapiao/title` body: one of the caller's titles, whole. */
export const FapiaoTitleUpdateSchema = z.object({ id: z.int().check(z.positive()), ...titleFields }).check(z.superRefine(checkTitle));
/** What editing a title sends. */
export type FapiaoTitleUpdate = z.infer<typeof FapiaoTitleUpdateSchema>;

/** A title as a request keeps it (a later edit or delete of the title does not change an old request). */
export const FapiaoTitleSnapshotSchema = z.object({
  kind: z.enum(FAPIAO_TITLE_KINDS),
  name: z.string(),
  tax_id: z.string(),
  email: z.string(),
  fapiao_type: z.enum(FAPIAO_TYPES),
});
/** A title's fields as a request keeps them. */
export type FapiaoTitleSnapshot = z.infer<typeof FapiaoTitleSnapshotSchema>;

/** One of the caller's titles (`GET /api/fapiao/title` answers them all, oldest first). */
export const FapiaoTitleSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  ...FapiaoTitleSnapshotSchema.shape,
  created_at: z.int(),
});
/** A stored title. */
export type FapiaoTitle = z.infer<typeof FapiaoTitleSchema>;
/** `GET /api/fapiao/title` data. */
export const FapiaoTitleListSchema = z.array(FapiaoTitleSchema);

/** `POST /api/fapiao/` body: the caller's paid, not yet invoiced orders (by id) and the title to use. */
export const FapiaoRequestInputSchema = z.object({
  order_ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(FAPIAO_ORDERS_MAX)),
  title_id: z.int().check(z.positive()),
});
/** What a fapiao request sends. */
export type FapiaoRequestInput = z.infer<typeof FapiaoRequestInputSchema>;

/**
 * A fapiao request. `amount` and `currency` come from the orders (`order_amount`,
 * `order_currency`; one currency per request); `invoice_no` and `file_url` are set when issued,
 * `remark` holds the reason of a rejection.
 */
export const FapiaoSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  username: z.string(),
  order_ids: z.array(z.int()),
  amount: z.number(),
  currency: z.string(),
  title: FapiaoTitleSnapshotSchema,
  status: z.enum(FAPIAO_STATUSES),
  invoice_no: z.string(),
  file_url: z.string(),
  remark: z.string(),
  created_at: z.int(),
  updated_at: z.int(),
});
/** A fapiao request. */
export type Fapiao = z.infer<typeof FapiaoSchema>;

/** `GET /api/fapiao/self` (the caller's) and `GET /api/fapiao/` (the admin queue): paged requests. */
export const FapiaoPageSchema = pageOf(FapiaoSchema);
/** A page of fapiao requests. */
export type FapiaoPage = z.infer<typeof FapiaoPageSchema>;

/** What the queue may be ordered by. */
export const FAPIAO_ORDER_FIELDS = ['id', 'created_at', 'updated_at', 'amount', 'status', 'user_id'] as const;

/**
 * `GET /api/fapiao/orders` data (the double's extension, for the request form): the caller's
 * paid orders not yet in a pending or issued request, newest first.
 */
export const InvoiceableOrdersSchema = z.array(OrderSchema);

/**
 * `PUT /api/fapiao/:id` body (admin): issue a pending request with its invoice number and the
 * https link of its file, or reject it with a reason.
 */
export const FapiaoReviewSchema = z
  .object({
    status: z.enum(['issued', 'rejected']),
    invoice_no: z.optional(z.string().check(z.trim(), z.maxLength(FAPIAO_NO_MAX))),
    file_url: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    remark: z.optional(z.string().check(z.trim(), z.maxLength(FAPIAO_REMARK_MAX))),
  })
  .check(
    z.superRefine((review, ctx) => {
      if (review.status === 'issued' && !review.invoice_no)
        ctx.addIssue({ code: 'custom', path: ['invoice_no'], message: 'invoice_no', input: review.invoice_no });
      if (review.status === 'issued' && fapiaoFileLink(review.file_url ?? '') === null)
        ctx.addIssue({ code: 'custom', path: ['file_url'], message: 'file_url', input: review.file_url });
      if (review.status === 'rejected' && !review.remark)
        ctx.addIssue({ code: 'custom', path: ['remark'], message: 'remark', input: review.remark });
    }),
  );
/** What processing a request sends. */
export type FapiaoReview = z.infer<typeof FapiaoReviewSchema>;
