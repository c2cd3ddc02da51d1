import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadAll, YAML11_SCHEMA } from 'js-yaml';

/**
 * The part of Kustomize that deploy/kubernetes uses, so the test renders the overlay without kubectl: `resources`
 * (files and directories with their own kustomization), `namespace`, `labels` (metadata only, no selectors),
 * `images` (newName/newTag) and `patches` given by `path` (strategic merge: maps merge, lists of named items merge
 * by `name`, other lists are replaced, null removes a key). Any other field of a kustomization.yaml is refused,
 * so a feature added to the manifests cannot be silently ignored here.
 */
export type Manifest = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SUPPORTED = new Set(['apiVersion', 'kind', 'namespace', 'labels', 'resources', 'images', 'patches']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass']);

function readYaml(file: string): Manifest[] {
  return (loadAll(readFileSync(file, 'utf8'), { schema: YAML11_SCHEMA }) as Manifest[]).filter(
    (doc) => doc !== null && doc !== undefined,
  );
}

function isObject(value: unknown): value is Manifest {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function strategicMerge(base: unknown, patch: unknown): unknown {
  if (isObject(base) && isObject(patch)) {
    const merged: Manifest = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = key in base ? strategicMerge(base[key], value) : value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(patch) && patch.every((item) => isObject(item) && 'name' in item)) {
    const merged = base.map((item) => {
      const update = patch.find((candidate) => isObject(item) && candidate.name === item.name);
      return update ? strategicMerge(item, update) : item;
    });
    for (const item of patch)
      if (!base.some((candidate) => isObject(candidate) && candidate.name === item.name)) merged.push(item);
    return merged;
  }
  return patch;
}

function podSpecs(doc: Manifest): Manifest[] {
  if (doc.kind === 'Pod') return [doc.spec];
  if (doc.kind === 'CronJob') return [doc.spec?.jobTemplate?.spec?.template?.spec];
  return doc.spec?.template?.spec ? [doc.spec.template.spec] : [];
}

export function containersOf(doc: Manifest): Manifest[] {
  return podSpecs(doc).flatMap((spec) => [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])]);
}

export function render(dir: string): Manifest[] {
  const file = ['kustomization.yaml', 'kustomization.yml'].map((name) => join(dir, name)).find(existsSync);
  if (!file) throw new Error(`${dir} has no kustomization.yaml`);
  const kustomization = readYaml(file)[0];
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${file}: this renderer does not support ${unsupported.join(', ')}`);

  let docs: Manifest[] = [];
  for (const entry of (kustomization.resources ?? []) as string[]) {
    const path = resolve(dir, entry);
    docs.push(...(statSync(path).isDirectory() ? render(path) : readYaml(path)));
  }
  for (const patch of (kustomization.patches ?? []) as Array<{ path?: string }>) {
    if (!patch.path) throw new Error(`${file}: only patches given by path are supported`);
    for (const change of readYaml(resolve(dir, patch.path))) {
      const target = docs.findIndex(
        (doc) =>
          doc.kind === change.kind &&
          doc.apiVersion === change.apiVersion &&
          doc.metadata?.name === change.metadata?.name,
      );
      if (target < 0) throw new Error(`${patch.path}: no ${change.kind} ${change.metadata?.name} to patch`);
      docs[target] = strategicMerge(docs[target], change) as Manifest;
    }
  }
  for (const { pairs } of (kustomization.labels ?? []) as Array<{ pairs: Record<string, string> }>) {
    docs = docs.map((doc) => ({
      ...doc,
      metadata: { ...doc.metadata, labels: { ...doc.metadata?.labels, ...pairs } },
    }));
  }
  for (const image of (kustomization.images ?? []) as Array<{ name: string; newName?: string; newTag?: string }>) {
    for (const container of docs.flatMap(containersOf)) {
      const [name, tag] = String(container.image).split(':');
      if (name !== image.name) continue;
      const newTag = image.newTag ?? tag;
      container.image = `${image.newName ?? name}${newTag ? `:${newTag}` : ''}`;
    }
  }
  if (kustomization.namespace) {
    docs = docs.map((doc) =>
      CLUSTER_SCOPED.has(doc.kind)
        ? doc
        : { ...doc, metadata: { ...doc.metadata, namespace: kustomization.namespace } },
    );
  }
  return docs;
}
