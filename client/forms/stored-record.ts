import { z } from 'zod/mini';
import { editOverStored } from '#shared/api/edit-over-stored.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { browserApi } from '#client/session/credentials.ts';

/**
 * A record with every field the gateway sent: what a save merges its changes into, so fields
 * the console does not know (a newer one-hub's columns) go back unchanged. Never rendered: it
 * lives only for the save, in the browser, read through the console's proxy, which has already
 * blanked the secrets (`server/plugins/proxy/secret-answers.ts`).
 */
export const StoredRecordSchema = z.record(z.string(), z.unknown());
/** A record as the gateway stores it. */
export type StoredRecord = z.infer<typeof StoredRecordSchema>;

/** An edit as a dialog hands it to its save: the body of the untouched form and the body as saved. */
export interface FormEdit<T> {
  before: T;
  after: T;
}

/**
 * The body that saves a form's changes over the record the gateway stores now, read from
 * `path` just before (`editOverStored`: `before` is the body of the untouched form, `after` the
 * body as saved, `unsent` the fields that go back only when the form changed them).
 */
export async function overStored<T extends object>(
  path: string,
  before: T,
  after: T,
  unsent: readonly string[] = [],
  api: ApiClient = browserApi(),
): Promise<T> {
  const stored = await api.get(path, StoredRecordSchema);
  return editOverStored(stored, before, after, unsent);
}

/** An edit of `stored`: the body of the form as it opened (the stored record through the form) and as saved. */
export function editOf<Stored, Form, Body>(
  stored: Stored,
  values: Form,
  toForm: (stored: Stored) => Form,
  toBody: (form: Form, stored: Stored) => Body,
): FormEdit<Body> {
  return { before: toBody(toForm(stored), stored), after: toBody(values, stored) };
}

/**
 * What a create/edit dialog hands its save: for a record being edited, the body of the form as
 * it opened (the stored record through the form) and the body as saved, so the save changes
 * only what the form changed; for a new record, the body alone.
 */
export function editOrCreate<Stored, Form, Body>(
  stored: Stored | null,
  values: Form,
  toForm: (stored: Stored) => Form,
  toBody: (form: Form, stored: Stored | null) => Body,
): FormEdit<Body> | Body {
  return stored ? editOf(stored, values, toForm, toBody) : toBody(values, null);
}
