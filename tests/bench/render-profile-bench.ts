import autocannon from 'autocannon';
import { PARTS, splitProfile } from './cpu-profile.ts';
import type { CpuProfile } from './cpu-profile.ts';
import { startConsole } from './bench-setup.ts';

export interface RenderProfileInput {
  gatewayUrl: string;
  cookie: string;
  /** The bench console's environment (heap flags, compile cache). */
  env: Record<string, string>;
  paths?: string[];
  seconds?: number;
}

export interface RenderProfileResult {
  lines: string[];
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket (Node's global one). */
async function connectInspector(wsUrl: string): Promise<{ send(method: string, params?: object): Promise<unknown>; close(): void }> {
  const socket = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/**
 * Where a signed-in render's CPU time goes: a console of its own (WORKERS=1, the bench's heap
 * flags) with the inspector on loopback; V8's sampling profiler runs only while each page is
 * under load (10 connections, the headers a browser sends, compression included), after a
 * warm-up. The samples are split by source (the SSR bundle's source map) into PARTS and divided
 * by the pages served: CPU milliseconds per page of each part.
 */
export async function benchRenderProfile(input: RenderProfileInput): Promise<RenderProfileResult> {
  const paths = input.paths ?? ['/dashboard', '/dashboard/log', '/dashboard/key'];
  const seconds = input.seconds ?? 5;
  const nodeOptions = `${input.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:0`.trim();
  const consoleProc = await startConsole(input.gatewayUrl, { ...input.env, NODE_OPTIONS: nodeOptions });
  const wsUrl = /Debugger listening on (ws:\/\/\S+)/.exec(consoleProc.output())?.[1];
  if (!wsUrl) throw new Error('the profiled console printed no inspector URL');
  const inspector = await connectInspector(wsUrl);
  const lines: string[] = [];
  try {
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 200 });
    const headers = { cookie: input.cookie, 'accept-encoding': 'br, gzip', 'accept-language': 'zh-CN' };
    const table: string[][] = [];
    for (const path of paths) {
      const url = `${consoleProc.url}${path}`;
      await autocannon({ url, connections: 10, duration: 2, headers });
      await inspector.send('Profiler.start');
      const result = await autocannon({ url, connections: 10, duration: seconds, headers });
      const { profile } = (await inspector.send('Profiler.stop')) as { profile: CpuProfile };
      const pages = Math.max(1, result['2xx']);
      const split = splitProfile(profile);
      table.push([path, (split.totalMs / pages).toFixed(2), ...PARTS.map((part) => ((split.ms.get(part) ?? 0) / pages).toFixed(2))]);
    }
    lines.push(
      `CPU ms per signed-in page (profiled, ${seconds} s of 10 connections each, br/gzip accepted; ms: ${['total', ...PARTS].join(' | ')}):`,
    );
    for (const row of table) lines.push(`  ${row[0]}: ${row.slice(1).join(' | ')}`);
    return { lines };
  } finally {
    inspector.close();
    await consoleProc.stop();
  }
}
