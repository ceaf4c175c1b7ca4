import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IService } from 'kubernetes-models/v1/Service';
import { longestMediaJobMs } from '@chonail/shared/domain';
import { isPinnedImage } from './image-tags';
import { checkNetworkReach } from './k8s-network';
import { objectId, podTemplates, selects, type K8sObject } from './k8s-manifests';

/**
 * Deployment rules the API server does not enforce, as pure functions over rendered objects.
 * Each violation is one readable line naming the object (and container) and what is wrong.
 */

export const APP_IMAGE = 'ghcr.io/chonail/chonail';
/** env.ts's default for SHUTDOWN_TIMEOUT_MS, which applies where a container does not set it. */
const APP_DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;
/** env.ts's default for MEDIA_MAX_VIDEO_SECONDS, on which the longest media job depends. */
const APP_DEFAULT_MAX_VIDEO_SECONDS = 60;
const MIN_UPLOAD_BODY_BYTES = 50 * 1024 * 1024;
const BODY_SIZE_ANNOTATION = 'nginx.ingress.kubernetes.io/proxy-body-size';
const COMPONENT_LABEL = 'app.kubernetes.io/component';

export type Overlay = 'dev' | 'prod';


function ofKind<T>(objects: K8sObject[], kind: string): (K8sObject & T)[] {
  return objects.filter((o) => o.kind === kind) as (K8sObject & T)[];
}

/** Known fields (Kubernetes 1.32, as in kubernetes-models 4.5.1): the models accept unknown ones. */
const fields = (names: string) => new Set(names.trim().split(/\s+/));
const KNOWN_FIELDS = {
  podSpec: fields(`
    activeDeadlineSeconds affinity automountServiceAccountToken containers dnsConfig dnsPolicy
    enableServiceLinks ephemeralContainers hostAliases hostIPC hostNetwork hostPID hostUsers hostname
    imagePullSecrets initContainers nodeName nodeSelector os overhead preemptionPolicy priority
    priorityClassName readinessGates resourceClaims resources restartPolicy runtimeClassName
    schedulerName schedulingGates securityContext serviceAccount serviceAccountName setHostnameAsFQDN
    shareProcessNamespace subdomain terminationGracePeriodSeconds tolerations topologySpreadConstraints
    volumes`),
  podSecurityContext: fields(`
    appArmorProfile fsGroup fsGroupChangePolicy runAsGroup runAsNonRoot runAsUser seLinuxChangePolicy
    seLinuxOptions seccompProfile supplementalGroups supplementalGroupsPolicy sysctls windowsOptions`),
  container: fields(`
    args command env envFrom image imagePullPolicy lifecycle livenessProbe name ports readinessProbe
    resizePolicy resources restartPolicy securityContext startupProbe stdin stdinOnce
    terminationMessagePath terminationMessagePolicy tty volumeDevices volumeMounts workingDir`),
  securityContext: fields(`
    allowPrivilegeEscalation appArmorProfile capabilities privileged procMount readOnlyRootFilesystem
    runAsGroup runAsNonRoot runAsUser seLinuxOptions seccompProfile windowsOptions`),
  probe: fields(`
    exec failureThreshold grpc httpGet initialDelaySeconds periodSeconds successThreshold tcpSocket
    terminationGracePeriodSeconds timeoutSeconds`),
};

function unknownFields(value: unknown, known: Set<string>, prefix: string): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value)
    .filter((key) => !known.has(key))
    .map((key) => `unknown field ${prefix}${key}`);
}

function imageRepository(image: string | undefined): string {
  return (image ?? '').replace(/@.*$/, '').replace(/:[^/:]*$/, '');
}

/** The value a container sees for a variable: envFrom in order (later wins), then env. */
function envValue(container: IContainer, name: string, objects: K8sObject[]): string | undefined {
  let value: string | undefined;
  for (const source of container.envFrom ?? []) {
    const configMap = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === source.configMapRef?.name);
    for (const [key, data] of Object.entries((configMap?.['data'] ?? {}) as Record<string, string>)) {
      if (`${source.prefix ?? ''}${key}` === name) value = data;
    }
  }
  const direct = container.env?.find((e) => e.name === name);
  if (direct) value = direct.value;
  return value;
}

function preStopSeconds(container: IContainer): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const command = preStop?.exec?.command ?? [];
  return command[0] === 'sleep' && /^\d+$/.test(command[1] ?? '') ? Number(command[1]) : 0;
}

