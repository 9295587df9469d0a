import t from 'tap';
import { z } from 'zod/mini';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { MidjourneyPageSchema, TaskPageSchema } from '#shared/api/schemas/task.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
const NOW_S = NOW / 1000;
const TaskEnvelope = envelopeOf(TaskPageSchema);
const MjEnvelope = envelopeOf(MidjourneyPageSchema);
const DENIED = { success: false, message: '无权进行此操作，权限不足' };

async function tasks(app: MockGateway, cookie: string, path: string, query = '') {
  const response = await app.inject({ url: `${path}${query}`, headers: { cookie } });
  t.equal(response.statusCode, 200, `${path}${query} answers 200`);
  const body = z.parse(TaskEnvelope, response.json());
  if (!body.success || !body.data) throw new Error(`${path}${query}: ${body.message}`);
  return body.data;
}

async function midjourney(app: MockGateway, cookie: string, path: string, query = '') {
  const body = z.parse(MjEnvelope, (await app.inject({ url: `${path}${query}`, headers: { cookie } })).json());
  if (!body.success || !body.data) throw new Error(`${path}${query}: ${body.message}`);
  return body.data;
}

t.test('task lists: the envelope, paging, own rows only, newest first', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const demo = await signIn(app, 'demo');
  const all = await tasks(app, demo, '/api/task/self');
  t.match(all, { page: 1, size: 10, total_count: 5 });
  t.same(
    all.data.map((row) => row.id),
    [5, 4, 3, 2, 1],
    'id descending by default',
  );
  t.ok(
    all.data.every((row) => row.user_id === 4),
    'only demo’s rows',
  );
  const second = await tasks(app, demo, '/api/task/self', '?page=2&size=2');
  t.match(second, { page: 2, size: 2, total_count: 5 });
  t.same(
    second.data.map((row) => row.id),
    [3, 2],
  );
  const byTime = await tasks(app, demo, '/api/task/self', '?order=submit_time');
  t.same(
    byTime.data.map((row) => row.id),
    [5, 1, 2, 3, 4],
    'a whitelisted order',
  );
  const refused = (await app.inject({ url: '/api/task/self?order=quota', headers: { cookie: demo } })).json();
  t.same(refused, { success: false, message: "不允许对字段 'quota' 进行排序" });
  const tooBig = (await app.inject({ url: '/api/task/self?size=101', headers: { cookie: demo } })).json();
  t.same(tooBig, { success: false, message: 'size 参数不能超过 100' });
  const admin = await signIn(app, 'admin');
  t.same(
    (await tasks(app, admin, '/api/task/self')).data.map((row) => row.user_id),
    [2],
    'admin’s own list holds only admin’s row',
  );
  // A user cannot reach another user's rows by the admin filters: /self ignores them.
  const sneaky = await tasks(app, demo, '/api/task/self', '?user_id=2&channel_id=10');
  t.equal(sneaky.total_count, 5, 'user_id and channel_id are ignored on /self');
  t.ok(
    sneaky.data.every((row) => row.user_id === 4),
    'still only demo’s rows',
  );
});

t.test('task filters: platform, action, status, task id, submit time; admins also channel and user', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const demo = await signIn(app, 'demo');
  const ids = async (query: string, path = '/api/task/self', cookie = demo) =>
    (await tasks(app, cookie, path, query)).data.map((row) => row.id);
  t.same(await ids('?platform=kling'), [5]);
  t.same(await ids('?action=LYRICS'), [2]);
  t.same(await ids('?status=FAILURE'), [3]);
  t.same(await ids('?status=IN_PROGRESS'), [4]);
  t.same(await ids('?status=SUCCESS'), [5, 2, 1]);
  const taskId = (await tasks(app, demo, '/api/task/self', '?action=LYRICS')).data[0]?.task_id ?? '';
  t.not(taskId, '');
  t.same(await ids(`?task_id=${encodeURIComponent(taskId)}`), [2]);
  t.same(await ids(`?start_timestamp=${NOW_S - 36 * 3600}&end_timestamp=${NOW_S - 3600}`), [3, 2], 'submit time range, inclusive');
  t.same(await ids('?status=SUCCESS&platform=suno&size=1'), [2], 'filters combine with paging');
  const bad = (await app.inject({ url: '/api/task/self?start_timestamp=x', headers: { cookie: demo } })).json();
  t.same(bad, { success: false, message: 'strconv.ParseInt: parsing "x": invalid syntax' }, 'gin’s error for a bad number');
});

