import t from 'tap';
import { Readable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { acceptedWrite, inspectSettingsAnswer, isSettingsWrite } from '#server/plugins/proxy/settings-write.ts';

// The proxy reads the answer to a settings write to tell an accepted write (which empties the
// guest page cache) from a refused one, and passes the bytes on unchanged either way.

t.test('which calls are settings writes', async (t) => {
  t.ok(isSettingsWrite('PUT', '/api/option/'));
  t.ok(isSettingsWrite('POST', '/api/option/invoice/gen/2026-10-01'));
  t.ok(isSettingsWrite('PUT', '/api/option?x=1'));
  t.notOk(isSettingsWrite('GET', '/api/option/'), 'a read');
  t.notOk(isSettingsWrite('HEAD', '/api/option/'), 'a read');
  t.notOk(isSettingsWrite('PUT', '/api/options/'), 'another path');
  t.notOk(isSettingsWrite('PUT', '/api/user/option/'), 'another path');
});

t.test('only the envelope of an accepted write counts, whatever its encoding', async (t) => {
  const accepted = Buffer.from('{"success":true,"message":""}');
  const refused = Buffer.from('{"success":false,"message":"无权进行此操作，权限不足"}');
  t.ok(acceptedWrite(accepted, undefined));
  t.ok(acceptedWrite(gzipSync(accepted), 'gzip'), 'one-hub gzips its API answers');
  t.ok(acceptedWrite(brotliCompressSync(accepted), 'br'));
  t.notOk(acceptedWrite(refused, undefined));
  t.notOk(acceptedWrite(gzipSync(refused), 'gzip'));
  t.notOk(acceptedWrite(Buffer.from('{"success":"true"}'), undefined), 'a string is not true');
  t.notOk(acceptedWrite(Buffer.from('<html>ok</html>'), undefined), 'not JSON');
  t.notOk(acceptedWrite(accepted, 'gzip'), 'an encoding the bytes do not have');
  t.notOk(acceptedWrite(accepted, 'zstd'), 'an encoding it cannot read');
});

t.test('the answer passes on unchanged; the call comes only for an accepted write', async (t) => {
  const accepted = Buffer.from('{"success":true,"message":""}');
  let calls = 0;
  const body = await inspectSettingsAnswer(Readable.from([accepted.subarray(0, 5), accepted.subarray(5)]), undefined, () => calls++);
  t.same(body, accepted);
  t.equal(calls, 1);
  const refused = Buffer.from('{"success":false,"message":"no"}');
  t.same(await inspectSettingsAnswer(Readable.from([refused]), undefined, () => calls++), refused);
  t.equal(calls, 1, 'no call for a refusal');

  // Far larger than any settings answer: streamed on whole, without the call.
  const big = Buffer.alloc(200 * 1024, 'x');
  const chunks = [big.subarray(0, 50_000), big.subarray(50_000, 120_000), big.subarray(120_000)];
  const passed = await inspectSettingsAnswer(Readable.from(chunks), undefined, () => calls++);
  t.ok(passed instanceof Readable, 'a stream, not a buffer');
  const received: Buffer[] = [];
  if (passed instanceof Readable) for await (const chunk of passed) received.push(Buffer.from(chunk as Buffer));
  t.same(Buffer.concat(received), big, 'every byte, in order');
  t.equal(calls, 1);
});
