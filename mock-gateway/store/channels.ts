/**
 * The upstream channels the double pretends to route to. Channel management is a later page;
 * for now logs and the relay need ids, names and which models and groups each channel serves.
 */
export interface ChannelRecord {
  id: number;
  name: string;
  /** Channel type id = model owner id (contract §2.14). */
  type: number;
  /** Model names; a trailing `*` matches by prefix. */
  models: string[];
  /** User-group symbols allowed to use the channel. */
  groups: string[];
  status: number;
  used_quota: number;
}

/** A fixed set, so seeded logs and relay answers refer to the same channels in every run. */
export function seedChannels(): ChannelRecord[] {
  const channel = (id: number, name: string, type: number, models: string[], groups: string[]): ChannelRecord => ({
    id,
    name,
    type,
    models,
    groups,
    status: 1,
    used_quota: 0,
  });
  return [
    channel(1, 'OpenAI 主线路', 1, ['gpt-*', 'dall-e-*', 'text-embedding-*', 'o1*', 'o3*'], ['default', 'vip', 'svip']),
    channel(2, 'OpenAI 备用', 1, ['gpt-*'], ['vip', 'svip']),
    channel(3, 'Anthropic', 14, ['claude-*'], ['default', 'vip', 'svip']),
    channel(4, 'Gemini', 25, ['gemini-*'], ['default', 'vip', 'svip']),
    channel(5, 'DeepSeek', 28, ['deepseek-*'], ['default', 'vip', 'svip']),
    channel(6, 'Midjourney', 34, ['midjourney*', 'mj_*'], ['vip', 'svip']),
    channel(7, '智谱 GLM', 16, ['glm-*'], ['default', 'vip', 'svip']),
    channel(8, '通义千问', 17, ['qwen-*'], ['default', 'vip', 'svip']),
    channel(9, 'Moonshot', 29, ['moonshot-*'], ['default', 'vip', 'svip']),
    channel(10, 'Suno', 41, ['suno-*'], ['default', 'vip', 'svip']),
    channel(11, 'xAI', 56, ['grok-*'], ['default', 'vip', 'svip']),
  ];
}

/** True when `model` is one of the channel's model names or prefix patterns. */
export function channelServes(channel: ChannelRecord, model: string): boolean {
  return channel.models.some((pattern) => (pattern.endsWith('*') ? model.startsWith(pattern.slice(0, -1)) : pattern === model));
}
