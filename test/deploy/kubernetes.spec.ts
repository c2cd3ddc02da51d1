import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { validateEnvironment } from '../../backend/src/core/config/environment';
import { readSecretFiles } from '../../backend/src/core/config/secret-files';
import { loadAll, YAML11_SCHEMA } from 'js-yaml';
import { containersOf, Manifest, render, strategicMerge } from './kustomize';

/**
 * deploy/kubernetes: every manifest of the base and of the example overlay (rendered by ./kustomize.ts, no kubectl)
 * is valid against the Kubernetes schemas of kubernetes-models, has no field those schemas do not know (a typo
 * such as `readinesProbe` would otherwise be dropped silently by the API server), and gives each process the
 * environment Kedai needs in production, checked by Kedai's own validation.
 */
const root = join(__dirname, '../../deploy/kubernetes');
const base = render(join(root, 'base'));
const overlay = render(join(root, 'overlays/example'));

type Model = { prototype: { validate(): void } };
const MODELS: Record<string, Model> = {
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

/** Runs the schema's validator on a proxy that records every field it looks at; the fields it never read are unknown. */
function validate(doc: Manifest): string[] {
  const model = MODELS[`${doc.apiVersion}/${doc.kind}`];
  if (!model) return [`no schema for ${doc.apiVersion} ${doc.kind}`];
  const seen = new Set<string>();
  const watch = (value: unknown, path: string): unknown =>
    value === null || typeof value !== 'object'
      ? value
      : new Proxy(value, {
          get(target, key) {
            if (typeof key === 'string') seen.add(`${path}/${key}`);
            return watch((target as Manifest)[key as string], `${path}/${String(key)}`);
          },
          ownKeys(target) {
            for (const key of Reflect.ownKeys(target)) seen.add(`${path}/${String(key)}`);
            return Reflect.ownKeys(target);
          },
        });
  try {
    model.prototype.validate.call(watch(doc, ''));
  } catch (error) {
    return [(error as Error).message];
  }
  const unknown: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (seen.has(`${path}/${key}`)) walk(child, `${path}/${key}`);
      else unknown.push(`unknown field ${path}/${key}`);
    }
  };
  walk(doc, '');
  return unknown;
}

/** Values of the right shape for each key of the Secret `kedai-secrets` (the documented list in docs/ops.md). */
const SAMPLE_SECRETS: Record<string, string> = {
  'database-url': 'postgres://kedai:secret@postgres.example:5432/kedai',
  'redis-url': 'redis://redis.example:6379',
  'jwt-secret': 'j'.repeat(48),
  'encryption-key': 'ab'.repeat(32),
  's3-access-key': 'AKIAEXAMPLE',
  's3-secret-key': 'example-secret-key',
  'smtp-url': 'smtp://user:pass@smtp.example:587',
  'admin-email': 'admin@shop.example.com',
  'admin-password': 'a long admin password',
  'metrics-token': 'm'.repeat(32),
};

/** The environment a container gets: its ConfigMaps, plain values and the Secret's keys, optional ones left out. */
function environmentOf(docs: Manifest[], podSpec: Manifest, container: Manifest) {
  const env: Record<string, string | undefined> = {};
  const files = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    const name = source.configMapRef?.name;
    const map = docs.find((doc) => doc.kind === 'ConfigMap' && doc.metadata.name === name);
    if (!map) throw new Error(`${container.name}: ConfigMap ${name} is not part of the manifests`);
    Object.assign(env, map.data);
  }
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef;
    if (ref) {
      expect(ref.name).toBe('kedai-secrets');
      expect(Object.keys(SAMPLE_SECRETS)).toContain(ref.key);
      if (!ref.optional) env[variable.name] = SAMPLE_SECRETS[ref.key];
    } else env[variable.name] = variable.value;
  }
  // Files of the mounted Secret, as the X_FILE variables will find them.
  for (const mount of container.volumeMounts ?? []) {
    const volume = (podSpec.volumes ?? []).find((candidate: Manifest) => candidate.name === mount.name);
    if (!volume?.secret) continue;
    expect(volume.secret.secretName).toBe('kedai-secrets');
    for (const item of volume.secret.items ?? []) {
      expect(Object.keys(SAMPLE_SECRETS)).toContain(item.key);
      files.set(`${mount.mountPath}/${item.path}`, SAMPLE_SECRETS[item.key]);
    }
  }
  readSecretFiles(env, (path) => {
    const content = files.get(path);
    if (content === undefined) throw Object.assign(new Error(path), { code: 'ENOENT' });
    return `${content}\n`;
  });
  return env;
}

