import { assertNode24 } from './runtime.ts';

assertNode24();

const { tuneV8 } = await import('./v8-tuning.ts');
tuneV8();

const { default: cluster } = await import('node:cluster');
const { ConfigError, parseEnv } = await import('./config.ts');
const { defaultWorkerCount } = await import('./cluster/worker-count.ts');

const dev = process.argv.includes('--dev');
if (dev && !process.env.NODE_ENV) process.env.NODE_ENV = 'development';

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

// The dev server (Vite HMR) is one process; otherwise WORKERS, else one per usable core that
// fits the memory limit. A cluster worker runs this file too and serves.
const workers = dev ? 1 : (env.WORKERS ?? defaultWorkerCount());
if (cluster.isPrimary && workers > 1) {
  const { runPrimary } = await import('./cluster/primary.ts');
  await runPrimary(env, workers);
} else {
  const { serve } = await import('./serve.ts');
  await serve(env, dev);
}
