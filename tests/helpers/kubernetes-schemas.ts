import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import ts from 'typescript';

/** One object as `kubectl kustomize` renders it. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [field: string]: unknown };
  [field: string]: unknown;
}

interface Kind {
  /** Checks the object against the API's OpenAPI schema (types, formats, required fields). */
  validate: (object: KubeObject) => void;
  /** Where the same schema is typed, for the unknown-field check. */
  module: string;
  typeName: string;
}

// kubernetes-models ships the Kubernetes API's OpenAPI schemas compiled into validators, so the
// check runs offline. The object is handed over as rendered: the validator is what types it.
const KINDS: Record<string, Kind> = {
  'apps/v1 Deployment': {
    validate: (o) => new Deployment(o as never).validate(),
    module: 'kubernetes-models/apps/v1/Deployment',
    typeName: 'IDeployment',
  },
  'v1 Service': { validate: (o) => new Service(o as never).validate(), module: 'kubernetes-models/v1/Service', typeName: 'IService' },
  'v1 PersistentVolumeClaim': {
    validate: (o) => new PersistentVolumeClaim(o as never).validate(),
    module: 'kubernetes-models/v1/PersistentVolumeClaim',
    typeName: 'IPersistentVolumeClaim',
  },
  'v1 ConfigMap': {
    validate: (o) => new ConfigMap(o as never).validate(),
    module: 'kubernetes-models/v1/ConfigMap',
    typeName: 'IConfigMap',
  },
  'v1 Secret': { validate: (o) => new Secret(o as never).validate(), module: 'kubernetes-models/v1/Secret', typeName: 'ISecret' },
  'policy/v1 PodDisruptionBudget': {
    validate: (o) => new PodDisruptionBudget(o as never).validate(),
    module: 'kubernetes-models/policy/v1/PodDisruptionBudget',
    typeName: 'IPodDisruptionBudget',
  },
  'autoscaling/v2 HorizontalPodAutoscaler': {
    validate: (o) => new HorizontalPodAutoscaler(o as never).validate(),
    module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
    typeName: 'IHorizontalPodAutoscaler',
  },
  'networking.k8s.io/v1 Ingress': {
    validate: (o) => new Ingress(o as never).validate(),
    module: 'kubernetes-models/networking.k8s.io/v1/Ingress',
    typeName: 'IIngress',
  },
};

const kindOf = (object: KubeObject): string => `${object.apiVersion} ${object.kind}`;
const labelOf = (object: KubeObject): string => `${object.kind}/${object.metadata.name}`;

/** The schema errors of each object, by `Kind/name`; a kind this file does not know is one. */
export function schemaErrors(objects: KubeObject[]): string[] {
  return objects.flatMap((object) => {
    const kind = KINDS[kindOf(object)];
    if (!kind) return [`${labelOf(object)}: no schema for ${kindOf(object)} in tests/helpers/kubernetes-schemas.ts`];
    try {
      kind.validate(object);
      return [];
    } catch (error) {
      return [`${labelOf(object)}: ${error instanceof Error ? error.message : String(error)}`];
    }
  });
}

/**
 * Fields the API does not have (a misspelt `readinessProbes`), which the OpenAPI schemas allow
 * (they do not close their objects) but the API server refuses under kubectl's strict field
 * validation. Found by TypeScript's excess-property check: each object becomes a literal of
 * kubernetes-models' type for its kind, in a file that exists only in memory.
 */
export function unknownFieldErrors(objects: KubeObject[]): string[] {
  const typed = objects.flatMap((object) => {
    const kind = KINDS[kindOf(object)];
    return kind ? [{ object, kind }] : [];
  });
  const fileName = join(import.meta.dirname, 'rendered-manifests.generated.ts');
  const lines = [...new Set(typed.map(({ kind }) => kind))].map((k) => `import type { ${k.typeName} } from '${k.module}';`);
  const firstLines: number[] = [];
  for (const [index, { object, kind }] of typed.entries()) {
    firstLines.push(lines.length);
    lines.push(...`export const object${index}: ${kind.typeName} = ${JSON.stringify(object, null, 2)};`.split('\n'));
  }
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, language) : readSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  const file = program.getSourceFile(fileName);
  if (!file) return ['the generated file of rendered objects did not load'];
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((diagnostic) => {
    const line = diagnostic.start === undefined ? 0 : file.getLineAndCharacterOfPosition(diagnostic.start).line;
    const index = firstLines.findLastIndex((first) => first <= line);
    const object = typed[index]?.object;
    const where = object ? labelOf(object) : 'imports';
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}
