import t from 'tap';
import { KEY_LIST_STATE } from '#client/components/key-editor/key-query.ts';
import { logUrlState } from '#client/pages/dashboard/account/log/log-url-state.ts';
import { USER_LIST_STATE } from '#client/pages/dashboard/admin/user/user-list-state.ts';
import {
  applyChange,
  defineSearchState,
  flagField,
  hasActiveState,
  intField,
  intListField,
  listFields,
  oneOfField,
  optionalIntField,
  optionalTextField,
  ownedQuery,
  textField,
  withSearchState,
} from '#shared/url-state/search-state.ts';

/** A list as an admin page of issue 11 would describe it. */
const CHANNELS = defineSearchState({
  keyword: textField('keyword'),
  type: optionalIntField('type'),
  group: optionalTextField('group'),
  tags: intListField('tag'),
  enabled: flagField('enabled'),
  view: oneOfField('view', ['table', 'cards'], 'table'),
  ...listFields({ sizes: [20, 50], orderFields: ['id', 'priority'] }),
});

t.test('a URL reads leniently: nonsense is the default, never an error', async (t) => {
  t.same(CHANNELS.parse(new URLSearchParams('')), CHANNELS.defaults);
  t.same(CHANNELS.defaults, {
    keyword: '',
    type: null,
    group: null,
    tags: [],
    enabled: false,
    view: 'table',
    page: 1,
    size: 20,
    order: '',
  });
  t.same(
    CHANNELS.parse(
      new URLSearchParams('keyword=%20gpt%20&type=3&group=vip&tag=1,2,2,x&enabled=1&view=cards&page=4&size=50&order=-priority'),
    ),
    {
      keyword: 'gpt',
      type: 3,
      group: 'vip',
      tags: [1, 2],
      enabled: true,
      view: 'cards',
      page: 4,
      size: 50,
      order: '-priority',
    },
  );
  t.same(
    CHANNELS.parse(new URLSearchParams(`keyword=${'x'.repeat(101)}&type=-1&page=0&size=7&order=password&view=list&enabled=yes`)),
    CHANNELS.defaults,
  );
  t.equal(intField('n', { min: 1, max: 5 }).parse('1e3'), 1, 'only plain digits');
});

t.test('defaults stay out of the URL, other params are kept, the order is stable', async (t) => {
  t.equal(CHANNELS.toParams(CHANNELS.defaults).toString(), '');
  t.equal(CHANNELS.toParams({ ...CHANNELS.defaults, tags: [3, 1], page: 2, order: 'id' }).toString(), 'tag=3%2C1&page=2&order=id');
  const url = withSearchState(CHANNELS, new URLSearchParams('lng=en&page=9'), { ...CHANNELS.defaults, keyword: 'a' });
  t.equal(url.toString(), 'lng=en&keyword=a', 'a foreign param stays; the owned page goes back to its default');
  t.equal(ownedQuery(CHANNELS, new URLSearchParams('page=2&lng=en&keyword=a')), 'keyword=a&page=2', 'owned params only, in field order');
});

t.test('changing a filter, the size or the sort starts at page 1; a pager click keeps its page', async (t) => {
  const onPage3 = { ...CHANNELS.defaults, page: 3 };
  t.equal(applyChange(CHANNELS, onPage3, { keyword: 'gpt' }).page, 1, 'filter');
  t.equal(applyChange(CHANNELS, onPage3, { size: 50 }).page, 1, 'size');
  t.equal(applyChange(CHANNELS, onPage3, { order: 'id' }).page, 1, 'sort');
  t.equal(applyChange(CHANNELS, onPage3, { page: 4 }).page, 4, 'pager');
  t.equal(applyChange(CHANNELS, onPage3, { keyword: '' }).page, 3, 'nothing changed: the page stays');
  t.equal(applyChange(CHANNELS, onPage3, { ...onPage3, size: 50 }).page, 1, 'a whole state with a new size');
  const noPaging = defineSearchState({ q: textField('q') });
  t.same(applyChange(noPaging, { q: '' }, { q: 'x' }), { q: 'x' });
});

t.test('the "clear" state ignores paging', async (t) => {
  t.notOk(hasActiveState(CHANNELS, { ...CHANNELS.defaults, page: 3, size: 50 as const }));
  t.ok(hasActiveState(CHANNELS, { ...CHANNELS.defaults, tags: [1] }));
  t.ok(hasActiveState(CHANNELS, { ...CHANNELS.defaults, order: 'id' }));
});

t.test('the lists of the console use it', async (t) => {
  t.same(KEY_LIST_STATE.parse(new URLSearchParams('keyword=demo-&page=2&order=-used_quota&size=50')), {
    keyword: 'demo-',
    page: 2,
    size: 50,
    order: '-used_quota',
  });
  t.equal(USER_LIST_STATE.toParams({ ...USER_LIST_STATE.defaults, keyword: 'operator', role: 10 }).toString(), 'keyword=operator&role=10');
  t.same(USER_LIST_STATE.parse(new URLSearchParams('order=-quota&group=vip&role=3&status=2')), {
    ...USER_LIST_STATE.defaults,
    order: '-quota',
    group: 'vip',
    role: 3,
    status: 2,
  });
  t.equal(USER_LIST_STATE.parse(new URLSearchParams('order=email')).order, '', 'a sort outside the whitelist is the default');
  t.equal(USER_LIST_STATE.parse(new URLSearchParams('role=7&status=x')).role, '', 'a role the console does not know is no filter');
  // The logs page keeps its gateway-named parser (shared with the CSV export); admin fields for admins only.
  t.equal(logUrlState(false).parse(new URLSearchParams('username=root&page=2')).username, '');
  t.equal(logUrlState(true).parse(new URLSearchParams('username=root&page=2')).username, 'root');
  t.equal(applyChange(logUrlState(true), logUrlState(true).parse(new URLSearchParams('page=5')), { modelName: 'gpt' }).page, 1);
});