t.test('admin task list: everyone’s rows, channel and user filters; common users refused', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const admin = await signIn(app, 'admin');
  const all = await tasks(app, admin, '/api/task/');
  t.equal(all.total_count, 7);
  t.same(
    (await tasks(app, admin, '/api/task/', '?user_id=3')).data.map((row) => row.id),
    [7],
  );
  t.same(
    (await tasks(app, admin, '/api/task/', '?user_ids=2&user_ids=3')).data.map((row) => row.id),
    [7, 6],
  );
  t.equal((await tasks(app, admin, '/api/task/', '?channel_id=10')).total_count, 7);
  t.equal((await tasks(app, admin, '/api/task/', '?channel_id=6')).total_count, 0);
  const demo = await signIn(app, 'demo');
  for (const path of ['/api/task/', '/api/mj/']) {
    const refused = await app.inject({ url: path, headers: { cookie: demo } });
    t.equal(refused.statusCode, 200);
    t.same(refused.json(), DENIED, `${path} refuses a common user`);
  }
  const guest = await app.inject({ url: '/api/task/self' });
  t.equal(guest.statusCode, 401, 'no session: 401');
});

t.test('progress follows the store’s clock, never a timer: the same time gives the same answer', async (t) => {
  let clock = NOW;
  const app = await startGateway(t, { now: () => clock });
  const demo = await signIn(app, 'demo');
  const running = async () => {
    const row = (await tasks(app, demo, '/api/task/self', '?task_id=' + encodeURIComponent(taskId))).data[0];
    if (!row) throw new Error('no row');
    return row;
  };
  const taskId = (await tasks(app, demo, '/api/task/self', '?status=IN_PROGRESS')).data[0]?.task_id ?? '';
  // Seeded 10 minutes before NOW, queued 30 s, then six hours of work.
  const startedAt = NOW_S - 600 + 30;
  t.match(await running(), { status: 'IN_PROGRESS', start_time: startedAt, finish_time: 0, progress: 2, fail_reason: '' });
  t.same(await running(), await running(), 'asking twice at one time gives one answer');
  clock = (startedAt + 3 * 3600) * 1000;
  t.match(await running(), { status: 'IN_PROGRESS', progress: 50 }, 'half way after three of six hours');
  clock = (startedAt + 6 * 3600) * 1000;
  const finished = await running();
  t.match(finished, { status: 'SUCCESS', progress: 100, finish_time: startedAt + 6 * 3600, updated_at: startedAt + 6 * 3600 });
  t.match(finished.data, [{ audio_url: '/suno/mock-audio/clip-study-piano.wav' }], 'the result appears with success');
  const failed = (await tasks(app, demo, '/api/task/self', '?status=FAILURE')).data[0];
  t.match(failed, { progress: 100, fail_reason: '歌词包含不允许的内容，请修改后重试' });
  t.ok(failed && failed.finish_time > failed.start_time && failed.start_time > failed.submit_time, 'times in order');
  t.equal(
    (await tasks(app, demo, '/api/task/self', '?status=IN_PROGRESS')).total_count,
    0,
    'the status filter sees the status at that time',
  );
});

t.test('a task submitted in the future of its queue is SUBMITTED with no progress', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const first = app.store.tasks[0];
  if (!first) throw new Error('no seeded task');
  first.submit_time = NOW_S - 5;
  const demo = await signIn(app, 'demo');
  const row = (await tasks(app, demo, '/api/task/self', '?order=-submit_time&size=1')).data[0];
  t.match(row, { id: 1, status: 'SUBMITTED', progress: 0, start_time: 0, finish_time: 0, data: [] });
});

