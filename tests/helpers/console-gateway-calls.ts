import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';

/*
 * The inventory of the gateway calls the console makes (issue 33 item 3), read from its source
 * the way messages.test.ts reads one-hub's texts: every `/api/…` string or template literal in
 * the code (comments left out) of client/, server/ and shared/, with the method its call form
 * says, plus every POST and PUT path of `shared/api/request-bodies.ts` (the only paths the API
 * client's `post`/`put` accept). A literal in a form this file does not know is returned as
 * unclassified, so a new way of calling the gateway fails the coverage test until it is named.
 */

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['client', 'server', 'shared'];
/** Read as data instead (its keys are the POST/PUT paths). */
const BODIES_FILE = 'shared/api/request-bodies.ts';

/** The functions whose path argument is a gateway call of this method. */
const CALLEES: Record<string, CallMethod> = {
  get: 'GET',
  getEnvelope: 'GET',
  delete: 'DELETE',
  post: 'POST',
  put: 'PUT',
  // client/forms/stored-record.ts: the stored record read before an edit is sent over it.
  overStored: 'GET',
  // server/plugins/proxy/parsed-body.ts: the caller's own record, read by the proxy.
  gatewayData: 'GET',
  // server/gateway-profile/gateway-profile-source.ts: the probes of what the gateway has.
  probe: 'GET',
  // shared/api/event-stream.ts: the channel check's event stream.
  postEventStream: 'POST',
  // The server's own plain reads of `${gatewayUrl}/api/…` (the metrics scrape, the readiness probe).
  fetch: 'GET',
};

/**
 * Files whose `/api/` literals stand outside a call, by what the file does with them: the method
 * of the calls they feed, or null for lists that are no call (the proxy's and the limiter's
 * tables of paths, checked against one-hub's router by their own tests).
 */
const PATH_TABLES: Record<string, readonly CallMethod[]> = {
  // The log pages' and exports' list and sum paths (logsPath, logStatPath).
  'shared/logs/log-query.ts': ['GET'],
  // The probes of the extensions (fapiao, inviter, operation records).
  'server/gateway-profile/gateway-profile-source.ts': ['GET'],
  // The stored record the proxy reads to keep a secret the edit left blank.
  'server/plugins/proxy/stored-secrets.ts': ['GET'],
  // The tag editor reads the tag's stored fields (fetchTag) before it saves.
  'client/pages/dashboard/admin/channel/use-tag-editor.ts': ['GET'],
  // The price editor's `singlePath(model)`, saved and deleted.
  'client/pages/dashboard/admin/pricing/use-price-mutations.ts': ['PUT', 'DELETE'],
  // The proxy's GETs that change something (the cross-site guard refuses them like writes).
  'server/plugins/proxy/state-changing-gets.ts': ['GET'],
  // The channel check's path named in its error.
  'client/pages/dashboard/admin/channel/check-stream.ts': ['POST'],
  // No calls: the limiter's table (held against one-hub's router by the coverage test).
  'shared/api/rate-limits.ts': [],
  // No calls: the proxy's table of answers it takes secrets out of, and how it decodes paths.
  'server/plugins/proxy/secret-answers.ts': [],
  'server/plugins/request-target.ts': [],
  // No call: the callback URL a payment provider (not the console) calls, shown to the admin.
  'shared/api/schemas/payment-gateway.ts': [],
};

/** `text` with its comments blanked (strings, templates and line breaks kept where they were). */
export function withoutComments(text: string): string {
  let out = '';
  let index = 0;
  let quote: string | null = null;
  while (index < text.length) {
    const char = text[index] ?? '';
    const next = text[index + 1] ?? '';
    if (quote !== null) {
      out += char;
      if (char === '\\') {
        out += next;
        index += 2;
        continue;
      }
      if (char === quote || (char === '\n' && quote !== '`')) quote = null;
      index += 1;
      continue;
    }
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      out += ' '.repeat(stop - index);
      index = stop;
      continue;
    }
    if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(index, stop).replace(/[^\n]/g, ' ');
      index = stop;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    out += char;
    index += 1;
  }
  return out;
}

/** A called path as a pattern: no query, every `${…}`, `:name` or `*name` segment as `:param`. */
export function patternOf(path: string): string {
  const bare = path.replace(/\$\{[^}]*\}/g, ':param').split('?', 1)[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (/^[:*]/.test(segment) || segment.includes(':param') ? ':param' : segment))
    .join('/');
}

/** The name of the function whose argument list holds `offset` (the nearest unclosed `(`), or undefined. */
function calleeAt(code: string, offset: number): string | undefined {
  let depth = 0;
  for (let index = offset - 1; index >= 0; index -= 1) {
    const char = code[index];
    if (char === ')') depth += 1;
    else if (char === '(') {
      if (depth === 0) return /([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*$/.exec(code.slice(Math.max(0, index - 80), index))?.[1];
      depth -= 1;
    } else if ((char === ';' || char === '{' || char === '}') && depth === 0) return undefined;
  }
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export interface GatewayInventory {
  /** `METHOD /api/pattern` → the places (file:line) that make it. */
  calls: Map<string, string[]>;
  /** Literals in a form neither CALLEES nor PATH_TABLES knows: `file:line path`. */
  unclassified: string[];
}

// A quoted path, or a template starting with it or with one `${base}` before it; a sentence (a space) is no path.
const LITERAL = /'(\/api\/[^'\s]*)'|"(\/api\/[^"\s]*)"|`(?:\$\{[\w.]+\})?(\/api\/(?:[^`\\$\s]|\\.|\$\{[^}]*\}|\$(?!\{))*)`/g;

export function consoleGatewayCalls(): GatewayInventory {
  const calls = new Map<string, string[]>();
  const unclassified: string[] = [];
  const add = (method: CallMethod, path: string, place: string) => {
    const key = `${method} ${patternOf(path)}`;
    calls.set(key, [...(calls.get(key) ?? []), place]);
  };
  for (const method of ['POST', 'PUT'] as const) {
    for (const path of Object.keys(REQUEST_BODIES[method])) if (path.startsWith('/api/')) add(method, path, BODIES_FILE);
  }
  for (const file of SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const name = relative(ROOT, file);
    if (name === BODIES_FILE) continue;
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const match of code.matchAll(LITERAL)) {
      const path = match[1] ?? match[2] ?? match[3] ?? '';
      const place = `${name}:${code.slice(0, match.index).split('\n').length}`;
      const callee = calleeAt(code, match.index);
      const called = callee !== undefined ? CALLEES[callee] : undefined;
      const methods = called !== undefined ? [called] : PATH_TABLES[name];
      if (methods === undefined) unclassified.push(`${place} ${path}`);
      else for (const method of methods) add(method, path, place);
    }
  }
  return { calls, unclassified };
}
