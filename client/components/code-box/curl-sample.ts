/** The placeholder shown instead of a key until the user asks for their playground key. */
export const KEY_PLACEHOLDER = 'sk-...';

/** A first chat request against the gateway, ready to paste into a shell. */
export function curlSample(baseUrl: string, key: string, model: string): string {
  const body = JSON.stringify({ model, messages: [{ role: 'user', content: 'Hello!' }] });
  return [
    `curl ${baseUrl}/chat/completions \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -H "Authorization: Bearer ${key}" \\`,
    `  -d '${body.replaceAll("'", "'\\''")}'`,
  ].join('\n');
}

/** The console shows keys with their `sk-` prefix; the gateway stores them without it. */
export function withKeyPrefix(key: string): string {
  return key.startsWith('sk-') ? key : `sk-${key}`;
}

/** The model the sample calls: a cheap chat model when the gateway has it, else the first one. */
export function sampleModel(models: readonly string[]): string {
  const preferred = ['gpt-4o-mini', 'gpt-3.5-turbo', 'gpt-4o'];
  return preferred.find((name) => models.includes(name)) ?? models[0] ?? 'gpt-4o-mini';
}

export { inviteLink } from '#shared/invite-link.ts';
