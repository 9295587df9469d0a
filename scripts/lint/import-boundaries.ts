import { dirname, posix, relative, sep } from 'node:path';
import type { Rule } from 'eslint';

/**
 * The layers of the tree, checked on every import's specifier (relative or `#alias`), so no
 * resolver is needed and a moved file is judged where it now stands:
 * - only pages import pages, and a page feature imports no other feature's files (what two
 *   features share lives in `client/components`, `client/data`, `client/hooks` or `shared/`);
 * - `shared/` stands alone (no `client/`, `server/`, `mock-gateway/`);
 * - the server takes only types from `client/` (it renders through the built SSR entry);
 * - the gateway double imports neither the console's server nor its client.
 */

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
