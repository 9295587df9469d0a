import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import t from 'tap';

const ROOT = join(import.meta.dirname, '..', '..');
const CLIENT_DIR = pathToFileURL(join(ROOT, 'client')).href + '/';

// Every module the server process loads at run time, as Node resolves it (type-only imports
// are erased by type stripping and never resolve, so they do not count).
const loaded: string[] = [];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    loaded.push(resolved.url);
    return resolved;
  },
});

t.test('the server loads no client source at run time (the image ships none)', async (t) => {
  // server/main.ts's own imports, without starting it: the app, its config and the double.
  for (const entry of [
    'server/app.ts',
    'server/config.ts',
    'server/bundled-gateway.ts',
    'server/shutdown.ts',
    'server/serve.ts',
    'server/cluster/primary.ts',
  ]) {
    await import(pathToFileURL(join(ROOT, entry)).href);
  }
  t.ok(
    loaded.some((url) => url.endsWith('/server/routes/log-export.ts')),
    'the hook saw the server graph',
  );
  const fromClient = loaded.filter((url) => url.startsWith(CLIENT_DIR)).map((url) => fileURLToPath(url).slice(ROOT.length + 1));
  t.same([...new Set(fromClient)], [], 'no module under client/');
});
