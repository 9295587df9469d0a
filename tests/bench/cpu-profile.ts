import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import type { RawSourceMap } from 'source-map-js';

/** The parts of a V8 CPU profile (`Profiler.stop`, `--cpu-prof`) this module reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/**
 * Where a signed-in page's CPU time goes, in the order the bench prints it. A sample belongs to
 * the part of the code its innermost frame comes from; Node's own and native frames (streams,
 * buffers, regular expressions) take the part of the nearest caller that has one.
 */
export const PARTS = [
  'session check',
  'loaders (gateway calls, parsing)',
  'React render',
  'styles (Emotion, MUI sx/styled, the compactor)',
  'translations (i18next)',
  'compression',
  'HTTP server and streams',
  'garbage collection',
] as const;
export type Part = (typeof PARTS)[number];

/** Source path patterns, tried in order: the first that matches names the part. */
const SOURCE_PARTS: [RegExp, Part][] = [
  [/server\/plugins\/session\.ts|server\/session\//, 'session check'],
  [
    /node_modules\/(@emotion\/|stylis|@mui\/system\/|@mui\/styled-engine)|server\/render\/compact-styles\.ts/,
    'styles (Emotion, MUI sx/styled, the compactor)',
  ],
  [/node_modules\/(i18next|react-i18next)\//, 'translations (i18next)'],
  [
    /node_modules\/(undici|zod)\/|shared\/api\/|loader[^/]*\.ts$|client\/routing\/(run-query|loader-helpers|gateway-failures)/,
    'loaders (gateway calls, parsing)',
  ],
  [
    /node_modules\/(react-dom|react|react-router|@mui\/material|@mui\/utils|@mui\/x-charts|scheduler)\/|^client\/|\/client\//,
    'React render',
  ],
  [/node_modules\/@fastify\/compress|node:zlib|^zlib$/, 'compression'],
  [/node_modules\/(fastify|@fastify|find-my-way|pino|light-my-request|avvio)\/|^server\/|\/server\//, 'HTTP server and streams'],
];

/** Maps a bundled frame back to its source file with the bundle's source map (when it has one). */
function createSourceLookup(): (frame: CallFrame) => string {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    if (!frame.url.startsWith('file://')) return frame.url;
    let consumer = consumers.get(frame.url);
    if (consumer === undefined) {
      const mapFile = `${fileURLToPath(frame.url)}.map`;
      consumer = existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap) : null;
      consumers.set(frame.url, consumer);
    }
    const source = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    return source ?? fileURLToPath(frame.url);
  };
}

/** The part a frame's own source names, or null for Node's internals and native code. */
function partOfSource(source: string, frame: CallFrame): Part | null {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (source === 'node:zlib' || /^(zlib|Zlib)/.test(frame.functionName)) return 'compression';
  for (const [pattern, part] of SOURCE_PARTS) if (pattern.test(source)) return part;
  return null;
}

export interface ProfileSplit {
  /** CPU milliseconds (idle and program excluded) per part. */
  ms: Map<Part, number>;
  totalMs: number;
}

/** Splits a profile's busy samples into PARTS (see there for the rule). */
export function splitProfile(profile: CpuProfile): ProfileSplit {
  const sourceOf = createSourceLookup();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const partOfNode = new Map<number, Part>();
  const resolve = (id: number): Part => {
    const known = partOfNode.get(id);
    if (known) return known;
    const node = nodes.get(id);
    const own = node ? partOfSource(sourceOf(node.callFrame), node.callFrame) : null;
    const parent = parents.get(id);
    const part = own ?? (parent === undefined ? 'HTTP server and streams' : resolve(parent));
    partOfNode.set(id, part);
    return part;
  };
  const ms = new Map<Part, number>(PARTS.map((part) => [part, 0]));
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const name = nodes.get(id)?.callFrame.functionName;
    if (name === '(idle)' || name === '(program)' || name === '(root)') return;
    const took = (profile.timeDeltas[index] ?? 0) / 1000;
    const part = resolve(id);
    ms.set(part, (ms.get(part) ?? 0) + took);
    totalMs += took;
  });
  return { ms, totalMs };
}
