import type { PriceType } from '#shared/format/price.ts';

/** Which relay endpoint a sample request for a model uses. */
export type SampleKind = 'chat' | 'embeddings' | 'images';

/**
 * Best guess from what the gateway says: image output (or a per-call DALL·E-style model) uses
 * `/v1/images/generations`, embedding models `/v1/embeddings`, everything else chat.
 */
export function sampleKind(model: string, type: PriceType, outputModalities: readonly string[]): SampleKind {
  const name = model.toLowerCase();
  if (name.includes('embedding')) return 'embeddings';
  if (outputModalities.includes('image') || (type === 'times' && name.startsWith('dall-e'))) return 'images';
  return 'chat';
}

const PATHS: Readonly<Record<SampleKind, string>> = {
  chat: '/v1/chat/completions',
  embeddings: '/v1/embeddings',
  images: '/v1/images/generations',
};

/** A copyable curl command calling the model through this site, with a key placeholder. */
export function curlSample(server: string, model: string, kind: SampleKind): string {
  const body =
    kind === 'chat'
      ? { model, messages: [{ role: 'user', content: 'Hello!' }] }
      : kind === 'embeddings'
        ? { model, input: 'Hello!' }
        : { model, prompt: 'A white cat', n: 1, size: '1024x1024' };
  const json = JSON.stringify(body, null, 2).replaceAll("'", "'\\''");
  return [
    `curl ${server.replace(/\/+$/, '')}${PATHS[kind]} \\`,
    '  -H "Content-Type: application/json" \\',
    '  -H "Authorization: Bearer $API_KEY" \\',
    `  -d '${json}'`,
  ].join('\n');
}
