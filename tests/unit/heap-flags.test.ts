import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { HEAP_FLAGS, heapFlagsMissingFrom } from '#scripts/heap-flags.ts';

t.test('the Docker image runs with the same heap flags as npm start', async (t) => {
  const dockerfile = readFileSync(join(import.meta.dirname, '..', '..', 'Dockerfile'), 'utf8');
  const nodeOptions = /^ENV NODE_OPTIONS="([^"]*)"$/m.exec(dockerfile)?.[1];
  t.equal(nodeOptions, HEAP_FLAGS.join(' '));
});

t.test('a limit the operator sets in NODE_OPTIONS is not passed again (it would win over theirs)', async (t) => {
  t.same(heapFlagsMissingFrom(undefined), [...HEAP_FLAGS], 'nothing set: every flag');
  t.same(heapFlagsMissingFrom('--enable-source-maps'), [...HEAP_FLAGS], 'other options do not count');
  t.same(heapFlagsMissingFrom('--max-old-space-size=512'), ['--max-semi-space-size=16'], 'their old space, our young generation');
  t.same(heapFlagsMissingFrom('--max_semi_space_size=16 --max-old-space-size=512'), [], 'V8 spells flags with _ too');
});
