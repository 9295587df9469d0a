/** Why a delivery failed, as a code the delivery log translates (`alerts:failure.<code>`) and a detail. */
export const FAILURE_CODES = [
  /** The address is not public and ALERTS_ALLOWED_TARGETS does not allow it. */
  'refused',
  'unresolved',
  'scheme',
  'timeout',
  'network',
  /** The receiver answered with an HTTP error status (a redirect included: never followed). */
  'status',
  /** The vendor's API answered with its own error code (Feishu `code`, DingTalk/WeCom `errcode`, Telegram `ok: false`). */
  'vendor',
  /** ALERTS_SMTP_URL is not set. */
  'no-mail',
  /** The user has no e-mail at the gateway, or no webhook. */
  'no-address',
  'mail',
  /** The destination is gone or turned off since the alert was written. */
  'gone',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** A failed send: retried with backoff unless `final`. */
export class DeliveryError extends Error {
  readonly code: FailureCode;
  readonly detail: string;
  readonly statusCode: number | null;
  /** True when trying again cannot help (refused address, no address, a 4xx other than 408/429). */
  readonly final: boolean;

  constructor(code: FailureCode, detail: string, options: { statusCode?: number; final?: boolean } = {}) {
    super(`${code}: ${detail}`);
    this.code = code;
    this.detail = detail.slice(0, 300);
    this.statusCode = options.statusCode ?? null;
    this.final = options.final ?? ['refused', 'scheme', 'no-address', 'gone'].includes(code);
  }

  /** As stored in the delivery row: `code` and `detail`, read back by `parseFailure`. */
  toStored(): string {
    return JSON.stringify({ code: this.code, detail: this.detail });
  }
}

export function parseFailure(stored: string | null): { code: FailureCode; detail: string } | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as { code?: unknown; detail?: unknown };
    const code = FAILURE_CODES.find((known) => known === value.code) ?? 'network';
    return { code, detail: typeof value.detail === 'string' ? value.detail : '' };
  } catch {
    return { code: 'network', detail: stored.slice(0, 300) };
  }
}
