import { z } from 'zod/mini';

/** What the detail shows of a Suno clip; every field optional, as providers vary. */
const ClipSchema = z.object({
  id: z.optional(z.string()),
  title: z.optional(z.string()),
  audio_url: z.optional(z.string()),
  image_url: z.optional(z.string()),
  video_url: z.optional(z.string()),
  text: z.optional(z.string()),
  metadata: z.optional(z.object({ tags: z.optional(z.string()), prompt: z.optional(z.string()) })),
});

/** A Suno result item: a song clip (sound, cover, lyrics) or a lyrics result (`text`). */
export interface SunoClip {
  key: string;
  title: string;
  audioUrl: string;
  imageUrl: string;
  tags: string;
  lyrics: string;
}

/**
 * The clips of a Suno task's `data` (a list of clips, or one lyrics object). Items that do not
 * look like clips are skipped: the raw JSON view still shows them.
 */
export function sunoClips(data: unknown): SunoClip[] {
  const items = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  const clips: SunoClip[] = [];
  items.forEach((item: unknown, index) => {
    const parsed = ClipSchema.safeParse(item);
    if (!parsed.success) return;
    const clip = parsed.data;
    const lyrics = clip.metadata?.prompt ?? clip.text ?? '';
    if (!clip.audio_url && !clip.image_url && !lyrics) return;
    clips.push({
      key: clip.id ?? String(index),
      title: clip.title ?? '',
      audioUrl: clip.audio_url ?? '',
      imageUrl: clip.image_url ?? '',
      tags: clip.metadata?.tags ?? '',
      lyrics,
    });
  });
  return clips;
}

/** The prompt a task was submitted with (Suno's description or lyrics, Kling's prompt), or ''. */
export function taskPrompt(properties: unknown): string {
  if (!properties || typeof properties !== 'object') return '';
  const record = properties as Record<string, unknown>;
  for (const key of ['gpt_description_prompt', 'prompt']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}
