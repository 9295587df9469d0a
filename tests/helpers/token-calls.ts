import type { Teardown } from './console.ts';
import { callerFor, startGateway } from '#mock-gateway/testing.ts';
import type { MockGateway } from '#mock-gateway/app.ts';

/** The clock of the key tests. */
export const NOW = Date.UTC(2025, 0, 15, 12);

export function start(t: Teardown): Promise<MockGateway> {
  return startGateway(t, { now: () => NOW });
}

export interface Body {
  success: boolean;
  message: string;
  data?: unknown;
}
export interface Row {
  id: number;
  name: string;
  key: string;
  user_id: number;
  status: number;
  setting: { billing_tag?: string } | null;
  [k: string]: unknown;
}
export interface PageBody {
  success: boolean;
  message: string;
  data: { data: Row[]; page: number; size: number; total_count: number };
}

/** A signed-in caller of `/api/token/*` whose answers default to the envelope. */
export function call(app: MockGateway, cookie: string) {
  return callerFor<Body>(app, cookie);
}

/** Sets a key's billing tag in the store (only reliable users may set it through the API). */
export function setTag(app: MockGateway, id: number, tag: string): void {
  const setting = app.store.tokens.get(id)?.setting;
  if (setting) setting.billing_tag = tag;
}
