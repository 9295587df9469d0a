import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { RouteObject } from 'react-router';
import t from 'tap';
import ts from 'typescript';
import { createServer } from 'vite';
import { listPageRoutes } from '#client/routing/page-routes.ts';
import { pathOf, ROUTE_PATHS, signInPath, signUpPath } from '#shared/route-paths.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The REAL route table, loaded by Vite like tests/unit/menu.test.ts does (`import.meta.glob`). */
async function loadRouteTable(): Promise<RouteObject[]> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'route-paths-test-vite-'));
  const vite = await createServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    cacheDir,
  });
  try {
    return ((await vite.ssrLoadModule('/client/routes.tsx')) as { routes: RouteObject[] }).routes;
  } finally {
    await vite.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

t.test('every named path is a page of the route table, and every page has a name', async (t) => {
  const pages = new Set(listPageRoutes(await loadRouteTable()).map((page) => page.path));
  const named = new Set<string>(Object.values(ROUTE_PATHS));
  for (const [name, path] of Object.entries(ROUTE_PATHS)) t.ok(pages.has(path), `pathOf('${name}') → ${path} is a page`);
  for (const path of pages) t.ok(named.has(path), `the page ${path} has a name in shared/route-paths.ts`);
});

t.test('pathOf builds the path, query and hash', async (t) => {
  t.equal(pathOf('home'), '/');
  t.equal(pathOf('dashboard.key'), '/dashboard/key');
  t.equal(
    pathOf('prices', { query: { group: 'a b&c', owner: null, q: '', unit: undefined } }),
    '/prices?group=a+b%26c',
    'empty values left out, values encoded',
  );
  t.equal(pathOf('payment', { query: { amount: 10 }, hash: 'pay' }), '/payment?amount=10#pay');
  t.equal(pathOf('dashboard.log', { query: new URLSearchParams('page=2') }), '/dashboard/log?page=2');
  t.equal(pathOf('dashboard.affiliate'), '/dashboard/affiliate');
  // @ts-expect-error: a page that does not exist is a dead link, which does not compile.
  t.throws(() => pathOf('dashboard.nowhere'));
});

t.test('sign-in and sign-up follow the configured method', async (t) => {
  t.equal(signInPath('session'), '/login');
  t.equal(signInPath('jwt'), '/auth/jwt/sign-in');
  t.equal(signInPath('session', '/dashboard/log?page=2'), '/login?returnTo=%2Fdashboard%2Flog%3Fpage%3D2');
  t.equal(signUpPath('session'), '/register');
  t.equal(signUpPath('jwt', { aff: 'AbC1' }), '/auth/jwt/sign-up?aff=AbC1');
});

// ---- No hand-typed page paths ----

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every page path pattern as a regular expression (`:id` matches one segment). */
const PAGE_PATTERNS = Object.values(ROUTE_PATHS)
  .filter((path) => path !== '/')
  .map((path) => new RegExp(`^${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`));
/** First segments of page paths: `/dashboard/affiliate` is page-like even though no page has it. */
const PAGE_AREAS = new Set(
  Object.values(ROUTE_PATHS)
    .map((path) => path.split('/')[1])
    .filter(Boolean),
);
const LINK_NAMES = new Set(['to', 'href', 'navigate', 'redirect']);

/** The name a literal is given to: a JSX attribute, a property, a parameter default or a call. */
function linkContext(node: ts.Node): string | null {
  let parent = node.parent;
  if (ts.isJsxExpression(parent)) parent = parent.parent;
  if (ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent) || ts.isParameter(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return parent.expression.getText().split('.').pop() ?? null;
  return null;
}

/** String literals and every literal part of a template (`${origin}/register?aff=` has one after the origin). */
function isTextPart(
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateHead | ts.TemplateMiddle | ts.TemplateTail {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  );
}

/** A later part of a template whose head is a path that is not a page (`/api/channel/${id}/status/enable`) continues that path. */
function continuesOtherPath(node: ts.Node): boolean {
  if (!ts.isTemplateMiddle(node) && !ts.isTemplateTail(node)) return false;
  const template = node.parent.parent;
  if (!ts.isTemplateExpression(template)) return false;
  const head = template.head.text;
  return head.startsWith('/') && !pageLike(head, template);
}

function pageLike(text: string, node: ts.Node): boolean {
  if (!text.startsWith('/') || continuesOtherPath(node)) return false;
  const path = text.split(/[?#]/)[0] ?? '';
  if (path === '/') return text === '/' && LINK_NAMES.has(linkContext(node) ?? '');
  const trimmed = path.replace(/\/$/, '');
  return PAGE_PATTERNS.some((pattern) => pattern.test(trimmed)) || PAGE_AREAS.has(trimmed.split('/')[1] ?? '');
}

t.test('no client or shared file types a page path by hand (links use pathOf)', async (t) => {
  const files = [...sources(join(ROOT, 'client')), ...sources(join(ROOT, 'shared'))].filter(
    (file) => !file.endsWith(join('shared', 'route-paths.ts')),
  );
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node): void => {
      if (isTextPart(node) && pageLike(node.text, ts.isTemplateHead(node) ? node.parent : node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative(ROOT, file)}:${line + 1} ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  t.same(found, [], 'page paths typed by hand');
  t.ok(files.length > 100, `scanned ${files.length} files`);
});

t.test('the scanner finds what it is meant to find', async (t) => {
  const literals = (code: string) => {
    const source = ts.createSourceFile('probe.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const hits: string[] = [];
    const visit = (node: ts.Node): void => {
      if (isTextPart(node) && pageLike(node.text, ts.isTemplateHead(node) ? node.parent : node)) hits.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return hits;
  };
  t.same(literals('<Link to="/dashboard/affiliate" />'), ['/dashboard/affiliate'], 'a dead dashboard link');
  t.same(literals('<Link to="/login" />; navigate(`/prices?group=${g}`)'), ['/login', '/prices?group='], 'links and template heads');
  t.same(literals('<Link to="/" />; navigate("/")'), ['/', '/'], 'the home path as a link');
  t.same(literals('const link = `${origin}/register?aff=${code}`'), ['/register?aff='], 'after an interpolation');
  t.same(literals('const parent = "/"; fetch("/api/status"); const icon = "/avatars/a.png"'), [], 'not page paths');
});
