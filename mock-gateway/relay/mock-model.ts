/**
 * The double's deterministic "model": the reply quotes the last user message and token counts
 * come from character counts, so tests can predict both the text and the billed quota.
 *
 * Token rule (documented in the README):
 * - a text's tokens = ceil(code points / 4);
 * - prompt tokens = 3 + Σ per message (3 + text tokens of its content); a non-text content part
 *   (e.g. an image) counts 85;
 * - completion tokens = text tokens of the reply; `max_tokens` (or `max_completion_tokens`) cuts the
 *   reply to its first max × 4 code points and the finish reason becomes `length`.
 */

/** A chat message as far as the mock reads it. */
export interface MockMessage {
  role: string;
  content: unknown;
}

/** Tokens per message and for the reply priming, as OpenAI's counting guide (and upstream) uses. */
const PER_MESSAGE = 3;
const PER_REPLY = 3;
const NON_TEXT_PART = 85;

/** ceil(code points / 4): the double's stand-in for a tokenizer. */
export function countTextTokens(text: string): number {
  return Math.ceil(Array.from(text).length / 4);
}

function partText(part: unknown): string | null {
  if (typeof part !== 'object' || part === null) return typeof part === 'string' ? part : null;
  const text = (part as { text?: unknown }).text;
  return typeof text === 'string' ? text : null;
}

/** The text of a message content (a string or an array of parts). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map(partText)
    .filter((text) => text !== null)
    .join('');
}

function contentTokens(content: unknown): number {
  if (!Array.isArray(content)) return countTextTokens(contentText(content));
  return content.reduce<number>((sum, part) => {
    const text = partText(part);
    return sum + (text === null ? NON_TEXT_PART : countTextTokens(text));
  }, 0);
}

/** Prompt tokens of a chat request. */
export function countPromptTokens(messages: readonly MockMessage[]): number {
  return messages.reduce((sum, message) => sum + PER_MESSAGE + contentTokens(message.content), PER_REPLY);
}

/** The reply before any `max_tokens` cut: a fixed template quoting the last user message. */
export function mockReplyText(model: string, messages: readonly MockMessage[]): string {
  const lastUser = [...messages].reverse().find((message) => message.role === 'user');
  return `This is a mock reply from ${model}. You said: "${contentText(lastUser?.content)}"`;
}

/** The reply the mock sends, its completion tokens and why it stopped. */
export interface MockCompletion {
  text: string;
  completionTokens: number;
  finishReason: 'stop' | 'length';
}

/** The answer to a chat request, honouring `maxTokens` (0 or undefined = no limit). */
export function mockCompletion(model: string, messages: readonly MockMessage[], maxTokens?: number): MockCompletion {
  const full = mockReplyText(model, messages);
  if (maxTokens !== undefined && maxTokens > 0 && countTextTokens(full) > maxTokens) {
    const text = Array.from(full)
      .slice(0, maxTokens * 4)
      .join('');
    return { text, completionTokens: countTextTokens(text), finishReason: 'length' };
  }
  return { text: full, completionTokens: countTextTokens(full), finishReason: 'stop' };
}

/** The reply split for streaming: a few words per chunk; joined they give the text back. */
export function streamPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}

/** Image requests: 1000 prompt tokens per image (upstream's size ratio 1 for every size). */
export function imagePromptTokens(n: number): number {
  return 1000 * n;
}