/** Rules for every pod template of every workload (Deployment, StatefulSet, Job, CronJob, ...). */
export function checkWorkloads(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const { object, runsToCompletion, template } of podTemplates(objects)) {
    const owner = objectId(object);
    const pod = template.spec;
    if (!pod) {
      problems.push(`${owner}: no pod template spec`);
      continue;
    }
    problems.push(...unknownFields(pod, KNOWN_FIELDS.podSpec, 'spec.').map((p) => `${owner}: ${p}`));
    problems.push(...unknownFields(pod.securityContext, KNOWN_FIELDS.podSecurityContext, 'securityContext.').map((p) => `${owner}: ${p}`));
    if (pod.automountServiceAccountToken !== false) problems.push(`${owner}: automountServiceAccountToken is not false`);

    const podSecurity = pod.securityContext ?? {};
    const all = [
      ...(pod.initContainers ?? []).map((container) => ({ container, init: true })),
      ...(pod.containers ?? []).map((container) => ({ container, init: false })),
    ];
    for (const { container, init } of all) {
      const where = `${owner} ${init ? 'initContainer' : 'container'} ${container.name}`;
      const fail = (message: string) => problems.push(`${where}: ${message}`);
      const security = container.securityContext ?? {};

      problems.push(...unknownFields(container, KNOWN_FIELDS.container, '').map((p) => `${where}: ${p}`));
      problems.push(...unknownFields(container.securityContext, KNOWN_FIELDS.securityContext, 'securityContext.').map((p) => `${where}: ${p}`));
      for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const) {
        problems.push(...unknownFields(container[probe], KNOWN_FIELDS.probe, `${probe}.`).map((p) => `${where}: ${p}`));
        // A one-shot process (a Job, an initContainer) is judged by its exit code instead.
        if (!init && !runsToCompletion && !container[probe]) fail(`no ${probe}`);
      }

      for (const bound of ['requests', 'limits'] as const) {
        for (const resource of ['cpu', 'memory'] as const) {
          if (container.resources?.[bound]?.[resource] === undefined) fail(`no resources.${bound}.${resource}`);
        }
      }

      if ((security.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true) fail('runAsNonRoot is not true');
      if ((security.runAsUser ?? podSecurity.runAsUser) === 0) fail('runs as uid 0');
      if (security.privileged) fail('is privileged');
      if (security.allowPrivilegeEscalation !== false) fail('allowPrivilegeEscalation is not false');
      if (!security.capabilities?.drop?.includes('ALL')) fail('capabilities.drop lacks ALL');
      if (security.capabilities?.add?.length) fail(`adds capabilities ${security.capabilities.add.join(', ')}`);
      if (security.readOnlyRootFilesystem !== true) fail('readOnlyRootFilesystem is not true');
      if ((security.seccompProfile ?? podSecurity.seccompProfile)?.type !== 'RuntimeDefault') fail('seccompProfile is not RuntimeDefault');
      if (!isPinnedImage(container.image)) fail(`image ${container.image ?? '(none)'} is not pinned to a version tag or digest`);

      if (object.kind !== 'Deployment' || init) continue;
      // The endpoint removal reaches the ingress controller after the SIGTERM would.
      if (!preStopSeconds(container)) fail('no preStop sleep');
      if (imageRepository(container.image) !== APP_IMAGE) continue;
      const shutdownMs = Number(envValue(container, 'SHUTDOWN_TIMEOUT_MS', objects) ?? APP_DEFAULT_SHUTDOWN_TIMEOUT_MS);
      const needed = preStopSeconds(container) + Math.ceil(shutdownMs / 1000);
      const grace = pod.terminationGracePeriodSeconds ?? 30;
      if (grace <= needed) {
        problems.push(
          `${owner}: terminationGracePeriodSeconds ${grace} does not exceed preStop ${preStopSeconds(container)} s + SHUTDOWN_TIMEOUT_MS ${shutdownMs / 1000} s of container ${container.name}`,
        );
      }
      // A stopping worker must be allowed to finish the longest job its media time limits let run.
      const longestJobMs = longestMediaJobMs(Number(envValue(container, 'MEDIA_MAX_VIDEO_SECONDS', objects) ?? APP_DEFAULT_MAX_VIDEO_SECONDS));
      if (template.metadata?.labels?.[COMPONENT_LABEL] === 'worker' && shutdownMs < longestJobMs) {
        fail(`SHUTDOWN_TIMEOUT_MS ${shutdownMs} is shorter than the longest media job (${longestJobMs} ms)`);
      }
    }
  }
  return problems;
}


