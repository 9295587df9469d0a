import { z } from 'zod/mini';

/**
 * The playground's conversations as the browser keeps them (localStorage, never the server):
 * messages, and for each answer its cost or its error. No key is stored, only which key was
 * chosen (`playground-settings`, see settings.ts).
 */

/** At most this many conversations are kept; the oldest go first. */
export const MAX_CHATS = 30;
/** A conversation's title: its first prompt, cut to this many characters. */
const TITLE_LENGTH = 40;

// `quota` is null when the group's ratio was unknown (no cost could be worked out).
const AnswerCostSchema = z.object({ quota: z.nullable(z.number()), promptTokens: z.number(), completionTokens: z.number() });
/** What an answer cost, from its usage block. */
export type AnswerCost = z.infer<typeof AnswerCostSchema>;

const TurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  model: z.optional(z.string()),
  cost: z.optional(AnswerCostSchema),
  /** True when the user stopped the answer before it ended. */
  stopped: z.optional(z.boolean()),
});
/** One message of a conversation. */
export type Turn = z.infer<typeof TurnSchema>;

const ChatSchema = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.number(),
  turns: z.array(TurnSchema),
});
/** One conversation. */
export type Chat = z.infer<typeof ChatSchema>;

const ChatListSchema = z.array(ChatSchema);

/** The stored list, newest first; anything unreadable gives an empty list. */
export function parseChats(stored: string | null): Chat[] {
  if (stored === null) return [];
  try {
    const parsed = ChatListSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A conversation's title from its first prompt. */
export function chatTitle(turns: readonly Turn[]): string {
  const first =
    turns
      .find((turn) => turn.role === 'user')
      ?.content.trim()
      .replace(/\s+/g, ' ') ?? '';
  return Array.from(first).length > TITLE_LENGTH ? `${Array.from(first).slice(0, TITLE_LENGTH).join('')}…` : first;
}

/** The list with `chat` saved (replaced or added) and moved to the top, capped at MAX_CHATS. */
export function saveChat(chats: readonly Chat[], chat: Chat): Chat[] {
  return [chat, ...chats.filter((other) => other.id !== chat.id)].slice(0, MAX_CHATS);
}

/** The list without the conversation `id`. */
export function deleteChat(chats: readonly Chat[], id: string): Chat[] {
  return chats.filter((chat) => chat.id !== id);
}

/**
 * The turns a regenerate sends again: everything up to and including the last prompt (the
 * answer after it is dropped), or null when there is no prompt.
 */
export function turnsForRegenerate(turns: readonly Turn[]): Turn[] | null {
  let last = -1;
  turns.forEach((turn, index) => {
    if (turn.role === 'user') last = index;
  });
  return last === -1 ? null : turns.slice(0, last + 1);
}
