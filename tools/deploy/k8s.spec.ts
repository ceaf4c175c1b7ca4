import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { envSchema, loadConfig } from '@chonail/server/core';
import { KUBECTL_MISSING_HINT, objectId, parseManifests, renderKustomization, validateSchemas, type K8sObject } from './k8s-manifests';
import { longestMediaJobMs } from '@chonail/shared/domain';
import { isPinnedImage } from './image-tags';
import { APP_IMAGE, checkRendering, type Overlay } from './k8s-policy';

const K8S = join(__dirname, '..', '..', 'k8s');
const FIXTURES = join(__dirname, 'fixtures', 'k8s');
const API = 'chonail-api';
const WORKER = 'chonail-worker';
const MIGRATE = 'chonail-migrate';

/** What the Secret template must list: every secret a process reads (env.ts). */
const SECRET_KEYS = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'PIN_PEPPER',
  'PIN_PEPPER_PREVIOUS',
  'VONAGE_API_KEY',
  'VONAGE_API_SECRET',
  'VONAGE_SIGNATURE_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'TRANSLATE_API_KEY',
];
/** Stand-ins for what an operator puts in the Secret, to run the real config schema on the rest. */
const OPERATOR_SECRETS = {
  DATABASE_URL: 'postgres://chonail:pw@db.internal:5432/chonail',
  REDIS_URL: 'redis://redis.internal:6379',
  JWT_SECRET: randomBytes(36).toString('base64url'),
  PIN_PEPPER: `1:${randomBytes(36).toString('base64url')}`,
  VONAGE_API_KEY: 'key',
  VONAGE_API_SECRET: 'secret-from-vonage',
  STRIPE_SECRET_KEY: 'sk_live_from_stripe',
  STRIPE_WEBHOOK_SECRET: 'whsec_from_stripe',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_from_stripe',
};
/** Filled in by the operator only where a bucket is configured (env.ts refuses half an S3 setup). */
const OPERATOR_S3_KEYS = { S3_ACCESS_KEY_ID: 'access', S3_SECRET_ACCESS_KEY: 'secret-access' };

function render(dir: string): K8sObject[] {
  return parseManifests(renderKustomization(dir), dir);
}

function get(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not in the rendering`);
  return found;
}

function podSpec(objects: K8sObject[], kind: string, name: string): IPodSpec {
  return (get(objects, kind, name)['spec'] as { template: { spec: IPodSpec } }).template.spec;
}

function containerOf(objects: K8sObject[], kind: string, name: string, container: string): IContainer {
  const spec = podSpec(objects, kind, name);
  const found = [...(spec.initContainers ?? []), ...spec.containers].find((c) => c.name === container);
  if (!found) throw new Error(`${kind}/${name} has no container ${container}`);
  return found;
}

function remove(objects: K8sObject[], kind: string, name: string): void {
  objects.splice(objects.indexOf(get(objects, kind, name)), 1);
}

function configMapOf(objects: K8sObject[]): K8sObject & { data: Record<string, string> } {
  const found = objects.filter((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('chonail-config'));
  expect(found).toHaveLength(1);
  return found[0] as K8sObject & { data: Record<string, string> };
}

/** The environment a container starts with: its ConfigMaps, its literal env, the operator's Secret. */
function containerEnv(objects: K8sObject[], container: IContainer): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.secretRef) Object.assign(env, OPERATOR_SECRETS);
    if (source.configMapRef) Object.assign(env, get(objects, 'ConfigMap', source.configMapRef.name ?? '')['data']);
  }
  for (const { name, value } of container.env ?? []) if (value !== undefined) env[name] = value;
  if (env['S3_BUCKET'] && container.envFrom?.some((source) => source.secretRef)) Object.assign(env, OPERATOR_S3_KEYS);
  return env;
}

function appContainers(objects: K8sObject[]): { where: string; container: IContainer }[] {
  return objects.flatMap((object) => {
    const spec = (object['spec'] as { template?: { spec?: IPodSpec } } | undefined)?.template?.spec;
    if (!spec) return [];
    return [...(spec.initContainers ?? []), ...spec.containers]
      .filter((c) => c.image?.startsWith(`${APP_IMAGE}:`))
      .map((container) => ({ where: `${objectId(object)} ${container.name}`, container }));
  });
}

const knownVariables = new Set(Object.keys(envSchema.shape));

/**
 * The messages a check source can give, as patterns: the literal of every `fail(...)` and
 * `problems.push(...)` call, with each `${...}` (nested templates included) matching anything.
 */
function messageTemplates(source: string): RegExp[] {
  const found: RegExp[] = [];
  for (const call of source.matchAll(/(?:fail|problems\.push)\((['`])/g)) {
    const quote = call[1];
    let i = (call.index ?? 0) + call[0].length;
    let pattern = '';
    while (i < source.length && source[i] !== quote) {
      if (quote === '`' && source.startsWith('${', i)) {
        // Skip the placeholder, nested braces and template literals included.
        let depth = 0;
        i += 1;
        do {
          if (source[i] === '{') depth += 1;
          else if (source[i] === '}') depth -= 1;
          i += 1;
        } while (depth > 0 && i < source.length);
        pattern += '.*';
      } else {
        pattern += (source[i] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        i += 1;
      }
    }
    found.push(new RegExp(`${pattern}$`));
  }
  return found;
}

