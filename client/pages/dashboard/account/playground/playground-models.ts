import type { AvailableModelMap, Price } from '#shared/api/schemas/model.ts';
import { compareNames } from '#shared/format/compare-names.ts';

/** A model the picker offers: its price, and whether the chosen key's group may call it. */
export interface PlaygroundModel {
  name: string;
  price: Price;
  groups: string[];
  usable: boolean;
}

// Models that do not chat: images, audio, embeddings, moderation, and per-call (task) prices.
const NOT_CHAT = /(^|[-_/])(dall-e|mj|midjourney|suno|tts|whisper|embedding|moderation|flux|kling)/i;

/**
 * The chat models of `/api/available_model` for a group: the ones it can use first (by name),
 * then those only other groups can use, so the picker can say why they would fail.
 */
export function playgroundModels(models: AvailableModelMap, group: string): PlaygroundModel[] {
  return Object.entries(models)
    .filter(([name, entry]) => entry.price.type === 'tokens' && !NOT_CHAT.test(name))
    .map(([name, entry]) => ({ name, price: entry.price, groups: entry.groups, usable: entry.groups.includes(group) }))
    .sort((a, b) => Number(b.usable) - Number(a.usable) || compareNames(a.name, b.name));
}

/** The model to start with: the stored choice when still offered, else a cheap usable one. */
export function initialModel(models: readonly PlaygroundModel[], stored: string | null): string {
  if (stored && models.some((model) => model.name === stored)) return stored;
  const usable = models.filter((model) => model.usable);
  const preferred = ['gpt-4o-mini', 'gpt-3.5-turbo', 'deepseek-chat'].find((name) => usable.some((model) => model.name === name));
  return preferred ?? usable[0]?.name ?? models[0]?.name ?? '';
}
