import t from 'tap';
import { curlSample, sampleKind } from '#client/pages/dashboard/account/model-list/curl-sample.ts';
import { infoByModel, listOf } from '#client/pages/dashboard/account/model-list/model-info.ts';
import { MODEL_STATE, toggleOwner } from '#client/pages/dashboard/account/model-list/model-filters.ts';
import type { ModelFilters } from '#client/pages/dashboard/account/model-list/model-filters.ts';
import { hasActiveState, withSearchState } from '#shared/url-state/search-state.ts';

const DEFAULT_MODEL_FILTERS = MODEL_STATE.defaults;
const readModelFilters = (params: URLSearchParams) => MODEL_STATE.parse(params);
const withModelFilters = (params: URLSearchParams, patch: Partial<ModelFilters>) =>
  withSearchState(MODEL_STATE, params, { ...MODEL_STATE.parse(params), ...patch });
const hasActiveFilters = (filters: ModelFilters) => hasActiveState(MODEL_STATE, filters);

t.test('filters round-trip through the URL, defaults left out', async (t) => {
  t.same(readModelFilters(new URLSearchParams('')), DEFAULT_MODEL_FILTERS);
  t.same(readModelFilters(new URLSearchParams('q=gpt&owner=1,14&modality=image&mine=1&unit=1m&sort=price-desc')), {
    search: 'gpt',
    owners: [1, 14],
    modality: 'image',
    mine: true,
    unit: '1m',
    sort: 'price-desc',
  });
  t.same(
    readModelFilters(new URLSearchParams('owner=abc,1,1,&unit=1g&sort=random&mine=yes&modality=')),
    { ...DEFAULT_MODEL_FILTERS, owners: [1] },
    'bad values read as defaults',
  );
  const set = withModelFilters(new URLSearchParams('keep=1'), {
    search: 'gpt',
    owners: [1, 14],
    modality: 'text',
    mine: true,
    unit: '1m',
    sort: 'price-asc',
  });
  t.equal(set.toString(), 'keep=1&q=gpt&owner=1%2C14&modality=text&mine=1&unit=1m&sort=price-asc');
  t.same(readModelFilters(set), { search: 'gpt', owners: [1, 14], modality: 'text', mine: true, unit: '1m', sort: 'price-asc' });
  t.equal(withModelFilters(set, DEFAULT_MODEL_FILTERS).toString(), 'keep=1');
  t.equal(withModelFilters(set, { owners: [28] }).get('q'), 'gpt', 'untouched filters stay');
  t.notOk(hasActiveFilters(DEFAULT_MODEL_FILTERS));
  t.ok(hasActiveFilters({ ...DEFAULT_MODEL_FILTERS, mine: true }));
  t.same(toggleOwner([1, 14], 14), [1]);
  t.same(toggleOwner([1], 14), [1, 14]);
});

t.test('model info rows: JSON-string lists (upstream) and arrays', async (t) => {
  t.same(listOf('["text","image"]'), ['text', 'image']);
  t.same(listOf(['audio', ' ']), ['audio']);
  t.same(listOf('{"a":1}'), []);
  t.same(listOf('oops'), []);
  t.same(listOf(null), []);
  const map = infoByModel([
    { model: 'm', context_length: 0, max_tokens: 8192, tags: '["fast"]', support_url: '["https://a.example"]' },
    'junk',
  ]);
  t.same([...map.keys()], ['m']);
  t.same(map.get('m'), {
    name: '',
    description: '',
    contextLength: null,
    maxTokens: 8192,
    inputModalities: [],
    outputModalities: [],
    tags: ['fast'],
    supportUrls: ['https://a.example'],
  });
});

t.test('curl sample: endpoint by model kind, quoted for the shell', async (t) => {
  t.equal(sampleKind('gpt-4o', 'tokens', []), 'chat');
  t.equal(sampleKind('text-embedding-3-small', 'tokens', []), 'embeddings');
  t.equal(sampleKind('dall-e-3', 'times', []), 'images');
  t.equal(sampleKind('flux', 'times', ['image']), 'images');
  t.equal(sampleKind('suno-v3', 'times', []), 'chat');
  const sample = curlSample('https://ai.example/', "it's", 'chat');
  t.match(sample, /^curl https:\/\/ai\.example\/v1\/chat\/completions \\\n/);
  t.match(sample, /Authorization: Bearer \$API_KEY/);
  t.match(sample, /"model": "it'\\''s"/, 'single quotes escaped');
  t.match(curlSample('http://x', 'dall-e-3', 'images'), /\/v1\/images\/generations[\s\S]*"prompt"/);
});
