import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseAllDocuments } from 'yaml';
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';

/** One object of a rendered kustomization, as parsed; typed views come from kubernetes-models. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export const KUBECTL_MISSING_HINT = 'kubectl 1.27 or newer (https://kubernetes.io/docs/tasks/tools/), or the Google Cloud SDK package these machines carry';

/**
 * `kubectl kustomize DIR`: the same renderer `kubectl apply -k` uses, offline. A missing kubectl
 * is an error, never a reason to skip: an unchecked manifest is how a broken deploy ships.
 */
export function renderKustomization(dir: string, kubectl = 'kubectl'): string {
  try {
    return execFileSync(kubectl, ['kustomize', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `kubectl was not found (${kubectl}); the k8s checks render the overlays with "kubectl kustomize". ` +
          `Install it: ${KUBECTL_MISSING_HINT} (1.27 and later include Kustomize 5 and need no cluster; Debian 12's kubernetes-client 1.20 is too old).`,
        { cause: error },
      );
    }
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`kubectl kustomize ${dir} failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Multi-document YAML to objects; anything that is not a named Kubernetes object is an error. */
export function parseManifests(text: string, source: string): K8sObject[] {
  const objects: K8sObject[] = [];
  parseAllDocuments(text).forEach((doc, index) => {
    if (doc.errors.length) throw new Error(`${source}, document ${index + 1}: ${doc.errors[0].message}`);
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) return;
    if (
      !isRecord(value) ||
      typeof value['apiVersion'] !== 'string' ||
      typeof value['kind'] !== 'string' ||
      !isRecord(value['metadata']) ||
      typeof value['metadata']['name'] !== 'string'
    ) {
      throw new Error(`${source}, document ${index + 1}: not a Kubernetes object with apiVersion, kind and metadata.name`);
    }
    objects.push(value as K8sObject);
  });
  return objects;
}

export function objectId(object: Pick<K8sObject, 'kind' | 'metadata'>): string {
  return `${object.kind}/${object.metadata.name}`;
}

interface ModelClass {
  new (data: unknown): { validate(): void };
  apiVersion: string;
  kind: string;
}

const loadModule = createRequire(__filename);
const API_VERSION = /^(?:[a-z0-9]+(?:[.-][a-z0-9]+)*\/)?v\d+(?:(?:alpha|beta)\d+)?$/;

/** The kubernetes-models class for an apiVersion and kind, or undefined when it has none. */
function modelFor(apiVersion: string, kind: string): ModelClass | undefined {
  if (!API_VERSION.test(apiVersion) || !/^[A-Z][A-Za-z0-9]*$/.test(kind)) return undefined;
  let group: Record<string, unknown>;
  try {
    group = loadModule(`kubernetes-models/${apiVersion}`) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const candidate = group[kind];
  if (typeof candidate !== 'function') return undefined;
  const model = candidate as ModelClass;
  return model.apiVersion === apiVersion && model.kind === kind ? model : undefined;
}

/**
 * Every object against the Kubernetes API's OpenAPI schema (types, enums, required fields). An
 * object without a model is refused: a CRD or a typo in apiVersion would otherwise pass unchecked.
 */
export function validateSchemas(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const object of objects) {
    const Model = modelFor(object.apiVersion, object.kind);
    if (!Model) {
      problems.push(`${objectId(object)}: no kubernetes-models schema for apiVersion ${object.apiVersion} kind ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${objectId(object)}: ${(error as Error).message}`);
    }
  }
  return problems;
}

/** A Kubernetes label selector (Deployments, PodDisruptionBudgets, NetworkPolicies). */
export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** Whether a label selector picks pods with these labels (an empty selector picks all). */
export function selects(selector: LabelSelector | undefined, labels: Record<string, string> = {}): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key]);
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key]);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
      default:
        return false;
    }
  });
  return byLabels && byExpressions;
}

/** A workload and the pods it makes. */
export interface PodTemplate {
  object: K8sObject;
  /** Jobs run once and are judged by their exit code: probes make no sense for them. */
  runsToCompletion: boolean;
  template: IPodTemplateSpec;
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);

/** Every pod template of the rendering: workloads, CronJobs' jobs and bare Pods. */
export function podTemplates(objects: K8sObject[]): PodTemplate[] {
  const result: PodTemplate[] = [];
  for (const object of objects) {
    const spec = object['spec'] as Record<string, unknown> | undefined;
    if (WORKLOAD_KINDS.has(object.kind)) {
      result.push({ object, runsToCompletion: object.kind === 'Job', template: (spec?.['template'] ?? {}) as IPodTemplateSpec });
    } else if (object.kind === 'CronJob') {
      const jobSpec = (spec?.['jobTemplate'] as { spec?: { template?: IPodTemplateSpec } } | undefined)?.spec;
      result.push({ object, runsToCompletion: true, template: jobSpec?.template ?? {} });
    } else if (object.kind === 'Pod') {
      const podSpec = spec as IPodTemplateSpec['spec'];
      result.push({ object, runsToCompletion: (podSpec?.restartPolicy ?? 'Always') !== 'Always', template: { metadata: object.metadata, spec: podSpec } });
    }
  }
  return result;
}
