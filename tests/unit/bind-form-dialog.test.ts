import t from 'tap';
import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import type { DialogSaveResult } from '#client/components/form-dialog/bind-form-dialog.ts';

interface Values {
  name: string;
}

/** The part of react-hook-form's form the dialog binding uses: valid values, `setError`, the state. */
function fakeForm(values: Values) {
  const errors: string[] = [];
  const form = {
    formState: { errors: {}, isSubmitting: false },
    handleSubmit: (run: (values: Values) => Promise<void>) => () => run(values),
    setError: (_name: string, error: { message: string }) => errors.push(error.message),
  };
  return { form: form as unknown as UseFormReturn<Values>, errors };
}

async function submitWith(result: DialogSaveResult) {
  const { form, errors } = fakeForm({ name: 'kept' });
  let closed = 0;
  let saved: Values | null = null;
  const dialog = bindFormDialog(
    form,
    (values) => {
      saved = values;
      return Promise.resolve(result);
    },
    () => (closed += 1),
  );
  dialog.onSubmit({} as FormEvent<HTMLFormElement>);
  await new Promise((resolve) => setImmediate(resolve));
  return { closed, errors, saved };
}

t.test('a refusal stays in the dialog as its error; the values reach the save', async (t) => {
  t.same(await submitWith('名称已存在'), { closed: 0, errors: ['名称已存在'], saved: { name: 'kept' } });
});

t.test('null or undefined (done) closes the dialog', async (t) => {
  t.same(await submitWith(null), { closed: 1, errors: [], saved: { name: 'kept' } });
  t.same(await submitWith(undefined), { closed: 1, errors: [], saved: { name: 'kept' } });
});

t.test('false (nothing sent) keeps the dialog open without an error', async (t) => {
  t.same(await submitWith(false), { closed: 0, errors: [], saved: { name: 'kept' } });
});
