/**
 * Channel type ids and their providers (contract §2.14 "Channel type ids"). Provider names are
 * brand names, shown as they are in every language; 8 ("Custom") is translated by the page.
 */
export const CHANNEL_TYPES: readonly (readonly [number, string])[] = [
  [1, 'OpenAI'],
  [3, 'Azure'],
  [8, 'Custom'],
  [11, 'PaLM'],
  [14, 'Anthropic'],
  [15, 'Baidu'],
  [16, 'Zhipu'],
  [17, 'Ali'],
  [18, 'Xunfei'],
  [19, '360'],
  [20, 'OpenRouter'],
  [23, 'Tencent'],
  [24, 'Azure Speech'],
  [25, 'Gemini'],
  [26, 'Baichuan'],
  [27, 'MiniMax'],
  [28, 'Deepseek'],
  [29, 'Moonshot'],
  [30, 'Mistral'],
  [31, 'Groq'],
  [32, 'Bedrock'],
  [33, 'Lingyi'],
  [34, 'Midjourney'],
  [35, 'Cloudflare AI'],
  [36, 'Cohere'],
  [37, 'Stability'],
  [38, 'Coze'],
  [39, 'Ollama'],
  [40, 'Hunyuan'],
  [41, 'Suno'],
  [42, 'VertexAI'],
  [45, 'Siliconflow'],
  [47, 'Jina'],
  [49, 'GitHub'],
  [51, 'Recraft'],
  [52, 'Replicate'],
  [53, 'Kling'],
  [54, 'Azure Databricks'],
  [55, 'Azure V1'],
  [56, 'xAI'],
];

/** The custom type, whose name is translated. */
export const CUSTOM_TYPE = 8;

/** A type's provider name, or null for an id the console does not know (shown as `#id`). */
export function channelTypeName(type: number): string | null {
  return CHANNEL_TYPES.find(([id]) => id === type)?.[1] ?? null;
}
