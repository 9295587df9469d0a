import { z } from 'zod';
import { INVALID_PARAMS } from './respond.ts';

/** The first way a body broke its endpoint's schema: the top-level field ('' for the body itself), zod's code, the value sent. */
export interface BodyIssue {
  field: string;
  code: string;
  input: unknown;
}

/** A body read with its endpoint's schema, or upstream's message for it. */
export type BodyResult<T> = { ok: true; data: T } | { ok: false; message: string };

function valueAt(body: unknown, field: PropertyKey | undefined): unknown {
  if (field === undefined) return body;
  return typeof body === 'object' && body !== null ? (body as Record<PropertyKey, unknown>)[field] : undefined;
}

/**
 * Reads a request body with the shared schema of its endpoint (`REQUEST_BODIES` in
 * shared/api/request-bodies.ts), the same schema that types what the console sends. A body that
 * breaks it gets upstream's wording where upstream has one (`messageOf`), else `无效的参数`; the
 * route answers it as HTTP 200 `{success:false, message}` (contract §1.1), never a 500.
 */
export function readBody<S extends z.core.$ZodType>(
  schema: S,
  body: unknown,
  messageOf: (issue: BodyIssue) => string | undefined = () => undefined,
): BodyResult<z.output<S>> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const first = parsed.error.issues[0];
  const field = first?.path[0];
  const issue: BodyIssue = { field: field === undefined ? '' : String(field), code: first?.code ?? 'custom', input: valueAt(body, field) };
  return { ok: false, message: messageOf(issue) ?? INVALID_PARAMS };
}
