import type { MidjourneyRecord, TaskPlan, TaskRecord } from './task.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seeded channel ids (`store/channel/channel.ts`): the Suno and Midjourney channels. */
const SUNO_CHANNEL = 10;
const MJ_CHANNEL = 6;

/** Where the double serves a Suno clip's sound (double-only path, see the README). */
export function sunoAudioPath(clipId: string): string {
  return `/suno/mock-audio/${clipId}.wav`;
}

/** A task's provider id, derived from its row id (seeded and submitted alike). */
export function taskIdOf(platform: string, id: number): string {
  return `${platform}-${(0x5a17 + id * 7919).toString(16)}-${id}`;
}

/** A Midjourney task's id, a 13-digit number like Midjourney's, derived from its row id. */
export function mjIdOf(id: number): string {
  return `${1712000000000 + id * 104729}`;
}

/** A finished Suno clip: title, tags, lyrics, and a sound and cover served by the double. */
export function sunoClip(id: string, title: string, tags: string, lyrics: string) {
  return {
    id,
    title,
    status: 'complete',
    audio_url: sunoAudioPath(id),
    image_url: mjImageLike(id),
    video_url: '',
    model_name: 'chirp-v3',
    metadata: { tags, prompt: lyrics, duration: 2, type: 'gen' },
  };
}

function done(runSeconds: number): TaskPlan {
  return { queueSeconds: 20, runSeconds, outcome: 'success', failReason: '' };
}

function failed(runSeconds: number, failReason: string): TaskPlan {
  return { queueSeconds: 20, runSeconds, outcome: 'failure', failReason };
}

/** Still working for the next six hours, so the demo always has one task in progress. */
function running(): TaskPlan {
  return { queueSeconds: 30, runSeconds: 6 * HOUR, outcome: 'success', failReason: '' };
}

// The clip cover reuses the double's generated image, so the demo shows a picture offline.
function mjImageLike(id: string): string {
  return `/mj/image/${id}`;
}

/**
 * Tasks of the seeded users, relative to the store's start `now` (seconds): demo (4) has a
 * finished Suno song with two clips, its lyrics task, a failed song, one in progress, and a
 * finished Kling video; admin (2) and operator (3) have one song each, so the lists show only
 * the caller's rows.
 */
export function seedTasks(now: number): TaskRecord[] {
  const task = (
    id: number,
    userId: number,
    platform: string,
    action: string,
    ago: number,
    plan: TaskPlan,
    properties: unknown,
    result: unknown,
    channelId = SUNO_CHANNEL,
  ): TaskRecord => ({
    id,
    task_id: taskIdOf(platform, id),
    platform,
    user_id: userId,
    channel_id: channelId,
    token_id: 0,
    quota: action === 'LYRICS' ? 2_500 : 50_000,
    action,
    submit_time: now - ago,
    properties,
    result,
    plan,
  });
  const song = { gpt_description_prompt: '一首关于香港夜景的轻快流行曲', mv: 'chirp-v3-5', make_instrumental: false };
  return [
    task(1, 4, 'suno', 'MUSIC', 2 * DAY, done(95), song, [
      sunoClip('clip-neon-harbour-a', '霓虹港湾', 'city pop, upbeat', '[Verse]\n海风吹过维港的灯\n[Chorus]\n霓虹闪烁 我们不停'),
      sunoClip('clip-neon-harbour-b', '霓虹港湾 (Take 2)', 'city pop, mellow', '[Verse]\n夜色温柔\n[Chorus]\n霓虹港湾'),
    ]),
    task(
      2,
      4,
      'suno',
      'LYRICS',
      36 * HOUR,
      done(12),
      { prompt: 'a song about the sea' },
      {
        id: 'lyrics-sea-1',
        status: 'complete',
        title: 'Sea Song',
        text: '[Verse]\nWaves roll in\n[Chorus]\nSing with the sea',
      },
    ),
    task(
      3,
      4,
      'suno',
      'MUSIC',
      DAY,
      failed(40, '歌词包含不允许的内容，请修改后重试'),
      { prompt: '[Verse] …', tags: 'rock', title: 'Loud' },
      [],
    ),
    task(4, 4, 'suno', 'MUSIC', 10 * MINUTE, running(), { gpt_description_prompt: 'a calm piano piece for studying', mv: 'chirp-v3-5' }, [
      sunoClip('clip-study-piano', 'Study Piano', 'piano, calm', '[Instrumental]'),
    ]),
    task(
      5,
      4,
      'kling',
      'text2video',
      3 * DAY,
      done(300),
      { prompt: '一只猫在雨中的东京街头散步', model: 'kling-v1', duration: '5' },
      { task_id: 'kling-video-5', task_status: 'succeed', task_result: { videos: [{ id: 'v5', url: '', duration: '5' }] } },
    ),
    task(6, 2, 'suno', 'MUSIC', 5 * HOUR, done(80), { gpt_description_prompt: 'admin test song' }, [
      sunoClip('clip-admin-test', 'Admin Test', 'lofi', '[Verse]\ntest'),
    ]),
    task(7, 3, 'suno', 'MUSIC', 4 * HOUR, failed(30, 'upstream timeout'), { gpt_description_prompt: 'operator song' }, []),
  ];
}

/**
 * Midjourney tasks of the seeded users: demo has a finished IMAGINE and its UPSCALE (each with
 * an image), a failed IMAGINE and one in progress; admin one finished IMAGINE.
 */
export function seedMidjourney(now: number): MidjourneyRecord[] {
  const mj = (
    id: number,
    userId: number,
    action: string,
    ago: number,
    plan: TaskPlan,
    prompt: string,
    promptEn: string,
  ): MidjourneyRecord => ({
    id,
    mj_id: mjIdOf(id),
    user_id: userId,
    channel_id: MJ_CHANNEL,
    token_id: 0,
    quota: action === 'UPSCALE' ? 25_000 : 100_000,
    action,
    prompt,
    prompt_en: promptEn,
    description: '',
    submit_time: now - ago,
    plan,
  });
  return [
    mj(1, 4, 'IMAGINE', 3 * DAY, done(60), '月球上的一只猫，水彩风格 --ar 16:9', 'a cat on the moon, watercolor style --ar 16:9'),
    mj(
      2,
      4,
      'UPSCALE',
      3 * DAY - 10 * MINUTE,
      done(20),
      '月球上的一只猫，水彩风格 --ar 16:9',
      'a cat on the moon, watercolor style --ar 16:9',
    ),
    mj(3, 4, 'IMAGINE', 2 * DAY, failed(15, 'Banned prompt detected'), '违规内容示例', 'forbidden content example'),
    mj(4, 4, 'IMAGINE', 5 * MINUTE, running(), '维多利亚港的日落，赛博朋克 --v 6', 'sunset over Victoria Harbour, cyberpunk --v 6'),
    mj(5, 2, 'IMAGINE', 6 * HOUR, done(50), '管理员的测试图', 'admin test image'),
  ];
}
