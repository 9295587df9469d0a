import type { PriceModelInfo } from '#shared/api/schemas/model.ts';

type Info = Omit<PriceModelInfo, 'model' | 'created_at' | 'updated_at' | 'support_url'>;

const text = (name: string, description: string, context: number, max: number, tags: string[]): Info => ({
  name,
  description,
  context_length: context,
  max_tokens: max,
  input_modalities: ['text'],
  output_modalities: ['text'],
  tags,
});
const vision = (info: Info): Info => ({ ...info, input_modalities: ['text', 'image'] });

/**
 * Descriptive metadata of the seeded models (upstream's ModelInfo), so the model list can filter
 * by modality and show context length and tags. Models without an entry simply have none.
 */
const MODEL_INFO: Readonly<Record<string, Info>> = {
  'gpt-4o': vision(text('GPT-4o', 'OpenAI 的旗舰多模态模型，兼顾速度与质量。', 128000, 16384, ['chat', 'vision'])),
  'gpt-4o-mini': vision(text('GPT-4o mini', '小而快的 GPT-4o，适合大批量任务。', 128000, 16384, ['chat', 'vision', 'cheap'])),
  'gpt-4-turbo': vision(text('GPT-4 Turbo', '支持视觉输入的 GPT-4 Turbo。', 128000, 4096, ['chat', 'vision'])),
  'gpt-3.5-turbo': text('GPT-3.5 Turbo', '经典的对话模型。', 16385, 4096, ['chat']),
  'text-embedding-3-small': { ...text('Embedding 3 small', '文本向量模型。', 8191, 0, ['embedding']), output_modalities: ['embedding'] },
  'dall-e-3': { ...text('DALL·E 3', '根据文字生成图片。', 4000, 0, ['image']), output_modalities: ['image'] },
  'claude-3-5-sonnet-20241022': vision(
    text('Claude 3.5 Sonnet', 'Anthropic 的高性能模型，擅长代码与长文。', 200000, 8192, ['chat', 'vision', 'code']),
  ),
  'claude-3-haiku-20240307': vision(text('Claude 3 Haiku', 'Anthropic 最快的模型。', 200000, 4096, ['chat', 'cheap'])),
  'gemini-1.5-pro': vision(text('Gemini 1.5 Pro', 'Google 的长上下文多模态模型。', 2000000, 8192, ['chat', 'vision', 'long-context'])),
  'gemini-1.5-flash': vision(text('Gemini 1.5 Flash', '快速、经济的 Gemini。', 1000000, 8192, ['chat', 'vision', 'cheap'])),
  'deepseek-chat': text('DeepSeek V3', 'DeepSeek 的通用对话模型。', 64000, 8192, ['chat', 'code']),
  'deepseek-reasoner': text('DeepSeek R1', '带推理过程的 DeepSeek 模型。', 64000, 8192, ['reasoning']),
  'suno-v3': { ...text('Suno v3', '根据歌词与风格生成歌曲。', 0, 0, ['music']), output_modalities: ['audio'] },
};

/** The metadata of a seeded model, dated at the seed time, or undefined. */
export function seedModelInfo(model: string, seconds: number): PriceModelInfo | undefined {
  const info = MODEL_INFO[model];
  return info ? { ...info, model, support_url: [], created_at: seconds, updated_at: seconds } : undefined;
}