/** nginx sizes: bytes, or with k/m/g. */
function nginxSizeBytes(size: string): number | undefined {
  const match = /^(\d+)([kmg]?)$/i.exec(size.trim());
  if (!match) return undefined;
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(match[1]) * unit;
}

function ingressBackendServices(ingress: IIngress): string[] {
  const names = new Set<string>();
  const fallback = ingress.spec?.defaultBackend?.service?.name;
  if (fallback) names.add(fallback);
  for (const rule of ingress.spec?.rules ?? []) {
    for (const path of rule.http?.paths ?? []) {
      if (path.backend.service?.name) names.add(path.backend.service.name);
    }
  }
  return [...names];
}

/** Metrics ports of the pods a Service selects: named "metrics" or the scrape annotation's. */
function metricsPortsReached(service: IService, objects: K8sObject[]): number[] {
  const selector = service.spec?.selector;
  if (!selector || !Object.keys(selector).length) return [];
  const reached = new Set<number>();
  for (const { template } of podTemplates(objects)) {
    if (!selects({ matchLabels: selector }, template.metadata?.labels)) continue;
    const ports = (template.spec?.containers ?? []).flatMap((c) => c.ports ?? []);
    const annotated = Number(template.metadata?.annotations?.['prometheus.io/port']);
    const isMetrics = (port: { name?: string; containerPort: number }) => port.name === 'metrics' || port.containerPort === annotated;
    for (const servicePort of service.spec?.ports ?? []) {
      const target = servicePort.targetPort ?? servicePort.port;
      for (const port of ports) {
        const hit = typeof target === 'string' ? port.name === target : port.containerPort === target;
        if (hit && isMetrics(port)) reached.add(port.containerPort);
      }
    }
  }
  return [...reached];
}

/** Rules on the rendered set as a whole, for every overlay. */
export function checkSet(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const services = ofKind<IService>(objects, 'Service');

  const ingresses = ofKind<IIngress>(objects, 'Ingress');
  if (!ingresses.length) problems.push('no Ingress');
  for (const ingress of ingresses) {
    const size = ingress.metadata.annotations?.[BODY_SIZE_ANNOTATION];
    const bytes = size === undefined ? undefined : nginxSizeBytes(size);
    if (size === undefined) problems.push(`${objectId(ingress)}: no ${BODY_SIZE_ANNOTATION} (uploads need 50m)`);
    else if (bytes === undefined || bytes === 0 || bytes < MIN_UPLOAD_BODY_BYTES) {
      problems.push(`${objectId(ingress)}: ${BODY_SIZE_ANNOTATION} ${size} is not a limit of at least 50m`);
    }
    for (const name of ingressBackendServices(ingress)) {
      const service = services.find((s) => s.metadata.name === name);
      if (!service) {
        problems.push(`${objectId(ingress)}: backend Service ${name} is not in the rendering`);
        continue;
      }
      for (const port of metricsPortsReached(service, objects)) {
        problems.push(`${objectId(service)} (behind ${objectId(ingress)}): reaches metrics port ${port}`);
      }
    }
  }

  const budgets = ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
  for (const { object, template } of podTemplates(objects)) {
    if (object.kind !== 'Deployment') continue;
    if (!budgets.some((b) => selects(b.spec?.selector, template.metadata?.labels))) {
      problems.push(`${objectId(object)}: no PodDisruptionBudget selects its pods`);
    }
  }

  const policies = ofKind<INetworkPolicy>(objects, 'NetworkPolicy');
  const defaultDeny = policies.some(({ spec }) => {
    const selector = spec?.podSelector ?? {};
    const selectsAll = !Object.keys(selector.matchLabels ?? {}).length && !(selector.matchExpressions ?? []).length;
    return selectsAll && (spec?.policyTypes ?? ['Ingress']).includes('Ingress') && !(spec?.ingress ?? []).length;
  });
  if (!defaultDeny) problems.push('no default-deny NetworkPolicy (empty podSelector, policyTypes Ingress, no ingress rules)');

  for (const account of objects.filter((o) => o.kind === 'ServiceAccount')) {
    if (account['automountServiceAccountToken'] !== false) problems.push(`${objectId(account)}: automountServiceAccountToken is not false`);
  }

  for (const secret of objects.filter((o) => o.kind === 'Secret')) {
    for (const field of ['data', 'stringData'] as const) {
      for (const [key, value] of Object.entries((secret[field] ?? {}) as Record<string, unknown>)) {
        if (value !== '' && value !== null) problems.push(`${objectId(secret)}: ${field}.${key} carries a value (secrets stay out of git)`);
      }
    }
  }

  for (const configMap of objects.filter((o) => o.kind === 'ConfigMap')) {
    const trustProxy = (configMap['data'] as Record<string, string> | undefined)?.['TRUST_PROXY'];
    if (trustProxy !== undefined && /^(true|yes)$/i.test(trustProxy.trim())) {
      problems.push(`${objectId(configMap)}: TRUST_PROXY=${trustProxy} would believe any client's X-Forwarded-For`);
    }
  }

  for (const hpa of ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler')) {
    const target = hpa.spec?.scaleTargetRef;
    if (!objects.some((o) => o.kind === target?.kind && o.metadata.name === target.name)) {
      problems.push(`${objectId(hpa)}: its target ${target?.kind}/${target?.name} is not in the rendering`);
    }
  }
  return problems;
}

