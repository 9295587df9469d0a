import t from 'tap';
import { SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import { diffLines, valueText } from '#client/pages/dashboard/admin/operation-record/record-values.ts';
import { nextRecordOrder, RECORD_LIST_STATE, recordApiQuery } from '#client/pages/dashboard/admin/operation-record/record-list-state.ts';
import { splitAction } from '#client/pages/dashboard/admin/operation-record/record-labels.ts';

t.test('the URL state reads filters and hands the gateway only what is set', async (t) => {
  const query = RECORD_LIST_STATE.parse(
    new URLSearchParams(
      'action=user.quota&target_type=user&target_id=7&user_id=2&ip=203.0.113.9&start_timestamp=100&end_timestamp=200&page=3&size=50&order=-created_at',
    ),
  );
  t.same(recordApiQuery(query), {
    page: 3,
    size: 50,
    order: '-created_at',
    action: 'user.quota',
    target_type: 'user',
    target_id: '7',
    user_id: 2,
    ip: '203.0.113.9',
    start_timestamp: 100,
    end_timestamp: 200,
  });
  const fallback = RECORD_LIST_STATE.parse(new URLSearchParams('user_id=x&order=password&size=7&start_timestamp=-5'));
  t.same(
    recordApiQuery(fallback),
    { page: '1', size: '20' },
    'malformed values fall back to the defaults (no 5xx, no odd query to the gateway)',
  );
});

t.test('a column sorts newest first, then oldest, then the default', async (t) => {
  t.equal(nextRecordOrder('', 'created_at'), '-created_at');
  t.equal(nextRecordOrder('-created_at', 'created_at'), 'created_at');
  t.equal(nextRecordOrder('created_at', 'created_at'), '');
  t.equal(nextRecordOrder('-user_id', 'created_at'), '-created_at');
});

t.test('a record reads as field, before, after; values are text', async (t) => {
  t.same(diffLines({ before: { ratio: 1, name: 'a' }, after: { ratio: 0.5, key: SECRET_MASK } }), [
    { field: 'ratio', before: 1, after: 0.5 },
    { field: 'name', before: 'a', after: undefined },
    { field: 'key', before: undefined, after: SECRET_MASK },
  ]);
  t.same(diffLines({ before: null, after: null }), [], 'nothing changed, nothing listed');
  t.equal(valueText('<b>x</b>'), '<b>x</b>', 'a string stays as it is (rendered as text)');
  t.equal(valueText({ a: [1] }), '{"a":[1]}');
  t.equal(valueText(false), 'false');
  t.equal(valueText(undefined), null);
});

t.test('an action splits into its target type and verb', async (t) => {
  t.same(splitAction('channel_tag.status_enable'), { type: 'channel_tag', verb: 'status_enable' });
  t.same(splitAction('legacy'), { type: '', verb: 'legacy' });
});
