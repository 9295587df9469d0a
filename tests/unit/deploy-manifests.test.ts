import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { parse, parseAllDocuments } from 'yaml';
import { EnvSchema } from '#server/config.ts';
import { startConsole } from '#tests/helpers/console.ts';
import { schemaErrors, unknownFieldErrors } from '#tests/helpers/kubernetes-schemas.ts';
import type { KubeObject } from '#tests/helpers/kubernetes-schemas.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const OVERLAYS = join(ROOT, 'deploy', 'kubernetes', 'overlays');
/**
 * What the console's container may be given: the variables the console reads (its schema), and
 * Node's own two that the image sets. A name outside it is ignored at start, silently: a typo.
 */
const KNOWN_ENV = new Set([...Object.keys(EnvSchema.shape), 'NODE_OPTIONS', 'NODE_COMPILE_CACHE']);

interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }[];
  volumeMounts?: { name: string; mountPath: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
type Deployment = KubeObject & {
  spec: {
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: { containers: Container[] } };
  };
};

function kubectl(args: string[]): string {
  try {
    return execFileSync('kubectl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('kubectl is not on PATH: these tests render deploy/kubernetes with `kubectl kustomize` (install kubectl ≥ 1.27)', {
        cause: error,
      });
    }
    throw new Error(`kubectl ${args.join(' ')} failed: ${(error as { stderr?: string }).stderr ?? String(error)}`, { cause: error });
  }
}

function render(overlay: string): KubeObject[] {
  return parseAllDocuments(kubectl(['kustomize', join(OVERLAYS, overlay)])).map((document) => document.toJS() as KubeObject);
}

const overlays = readdirSync(OVERLAYS);
const rendered = new Map(overlays.map((overlay) => [overlay, render(overlay)]));
const byKind = <T extends KubeObject>(objects: KubeObject[], kind: string) => objects.filter((o): o is T => o.kind === kind);

function only<T>(items: T[], what: string): T {
  const [item] = items;
  if (items.length !== 1 || item === undefined) throw new Error(`expected one ${what}, rendered ${items.length}`);
  return item;
}
const deploymentOf = (objects: KubeObject[]) => only(byKind<Deployment>(objects, 'Deployment'), 'Deployment');
const containerOf = (objects: KubeObject[]) => only(deploymentOf(objects).spec.template.spec.containers, 'container');

/** Every variable a container is given: its `env` and the keys of the ConfigMaps and Secrets it loads. */
function envNamesOf(container: Container, objects: KubeObject[]): string[] {
  const sources = (container.envFrom ?? []).flatMap((from) => {
    const reference = from.configMapRef ?? from.secretRef;
    const kind = from.configMapRef ? 'ConfigMap' : 'Secret';
    const source = objects.find((o) => o.kind === kind && o.metadata.name === reference?.name) as
      { data?: object; stringData?: object } | undefined;
    return source ? [...Object.keys(source.data ?? {}), ...Object.keys(source.stringData ?? {})] : [];
  });
  return [...(container.env ?? []).map((e) => e.name), ...sources];
}

function envValue(name: string, container: Container, objects: KubeObject[]): string | undefined {
  const direct = container.env?.find((e) => e.name === name)?.value;
  if (direct !== undefined) return direct;
  for (const from of container.envFrom ?? []) {
    const map = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === from.configMapRef?.name) as
      { data?: Record<string, string> } | undefined;
    if (map?.data?.[name] !== undefined) return map.data[name];
  }
  return undefined;
}

t.test('there are the production and demo overlays', async (t) => {
  t.same(overlays.toSorted(), ['demo', 'production']);
});

