/**
 * The copyable examples of the docs page. They are code, not prose, so they are the same in
 * every language; only the base URL changes. The key comes from an environment variable so
 * that nobody pastes a real key into a shell history or a source file.
 */
export const SNIPPET_LANGUAGES = ['curl', 'python', 'node'] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

export const EXAMPLES = ['chat', 'stream', 'image', 'models'] as const;
export type Example = (typeof EXAMPLES)[number];

const CHAT_MODEL = 'gpt-4o-mini';
const IMAGE_MODEL = 'dall-e-3';
const IMAGE_PROMPT = 'A lighthouse on a rocky coast at dawn, watercolor';

function curl(example: Example, base: string): string {
  const auth = '  -H "Authorization: Bearer $API_KEY"';
  const json = '  -H "Content-Type: application/json" \\';
  switch (example) {
    case 'chat':
      return [
        `curl ${base}/chat/completions \\`,
        json,
        `${auth} \\`,
        `  -d '{`,
        `    "model": "${CHAT_MODEL}",`,
        `    "messages": [{"role": "user", "content": "Hello!"}]`,
        `  }'`,
      ].join('\n');
    case 'stream':
      return [
        `curl -N ${base}/chat/completions \\`,
        json,
        `${auth} \\`,
        `  -d '{`,
        `    "model": "${CHAT_MODEL}",`,
        `    "stream": true,`,
        `    "messages": [{"role": "user", "content": "Write a haiku about the sea."}]`,
        `  }'`,
      ].join('\n');
    case 'image':
      return [
        `curl ${base}/images/generations \\`,
        json,
        `${auth} \\`,
        `  -d '{`,
        `    "model": "${IMAGE_MODEL}",`,
        `    "prompt": "${IMAGE_PROMPT}",`,
        `    "n": 1,`,
        `    "size": "1024x1024"`,
        `  }'`,
      ].join('\n');
    case 'models':
      return [`curl ${base}/models \\`, auth].join('\n');
  }
}

function python(example: Example, base: string): string {
  const head = ['import os', 'from openai import OpenAI', '', `client = OpenAI(base_url="${base}", api_key=os.environ["API_KEY"])`, ''];
  const body: Record<Example, string[]> = {
    chat: [
      'completion = client.chat.completions.create(',
      `    model="${CHAT_MODEL}",`,
      '    messages=[{"role": "user", "content": "Hello!"}],',
      ')',
      'print(completion.choices[0].message.content)',
    ],
    stream: [
      'stream = client.chat.completions.create(',
      `    model="${CHAT_MODEL}",`,
      '    messages=[{"role": "user", "content": "Write a haiku about the sea."}],',
      '    stream=True,',
      ')',
      'for chunk in stream:',
      '    if chunk.choices and chunk.choices[0].delta.content:',
      '        print(chunk.choices[0].delta.content, end="", flush=True)',
    ],
    image: [
      'image = client.images.generate(',
      `    model="${IMAGE_MODEL}",`,
      `    prompt="${IMAGE_PROMPT}",`,
      '    n=1,',
      '    size="1024x1024",',
      ')',
      'print(image.data[0].url)',
    ],
    models: ['for model in client.models.list():', '    print(model.id)'],
  };
  return [...head, ...body[example]].join('\n');
}

function node(example: Example, base: string): string {
  const head = ["import OpenAI from 'openai';", '', `const client = new OpenAI({ baseURL: '${base}', apiKey: process.env.API_KEY });`, ''];
  const body: Record<Example, string[]> = {
    chat: [
      'const completion = await client.chat.completions.create({',
      `  model: '${CHAT_MODEL}',`,
      "  messages: [{ role: 'user', content: 'Hello!' }],",
      '});',
      'console.log(completion.choices[0].message.content);',
    ],
    stream: [
      'const stream = await client.chat.completions.create({',
      `  model: '${CHAT_MODEL}',`,
      "  messages: [{ role: 'user', content: 'Write a haiku about the sea.' }],",
      '  stream: true,',
      '});',
      'for await (const chunk of stream) {',
      "  process.stdout.write(chunk.choices[0]?.delta?.content ?? '');",
      '}',
    ],
    image: [
      'const image = await client.images.generate({',
      `  model: '${IMAGE_MODEL}',`,
      `  prompt: '${IMAGE_PROMPT}',`,
      '  n: 1,',
      "  size: '1024x1024',",
      '});',
      'console.log(image.data[0].url);',
    ],
    models: ['for await (const model of client.models.list()) {', '  console.log(model.id);', '}'],
  };
  return [...head, ...body[example]].join('\n');
}

/** The example's code in one language, calling the gateway at `base` (ending in `/v1`). */
export function snippet(example: Example, language: SnippetLanguage, base: string): string {
  if (language === 'curl') return curl(example, base);
  return language === 'python' ? python(example, base) : node(example, base);
}