function component(object: K8sObject): string | undefined {
  return object.metadata.labels?.[COMPONENT_LABEL];
}

/** docker.io/library/redis:7 and redis:7 are the same image. */
function officialImage(image: string | undefined): string {
  return imageRepository(image).replace(/^(docker\.io\/)?(library\/)?/, '');
}

function statefulSetsRunning(objects: K8sObject[], repository: string): K8sObject[] {
  return podTemplates(objects)
    .filter(({ object, template }) => object.kind === 'StatefulSet' && (template.spec?.containers ?? []).some((c) => officialImage(c.image) === repository))
    .map(({ object }) => object);
}

function hasArgPair(container: IContainer, flag: string, value: string): boolean {
  const argv = [...(container.command ?? []), ...(container.args ?? [])];
  return argv.some((arg, i) => arg === flag && argv[i + 1] === value);
}

/** Rules specific to one overlay. */
export function checkOverlay(objects: K8sObject[], overlay: Overlay): string[] {
  const problems: string[] = [];
  const templates = podTemplates(objects);
  if (overlay === 'prod') {
    for (const statefulSet of objects.filter((o) => o.kind === 'StatefulSet')) {
      problems.push(`${objectId(statefulSet)}: prod keeps state outside the cluster (managed database and Redis), no StatefulSet`);
    }
    const autoscalers = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');
    for (const { object, template } of templates) {
      if (object.kind !== 'Deployment') continue;
      if (!(template.spec?.topologySpreadConstraints ?? []).length) problems.push(`${objectId(object)}: no topologySpreadConstraints`);
      if (component(object) !== 'api') continue;
      const hpa = autoscalers.find((h) => h.spec?.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === object.metadata.name);
      const replicas = hpa ? (hpa.spec?.minReplicas ?? 1) : ((object['spec'] as { replicas?: number }).replicas ?? 1);
      if (replicas < 2) problems.push(`${objectId(object)}: ${hpa ? `${objectId(hpa)} minReplicas` : 'replicas'} ${replicas}, prod needs at least 2`);
    }
  } else {
    for (const [label, repository] of [
      ['PostgreSQL', 'postgres'],
      ['Redis', 'redis'],
    ] as const) {
      const found = statefulSetsRunning(objects, repository);
      if (!found.length) problems.push(`dev: no ${label} StatefulSet (image ${repository})`);
      for (const statefulSet of found) {
        const claims = (statefulSet['spec'] as { volumeClaimTemplates?: unknown[] }).volumeClaimTemplates ?? [];
        if (!claims.length) problems.push(`${objectId(statefulSet)}: no volumeClaimTemplates (its data would not survive a restart)`);
      }
    }
    for (const { object, template } of templates) {
      if (!statefulSetsRunning([object], 'redis').length) continue;
      for (const container of template.spec?.containers ?? []) {
        if (officialImage(container.image) !== 'redis') continue;
        const where = `${objectId(object)} container ${container.name}`;
        // BullMQ loses jobs when Redis evicts keys, and queues when it restarts without persistence.
        if (!hasArgPair(container, '--maxmemory-policy', 'noeviction')) problems.push(`${where}: not started with --maxmemory-policy noeviction`);
        if (!hasArgPair(container, '--appendonly', 'yes')) problems.push(`${where}: not started with --appendonly yes`);
      }
    }
  }
  return problems;
}

/** Everything the spec requires of one rendered overlay. */
export function checkRendering(objects: K8sObject[], overlay: Overlay): string[] {
  return [...checkWorkloads(objects), ...checkSet(objects), ...checkOverlay(objects, overlay), ...checkNetworkReach(objects, overlay)];
}
