import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import t from 'tap';

/*
 * Every repository path the project's Markdown names exists (issue 36's structure review: 5 of 15
 * claims checked in the docs were stale). A path is a code span or a link target with a slash
 * whose first segment is a folder of the repository, of the document's own folder, or `..`.
 * Placeholders (`<name>`, `*`, `{a,b}`, `…`), URL paths (`/dashboard/…`) and import specifiers
 * (`./x.ts`) are not paths.
 */
const ROOT = join(import.meta.dirname, '..', '..');
/** Where a named path may be: the repo, the document's folder, client/ (the map's table names client folders without it), one-hub's source. */
const BASES = (document: string) => [
  ROOT,
  join(ROOT, dirname(document)),
  join(ROOT, 'client'),
  join(ROOT, '..', 'shared', 'one-hub', 'src'),
];
const TOP_FOLDERS = new Set(
  readdirSync(ROOT).filter((entry) => !entry.startsWith('node_modules') && statSync(join(ROOT, entry)).isDirectory()),
);

function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g), ...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return spans
    .map((span) =>
      span
        .replace(/[#?].*$/, '')
        .replace(/:\d.*$/, '')
        .replace(/[),.;:]+$/, ''),
    )
    .filter((path) => /^[\w.-]+(\/[\w.-]*)+$/.test(path) && !/^https?:/.test(path));
}

function isRepoPath(path: string, document: string): boolean {
  const first = path.split('/')[0] ?? '';
  // `./query.ts` is how an import is spelled, not where a file is.
  if (first === '.') return false;
  return first === '..' || TOP_FOLDERS.has(first) || existsSync(join(ROOT, dirname(document), first));
}

/** `components/lazy/WhenOpened`: a name exported from that folder. */
function isNamedExport(path: string, document: string): boolean {
  const name = path.split('/').at(-1) ?? '';
  if (!/^[A-Za-z_]\w*$/.test(name) || name.toLowerCase() === name) return false;
  const folder = path.split('/').slice(0, -1).join('/');
  return BASES(document).some((base) => {
    const dir = join(base, folder);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    return readdirSync(dir).some((file) => /\.tsx?$/.test(file) && readFileSync(join(dir, file), 'utf8').includes(name));
  });
}

const documents = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');

t.test('every file and folder the Markdown names exists', async (t) => {
  const checked: string[] = [];
  const missing: string[] = [];
  for (const document of documents) {
    for (const path of namedPaths(readFileSync(join(ROOT, document), 'utf8'))) {
      if (!isRepoPath(path, document)) continue;
      checked.push(path);
      const found = BASES(document).some((base) => existsSync(join(base, path))) || isNamedExport(path, document);
      if (!found) missing.push(`${document}: ${path}`);
    }
  }
  t.ok(checked.length > 300, `${checked.length} paths named in ${documents.length} documents`);
  t.same(missing, [], 'paths named in the docs that are not in the repository');
});

t.test('the rule sees a path, and a missing one', async (t) => {
  t.same(namedPaths('see `server/app.ts:87`, [the map](ARCHITECTURE.md#map), `<name>-page.tsx`, `/dashboard/log`'), ['server/app.ts']);
  t.ok(isRepoPath('server/no-such-file.ts', 'README.md'));
  t.notOk(BASES('README.md').some((base) => existsSync(join(base, 'server/no-such-file.ts'))));
  t.ok(isNamedExport('client/components/lazy/WhenOpened', 'README.md'));
});
