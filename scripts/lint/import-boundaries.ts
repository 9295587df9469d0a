import { dirname, posix, relative, sep } from 'node:path';
import type { Rule } from 'eslint';

/**
 * The layers of the tree, checked on every import's specifier (relative or `#alias`), so no
 * resolver is needed and a moved file is judged where it now stands:
 * - only pages import pages, and a page feature imports no other feature's files (what two
 *   features share lives in `client/components`, `client/data`, `client/hooks` or `shared/`);
 * - `shared/` stands alone (no `client/`, `server/`, `mock-gateway/`);
 * - the server takes only types from `client/` (it renders through the built SSR entry);
 * - the gateway double imports neither the console's server nor its client;
 * - `client/`'s support folders stand in one order (CLIENT_LAYERS) and import only from their
 *   own folder or the ones below: a low folder that reached up (`components` ↔ `app`, `forms`,
 *   `hooks`; `theme` ↔ `settings`; breadcrumbs → the route table) made every change ripple both ways.
 */

/**
 * `client/`'s folders from the bottom up (a root file by its name): each may import its own
 * folder and those before it. Pages come last and take from all but the entries.
 */
export const CLIENT_LAYERS = [
  'session', // credentials, cookies, the session store
  'context', // React contexts and the app's payload: public config, time zone, toasts, scripts
  'i18n',
  'routing', // loaders, middleware, menus from the route table's handles
  'data', // the console's own API calls shared by pages
  'theme',
  'settings', // the appearance drawer and its store
  'hooks',
  'forms', // form logic: schemas, error texts, stored-record merges
  'site',
  'components', // the kits and shared widgets
  'app', // the root layout and providers
  'routes.tsx', // the route table
  'layouts', // shells that draw menus from the route table
  'auth', // the sign-in and sign-up views
  'pages',
  'entry-client.tsx',
  'entry-server.tsx',
] as const;

/** A client path's layer: its folder under `client/`, or its file name at the root. */
function clientLayerOf(path: string): string | null {
  const match = /^client\/([^/]+)/.exec(path);
  return match?.[1] ?? null;
}

function clientLayerViolation(file: string, target: string): string | null {
  const from = clientLayerOf(file);
  const to = clientLayerOf(target);
  if (from === null || to === null || from === to || from === 'public' || to === 'public') return null;
  const layers: readonly string[] = CLIENT_LAYERS;
  const fromRank = layers.indexOf(from);
  const toRank = layers.indexOf(to);
  if (fromRank < 0) return `client/${from} has no place in the layer order: add it to CLIENT_LAYERS (scripts/lint/import-boundaries.ts)`;
  if (toRank < 0) return `client/${to} has no place in the layer order: add it to CLIENT_LAYERS (scripts/lint/import-boundaries.ts)`;
  if (from.startsWith('entry-') && to.startsWith('entry-')) return 'one entry does not import the other';
  if (toRank > fromRank)
    return `client/${from} sits below client/${to} in the layer order (CLIENT_LAYERS): move the shared part down, or the importer up`;
  return null;
}

const ROOT = dirname(dirname(import.meta.dirname));
const ALIAS = /^#(client|shared|server|mock-gateway|tests|scripts|locales)\//;

/** A path inside the repository, as `client/pages/…`, for a specifier written in `file`; null for packages. */
export function importedPath(file: string, specifier: string): string | null {
  if (ALIAS.test(specifier)) return specifier.slice(1);
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  return posix.normalize(posix.join(posix.dirname(file), specifier));
}

/** The feature a page file belongs to: `client/pages/dashboard/<access>/<feature>/` or `client/pages/<area>/`. */
export function featureOf(path: string): string | null {
  const dashboard = /^client\/pages\/dashboard\/(account|admin)\/([^/]+)\//.exec(path);
  if (dashboard) return `${dashboard[1]}/${dashboard[2]}`;
  const area = /^client\/pages\/(?!dashboard\/)([^/]+)\//.exec(path);
  return area?.[1] ?? null;
}

/** Why `file` may not import `target` (both repository paths), or null when it may. */
export function boundaryViolation(file: string, target: string, typeOnly: boolean): string | null {
  if (target.startsWith('client/pages/') && file.startsWith('client/')) {
    if (!file.startsWith('client/pages/'))
      return 'only pages import pages: move what is shared to client/components, client/data, client/hooks or shared/';
    const from = featureOf(file);
    const to = featureOf(target);
    if (from !== to)
      return `the feature ${from ?? file} reaches into the feature ${to ?? target}: move what both use to client/components, client/data, client/hooks or shared/`;
  }
  if (file.startsWith('client/') && target.startsWith('client/')) {
    const why = clientLayerViolation(file, target);
    if (why) return why;
  }
  if (file.startsWith('shared/') && /^(client|server|mock-gateway)\//.test(target))
    return 'shared/ imports nothing of client/, server/ or mock-gateway/';
  if (file.startsWith('server/') && target.startsWith('client/') && !typeOnly)
    return 'the server takes only types from client/ (it renders through the built SSR entry)';
  if (file.startsWith('mock-gateway/') && /^(client|server)\//.test(target))
    return 'the gateway double imports neither client/ nor server/';
  return null;
}

export const importBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layers and the feature folders apart (ARCHITECTURE.md, "Layers").' },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    const check = (node: Rule.Node, source: unknown, typeOnly: boolean) => {
      if (typeof source !== 'string') return;
      const target = importedPath(file, source);
      if (target === null) return;
      const why = boundaryViolation(file, target, typeOnly);
      if (why) context.report({ node, message: `${source}: ${why}` });
    };
    const kindOf = (node: object) =>
      ('importKind' in node && node.importKind === 'type') || ('exportKind' in node && node.exportKind === 'type');
    return {
      ImportDeclaration: (node) => check(node, node.source.value, kindOf(node)),
      ExportNamedDeclaration: (node) => check(node, node.source?.value, kindOf(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, kindOf(node)),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null, false),
    };
  },
};
