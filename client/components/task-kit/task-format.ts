import { TASK_STATUSES } from '#shared/api/schemas/task.ts';
import type { TaskStatus } from '#shared/api/schemas/task.ts';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';

/** A gateway status as one the console knows; anything else is UNKNOWN (contract §1.3). */
export function knownStatus(status: string): TaskStatus {
  return TASK_STATUSES.find((known) => known === status) ?? 'UNKNOWN';
}

const STATUS_COLORS: Record<TaskStatus, TagColor> = {
  NOT_START: 'default',
  SUBMITTED: 'secondary',
  QUEUED: 'warning',
  IN_PROGRESS: 'info',
  FAILURE: 'error',
  SUCCESS: 'success',
  UNKNOWN: 'default',
};

/** The tag colour of a status. */
export function statusColor(status: string): TagColor {
  return STATUS_COLORS[knownStatus(status)];
}

/** A whole percentage from a task's number or Midjourney's text (`"45%"`), clamped to 0–100. */
export function progressPercent(progress: number | string): number {
  const value = typeof progress === 'number' ? progress : Number.parseFloat(progress);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

/** Seconds between submission and finish, or null while the task has not finished. */
export function durationSeconds(submitTime: number, finishTime: number): number | null {
  return finishTime > 0 && submitTime > 0 && finishTime >= submitTime ? finishTime - submitTime : null;
}

/**
 * A result URL the page may load as an image, a sound or a download: an https URL or a path on
 * this origin (the gateway's image proxy through the console). Anything else (http, `data:`,
 * `javascript:`, `//host`) is shown as text only.
 */
export function safeMediaUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (url.startsWith('/')) return url.startsWith('//') || url.includes('\\') ? null : url;
  return URL.canParse(url) && new URL(url).protocol === 'https:' ? url : null;
}

/** A value as indented JSON text, for the raw view (React escapes it; never HTML). */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value ?? null, null, 2);
}
