import { z } from 'zod/mini';
import type { Turn } from './conversations.ts';
import type { ChatMessage, ChatRequestBody } from './stream-chat.ts';

/** The key choice: the gateway's playground key, or one of the user's keys by id (never the key itself). */
export const PLAYGROUND_KEY = 'playground';

const SettingsSchema = z.object({
  model: z.string(),
  keyChoice: z.string(),
  /** Empty = the model's default. */
  temperature: z.string(),
  /** Empty = no limit. */
  maxTokens: z.string(),
  system: z.string(),
});
/** The playground's settings as the form holds them (text fields as typed). */
export type PlaygroundSettings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: PlaygroundSettings = { model: '', keyChoice: PLAYGROUND_KEY, temperature: '', maxTokens: '', system: '' };

/** The stored settings, or the defaults when missing or unreadable. */
export function parseSettings(stored: string | null): PlaygroundSettings {
  if (stored === null) return DEFAULT_SETTINGS;
  try {
    const parsed = SettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** The temperature to send: a number in [0, 2], undefined for empty; null when invalid. */
export function temperatureOf(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 2 ? value : null;
}

/** The max tokens to send: a whole number ≥ 1, undefined for empty; null when invalid. */
export function maxTokensOf(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : null;
}

/** The request for a conversation with these settings (invalid numbers are left out; the form shows them). */
export function chatRequest(settings: PlaygroundSettings, turns: readonly Turn[]): ChatRequestBody {
  const messages: ChatMessage[] = [];
  if (settings.system.trim() !== '') messages.push({ role: 'system', content: settings.system });
  for (const turn of turns) if (turn.content !== '' || turn.role === 'user') messages.push({ role: turn.role, content: turn.content });
  const body: ChatRequestBody = { model: settings.model, messages, stream: true, stream_options: { include_usage: true } };
  const temperature = temperatureOf(settings.temperature);
  if (typeof temperature === 'number') body.temperature = temperature;
  const maxTokens = maxTokensOf(settings.maxTokens);
  if (typeof maxTokens === 'number') body.max_tokens = maxTokens;
  return body;
}
