import t from 'tap';
import { durationSeconds, knownStatus, prettyJson, progressPercent, safeMediaUrl } from '#client/components/task-kit/task-format.ts';
import { sunoClips, taskPrompt } from '#client/pages/dashboard/account/task/suno-clips.ts';
import { TASK_LIST_STATE, taskApiQuery } from '#client/pages/dashboard/account/task/task-list-state.ts';
import { TaskSchema } from '#shared/api/schemas/task.ts';
import { MJ_LIST_STATE, mjApiQuery } from '#client/pages/dashboard/account/midjourney/mj-list-state.ts';

t.test('result URLs: https and same-origin paths load; everything else stays text', async (t) => {
  t.equal(safeMediaUrl('https://cdn1.suno.ai/a.mp3'), 'https://cdn1.suno.ai/a.mp3');
  t.equal(safeMediaUrl('/mj/image/123'), '/mj/image/123');
  for (const bad of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://cdn.example/a.png',
    '//evil.example/a.png',
    '/\\evil.example',
    '',
    'mj/image/1',
    42,
    null,
  ]) {
    t.equal(safeMediaUrl(bad), null, String(bad));
  }
});

t.test('progress, status and duration read leniently', async (t) => {
  t.equal(progressPercent(45), 45);
  t.equal(progressPercent('45%'), 45);
  t.equal(progressPercent('x'), 0);
  t.equal(progressPercent(250), 100);
  t.equal(progressPercent(-3), 0);
  t.equal(knownStatus('SUCCESS'), 'SUCCESS');
  t.equal(knownStatus('MODAL'), 'UNKNOWN', 'a status the console does not know');
  t.equal(durationSeconds(100, 190), 90);
  t.equal(durationSeconds(100, 0), null, 'not finished');
});

t.test('raw JSON is indented text; JSON text is re-indented, other text kept', async (t) => {
  t.equal(prettyJson({ a: [1] }), '{\n  "a": [\n    1\n  ]\n}');
  t.equal(prettyJson('{"a":1}'), '{\n  "a": 1\n}');
  t.equal(prettyJson('<b>not json</b>'), '<b>not json</b>');
  t.equal(prettyJson(undefined), 'null');
});

t.test('Suno clips and prompts come out of free-form data', async (t) => {
  const clips = sunoClips([
    { id: 'c1', title: 'Song', audio_url: '/suno/a.wav', image_url: '/mj/image/c1', metadata: { tags: 'pop', prompt: '[Verse]' } },
    { nothing: true },
    'text',
  ]);
  t.same(clips, [{ key: 'c1', title: 'Song', audioUrl: '/suno/a.wav', imageUrl: '/mj/image/c1', tags: 'pop', lyrics: '[Verse]' }]);
  t.same(sunoClips({ title: 'Lyrics', text: 'la la' }), [
    { key: '0', title: 'Lyrics', audioUrl: '', imageUrl: '', tags: '', lyrics: 'la la' },
  ]);
  t.same(sunoClips(null), []);
  t.equal(taskPrompt({ gpt_description_prompt: 'calm piano', prompt: 'x' }), 'calm piano');
  t.equal(taskPrompt({ prompt: 'lyrics' }), 'lyrics');
  t.equal(taskPrompt('nope'), '');
});

t.test('list state: gateway names in the URL, admin filters only sent for admins', async (t) => {
  const query = TASK_LIST_STATE.parse(
    new URLSearchParams('status=FAILURE&platform=suno&channel_id=10&user_id=4&task_id=abc&start_timestamp=100&page=2'),
  );
  t.match(query, { status: 'FAILURE', platform: 'suno', channelId: 10, userId: 4, taskId: 'abc', start: 100, page: 2 });
  t.match(taskApiQuery(query, false), {
    status: 'FAILURE',
    platform: 'suno',
    task_id: 'abc',
    start_timestamp: 100,
    channel_id: undefined,
    user_id: undefined,
  });
  t.match(taskApiQuery(query, true), { channel_id: 10, user_id: 4 });
  t.equal(TASK_LIST_STATE.parse(new URLSearchParams('status=<script>')).status, '', 'an unknown status reads as any');
  const mj = MJ_LIST_STATE.parse(new URLSearchParams('mj_id=17&channel_id=6'));
  t.match(mjApiQuery(mj, false), { mj_id: '17', channel_id: undefined });
  t.match(mjApiQuery(mj, true), { channel_id: 6 });
});

t.test('a task row from an unmodified gateway parses: null data, text progress', async (t) => {
  const row = {
    id: 1,
    created_at: 1,
    updated_at: 1,
    task_id: 'x',
    platform: 'suno',
    user_id: 1,
    channel_id: 0,
    quota: 0,
    action: 'MUSIC',
    status: 'IN_PROGRESS',
    fail_reason: '',
    submit_time: 1,
    start_time: 0,
    finish_time: 0,
    progress: '45%',
    properties: null,
    data: null,
  };
  const parsed = TaskSchema.safeParse(row);
  t.ok(parsed.success);
  t.equal(progressPercent(parsed.data?.progress ?? 0), 45);
});
