import { CHECK_STATUS } from '#shared/api/schemas/channel-check.ts';
import type { ChannelCheckResult } from '#shared/api/schemas/channel-check.ts';
import { fnv, keyRefused, providerModels } from './admin.ts';
import { channelServes } from './channel.ts';
import type { ChannelRecord } from './channel.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** Upstream's check steps (`controller/check_channel`), each with the items it judges. */
const STEPS: readonly { name: string; items: readonly string[] }[] = [
  { name: '基础检测', items: ['响应', '模型检测'] },
  { name: '错误检测', items: ['错误'] },
  { name: 'json格式检测', items: ['结构化判断'] },
  { name: '函数调用检测', items: ['函数判断'] },
];

/** The pretend provider's refusal of a model it does not have (OpenAI's wording). */
export function unknownModelMessage(model: string): string {
  return `The model \`${model}\` does not exist or you do not have access to it.`;
}

/**
 * One model's simulated check (`POST /api/sse/channel/check`), always the same for the same
 * channel, key and model: a refused key (`fail` in it) fails every step with the provider's
 * 401; a model the channel neither lists (wildcards count) nor the provider offers for the
 * channel's type fails every step with "does not exist"; any other model passes every item.
 * `time` is 0.3–1.999 s from the channel id and the model (no real waiting).
 */
export function checkModel(store: MockStore, channel: ChannelRecord, model: string): ChannelCheckResult {
  const time = (300 + (fnv(`check:${channel.id}:${model}`) % 1700)) / 1000;
  const known = channelServes(channel, model) || providerModels(store, channel.type).includes(model);
  const refusal = keyRefused(channel) ? 'Incorrect API key provided (status code 401)' : known ? null : unknownModelMessage(model);
  const process = STEPS.map((step) => {
    if (refusal !== null)
      return { name: step.name, response: null, results: [{ name: '响应', status: CHECK_STATUS.failed, remark: refusal }] };
    return {
      name: step.name,
      response: {
        id: `chatcmpl-check-${channel.id}`,
        object: 'chat.completion',
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 8, completion_tokens: 1, total_tokens: 9 },
      },
      results: step.items.map((name) => ({ name, status: CHECK_STATUS.passed, remark: '' })),
    };
  });
  return { model, process, time };
}
