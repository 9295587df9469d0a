import { useCallback, useEffect, useRef, useState } from 'react';
import { browserHeaders } from '#client/session/credentials.ts';
import { attachmentName, createCsvRecordCounter } from './csv-progress.ts';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; rows: number; total: number }
  | { phase: 'done'; rows: number }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

async function failureMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not the JSON envelope: the status says enough.
  }
  return `HTTP ${response.status}`;
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; a later revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the console's CSV export with a streaming reader, counting records as they arrive
 * against the `X-Total-Count` header, cancellable; the file is saved when the stream ended
 * cleanly (a failed stream never leaves a silently truncated file).
 */
export function useCsvExport(onSettled: (state: ExportState) => void): { state: ExportState; start(url: string): void; cancel(): void } {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((url: string) => {
    controller.current?.abort();
    const aborter = new AbortController();
    controller.current = aborter;
    setState({ phase: 'running', rows: 0, total: 0 });
    const finish = (next: ExportState) => {
      setState(next);
      settled.current(next);
    };
    void (async () => {
      try {
        // The jwt method's token is an HttpOnly cookie the export reads itself.
        const response = await fetch(url, {
          credentials: 'same-origin',
          headers: browserHeaders(),
          signal: aborter.signal,
        });
        if (!response.ok || !response.body) throw new Error(await failureMessage(response));
        const total = Number(response.headers.get('x-total-count')) || 0;
        const counter = createCsvRecordCounter();
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        const reader = response.body.getReader();
        let shown = -1;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          // Records minus the header row.
          const rows = Math.max(0, counter.push(value) - 1);
          if (rows !== shown) {
            shown = rows;
            setState({ phase: 'running', rows, total });
          }
        }
        save(new Blob(chunks, { type: 'text/csv;charset=utf-8' }), attachmentName(response.headers.get('content-disposition'), 'logs.csv'));
        finish({ phase: 'done', rows: Math.max(0, counter.records - 1) });
      } catch (error) {
        if (aborter.signal.aborted) finish({ phase: 'cancelled' });
        else finish({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        if (controller.current === aborter) controller.current = null;
      }
    })();
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
