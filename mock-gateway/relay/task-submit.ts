import type { FastifyReply } from 'fastify';
import { settle } from './ledger.ts';
import { refuse } from './errors.ts';
import type { RelayResult } from './errors.ts';
import type { CallRequest, PreparedCall } from './pipeline.ts';
import { field } from './request-body.ts';
import type { JsonObject } from './request-body.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { mjIdOf, sunoClip, taskIdOf } from '#mock-gateway/store/task/seed.ts';
import type { TaskPlan } from '#mock-gateway/store/task/task.ts';

/**
 * The model a Suno submission is priced as. Upstream prices `suno_music` / `suno_lyrics`; the
 * double's catalogue has one Suno price (`suno-v3`, times), which its Suno channel serves.
 */
export const SUNO_BILLED_MODEL = 'suno-v3';
/** The model a Midjourney imagine is priced as (upstream's name; the double's price is svip-only). */
export const MJ_IMAGINE_MODEL = 'mj_imagine';

/**
 * The usage a submission is billed with: one call of a `times` price. The chat rule "no tokens,
 * no charge" (billing.ts) must not void it, so the submission counts as one prompt token.
 */
const SUBMISSION = { promptTokens: 1, completionTokens: 0, calls: 1 } as const;

/** How long a submitted task takes in the double: queued 10 s, then a minute (lyrics: 10 s). */
function planFor(action: string): TaskPlan {
  return { queueSeconds: 10, runSeconds: action === 'LYRICS' ? 10 : 60, outcome: 'success', failReason: '' };
}

/** What a Suno submission carries; properties are kept as sent. */
export interface SunoSubmit {
  action: 'MUSIC' | 'LYRICS';
  prompt: string;
  properties: JsonObject;
}

const SUNO_STRUCT = 'SunoSubmitReq';

/** Reads `/suno/submit/:action` (music or lyrics): a prompt or, for music, a description. */
export function readSunoSubmit(action: string): (body: JsonObject) => RelayResult<CallRequest<SunoSubmit>> {
  return (body) => {
    const kind = action.toLowerCase();
    if (kind !== 'music' && kind !== 'lyrics') return refuse(400, `unsupported action ${action}`, 'invalid_request');
    const prompt = field<string>(body, 'prompt', 'string', SUNO_STRUCT);
    if (!prompt.ok) return prompt;
    const description = field<string>(body, 'gpt_description_prompt', 'string', SUNO_STRUCT);
    if (!description.ok) return description;
    const text = kind === 'lyrics' ? (prompt.value ?? '') : description.value || prompt.value || '';
    if (text.trim() === '') return refuse(400, 'prompt is required', 'invalid_request');
    return {
      ok: true,
      value: {
        model: SUNO_BILLED_MODEL,
        promptTokens: SUBMISSION.promptTokens,
        calls: SUBMISSION.calls,
        body: { action: kind === 'music' ? 'MUSIC' : 'LYRICS', prompt: text, properties: body },
      },
    };
  };
}

/** Bills the submission, stores the task (its progress then follows the clock) and answers its id like Suno's API. */
export function respondSunoSubmit(store: MockStore, reply: FastifyReply, call: PreparedCall<SunoSubmit>): FastifyReply {
  const log = settle(store, call.charge, SUBMISSION, { isStream: false, requestTimeMs: 0 });
  const id = store.tasks.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const taskId = taskIdOf('suno', id);
  const { action, prompt, properties } = call.request.body;
  const clipId = `clip-${taskId}`;
  store.tasks.push({
    id,
    task_id: taskId,
    platform: 'suno',
    user_id: call.charge.caller.user.id,
    channel_id: call.charge.route.channel.id,
    token_id: call.charge.caller.token.id,
    quota: log.quota,
    action,
    submit_time: nowSeconds(store),
    properties,
    result:
      action === 'LYRICS'
        ? { id: clipId, status: 'complete', title: prompt.slice(0, 40), text: `[Verse]\n${prompt}` }
        : [sunoClip(clipId, prompt.slice(0, 40), String(properties['tags'] ?? ''), `[Verse]\n${prompt}`)],
    plan: planFor(action),
  });
  return reply.send({ code: 'success', message: '', data: taskId });
}

/** Reads `/mj/submit/imagine`: a prompt is required. */
export function readMjImagine(body: JsonObject): RelayResult<CallRequest<{ prompt: string }>> {
  const prompt = field<string>(body, 'prompt', 'string', 'SubmitReq');
  if (!prompt.ok) return prompt;
  if (!prompt.value || prompt.value.trim() === '') return refuse(400, 'prompt is required', 'invalid_request');
  return {
    ok: true,
    value: { model: MJ_IMAGINE_MODEL, promptTokens: SUBMISSION.promptTokens, calls: SUBMISSION.calls, body: { prompt: prompt.value } },
  };
}

/** Bills the imagine, stores the task and answers like the Midjourney proxy (`code` 1, the id in `result`). */
export function respondMjImagine(store: MockStore, reply: FastifyReply, call: PreparedCall<{ prompt: string }>): FastifyReply {
  const log = settle(store, call.charge, SUBMISSION, { isStream: false, requestTimeMs: 0 });
  const id = store.midjourney.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const mjId = mjIdOf(id);
  const { prompt } = call.request.body;
  store.midjourney.push({
    id,
    mj_id: mjId,
    user_id: call.charge.caller.user.id,
    channel_id: call.charge.route.channel.id,
    token_id: call.charge.caller.token.id,
    quota: log.quota,
    action: 'IMAGINE',
    prompt,
    // The double translates nothing: an English prompt stays as it is, like upstream without a translator.
    prompt_en: prompt,
    description: '',
    submit_time: nowSeconds(store),
    plan: planFor('IMAGINE'),
  });
  return reply.send({ code: 1, description: '提交成功', result: mjId, properties: {} });
}
