import t from 'tap';
import { z } from 'zod/mini';
import { ChannelTagUpdateSchema, keyLineDiff, maskKey, memberIdOfLine, memberKeyLine } from '#shared/api/schemas/channel-tag.ts';

t.test('keyLineDiff: kept, added and removed keys, blank lines and spaces ignored, a repeated line counted once', async (t) => {
  t.same(keyLineDiff(['sk-a', 'sk-b'], ' sk-a \n\nsk-c\nsk-c\n'), { kept: ['sk-a'], added: ['sk-c'], removed: ['sk-b'] });
  t.same(keyLineDiff(['sk-a', 'sk-b'], 'sk-b\nsk-a'), { kept: ['sk-a', 'sk-b'], added: [], removed: [] }, 'order does not matter');
  t.same(keyLineDiff(['sk-a', 'sk-a'], 'sk-a'), { kept: ['sk-a'], added: [], removed: ['sk-a'] }, 'two members with one key: one stays');
  t.same(keyLineDiff([], 'sk-new'), { kept: [], added: ['sk-new'], removed: [] });
});

t.test('maskKey shows the ends of a long key and almost nothing of a short one', async (t) => {
  t.equal(maskKey('sk-mock-0001'), 'sk-m…0001');
  t.equal(maskKey('  sk-abcdefghijklmnop  '), 'sk-a…mnop');
  t.equal(maskKey('short-key'), '…ey');
  t.equal(maskKey(''), '');
  t.notOk(maskKey('sk-secret-value-123456').includes('secret'));
});

t.test('the tag edit body needs at least one key line', async (t) => {
  t.ok(z.safeParse(ChannelTagUpdateSchema, { key: 'sk-a' }).success);
  t.notOk(z.safeParse(ChannelTagUpdateSchema, { key: '\n  \n' }).success);
  t.notOk(z.safeParse(ChannelTagUpdateSchema, { models: 'x' }).success);
  t.notOk(z.safeParse(ChannelTagUpdateSchema, { key: 'sk-a', model_mapping: '[1]' }).success);
});

t.test('a member line names its channel by id and its key only masked', async (t) => {
  t.equal(memberKeyLine(12, 'sk-pool-alpha-0001'), '#12 sk-p…0001');
  t.equal(memberIdOfLine('#12 sk-p…0001'), 12);
  t.equal(memberIdOfLine('  #7'), 7);
  t.equal(memberIdOfLine('sk-#12'), null, 'a key is not a member line');
  t.equal(memberIdOfLine('#12abc'), null);
});
