import type { Midjourney, Task } from '#shared/api/schemas/task.ts';

/**
 * How a stored task runs: it waits `queueSeconds` after its submission, then works for
 * `runSeconds`, then ends as planned. What a list shows is derived from the store's clock and
 * these numbers alone (`taskAt`, `midjourneyAt`): no timer and no randomness, so a test that
 * sets the clock knows every status and percentage.
 */
export interface TaskPlan {
  queueSeconds: number;
  runSeconds: number;
  outcome: 'success' | 'failure';
  /** Shown once a failure has happened. */
  failReason: string;
}

/** A stored Suno or Kling task: what was submitted, and what its result will be. */
export interface TaskRecord {
  id: number;
  task_id: string;
  platform: string;
  user_id: number;
  channel_id: number;
  token_id: number;
  quota: number;
  action: string;
  submit_time: number;
  properties: unknown;
  /** The provider's answer once the task succeeded (Suno: its clips). */
  result: unknown;
  plan: TaskPlan;
}

/** A stored Midjourney task. */
export interface MidjourneyRecord {
  id: number;
  mj_id: string;
  user_id: number;
  channel_id: number;
  token_id: number;
  quota: number;
  action: string;
  prompt: string;
  prompt_en: string;
  description: string;
  submit_time: number;
  plan: TaskPlan;
}

/** Where a plan stands at `now` (seconds): status, times and a whole percentage. */
export interface PlanState {
  phase: 'queued' | 'running' | 'success' | 'failure';
  startTime: number;
  finishTime: number;
  /** 0 while queued, 1–99 while running, 100 when done (either way). */
  progress: number;
  updatedAt: number;
}

/** The state of a plan submitted at `submitTime`, seen at `now`. */
export function planAt(plan: TaskPlan, submitTime: number, now: number): PlanState {
  const start = submitTime + plan.queueSeconds;
  const finish = start + plan.runSeconds;
  if (now < start) return { phase: 'queued', startTime: 0, finishTime: 0, progress: 0, updatedAt: submitTime };
  if (now < finish) {
    const share = Math.floor(((now - start) * 100) / Math.max(1, plan.runSeconds));
    return { phase: 'running', startTime: start, finishTime: 0, progress: Math.min(99, Math.max(1, share)), updatedAt: now };
  }
  return { phase: plan.outcome, startTime: start, finishTime: finish, progress: 100, updatedAt: finish };
}

const TASK_STATUS = { queued: 'SUBMITTED', running: 'IN_PROGRESS', success: 'SUCCESS', failure: 'FAILURE' } as const;
const MJ_STATUS = { queued: 'SUBMITTED', running: 'IN_PROGRESS', success: 'SUCCESS', failure: 'FAILURE' } as const;

/** The task as upstream's list sends it at `now` (seconds). */
export function taskAt(record: TaskRecord, now: number): Task {
  const state = planAt(record.plan, record.submit_time, now);
  return {
    id: record.id,
    created_at: record.submit_time,
    updated_at: state.updatedAt,
    task_id: record.task_id,
    platform: record.platform,
    user_id: record.user_id,
    channel_id: record.channel_id,
    quota: record.quota,
    action: record.action,
    status: TASK_STATUS[state.phase],
    fail_reason: state.phase === 'failure' ? record.plan.failReason : '',
    submit_time: record.submit_time,
    start_time: state.startTime,
    finish_time: state.finishTime,
    progress: state.progress,
    properties: record.properties,
    data: state.phase === 'success' ? record.result : [],
    token_id: record.token_id,
  };
}

/** Where the double serves a Midjourney result image (upstream's image proxy path). */
export function mjImagePath(mjId: string): string {
  return `/mj/image/${mjId}`;
}

/** The Midjourney task as upstream's list sends it at `now` (seconds). */
export function midjourneyAt(record: MidjourneyRecord, now: number): Midjourney {
  const state = planAt(record.plan, record.submit_time, now);
  return {
    id: record.id,
    code: 1,
    user_id: record.user_id,
    action: record.action,
    mj_id: record.mj_id,
    prompt: record.prompt,
    prompt_en: record.prompt_en,
    description: state.phase === 'queued' ? '提交成功' : '',
    state: '',
    submit_time: record.submit_time,
    start_time: state.startTime,
    finish_time: state.finishTime,
    image_url: state.phase === 'success' ? mjImagePath(record.mj_id) : '',
    status: MJ_STATUS[state.phase],
    progress: `${state.progress}%`,
    fail_reason: state.phase === 'failure' ? record.plan.failReason : '',
    channel_id: record.channel_id,
    quota: record.quota,
    buttons: state.phase === 'success' && record.action === 'IMAGINE' ? UPSCALE_BUTTONS : '[]',
    properties: JSON.stringify({ finalPrompt: record.prompt_en }),
    mode: 'fast',
    token_id: record.token_id,
  };
}

const UPSCALE_BUTTONS = JSON.stringify(
  [1, 2, 3, 4].map((n) => ({ customId: `MJ::JOB::upsample::${n}`, emoji: '', label: `U${n}`, type: 2, style: 2 })),
);