describe('k8s manifests (kustomize)', () => {
  const rendered = {} as Record<Overlay | 'components', K8sObject[]>;

  beforeAll(() => {
    rendered.dev = render(join(K8S, 'overlays', 'dev'));
    rendered.prod = render(join(K8S, 'overlays', 'prod'));
    rendered.components = render(join(FIXTURES, 'with-components'));
  });

  describe.each(['dev', 'prod'] as const)('the %s overlay', (overlay) => {
    it('renders objects that all validate against the Kubernetes API schemas', () => {
      expect(rendered[overlay].length).toBeGreaterThan(10);
      expect(validateSchemas(rendered[overlay])).toEqual([]);
    });

    it('meets every workload and deployment rule', () => {
      expect(checkRendering(rendered[overlay], overlay)).toEqual([]);
    });

    it('gives every chonail container an environment the services accept in production', () => {
      const containers = appContainers(rendered[overlay]);
      expect(containers.map((c) => c.where).sort()).toEqual(
        [`Deployment/${API} api`, `Deployment/${API} wait-for-migrations`, `Deployment/${WORKER} wait-for-migrations`, `Deployment/${WORKER} worker`, `Job/${MIGRATE} migrate`].sort(),
      );
      for (const { where, container } of containers) {
        const env = containerEnv(rendered[overlay], container);
        expect({ where, unknown: Object.keys(env).filter((name) => !knownVariables.has(name)) }).toEqual({ where, unknown: [] });
        expect(() => loadConfig(env)).not.toThrow();
        expect({ where, NODE_ENV: env['NODE_ENV'] }).toEqual({ where, NODE_ENV: 'production' });
      }
      expect(configMapOf(rendered[overlay]).data['TRUST_PROXY']).toMatch(/^\d+$/);
    });

    it('runs migrations in a Job and makes the API and worker wait for them', () => {
      const job = get(rendered[overlay], 'Job', MIGRATE)['spec'] as { ttlSecondsAfterFinished?: number; backoffLimit?: number };
      expect(job.ttlSecondsAfterFinished).toBeGreaterThan(0);
      expect(job.backoffLimit).toBeGreaterThan(0);
      expect(containerOf(rendered[overlay], 'Job', MIGRATE, 'migrate').command).toEqual(['node', 'dist/server/services/api/src/migrate.js']);
      for (const name of [API, WORKER]) {
        expect(containerOf(rendered[overlay], 'Deployment', name, 'wait-for-migrations').command).toEqual([
          'node',
          'dist/server/services/api/src/migrate.js',
          '--wait',
          expect.stringMatching(/^\d+$/),
        ]);
      }
    });

    it('reads secrets only from chonail-secrets, which the rendering never carries', () => {
      const text = JSON.stringify(rendered[overlay]);
      const referenced = new Set([...text.matchAll(/"(?:secretRef|secretKeyRef)":\{[^}]*"name":"([^"]+)"/g)].map((m) => m[1]));
      expect([...referenced]).toEqual(['chonail-secrets']);
      expect(rendered[overlay].filter((o) => o.kind === 'Secret')).toEqual([]);
    });
  });

  it('dev keeps media on a volume shared by the API and worker; prod keeps it in S3', () => {
    for (const name of [API, WORKER]) {
      const data = podSpec(rendered.dev, 'Deployment', name).volumes?.find((v) => v.name === 'data');
      expect(data?.persistentVolumeClaim?.claimName).toBe('chonail-media');
    }
    get(rendered.dev, 'PersistentVolumeClaim', 'chonail-media');
    expect(configMapOf(rendered.dev).data['S3_BUCKET']).toBe('');
    expect(configMapOf(rendered.prod).data['S3_BUCKET']).not.toBe('');
  });

  it('dev runs the same PostgreSQL and Redis images as docker-compose', () => {
    const compose = parse(readFileSync(join(__dirname, '..', '..', 'docker-compose.yml'), 'utf8')) as { services: Record<string, { image?: string }> };
    for (const name of ['postgres', 'redis']) {
      expect(containerOf(rendered.dev, 'StatefulSet', name, name).image).toBe(compose.services[name]?.image);
    }
  });

  it('renders the optional components (queue-depth autoscaling, mounted remotes.json) validly on top of prod', () => {
    const objects = rendered.components;
    expect(validateSchemas(objects)).toEqual([]);
    expect(checkRendering(objects, 'prod')).toEqual([]);
    const hpa = get(objects, 'HorizontalPodAutoscaler', WORKER) as K8sObject & IHorizontalPodAutoscaler;
    expect(hpa.spec?.metrics?.map((m) => m.external?.metric.name ?? m.resource?.name)).toEqual(['cpu', 'chonail_queue_jobs']);
    expect(hpa.spec?.minReplicas).toBe(2);
    // Not enabled by default: the plain overlays scale on CPU alone.
    const plain = get(rendered.prod, 'HorizontalPodAutoscaler', WORKER) as K8sObject & IHorizontalPodAutoscaler;
    expect(plain.spec?.metrics?.map((m) => m.type)).toEqual(['Resource']);

    const remotesFile = configMapOf(objects).data['WEB_REMOTES_FILE'];
    const mounts = containerOf(objects, 'Deployment', API, 'api').volumeMounts ?? [];
    expect(mounts.some((m) => remotesFile.startsWith(`${m.mountPath}/`))).toBe(true);
    expect(configMapOf(rendered.prod).data['WEB_REMOTES_FILE']).toBeUndefined();
  });

  it('keeps the Secret as a template: every secret key, no value, outside the applied set', () => {
    const template = parseManifests(readFileSync(join(K8S, 'base', 'secret.template.yaml'), 'utf8'), 'secret.template.yaml');
    expect(validateSchemas(template)).toEqual([]);
    expect(template.map(objectId)).toEqual(['Secret/chonail-secrets']);
    const values = { ...(template[0]['stringData'] as object), ...(template[0]['data'] as object) };
    expect(Object.keys(values).sort()).toEqual([...SECRET_KEYS].sort());
    expect(Object.values(values).filter((v) => v !== '')).toEqual([]);
    expect(SECRET_KEYS.filter((key) => !knownVariables.has(key))).toEqual([]);
    expect(readFileSync(join(K8S, 'base', 'kustomization.yaml'), 'utf8')).not.toMatch(/^\s*-\s*secret\.template\.yaml/m);

    // Dev documents the same keys (plus its database's password) in a file that git ignores.
    const example = readFileSync(join(K8S, 'overlays', 'dev', 'secrets.env.example'), 'utf8');
    const exampleKeys = [...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(exampleKeys.sort()).toEqual([...SECRET_KEYS, 'POSTGRES_PASSWORD'].sort());
    expect(readFileSync(join(K8S, 'overlays', 'dev', '.gitignore'), 'utf8')).toMatch(/^secrets\.env$/m);
  });

  describe('catches a broken manifest', () => {
    interface Breakage {
      rule: string;
      overlay: Overlay;
      breaks: (objects: K8sObject[]) => void;
      expected: (objects: K8sObject[]) => string[];
    }
    const prod = 'prod' as const;
    const dev = 'dev' as const;
    const breakages: Breakage[] = [
      {
        rule: 'readiness probe',
        overlay: prod,
        breaks: (o) => delete containerOf(o, 'Deployment', API, 'api').readinessProbe,
        expected: () => [`Deployment/${API} container api: no readinessProbe`],
      },
      {
        rule: 'liveness probe',
        overlay: prod,
        breaks: (o) => delete containerOf(o, 'Deployment', WORKER, 'worker').livenessProbe,
        expected: () => [`Deployment/${WORKER} container worker: no livenessProbe`],
      },
      {
        rule: 'startup probe (StatefulSets too)',
        overlay: dev,
        breaks: (o) => delete containerOf(o, 'StatefulSet', 'postgres', 'postgres').startupProbe,
        expected: () => ['StatefulSet/postgres container postgres: no startupProbe'],
      },
      {
        rule: 'memory limit',
        overlay: prod,
        breaks: (o) => delete containerOf(o, 'Deployment', WORKER, 'worker').resources?.limits?.['memory'],
        expected: () => [`Deployment/${WORKER} container worker: no resources.limits.memory`],
      },
      {
        rule: 'cpu request (Jobs are exempt from probes only)',
        overlay: prod,
        breaks: (o) => delete containerOf(o, 'Job', MIGRATE, 'migrate').resources?.requests?.['cpu'],
        expected: () => [`Job/${MIGRATE} container migrate: no resources.requests.cpu`],
      },
      {
        rule: 'runAsNonRoot',
        overlay: prod,
        breaks: (o) => {
          containerOf(o, 'Deployment', API, 'api').securityContext = { ...containerOf(o, 'Deployment', API, 'api').securityContext, runAsNonRoot: false };
        },
        expected: () => [`Deployment/${API} container api: runAsNonRoot is not true`],
      },
      {
        rule: 'allowPrivilegeEscalation (initContainers too)',
        overlay: prod,
        breaks: (o) => {
          const init = containerOf(o, 'Deployment', API, 'wait-for-migrations');
          init.securityContext = { ...init.securityContext, allowPrivilegeEscalation: true };
        },
        expected: () => [`Deployment/${API} initContainer wait-for-migrations: allowPrivilegeEscalation is not false`],
      },
      {
        rule: 'capabilities drop ALL',
        overlay: prod,
        breaks: (o) => {
          const migrate = containerOf(o, 'Job', MIGRATE, 'migrate');
          migrate.securityContext = { ...migrate.securityContext, capabilities: { drop: ['NET_RAW'] } };
        },
        expected: () => [`Job/${MIGRATE} container migrate: capabilities.drop lacks ALL`],
      },
      {
        rule: 'uid 0 (a container may not override the pod to root)',
        overlay: prod,
        breaks: (o) => {
          const worker = containerOf(o, 'Deployment', WORKER, 'worker');
          worker.securityContext = { ...worker.securityContext, runAsUser: 0 };
        },
        expected: () => [`Deployment/${WORKER} container worker: runs as uid 0`],
      },
      {
        rule: 'privileged',
        overlay: dev,
        breaks: (o) => {
          const postgres = containerOf(o, 'StatefulSet', 'postgres', 'postgres');
          postgres.securityContext = { ...postgres.securityContext, privileged: true };
        },
        expected: () => ['StatefulSet/postgres container postgres: is privileged'],
      },
      {
        rule: 'capabilities added back',
        overlay: prod,
        breaks: (o) => {
          const api = containerOf(o, 'Deployment', API, 'api');
          api.securityContext = { ...api.securityContext, capabilities: { drop: ['ALL'], add: ['NET_BIND_SERVICE'] } };
        },
        expected: () => [`Deployment/${API} container api: adds capabilities NET_BIND_SERVICE`],
      },
      {
        rule: 'unknown field in a pod spec or a container',
        overlay: prod,
        breaks: (o) => {
          Object.assign(podSpec(o, 'Job', MIGRATE), { restartPolicyy: 'Never' });
          Object.assign(containerOf(o, 'Deployment', WORKER, 'worker'), { enviroment: [] });
        },
        expected: () => [`Deployment/${WORKER} container worker: unknown field enviroment`, `Job/${MIGRATE}: unknown field spec.restartPolicyy`],
      },
      {
        rule: 'readOnlyRootFilesystem',
        overlay: dev,
        breaks: (o) => {
          const redis = containerOf(o, 'StatefulSet', 'redis', 'redis');
          redis.securityContext = { ...redis.securityContext, readOnlyRootFilesystem: false };
        },
        expected: () => ['StatefulSet/redis container redis: readOnlyRootFilesystem is not true'],
      },
      {
        rule: 'seccomp RuntimeDefault',
        overlay: prod,
        breaks: (o) => {
          const api = containerOf(o, 'Deployment', API, 'api');
          api.securityContext = { ...api.securityContext, seccompProfile: { type: 'Unconfined' } };
        },
        expected: () => [`Deployment/${API} container api: seccompProfile is not RuntimeDefault`],
      },
      {
        rule: 'image tag latest',
        overlay: prod,
        breaks: (o) => {
          containerOf(o, 'Deployment', API, 'api').image = `${APP_IMAGE}:latest`;
        },
        expected: () => [`Deployment/${API} container api: image ${APP_IMAGE}:latest is not pinned to a version tag or digest`],
      },
      {
        rule: 'untagged image',
        overlay: dev,
        breaks: (o) => {
          containerOf(o, 'StatefulSet', 'postgres', 'postgres').image = 'postgres';
        },
        expected: () => ['StatefulSet/postgres container postgres: image postgres is not pinned to a version tag or digest'],
      },
      {
        rule: 'service account token on a pod',
        overlay: prod,
        breaks: (o) => {
          podSpec(o, 'Deployment', WORKER).automountServiceAccountToken = true;
        },
        expected: () => [`Deployment/${WORKER}: automountServiceAccountToken is not false`],
      },
      {
        rule: 'service account token on the ServiceAccount',
        overlay: dev,
        breaks: (o) => delete get(o, 'ServiceAccount', 'chonail')['automountServiceAccountToken'],
        expected: () => ['ServiceAccount/chonail: automountServiceAccountToken is not false'],
      },
      {
        rule: 'worker grace period',
        overlay: prod,
        breaks: (o) => {
          podSpec(o, 'Deployment', WORKER).terminationGracePeriodSeconds = 120;
        },
        expected: () => [`Deployment/${WORKER}: terminationGracePeriodSeconds 120 does not exceed preStop 5 s + SHUTDOWN_TIMEOUT_MS 120 s of container worker`],
      },
      {
        rule: 'worker shutdown timeout shorter than a media job',
        overlay: prod,
        breaks: (o) => {
          const timeout = containerOf(o, 'Deployment', WORKER, 'worker').env?.find((e) => e.name === 'SHUTDOWN_TIMEOUT_MS');
          if (timeout) timeout.value = '60000';
        },
        expected: () => [`Deployment/${WORKER} container worker: SHUTDOWN_TIMEOUT_MS 60000 is shorter than the longest media job (${longestMediaJobMs(60)} ms)`],
      },
      {
        rule: 'longer videos allowed, the worker’s shutdown not lengthened',
        overlay: prod,
        breaks: (o) => void (configMapOf(o).data['MEDIA_MAX_VIDEO_SECONDS'] = '300'),
        expected: () => [`Deployment/${WORKER} container worker: SHUTDOWN_TIMEOUT_MS 120000 is shorter than the longest media job (${longestMediaJobMs(300)} ms)`],
      },
      {
        rule: 'preStop',
        overlay: prod,
        breaks: (o) => delete containerOf(o, 'Deployment', API, 'api').lifecycle,
        expected: () => [`Deployment/${API} container api: no preStop sleep`],
      },
      {
        rule: 'upload body size',
        overlay: prod,
        breaks: (o) => {
          (get(o, 'Ingress', 'chonail').metadata.annotations ?? {})['nginx.ingress.kubernetes.io/proxy-body-size'] = '10m';
        },
        expected: () => ['Ingress/chonail: nginx.ingress.kubernetes.io/proxy-body-size 10m is not a limit of at least 50m'],
      },
      {
        rule: 'upload body size missing',
        overlay: dev,
        breaks: (o) => void delete (get(o, 'Ingress', 'chonail').metadata.annotations ?? {})['nginx.ingress.kubernetes.io/proxy-body-size'],
        expected: () => ['Ingress/chonail: no nginx.ingress.kubernetes.io/proxy-body-size (uploads need 50m)'],
      },
      {
        rule: 'Ingress to a Service that is not there',
        overlay: prod,
        breaks: (o) => {
          const ingress = get(o, 'Ingress', 'chonail') as K8sObject & IIngress;
          const backend = ingress.spec?.rules?.[0]?.http?.paths[0]?.backend.service;
          if (backend) backend.name = 'chonail-web';
        },
        expected: () => ['Ingress/chonail: backend Service chonail-web is not in the rendering'],
      },
      {
        rule: 'the ingress controller shut out',
        overlay: prod,
        breaks: (o) => void (get(o, 'NetworkPolicy', 'chonail-api-ingress') as K8sObject & INetworkPolicy).spec?.ingress?.shift(),
        expected: () => ['NetworkPolicy: the ingress controller cannot reach api on port 3000'],
      },
      {
        rule: 'a workload without a pod spec',
        overlay: prod,
        breaks: (o) => void delete (get(o, 'Job', MIGRATE)['spec'] as { template: { spec?: unknown } }).template.spec,
        expected: () => [`Job/${MIGRATE}: no pod template spec`],
      },
      {
        rule: 'an Ingress at all',
        overlay: dev,
        breaks: (o) => remove(o, 'Ingress', 'chonail'),
        expected: () => ['no Ingress'],
      },
      {
        rule: 'metrics port in the ingress-facing Service',
        overlay: prod,
        breaks: (o) => {
          const ports = (get(o, 'Service', API)['spec'] as { ports: object[] }).ports;
          ports.push({ name: 'metrics', port: 9464, targetPort: 'metrics', protocol: 'TCP' });
        },
        expected: () => [`Service/${API} (behind Ingress/chonail): reaches metrics port 9464`],
      },
      {
        rule: 'metrics port by number',
        overlay: dev,
        breaks: (o) => {
          (get(o, 'Service', API)['spec'] as { ports: { targetPort: unknown }[] }).ports[0].targetPort = 9464;
        },
        expected: () => [`Service/${API} (behind Ingress/chonail): reaches metrics port 9464`],
      },
      {
        rule: 'PodDisruptionBudget',
        overlay: prod,
        breaks: (o) => remove(o, 'PodDisruptionBudget', WORKER),
        expected: () => [`Deployment/${WORKER}: no PodDisruptionBudget selects its pods`],
      },
      {
        rule: 'default-deny NetworkPolicy',
        overlay: prod,
        breaks: (o) => remove(o, 'NetworkPolicy', 'default-deny'),
        expected: () => ['no default-deny NetworkPolicy (empty podSelector, policyTypes Ingress, no ingress rules)'],
      },
      {
        rule: 'managed Redis unreachable',
        overlay: prod,
        breaks: (o) => remove(o, 'NetworkPolicy', 'chonail-redis-egress'),
        expected: () => ['NetworkPolicy: api cannot reach outside the cluster on port 6379', 'NetworkPolicy: worker cannot reach outside the cluster on port 6379'],
      },
      {
        rule: 'object store unreachable from the worker',
        overlay: prod,
        breaks: (o) => remove(o, 'NetworkPolicy', 'chonail-https-egress'),
        expected: () => ['NetworkPolicy: worker cannot reach outside the cluster on port 443'],
      },
      {
        rule: 'in-cluster PostgreSQL refusing the worker',
        overlay: dev,
        breaks: (o) => {
          const rule = (get(o, 'NetworkPolicy', 'postgres-ingress') as K8sObject & INetworkPolicy).spec?.ingress?.[0];
          const expression = rule?.from?.[0]?.podSelector?.matchExpressions?.[0];
          if (expression) expression.values = ['api', 'migrate'];
        },
        expected: () => ['NetworkPolicy: worker cannot reach postgres on port 5432'],
      },
      {
        rule: 'the API open to anyone',
        overlay: prod,
        breaks: (o) => (get(o, 'NetworkPolicy', 'chonail-api-ingress') as K8sObject & INetworkPolicy).spec?.ingress?.push({ ports: [{ port: 3000, protocol: 'TCP' }] }),
        expected: () => ['NetworkPolicy: api accepts connections from anywhere on port 3000'],
      },
      {
        rule: 'worker pods without scrape annotations',
        overlay: dev,
        breaks: (o) => {
          const template = (get(o, 'Deployment', WORKER)['spec'] as { template: { metadata: { annotations?: Record<string, string> } } }).template;
          delete template.metadata.annotations;
        },
        expected: () => [
          'Deployment worker: no prometheus.io/scrape and prometheus.io/port annotations on its pods',
          'NetworkPolicy: worker accepts connections from namespace monitoring on port 9465',
        ],
      },
      {
        rule: 'no Secret value',
        overlay: dev,
        breaks: (o) => {
          o.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'chonail-secrets' }, stringData: { JWT_SECRET: 'x'.repeat(40), REDIS_URL: '' } });
        },
        expected: () => ['Secret/chonail-secrets: stringData.JWT_SECRET carries a value (secrets stay out of git)'],
      },
      {
        rule: 'no Secret value in data',
        overlay: prod,
        breaks: (o) => {
          o.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'generated' }, data: { DATABASE_URL: 'cG9zdGdyZXM6Ly8=' } });
        },
        expected: () => ['Secret/generated: data.DATABASE_URL carries a value (secrets stay out of git)'],
      },
      {
        rule: 'TRUST_PROXY=true',
        overlay: prod,
        breaks: (o) => {
          configMapOf(o).data['TRUST_PROXY'] = 'true';
        },
        expected: (o) => [`ConfigMap/${configMapOf(o).metadata.name}: TRUST_PROXY=true would believe any client's X-Forwarded-For`],
      },
      {
        rule: 'unknown field in a securityContext',
        overlay: prod,
        breaks: (o) => {
          const api = containerOf(o, 'Deployment', API, 'api');
          api.securityContext = { ...api.securityContext, readOnlyRootFileSystem: true } as IContainer['securityContext'];
        },
        expected: () => [`Deployment/${API} container api: unknown field securityContext.readOnlyRootFileSystem`],
      },
      {
        rule: 'unknown field in a probe',
        overlay: dev,
        breaks: (o) => {
          const worker = containerOf(o, 'Deployment', WORKER, 'worker');
          worker.livenessProbe = { ...worker.livenessProbe, initialDelay: 10 } as IContainer['livenessProbe'];
        },
        expected: () => [`Deployment/${WORKER} container worker: unknown field livenessProbe.initialDelay`],
      },
      {
        rule: 'HPA target',
        overlay: prod,
        breaks: (o) => {
          const hpa = get(o, 'HorizontalPodAutoscaler', WORKER) as K8sObject & IHorizontalPodAutoscaler;
          if (hpa.spec) hpa.spec.scaleTargetRef.name = 'chonail-wroker';
        },
        expected: () => [`HorizontalPodAutoscaler/${WORKER}: its target Deployment/chonail-wroker is not in the rendering`],
      },
      {
        rule: 'prod API minReplicas',
        overlay: prod,
        breaks: (o) => {
          const hpa = get(o, 'HorizontalPodAutoscaler', API) as K8sObject & IHorizontalPodAutoscaler;
          if (hpa.spec) hpa.spec.minReplicas = 1;
        },
        expected: () => [`Deployment/${API}: HorizontalPodAutoscaler/${API} minReplicas 1, prod needs at least 2`],
      },
      {
        rule: 'prod API replicas without an HPA',
        overlay: prod,
        breaks: (o) => remove(o, 'HorizontalPodAutoscaler', API),
        expected: () => [`Deployment/${API}: replicas 1, prod needs at least 2`],
      },
      {
        rule: 'prod topology spread',
        overlay: prod,
        breaks: (o) => delete podSpec(o, 'Deployment', API).topologySpreadConstraints,
        expected: () => [`Deployment/${API}: no topologySpreadConstraints`],
      },
      {
        rule: 'prod runs no StatefulSet',
        overlay: prod,
        breaks: (o) => {
          o.push(structuredClone(get(rendered.dev, 'StatefulSet', 'redis')));
        },
        expected: () => ['StatefulSet/redis: prod keeps state outside the cluster (managed database and Redis), no StatefulSet'],
      },
      {
        rule: 'dev PostgreSQL',
        overlay: dev,
        breaks: (o) => remove(o, 'StatefulSet', 'postgres'),
        expected: () => ['dev: no PostgreSQL StatefulSet (image postgres)'],
      },
      {
        rule: 'dev volumeClaimTemplates',
        overlay: dev,
        breaks: (o) => delete (get(o, 'StatefulSet', 'postgres')['spec'] as { volumeClaimTemplates?: unknown }).volumeClaimTemplates,
        expected: () => ['StatefulSet/postgres: no volumeClaimTemplates (its data would not survive a restart)'],
      },
      {
        rule: 'dev Redis noeviction',
        overlay: dev,
        breaks: (o) => {
          const redis = containerOf(o, 'StatefulSet', 'redis', 'redis');
          redis.args = redis.args?.map((a) => (a === 'noeviction' ? 'allkeys-lru' : a));
        },
        expected: () => ['StatefulSet/redis container redis: not started with --maxmemory-policy noeviction'],
      },
      {
        rule: 'dev Redis appendonly',
        overlay: dev,
        breaks: (o) => {
          const redis = containerOf(o, 'StatefulSet', 'redis', 'redis');
          redis.args = redis.args?.filter((a) => a !== '--appendonly' && a !== 'yes');
        },
        expected: () => ['StatefulSet/redis container redis: not started with --appendonly yes'],
      },
    ];

    it.each(breakages)('$rule ($overlay)', ({ overlay, breaks, expected }) => {
      const objects = structuredClone(rendered[overlay]);
      breaks(objects);
      expect(checkRendering(objects, overlay)).toEqual(expected(objects));
    });

    it('has a broken case for every message the checks can give', () => {
      const caught = breakages.flatMap(({ overlay, breaks, expected }) => {
        const objects = structuredClone(rendered[overlay]);
        breaks(objects);
        return expected(objects);
      });
      const templates = ['k8s-policy.ts', 'k8s-network.ts'].flatMap((file) => messageTemplates(readFileSync(join(__dirname, file), 'utf8')));
      expect(templates.length).toBeGreaterThan(30);
      // A container-level failure is reported as "<owner> container <name>: <message>".
      const uncaught = templates.filter((template) => !caught.some((message) => template.test(message)));
      expect(uncaught).toEqual([]);
    });

    it('accepts a digest as a pin, and refuses an image with neither tag nor digest', () => {
      expect(isPinnedImage(`${APP_IMAGE}@sha256:${'a'.repeat(64)}`)).toBe(true);
      expect(isPinnedImage('registry.local:5000/chonail')).toBe(false);
      expect(isPinnedImage('registry.local:5000/chonail:1.2.3')).toBe(true);
      const objects = structuredClone(rendered.prod);
      containerOf(objects, 'Deployment', API, 'api').image = `${APP_IMAGE}@sha256:${'a'.repeat(64)}`;
      expect(checkRendering(objects, 'prod')).toEqual([]);
    });

    it('fails schema validation of a port given as a list', () => {
      const objects = parseManifests(readFileSync(join(FIXTURES, 'schema-invalid.yaml'), 'utf8'), 'schema-invalid.yaml');
      expect(validateSchemas(objects)).toEqual([expect.stringMatching(/^Deployment\/bad-ports: .*containers\/0\/ports\/0\/containerPort must be integer/)]);
    });

    it('fails an object kubernetes-models has no schema for', () => {
      const objects = parseManifests(readFileSync(join(FIXTURES, 'no-model.yaml'), 'utf8'), 'no-model.yaml');
      expect(validateSchemas(objects)).toEqual([
        'ServiceMonitor/chonail: no kubernetes-models schema for apiVersion monitoring.coreos.com/v1 kind ServiceMonitor',
        'Deploymnet/typo: no kubernetes-models schema for apiVersion apps/v1 kind Deploymnet',
      ]);
    });

    it('fails, with the install command, when kubectl is missing', () => {
      expect(() => renderKustomization(join(K8S, 'overlays', 'prod'), '/nonexistent/kubectl')).toThrow(KUBECTL_MISSING_HINT);
    });
  });
});