function workload(docs: Manifest[], kind: string, name: string) {
  const doc = docs.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!doc) throw new Error(`${kind} ${name} is missing`);
  return { doc, spec: doc.spec.template.spec as Manifest, container: doc.spec.template.spec.containers[0] as Manifest };
}

describe.each([
  ['base', base],
  ['overlays/example', overlay],
])('deploy/kubernetes/%s', (_name, docs) => {
  it('is valid against the Kubernetes schemas, with no unknown field', () => {
    expect(docs.length).toBeGreaterThanOrEqual(13);
    const problems = docs.flatMap((doc) =>
      validate(doc).map((problem) => `${doc.kind} ${doc.metadata?.name}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('gives the API and the workers every variable Kedai needs in production', () => {
    for (const name of ['kedai-api', 'kedai-worker']) {
      const { spec, container } = workload(docs, 'Deployment', name);
      const env = environmentOf(docs, spec, container);
      expect(() => validateEnvironment(env)).not.toThrow();
      expect(env).toMatchObject({ NODE_ENV: 'production', STORAGE_DRIVER: 's3', TRUST_PROXY: '1' });
      expect(env.PUBLIC_URL).toMatch(/^https:\/\//);
      expect(env.S3_BUCKET).toBeTruthy();
      // Secrets come as files, so they are not shown by `kubectl describe pod`.
      for (const secret of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'ENCRYPTION_KEY', 'S3_SECRET_KEY']) {
        expect(container.env.find((variable: Manifest) => variable.name === `${secret}_FILE`)).toBeDefined();
      }
    }
    const migrate = workload(docs, 'Job', 'kedai-migrate');
    const env = environmentOf(docs, migrate.spec, migrate.container);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(env.REDIS_URL).toMatch(/^redis:\/\//);
    expect(migrate.container.command).toEqual(['node', 'backend/dist/backend/src/cli/migration-run.js']);
  });

  it('probes liveness and readiness apart, drains before stopping, and sizes the pods', () => {
    const api = workload(docs, 'Deployment', 'kedai-api');
    expect(api.container.command).toContain('--role=api');
    expect(api.container.livenessProbe.httpGet.path).toBe('/api/health/live');
    expect(api.container.startupProbe.httpGet.path).toBe('/api/health/live');
    expect(api.container.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(api.container.lifecycle.preStop).toBeDefined();
    // preStop's wait plus Kedai's own 15 s limit fit in the grace period.
    expect(api.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(10 + 15);
    expect(api.doc.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(api.doc.spec.replicas).toBeUndefined(); // the HorizontalPodAutoscaler owns the count
    const worker = workload(docs, 'Deployment', 'kedai-worker');
    expect(worker.container.command).toContain('--role=worker');
    expect(worker.container.livenessProbe.exec.command).toContain('--role=worker');
    for (const container of docs.flatMap(containersOf)) {
      expect(container.resources.requests.memory).toBeDefined();
      expect(container.resources.limits.memory).toBeDefined();
      expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    }
  });

  it('points every Service, autoscaler, budget, policy and the ingress at pods and ports that exist', () => {
    const pods = docs
      .filter((doc) => doc.kind === 'Deployment' || doc.kind === 'Job')
      .map((doc) => ({ labels: doc.spec.template.metadata.labels as Record<string, string>, doc }));
    const matching = (selector: Record<string, string>) =>
      pods.filter((pod) => Object.entries(selector).every(([key, value]) => pod.labels[key] === value));
    const portNames = (selector: Record<string, string>) =>
      matching(selector).flatMap((pod) =>
        containersOf(pod.doc).flatMap((c) => (c.ports ?? []).map((p: Manifest) => p.name)),
      );

    for (const doc of docs) {
      if (doc.kind === 'Service') {
        expect(matching(doc.spec.selector)).toHaveLength(1);
        for (const port of doc.spec.ports) expect(portNames(doc.spec.selector)).toContain(port.targetPort);
      }
      if (doc.kind === 'PodDisruptionBudget') expect(matching(doc.spec.selector.matchLabels)).toHaveLength(1);
      if (doc.kind === 'NetworkPolicy') {
        expect(matching(doc.spec.podSelector.matchLabels)).toHaveLength(1);
        for (const rule of doc.spec.ingress ?? [])
          for (const port of rule.ports) expect(portNames(doc.spec.podSelector.matchLabels)).toContain(port.port);
      }
      if (doc.kind === 'HorizontalPodAutoscaler') {
        expect(
          docs.some((d) => d.kind === doc.spec.scaleTargetRef.kind && d.metadata.name === doc.spec.scaleTargetRef.name),
        ).toBe(true);
      }
    }
    const ingress = docs.find((doc) => doc.kind === 'Ingress') as Manifest;
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    const service = docs.find((doc) => doc.kind === 'Service' && doc.metadata.name === backend.name) as Manifest;
    expect(service.spec.ports.map((port: Manifest) => port.name)).toContain(backend.port.name);
    // Socket.IO stays open far beyond the controller's default 60 s.
    expect(
      Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']),
    ).toBeGreaterThanOrEqual(3600);
    expect(
      Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-send-timeout']),
    ).toBeGreaterThanOrEqual(3600);
  });
});

describe('the example overlay', () => {
  it('sets the image, the namespace, the address and the sizes over the base', () => {
    for (const container of overlay.flatMap(containersOf))
      expect(container.image).toBe('registry.example.com/kedai:0.1.0');
    for (const doc of overlay) {
      expect(doc.metadata.namespace).toBe('kedai');
      expect(doc.metadata.labels['app.kubernetes.io/part-of']).toBe('kedai');
    }
    const config = overlay.find((doc) => doc.kind === 'ConfigMap') as Manifest;
    expect(config.data).toMatchObject({ PUBLIC_URL: 'https://shop.example.com', NODE_ENV: 'production' });
    const ingress = overlay.find((doc) => doc.kind === 'Ingress') as Manifest;
    expect(ingress.spec.tls[0].hosts).toEqual([ingress.spec.rules[0].host]);
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBe('3600');
    expect((overlay.find((doc) => doc.kind === 'HorizontalPodAutoscaler') as Manifest).spec.minReplicas).toBe(3);
  });

  it('runs the migration Job before a rollout (Argo CD PreSync hook; kubectl by the documented order)', () => {
    const job = overlay.find((doc) => doc.kind === 'Job') as Manifest;
    expect(job.metadata.annotations['argocd.argoproj.io/hook']).toBe('PreSync');
    expect(readFileSync(join(__dirname, '../../docs/ops.md'), 'utf8')).toContain(
      'kubectl -n kedai wait --for=condition=complete',
    );
  });

  it('finds a misspelled field and a wrong type', () => {
    const api = structuredClone(workload(overlay, 'Deployment', 'kedai-api').doc);
    api.spec.template.spec.containers[0].readinesProbe = api.spec.template.spec.containers[0].readinessProbe;
    api.spec.template.spec.terminationGracePeriodSeconds = '35';
    expect(validate(api).join('\n')).toMatch(/terminationGracePeriodSeconds/);
    api.spec.template.spec.terminationGracePeriodSeconds = 35;
    expect(validate(api)).toEqual(['unknown field /spec/template/spec/containers/0/readinesProbe']);
  });

  // Where kubectl is installed (it bundles Kustomize), the renderer above must agree with it document for document.
  const kubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
  (kubectl ? it : it.skip)('renders exactly what `kubectl kustomize` renders', () => {
    for (const [dir, ours] of [
      ['base', base],
      ['overlays/example', overlay],
    ] as const) {
      const output = execFileSync('kubectl', ['kustomize', join(root, dir)], { encoding: 'utf8' });
      const theirs = loadAll(output, { schema: YAML11_SCHEMA }) as Manifest[];
      const byName = (docs: Manifest[]) =>
        Object.fromEntries(docs.map((doc) => [`${doc.kind}/${doc.metadata.name}`, JSON.parse(JSON.stringify(doc))]));
      expect(byName(ours)).toEqual(byName(theirs));
    }
  });

  it('merges patches the way Kustomize does', () => {
    expect(
      strategicMerge(
        { a: 1, list: [{ name: 'x', v: 1 }, { name: 'y' }], plain: [1, 2], gone: true },
        { list: [{ name: 'x', v: 2 }, { name: 'z' }], plain: [3], gone: null },
      ),
    ).toEqual({ a: 1, list: [{ name: 'x', v: 2 }, { name: 'y' }, { name: 'z' }], plain: [3] });
  });
});
