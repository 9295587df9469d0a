import t from 'tap';
import { base64Utf8, fillChatLink, parseChatLinks } from '#client/pages/dashboard/account/key/chat-links.ts';

const DEFAULTS = JSON.stringify([
  { name: 'OpenCat', url: 'opencat://team/join?domain={server}&token={key}', show: false, sort: 4 },
  { name: 'ChatGPT Next', url: 'https://app.nextchat.dev/#/?settings={"key":"{key}","url":"{server}"}', show: true, sort: 1 },
  { name: 'AMA', url: 'ama://set-api-key?server={server}&key={key}', show: false, sort: 3 },
  { name: 'Web MJ', url: 'https://web.example/#/?settings={"key":"{key}","url":"{server}"}', show: true, sort: 2 },
]);

t.test('chat links are parsed from the status JSON and ordered by sort', async (t) => {
  t.same(
    parseChatLinks(DEFAULTS).map((link) => link.name),
    ['ChatGPT Next', 'Web MJ', 'AMA', 'OpenCat'],
  );
  t.same(
    parseChatLinks(
      JSON.stringify([
        { name: 'b', url: 'x', show: true, sort: 0 },
        { name: 'a', url: 'y', show: true, sort: 5 },
      ]),
    ).map((l) => l.name),
    ['a', 'b'],
    'no sort goes last',
  );
  t.same(parseChatLinks('not json'), [], 'broken JSON gives none');
  t.same(parseChatLinks('[{"name":1}]'), [], 'wrong shape gives none');
  const fallback = parseChatLinks('', 'https://chat.example/');
  t.equal(fallback.length, 1, 'the single chat_link becomes one entry');
  t.equal(fallback[0]?.url, 'https://chat.example/#/?settings={"key":"{key}","url":"{server}"}');
});

t.test('placeholders are filled with sk-key and the encoded origin', async (t) => {
  const server = 'http://127.0.0.1:3380';
  t.equal(
    fillChatLink('ama://set-api-key?server={server}&key={key}', 'abc123', server),
    'ama://set-api-key?server=http%3A%2F%2F127.0.0.1%3A3380&key=sk-abc123',
  );
  t.equal(
    fillChatLink('x?k={key}&again={key}', 'sk-abc', server),
    'x?k=sk-abc&again=sk-abc',
    'every occurrence; an sk- key is not prefixed twice',
  );
  t.equal(
    fillChatLink('https://a/#/?settings={"key":"{key}","url":"{server}"}', 'k', server),
    'https://a/#/?settings={"key":"sk-k","url":"http%3A%2F%2F127.0.0.1%3A3380"}',
  );
  t.equal(fillChatLink('https://plain/', 'k', server), 'https://plain/', 'a link without placeholders is unchanged');
});

t.test('base64<[…]> segments are filled with plain values and encoded', async (t) => {
  const server = 'https://gw.example';
  const url = fillChatLink('app://import?cfg=base64<[{"key":"{key}","host":"{server}"}]>&s={server}', 'xyz', server);
  const [, encoded = ''] = /cfg=([^&]+)/.exec(url) ?? [];
  t.equal(Buffer.from(encoded, 'base64').toString('utf8'), '{"key":"sk-xyz","host":"https://gw.example"}');
  t.match(url, /&s=https%3A%2F%2Fgw\.example$/, 'outside the segment the server is URL-encoded');
  t.equal(base64Utf8('问天'), Buffer.from('问天').toString('base64'), 'non-Latin text is encoded as UTF-8');
  t.equal(fillChatLink('a=base64<[]>', 'k', server), 'a=', 'an empty segment encodes to nothing');
});
