import { z } from 'zod/mini';

/**
 * `{success, message, data?}`: the wrapper every management endpoint answers with
 * (contract §1.1). `data` is left out when there is nothing to return, so it is optional here.
 */
export function envelopeOf<T extends z.core.SomeType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: z.optional(data),
  });
}

/**
 * `{success, data?}`: the few answers one-hub writes without a message (controller/webauthn.go's
 * begins and credential list, gin.H without a "message").
 */
export function messagelessEnvelopeOf<T extends z.core.SomeType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: z.optional(data),
  });
}

/** `{data, page, size, total_count}`: the paged list inside `data` (contract §1.4). */
export function pageOf<T extends z.core.SomeType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.int(),
    size: z.int(),
    total_count: z.int(),
  });
}

/** A failed call: HTTP 200 business errors and the 401 "not signed in" answer (contract §1.1). */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
/** A failed call's body. */
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Relay-style error body, also used for unknown `/api` paths: 404 `Invalid URL (GET /api/x)` (contract §1.1, §2.13). */
export const RelayErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    code: z.optional(z.nullable(z.union([z.string(), z.int()]))),
  }),
});
/** A relay-style error body. */
export type RelayError = z.infer<typeof RelayErrorSchema>;

/** An envelope that carries no `data` (logout, register, verification…; contract §2.2). */
export const EmptyEnvelopeSchema = envelopeOf(z.unknown());
/** A data-less envelope. */
export type EmptyEnvelope = z.infer<typeof EmptyEnvelopeSchema>;