t.test('midjourney lists: own rows without channel, admin everything with channel filter; progress as text', async (t) => {
  let clock = NOW;
  const app = await startGateway(t, { now: () => clock });
  const demo = await signIn(app, 'demo');
  const own = await midjourney(app, demo, '/api/mj/self');
  t.match(own, { page: 1, size: 10, total_count: 4 });
  t.same(
    own.data.map((row) => [row.id, row.status, row.progress]),
    [
      [4, 'IN_PROGRESS', '1%'],
      [3, 'FAILURE', '100%'],
      [2, 'SUCCESS', '100%'],
      [1, 'SUCCESS', '100%'],
    ],
  );
  t.ok(
    own.data.every((row) => row.channel_id === undefined && row.user_id === 4),
    '/self: own rows, channel left out',
  );
  const imagine = own.data.find((row) => row.id === 1);
  t.match(imagine, {
    action: 'IMAGINE',
    prompt: '月球上的一只猫，水彩风格 --ar 16:9',
    prompt_en: 'a cat on the moon, watercolor style --ar 16:9',
  });
  t.equal(imagine?.image_url, `/mj/image/${imagine?.mj_id}`);
  t.equal(own.data.find((row) => row.id === 3)?.fail_reason, 'Banned prompt detected');
  t.equal(own.data.find((row) => row.id === 4)?.image_url, '', 'no image before success');
  const byId = await midjourney(app, demo, '/api/mj/self', `?mj_id=${imagine?.mj_id}`);
  t.same(
    byId.data.map((row) => row.id),
    [1],
  );
  const paged = await midjourney(app, demo, '/api/mj/self', '?page=2&size=3');
  t.same(
    paged.data.map((row) => row.id),
    [1],
  );
  t.same(
    (await midjourney(app, demo, '/api/mj/self', `?start_timestamp=${NOW_S - 2 * 86400}`)).data.map((row) => row.id),
    [4, 3],
  );
  const admin = await signIn(app, 'admin');
  const all = await midjourney(app, admin, '/api/mj/');
  t.equal(all.total_count, 5);
  t.ok(
    all.data.every((row) => row.channel_id === 6),
    'admins see the channel',
  );
  t.equal((await midjourney(app, admin, '/api/mj/', '?channel_id=1')).total_count, 0);
  clock = NOW + 7 * 3600 * 1000;
  t.match((await midjourney(app, demo, '/api/mj/self', '?size=1')).data[0], { id: 4, status: 'SUCCESS', progress: '100%' });
});

t.test('result media: an SVG image and a WAV sound, public like upstream’s image proxy; odd ids are 404', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const image = await app.inject({ url: '/mj/image/1712000104729' });
  t.equal(image.statusCode, 200);
  t.equal(image.headers['content-type'], 'image/svg+xml');
  t.match(image.body, /^<svg [^>]+>/);
  t.notMatch(image.body, /<script|on\w+=/i, 'no script in the picture');
  t.equal(image.body, (await app.inject({ url: '/mj/image/1712000104729' })).body, 'the same id, the same picture');
  const audio = await app.inject({ url: '/suno/mock-audio/clip-neon-harbour-a.wav' });
  t.equal(audio.statusCode, 200);
  t.equal(audio.headers['content-type'], 'audio/wav');
  t.equal(audio.rawPayload.subarray(0, 4).toString('ascii'), 'RIFF');
  t.equal(audio.rawPayload.length, 44 + 16000);
  for (const url of ['/mj/image/..%2f..%2fetc', '/suno/mock-audio/clip.mp3', `/mj/image/${'a'.repeat(65)}`]) {
    t.equal((await app.inject({ url })).statusCode, 404, url);
  }
});

