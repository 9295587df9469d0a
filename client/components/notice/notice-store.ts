import { NoticeSchema } from '#shared/api/schemas/notice.ts';
import { browserApi } from '#client/session/credentials.ts';
import { readLocal, writeLocal } from '#client/session/local-store.ts';

/** Where the last notice shown is kept, so an unchanged one does not open again (spec section 4). */
export const NOTICE_STORAGE_KEY = 'notice';

export interface NoticeState {
  /** The notice text, '' until loaded or when there is none. */
  text: string;
  open: boolean;
}

// One store for the page, not per component: the main and dashboard layouts both show the
// notice, and moving between them must neither fetch it again nor reopen it.
const NONE: NoticeState = { text: '', open: false };
let state = NONE;
let started = false;
const listeners = new Set<() => void>();

function update(next: NoticeState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noticeSnapshot(): NoticeState {
  return state;
}

/** The server (and the hydration render) never has a notice: it is fetched in the browser. */
export function serverNoticeSnapshot(): NoticeState {
  return NONE;
}

export function openNotice(): void {
  if (state.text) update({ ...state, open: true });
}

export function closeNotice(): void {
  update({ ...state, open: false });
}

/**
 * Fetches the notice once per page load (spec sections 4 and 8): a non-empty text that differs
 * from the stored one is stored and opens the dialog; an unchanged one is kept without opening;
 * a failure is only logged. `prepare` loads what showing it needs (texts, the viewer) first,
 * so the dialog never appears half-ready.
 */
export function startNotice(prepare: () => Promise<unknown>): void {
  if (started) return;
  started = true;
  void load(prepare);
}

async function load(prepare: () => Promise<unknown>): Promise<void> {
  try {
    const text = await browserApi().get('/api/notice', NoticeSchema);
    if (text.trim() === '') return;
    const changed = readLocal(NOTICE_STORAGE_KEY) !== text;
    if (changed) writeLocal(NOTICE_STORAGE_KEY, text);
    await prepare();
    update({ text, open: changed });
  } catch (error) {
    console.error('The site notice could not be loaded', error);
  }
}

/**
 * The notice an admin just saved (the settings page): shown by the bell at once, without
 * opening the dialog, and stored as seen so this browser does not open it on the next load.
 */
export function replaceNotice(text: string): void {
  writeLocal(NOTICE_STORAGE_KEY, text);
  update({ text: text.trim() === '' ? '' : text, open: false });
}
