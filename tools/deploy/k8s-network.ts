import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { podTemplates, selects, type K8sObject } from './k8s-manifests';

/**
 * Issue 20's NetworkPolicies read as Kubernetes reads them: the API reaches PostgreSQL and Redis,
 * the worker PostgreSQL, Redis and the object store, the migration PostgreSQL, and nothing comes
 * in but the ingress controller (the API's port) and the monitoring namespace (metrics ports).
 * A small evaluator of the rendered policies: a pod is isolated in a direction once a policy of
 * that type selects it, and a connection between two pods needs the sender's egress and the
 * receiver's ingress.
 */
type Policy = K8sObject & INetworkPolicy;
type Spec = NonNullable<INetworkPolicy['spec']>;
type Rule = NonNullable<Spec['ingress']>[number] & NonNullable<Spec['egress']>[number];
type Peer = NonNullable<Rule['from']>[number];
type Labels = Record<string, string>;
/** The other end: a pod of this namespace, any pod of another namespace, or an address outside the cluster. */
type End = { pod: Labels } | { namespace: string } | { outside: true };

const NAME_LABEL = 'app.kubernetes.io/name';
const COMPONENT_LABEL = 'app.kubernetes.io/component';
const NAMESPACE_LABEL = 'kubernetes.io/metadata.name';
const INGRESS_NAMESPACE = 'ingress-nginx';
const MONITORING_NAMESPACE = 'monitoring';
const APP_PORT = 3000;
const PORTS = { postgres: 5432, redis: 6379, https: 443 } as const;

const component = (name: string): Labels => ({ [NAME_LABEL]: 'chonail', [COMPONENT_LABEL]: name });

function peerMatches(peer: Peer, end: End): boolean {
  if ('outside' in end) return Boolean(peer.ipBlock);
  if ('namespace' in end) return !peer.ipBlock && selects(peer.namespaceSelector, { [NAMESPACE_LABEL]: end.namespace }) && (!peer.podSelector || selects(peer.podSelector, {}));
  return !peer.ipBlock && !peer.namespaceSelector && selects(peer.podSelector, end.pod);
}

const portMatches = (rule: Rule, port: number) => !rule.ports?.length || rule.ports.some((p) => p.port === port && (p.protocol ?? 'TCP') === 'TCP');
const typesOf = (spec: Spec) => spec.policyTypes ?? (spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
const rulesOf = (spec: Spec, direction: 'Ingress' | 'Egress'): Rule[] => ((direction === 'Ingress' ? spec.ingress : spec.egress) ?? []) as Rule[];
const peersOf = (rule: Rule, direction: 'Ingress' | 'Egress'): Peer[] | undefined => (direction === 'Ingress' ? rule.from : rule.to);

/** Whether the policies let `labels`' pods send to (Egress) or receive from (Ingress) `end` on TCP `port`. */
function allows(policies: Policy[], direction: 'Ingress' | 'Egress', labels: Labels, end: End, port: number): boolean {
  const applying = policies.filter(({ spec }) => spec && selects(spec.podSelector, labels) && typesOf(spec).includes(direction));
  if (!applying.length) return true;
  return applying.some(({ spec }) =>
    rulesOf(spec as Spec, direction).some((rule) => {
      const peers = peersOf(rule, direction);
      return portMatches(rule, port) && (!peers?.length || peers.some((peer) => peerMatches(peer, end)));
    }),
  );
}

/** Who may open connections to `labels`' pods: each ingress rule of the policies that select them, as "source -> ports". */
function inbound(policies: Policy[], labels: Labels): { from: string; ports: number[] }[] {
  const rules = policies.filter(({ spec }) => spec && selects(spec.podSelector, labels)).flatMap(({ spec }) => rulesOf(spec as Spec, 'Ingress'));
  return rules.flatMap((rule) => {
    const ports = (rule.ports ?? []).map((p) => Number(p.port));
    const sources = rule.from?.length ? rule.from : [undefined];
    return sources.map((peer) => {
      const namespace = peer?.namespaceSelector?.matchLabels?.[NAMESPACE_LABEL];
      const onlyThatNamespace = peer && !peer.ipBlock && namespace && !peer.namespaceSelector?.matchExpressions?.length;
      return { from: onlyThatNamespace ? `namespace ${namespace}` : peer ? JSON.stringify(peer) : 'anywhere', ports };
    });
  });
}

function metricsPort(objects: K8sObject[], name: string): number | undefined {
  const pods = podTemplates(objects).find(({ object, template }) => object.kind === 'Deployment' && template.metadata?.labels?.[COMPONENT_LABEL] === name);
  const annotations = pods?.template.metadata?.annotations ?? {};
  return annotations['prometheus.io/scrape'] === 'true' && annotations['prometheus.io/port'] ? Number(annotations['prometheus.io/port']) : undefined;
}

export function checkNetworkReach(objects: K8sObject[], overlay: 'dev' | 'prod'): string[] {
  const problems: string[] = [];
  const policies = objects.filter((o): o is Policy => o.kind === 'NetworkPolicy');
  // dev runs PostgreSQL and Redis in the cluster; prod reaches managed ones (and S3) outside it.
  const store = (name: 'postgres' | 'redis'): End => (overlay === 'dev' ? { pod: component(name) } : { outside: true });
  const reaches = (from: string, to: End, port: number) => {
    const sends = allows(policies, 'Egress', component(from), to, port);
    const received = !('pod' in to) || allows(policies, 'Ingress', to.pod, { pod: component(from) }, port);
    if (!sends || !received) problems.push(`NetworkPolicy: ${from} cannot reach ${'pod' in to ? to.pod[COMPONENT_LABEL] : 'outside the cluster'} on port ${port}`);
  };
  for (const from of ['api', 'worker', 'migrate']) reaches(from, store('postgres'), PORTS.postgres);
  for (const from of ['api', 'worker']) reaches(from, store('redis'), PORTS.redis);
  if (overlay === 'prod') reaches('worker', { outside: true }, PORTS.https);

  // Nothing comes in but the ingress controller to the API, and monitoring to the metrics ports.
  for (const name of ['api', 'worker']) {
    const metrics = metricsPort(objects, name);
    if (metrics === undefined) problems.push(`Deployment ${name}: no prometheus.io/scrape and prometheus.io/port annotations on its pods`);
    const allowed: Record<string, number[]> = { [`namespace ${MONITORING_NAMESPACE}`]: metrics === undefined ? [] : [metrics] };
    if (name === 'api') allowed[`namespace ${INGRESS_NAMESPACE}`] = [APP_PORT];
    for (const { from, ports } of inbound(policies, component(name))) {
      const permitted = allowed[from];
      if (!permitted || !ports.length || ports.some((port) => !permitted.includes(port))) {
        problems.push(`NetworkPolicy: ${name} accepts connections from ${from} on ${ports.length ? `port ${ports.join(', ')}` : 'every port'}`);
      }
    }
    if (name === 'api' && !allows(policies, 'Ingress', component('api'), { namespace: INGRESS_NAMESPACE }, APP_PORT)) {
      problems.push(`NetworkPolicy: the ingress controller cannot reach api on port ${APP_PORT}`);
    }
  }
  return problems;
}