t.test('relay: a Suno submission is billed, listed for its owner only, and progresses with the clock', async (t) => {
  let clock = NOW;
  const app = await startGateway(t, { now: () => clock });
  const key = addTestKey(app.store, 4);
  const demo = await signIn(app, 'demo');
  const quotaBefore = app.store.users.get(4)?.quota ?? 0;
  const submit = await app.inject({
    method: 'POST',
    url: '/suno/submit/music',
    headers: { authorization: `Bearer sk-${key.key}`, 'content-type': 'application/json' },
    payload: { gpt_description_prompt: 'a song about tea', tags: 'folk', mv: 'chirp-v3-5' },
  });
  t.equal(submit.statusCode, 200);
  const answer = submit.json<{ code: string; data: string }>();
  t.equal(answer.code, 'success');
  const row = (await tasks(app, demo, '/api/task/self', `?task_id=${encodeURIComponent(answer.data)}`)).data[0];
  t.match(row, { status: 'SUBMITTED', progress: 0, action: 'MUSIC', platform: 'suno', user_id: 4, channel_id: 10, submit_time: NOW_S });
  t.match(row?.properties, { gpt_description_prompt: 'a song about tea' });
  const charged = quotaBefore - (app.store.users.get(4)?.quota ?? 0);
  t.equal(charged, 5000, 'charged one call of suno-v3 (times, 5) at the default group’s ratio 1');
  t.equal(row?.quota, charged, 'the task records what it cost');
  t.equal(app.store.logs.at(-1)?.quota, charged, 'and a log row says the same');
  t.equal(app.store.logs.at(-1)?.model_name, 'suno-v3');
  const admin = await signIn(app, 'admin');
  t.equal(
    (await tasks(app, admin, '/api/task/self', `?task_id=${encodeURIComponent(answer.data)}`)).total_count,
    0,
    'not in another user’s list',
  );
  clock = NOW + 70_000;
  const done = (await tasks(app, demo, '/api/task/self', `?task_id=${encodeURIComponent(answer.data)}`)).data[0];
  t.match(done, { status: 'SUCCESS', progress: 100, finish_time: NOW_S + 70 });
  t.match(done?.data, [{ audio_url: `/suno/mock-audio/clip-${answer.data}.wav`, metadata: { tags: 'folk' } }]);

  const lyrics = await app.inject({
    method: 'POST',
    url: '/suno/submit/lyrics',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { prompt: 'rain' },
  });
  t.equal(lyrics.json<{ code: string }>().code, 'success');
  for (const [url, payload, status] of [
    ['/suno/submit/video', { prompt: 'x' }, 400],
    ['/suno/submit/music', {}, 400],
    ['/suno/submit/music', { prompt: 5 }, 400],
  ] as const) {
    const refused = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer sk-${key.key}` }, payload });
    t.equal(refused.statusCode, status, `${url} ${JSON.stringify(payload)}`);
  }
  const noKey = await app.inject({ method: 'POST', url: '/suno/submit/music', payload: { prompt: 'x' } });
  t.equal(noKey.statusCode, 401, 'no key: 401');
  t.equal((await tasks(app, demo, '/api/task/self')).total_count, 7, 'refusals stored nothing');
});

t.test('relay: a Midjourney imagine with mj-api-secret needs a group that reaches the model, then lists with its image', async (t) => {
  let clock = NOW;
  const app = await startGateway(t, { now: () => clock });
  const demoKey = addTestKey(app.store, 4);
  const refused = await app.inject({
    method: 'POST',
    url: '/mj/submit/imagine',
    headers: { 'mj-api-secret': `sk-${demoKey.key}` },
    payload: { prompt: 'a red fox' },
  });
  t.equal(refused.statusCode, 503, 'mj_imagine is svip-only: demo’s group has no channel for it');
  t.equal(app.store.midjourney.length, 5, 'nothing stored');
  const rootKey = addTestKey(app.store, 1);
  const submit = await app.inject({
    method: 'POST',
    url: '/mj/submit/imagine',
    headers: { 'mj-api-secret': `sk-${rootKey.key}` },
    payload: { prompt: 'a red fox' },
  });
  t.equal(submit.statusCode, 200);
  const answer = submit.json<{ code: number; result: string }>();
  t.equal(answer.code, 1);
  const root = await signIn(app, 'root');
  clock = NOW + 80_000;
  const row = (await midjourney(app, root, '/api/mj/self', `?mj_id=${answer.result}`)).data[0];
  t.match(row, {
    status: 'SUCCESS',
    progress: '100%',
    prompt: 'a red fox',
    prompt_en: 'a red fox',
    image_url: `/mj/image/${answer.result}`,
    user_id: 1,
  });
  const empty = await app.inject({
    method: 'POST',
    url: '/mj/submit/imagine',
    headers: { 'mj-api-secret': `sk-${rootKey.key}` },
    payload: { prompt: '' },
  });
  t.equal(empty.statusCode, 400);
});
