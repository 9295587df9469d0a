import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';

/*
 * The image's rules (issue 32, item 14), read from the Dockerfile as Docker reads it: every
 * stage's base pinned by digest, and the application files of the runtime stage owned by root
 * with no write bit for the `node` user the console runs as.
 */

const DOCKERFILE = readFileSync(join(import.meta.dirname, '..', '..', 'Dockerfile'), 'utf8');

/** The instructions, continuation lines joined and comments dropped. */
const INSTRUCTIONS = DOCKERFILE.replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** Global ARG defaults (before the first FROM), which FROM lines may name. */
function globalArgs(): Map<string, string> {
  const args = new Map<string, string>();
  for (const line of INSTRUCTIONS) {
    if (line.startsWith('FROM ')) break;
    const match = /^ARG (\w+)=(\S+)$/.exec(line);
    if (match?.[1] && match[2]) args.set(match[1], match[2]);
  }
  return args;
}

/** Each stage's base image (ARGs expanded) and its instructions. */
function stages(): { base: string; lines: string[] }[] {
  const args = globalArgs();
  const found: { base: string; lines: string[] }[] = [];
  for (const line of INSTRUCTIONS) {
    const from = /^FROM (\S+)/.exec(line)?.[1];
    if (from !== undefined) found.push({ base: from.replace(/\$\{(\w+)\}/g, (_whole, name: string) => args.get(name) ?? ''), lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

t.test('every stage starts from node:24-slim pinned by its digest', async (t) => {
  const all = stages();
  t.equal(all.length, 2, 'a build stage and a runtime stage');
  for (const { base } of all) t.match(base, /^node:24-slim@sha256:[0-9a-f]{64}$/, base);
});

t.test('the runtime stage copies the application as root’s, then runs as node, who can write none of it', async (t) => {
  const runtime = stages().at(-1)?.lines ?? [];
  const copies = runtime.filter((line) => line.startsWith('COPY '));
  // The one exception: the store's folder (DATA_DIR), made empty by the build stage, is node's.
  const storeFolder = 'COPY --from=build --chown=node:node /app/data ./data';
  t.ok(copies.includes(storeFolder), 'the store folder is copied as node’s');
  t.ok(
    stages()[0]?.lines.some((line) => /rm -rf \/app\/data && mkdir \/app\/data/.test(line)),
    'the build stage hands over the store folder empty',
  );
  const code = copies.filter((copy) => copy !== storeFolder);
  t.ok(code.length >= 5, `${code.length} COPY instructions`);
  for (const copy of code) {
    t.match(copy, /--chown=root:root /, copy);
    t.notMatch(copy, /--chmod=\d*[2367]\d?\b|--chmod=\S*[go]\+\S*w/, `${copy}: no write bit given`);
  }
  t.notOk(
    runtime.some((line) => /^RUN .*\b(chown|chmod)\b/.test(line)),
    'no RUN in the runtime stage hands files back',
  );
  const user = runtime.findIndex((line) => line.startsWith('USER '));
  t.equal(runtime[user], 'USER node', 'the console runs as node');
  t.ok(runtime.findLastIndex((line) => line.startsWith('COPY ')) < user, 'after the last COPY');
  const build = stages()[0]?.lines ?? [];
  t.ok(
    build.some((line) => /chmod -R go-w \/app/.test(line)),
    'the build stage drops group and other write bits of what it hands over',
  );
});
