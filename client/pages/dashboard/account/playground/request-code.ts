import type { ChatRequestBody } from './stream-chat.ts';

/** The languages "Show code" writes the request in. */
export const CODE_LANGUAGES = ['curl', 'python', 'node'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** What stands in for the key until the user reveals it. */
export const KEY_PLACEHOLDER = 'sk-...';

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

function indent(text: string, spaces: number): string {
  return text.replaceAll('\n', `\n${' '.repeat(spaces)}`);
}

/**
 * The exact request the playground sends for the current settings and conversation, as a
 * command or program: curl, Python and Node with the official `openai` SDKs. `baseUrl` is the
 * relay's base (`https://host/v1`); `key` the key or KEY_PLACEHOLDER.
 */
export function requestCode(language: CodeLanguage, baseUrl: string, key: string, body: ChatRequestBody): string {
  if (language === 'curl') {
    return [
      `curl ${baseUrl}/chat/completions \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -H "Authorization: Bearer ${key}" \\`,
      `  -d ${shellQuote(JSON.stringify(body, null, 2))}`,
    ].join('\n');
  }
  if (language === 'python') {
    // Messages hold only strings, and JSON's strings and numbers are Python literals too.
    const settings = [
      ['temperature', body.temperature],
      ['max_tokens', body.max_tokens],
    ] as const;
    const args = [
      `model=${JSON.stringify(body.model)}`,
      `messages=${indent(JSON.stringify(body.messages, null, 4), 4)}`,
      ...settings.filter(([, value]) => value !== undefined).map(([name, value]) => `${name}=${JSON.stringify(value)}`),
      'stream=True',
      'stream_options={"include_usage": True}',
    ];
    return [
      'from openai import OpenAI',
      '',
      `client = OpenAI(base_url=${JSON.stringify(baseUrl)}, api_key=${JSON.stringify(key)})`,
      '',
      'stream = client.chat.completions.create(',
      ...args.map((arg) => `    ${arg},`),
      ')',
      'for chunk in stream:',
      '    if chunk.choices:',
      '        print(chunk.choices[0].delta.content or "", end="")',
      '    if chunk.usage:',
      '        print("\\n", chunk.usage)',
    ].join('\n');
  }
  return [
    "import OpenAI from 'openai';",
    '',
    `const client = new OpenAI({ baseURL: ${JSON.stringify(baseUrl)}, apiKey: ${JSON.stringify(key)} });`,
    '',
    `const stream = await client.chat.completions.create(${JSON.stringify(body, null, 2)});`,
    'for await (const chunk of stream) {',
    "  process.stdout.write(chunk.choices[0]?.delta?.content ?? '');",
    "  if (chunk.usage) console.log('\\n', chunk.usage);",
    '}',
  ].join('\n');
}