for (const [overlay, objects] of rendered) {
  t.test(`overlay ${overlay}: every object is valid for the Kubernetes API`, async (t) => {
    t.same(schemaErrors(objects), [], 'the OpenAPI schemas of kubernetes-models');
    t.same(unknownFieldErrors(objects), [], 'no field the API does not have');
  });

  t.test(`overlay ${overlay}: the console's container is given only variables the console reads`, async (t) => {
    const names = envNamesOf(containerOf(objects), objects);
    t.ok(names.includes('PORT'), 'PORT is set');
    t.same(
      names.filter((name) => !KNOWN_ENV.has(name)),
      [],
      'names missing from server/config.ts EnvSchema',
    );
  });

  t.test(`overlay ${overlay}: ports, probes and references line up`, async (t) => {
    const deployment = deploymentOf(objects);
    const container = containerOf(objects);
    const http = container.ports?.find((p) => p.name === 'http');
    t.equal(String(http?.containerPort), envValue('PORT', container, objects), 'the container port is the PORT the console listens on');
    t.same(
      [container.startupProbe, container.livenessProbe, container.readinessProbe].map((p) => p?.httpGet),
      [
        { path: '/healthz', port: 'http' },
        { path: '/healthz', port: 'http' },
        { path: '/readyz', port: 'http' },
      ],
    );
    const podLabels = deployment.spec.template.metadata.labels;
    for (const selecting of objects.filter((o) => ['Service', 'PodDisruptionBudget'].includes(o.kind))) {
      const spec = selecting.spec as { selector: Record<string, string> | { matchLabels: Record<string, string> } };
      const selector = 'matchLabels' in spec.selector ? (spec.selector.matchLabels as Record<string, string>) : spec.selector;
      t.match(podLabels, selector, `${selecting.kind} selects the console's pods`);
    }
    const service = only(byKind(objects, 'Service'), 'Service') as KubeObject & { spec: { ports: { name: string; targetPort: string }[] } };
    t.equal(only(service.spec.ports, 'Service port').targetPort, 'http', "the Service sends traffic to the container's port");
    for (const hpa of byKind(objects, 'HorizontalPodAutoscaler') as (KubeObject & {
      spec: { scaleTargetRef: { kind: string; name: string } };
    })[]) {
      t.same(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    }
    const ingressText = JSON.stringify(byKind(objects, 'Ingress'));
    for (const backend of ingressText.match(/"service":\{"name":"[^"]+"/g) ?? []) {
      t.equal(backend, `"service":{"name":"${service.metadata.name}"`, 'the Ingress routes to the Service');
    }
  });
}

t.test('the demo runs one pod with the bundled double, production several in front of a gateway', async (t) => {
  const demo = rendered.get('demo') ?? [];
  const production = rendered.get('production') ?? [];
  t.equal((deploymentOf(demo).spec as { replicas?: number }).replicas, 1, "the double's data is in one pod's memory");
  t.same(byKind(demo, 'HorizontalPodAutoscaler'), [], 'the demo never scales out');
  t.equal(envValue('GATEWAY_URL', containerOf(demo), demo), undefined, 'no GATEWAY_URL: the bundled double');
  t.match(envValue('GATEWAY_URL', containerOf(production), production), /^https?:\/\//);
  t.equal(byKind(production, 'HorizontalPodAutoscaler').length, 1);
  t.equal(byKind(production, 'PodDisruptionBudget').length, 1);
});

t.test('the store: the demo keeps its SQLite folder on a claim, production requires DATABASE_URL from a Secret', async (t) => {
  const demo = rendered.get('demo') ?? [];
  const production = rendered.get('production') ?? [];
  const volumesOf = (objects: KubeObject[]) =>
    (deploymentOf(objects).spec.template.spec as { volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[] }).volumes ??
    [];
  const dataDir = envValue('DATA_DIR', containerOf(demo), demo);
  t.equal(containerOf(demo).volumeMounts?.find((mount) => mount.name === 'data')?.mountPath, dataDir, 'the volume is mounted at DATA_DIR');
  const claim = volumesOf(demo).find((volume) => volume.name === 'data')?.persistentVolumeClaim?.claimName;
  t.ok(
    byKind(demo, 'PersistentVolumeClaim').some((object) => object.metadata.name === claim),
    'on the demo overlay’s PersistentVolumeClaim',
  );
  const database = containerOf(production).env?.find((variable) => variable.name === 'DATABASE_URL');
  t.match(database?.valueFrom?.secretKeyRef, { name: 'console-database', key: 'url' }, 'DATABASE_URL comes from a Secret');
  t.not(database?.valueFrom?.secretKeyRef?.optional, true, 'which the pod needs to start');
  t.ok(Number(envValue('REPLICAS', containerOf(production), production)) > 1, 'and production says it runs several replicas');
});

t.test('the probes ask for routes the console serves', async (t) => {
  const { app } = await startConsole(t);
  const container = containerOf(rendered.get('production') ?? []);
  for (const probe of [container.startupProbe, container.livenessProbe, container.readinessProbe]) {
    const path = probe?.httpGet?.path ?? '(none)';
    t.equal((await app.inject({ method: 'GET', url: path })).statusCode, 200, `${path} answers 200 with the gateway up`);
  }
});

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  ports?: string[];
}

t.test('compose: the console in front of one-hub with MySQL and Redis', async (t) => {
  const composeText = readFileSync(join(ROOT, 'deploy', 'compose.yaml'), 'utf8');
  const compose = parse(composeText) as { services: Record<string, ComposeService> };
  const service = (name: string) => only(compose.services[name] ? [compose.services[name]] : [], `compose service ${name}`);
  const [consoleService, oneHub, db, redis] = ['console', 'one-hub', 'db', 'redis'].map(service) as [
    ComposeService,
    ComposeService,
    ComposeService,
    ComposeService,
  ];
  t.same(Object.keys(compose.services).toSorted(), ['console', 'db', 'one-hub', 'redis']);
  t.equal(consoleService.build, '..', 'the console is built from this repository');
  t.match(oneHub.image, /^martialbe\/one-api:/, "one-hub's published image");
  t.match(db.image, /^mysql:/);
  t.match(redis.image, /^redis:/);
  t.same(Object.keys(consoleService.depends_on ?? {}), ['one-hub']);
  t.same(Object.keys(oneHub.depends_on ?? {}).toSorted(), ['db', 'redis']);

  const consoleEnv = consoleService.environment ?? {};
  t.same(
    Object.keys(consoleEnv).filter((name) => !KNOWN_ENV.has(name)),
    [],
    "the console's variables are names missing from server/config.ts EnvSchema",
  );
  t.equal(consoleEnv.GATEWAY_URL, 'http://one-hub:3000');
  t.same(consoleService.ports, ['${CONSOLE_PORT:-3000}:3000'], 'only the console is published');

  const hubEnv = oneHub.environment ?? {};
  for (const name of ['SQL_DSN', 'REDIS_CONN_STRING', 'SESSION_SECRET', 'USER_TOKEN_SECRET']) t.ok(hubEnv[name], `one-hub gets ${name}`);
  t.match(hubEnv.SQL_DSN, `@tcp(db:3306)/${db.environment?.MYSQL_DATABASE}`, "SQL_DSN names the db service and MySQL's database");
  t.match(hubEnv.SQL_DSN, /^oneapi:\$\{MYSQL_PASSWORD/, "SQL_DSN signs in as MySQL's user with its password");
  t.equal(db.environment?.MYSQL_USER, 'oneapi');
  t.equal(hubEnv.REDIS_CONN_STRING, 'redis://redis');

  // Every variable compose refuses to start without is in the example .env the README copies.
  const required = new Set([...composeText.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]));
  const example = readFileSync(join(ROOT, 'deploy', '.env.example'), 'utf8');
  const provided = new Set([...example.matchAll(/^(\w+)=/gm)].map((m) => m[1]));
  t.same(
    [...required].filter((name) => !provided.has(name)),
    [],
    'required variables missing from deploy/.env.example',
  );
});
