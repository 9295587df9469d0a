import t from 'tap';
import { editOverStored, mergeEdit, sameJson } from '#shared/api/edit-over-stored.ts';

t.test('an untouched form sends the stored record exactly, unknown fields and exact values included', async (t) => {
  const stored = { id: 3, name: 'a', base_url: null, created_time: 1700000000, newer_column: { x: 1 } };
  // The form reads null as '' and does not know created_time or newer_column.
  const before = { id: 3, name: 'a', base_url: '' };
  t.strictSame(editOverStored(stored, before, { ...before }), stored);
  t.not(editOverStored(stored, before, { ...before }), stored, 'a copy: the stored record is not changed');
});

t.test('a changed field takes the form value; the rest keeps the stored one', async (t) => {
  const stored = { id: 3, name: 'a', base_url: null, created_time: 1700000000, newer_column: 'kept' };
  const before = { id: 3, name: 'a', base_url: '' };
  t.strictSame(editOverStored(stored, before, { ...before, name: 'b' }), { ...stored, name: 'b' });
  t.strictSame(editOverStored(stored, before, { ...before, base_url: 'https://x' }), { ...stored, base_url: 'https://x' });
});

t.test('a field changed elsewhere since the form opened keeps the newer stored value when the form did not touch it', async (t) => {
  const stored = { id: 1, name: 'renamed by someone else', weight: 5 };
  const before = { id: 1, name: 'old', weight: 1 };
  t.strictSame(editOverStored(stored, before, { ...before, weight: 2 }), { id: 1, name: 'renamed by someone else', weight: 2 });
});

t.test('nested objects merge key by key; a key the form removes goes', async (t) => {
  const stored = { plugin: { a: { x: 1, secret: '', newer: true }, b: { y: 2 } } };
  const before: Record<string, unknown> = { plugin: { a: { x: 1, secret: '' }, b: { y: 2 } } };
  t.strictSame(editOverStored(stored, before, { plugin: { a: { x: 2, secret: '' }, b: { y: 2 } } }), {
    plugin: { a: { x: 2, secret: '', newer: true }, b: { y: 2 } },
  });
  t.strictSame(editOverStored(stored, before, { plugin: { a: { x: 1, secret: '' } } }), {
    plugin: { a: { x: 1, secret: '', newer: true } },
  });
});

t.test('JSON texts of objects merge as objects; the form text stays when nothing else had to be kept', async (t) => {
  const stored = { config: '{"pid":"1","key":"","notify_mode":"x"}' };
  const before = { config: '{"pid":"1","key":""}' };
  const merged = editOverStored(stored, before, { config: '{"pid":"2","key":""}' });
  t.strictSame(JSON.parse(merged.config), { pid: '2', key: '', notify_mode: 'x' });
  t.equal(mergeEdit('{"a":1}', '{"a":1}', '{ "a": 2 }'), '{ "a": 2 }', 'the form text itself');
  t.equal(mergeEdit('not json', 'x', 'y'), 'y', 'other texts are the form value');
});

t.test('lists are whole values: a changed list is the form list', async (t) => {
  const stored = { links: [{ id: 'a', name: 'x', extra: 1 }] };
  const before = { links: [{ id: 'a', name: 'x', extra: 1 }] };
  t.strictSame(editOverStored(stored, before, { links: [{ id: 'a', name: 'y', extra: 1 }] }), {
    links: [{ id: 'a', name: 'y', extra: 1 }],
  });
});

t.test('a default the gateway never had is not sent while untouched', async (t) => {
  const stored = { id: 1, setting: { heartbeat: { enabled: false } } };
  const before = { id: 1, setting: { heartbeat: { enabled: false }, billing_tag: '' } };
  t.strictSame(editOverStored(stored, before, { ...before }), stored);
  t.strictSame(editOverStored(stored, before, { ...before, setting: { ...before.setting, billing_tag: 'x' } }), {
    id: 1,
    setting: { heartbeat: { enabled: false }, billing_tag: 'x' },
  });
});

t.test('unsent fields go only when the form gives a new value', async (t) => {
  // The proxy answers the key blanked: '' must not go back as the key.
  const stored = { id: 1, key: '', access_token: '', model_info: { name: 'x' } };
  const before = { id: 1, key: '' };
  t.strictSame(editOverStored(stored, before, { ...before }, ['key', 'access_token', 'model_info']), { id: 1 });
  t.strictSame(editOverStored(stored, before, { ...before, key: 'sk-new' }, ['key']), {
    id: 1,
    key: 'sk-new',
    access_token: '',
    model_info: { name: 'x' },
  });
});

t.test('sameJson ignores key order and treats a missing key as undefined', async (t) => {
  t.ok(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }));
  t.ok(sameJson({ a: 1, b: undefined }, { a: 1 }));
  t.notOk(sameJson([1, 2], [2, 1]));
  t.notOk(sameJson(null, {}));
  t.notOk(sameJson('1', 1));
});
