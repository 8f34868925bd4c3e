import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  composeCrossProblems,
  composeSchemaProblems,
  kubernetesCrossProblems,
  kubernetesSchemaProblems,
  parseYaml,
  readComposeFiles,
  readKubernetesFiles,
  repoRoot,
  type ComposeFiles,
  type KubernetesFiles,
} from "./deploy-checks.ts";

/**
 * The deployment files validate offline (decision 020): every manifest in deploy/k8s/
 * against the Kubernetes schema of its kind, compose.yaml against the compose-spec schema, and the
 * facts that tie them to each other, to deploy/nginx/, to the Dockerfiles and to the portal's own
 * configuration. Each check is also fed a broken copy, to show it fails.
 */

const k8sFiles = readdirSync(path.join(repoRoot, "deploy/k8s"))
  .filter((f) => f.endsWith(".yaml"))
  .sort();

function copyOf<T>(value: T): T {
  return structuredClone(value);
}

const deploymentDoc = (files: KubernetesFiles) =>
  files.manifests.get("deployment.yaml")![0] as { spec: { template: { spec: { containers: unknown[] } } } };

const minimalDeployment = () => ({
  apiVersion: "apps/v1",
  kind: "Deployment",
  metadata: { name: "example", labels: { app: "example" } },
  spec: {
    replicas: 2,
    selector: { matchLabels: { app: "example" } },
    template: {
      metadata: { labels: { app: "example" } },
      spec: {
        containers: [
          {
            name: "web",
            image: "example:1",
            ports: [{ name: "http", containerPort: 3000 }],
            readinessProbe: { httpGet: { path: "/readyz", port: "http" } },
            resources: { requests: { cpu: "500m", memory: "512Mi" } },
          },
        ],
      },
    },
  },
});

describe("deploy/k8s: each manifest against the Kubernetes schema of its kind", () => {
  it("has the expected files", () => {
    expect(k8sFiles).toEqual([
      "configmap.yaml",
      "deployment.yaml",
      "hpa.yaml",
      "kustomization.yaml",
      "networkpolicy.yaml",
      "pdb.yaml",
      "secret.yaml",
      "service.yaml",
      "staff.yaml",
    ]);
  });

  const { manifests } = readKubernetesFiles(k8sFiles);
  for (const [file, docs] of manifests) {
    it(`${file} is valid, with no field the schema does not know`, async () => {
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) expect(await kubernetesSchemaProblems(doc)).toEqual([]);
    });
  }

  it("accepts a minimal valid Deployment (the checks below start from it)", async () => {
    expect(await kubernetesSchemaProblems(minimalDeployment())).toEqual([]);
  });

  it("fails a misspelt field (readinesProbe), as kubeconform -strict would", async () => {
    const doc = minimalDeployment();
    const container = doc.spec.template.spec.containers[0]! as Record<string, unknown>;
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    expect(await kubernetesSchemaProblems(doc)).toEqual([
      '/spec/template/spec/containers/0/readinesProbe: unknown field "readinesProbe"',
    ]);
  });

  it("fails a field of the wrong type, a missing required field, and a bad quantity", async () => {
    const wrongType = minimalDeployment() as unknown as { spec: { replicas: unknown } };
    wrongType.spec.replicas = "two";
    expect((await kubernetesSchemaProblems(wrongType)).join("\n")).toMatch(/\/spec\/replicas/);

    const noSelector = minimalDeployment() as unknown as { spec: Record<string, unknown> };
    delete noSelector.spec.selector;
    expect((await kubernetesSchemaProblems(noSelector)).join("\n")).toMatch(/selector/);

    const noName = minimalDeployment() as unknown as { metadata: Record<string, unknown> };
    delete noName.metadata.name;
    expect(await kubernetesSchemaProblems(noName)).toContain("/metadata/name: required");

    const badPort = minimalDeployment();
    (badPort.spec.template.spec.containers[0]!.ports[0] as { containerPort: unknown }).containerPort = "3000";
    expect((await kubernetesSchemaProblems(badPort)).join("\n")).toMatch(/containerPort/);
  });

  it("fails an unknown kind, a removed API version and a document that is not an object", async () => {
    expect(await kubernetesSchemaProblems({ ...minimalDeployment(), kind: "Deploymnet" })).toEqual([
      "no kind Deploymnet in apiVersion apps/v1",
    ]);
    expect(await kubernetesSchemaProblems({ ...minimalDeployment(), apiVersion: "extensions/v1beta1" })).toEqual([
      "apiVersion extensions/v1beta1 is no longer served by Kubernetes",
    ]);
    expect(await kubernetesSchemaProblems({ ...minimalDeployment(), apiVersion: "../../etc" })).toHaveLength(1);
    expect(await kubernetesSchemaProblems("kind: Deployment")).toHaveLength(1);
  });

  it("fails a HorizontalPodAutoscaler written in v1's shape under autoscaling/v2", async () => {
    const hpa = copyOf(manifests.get("hpa.yaml")![0]) as { spec: Record<string, unknown> };
    hpa.spec.targetCPUUtilizationPercentage = 70;
    expect(await kubernetesSchemaProblems(hpa)).toEqual([
      '/spec/targetCPUUtilizationPercentage: unknown field "targetCPUUtilizationPercentage"',
    ]);
  });

  it("fails YAML that is not YAML, or has a key twice", () => {
    expect(() => parseYaml("a: [1, 2\n", "broken.yaml")).toThrow(/broken\.yaml/);
    expect(() => parseYaml("a: 1\na: 2\n", "twice.yaml")).toThrow(/twice\.yaml/);
  });
});

describe("deploy/k8s: the manifests fit together and fit the portal", () => {
  const files = readKubernetesFiles(k8sFiles);

  it("has no problem", () => {
    expect(kubernetesCrossProblems(files)).toEqual([]);
  });

  const broken = (change: (files: KubernetesFiles) => void) => {
    const copy: KubernetesFiles = { manifests: copyOf(files.manifests), kustomization: copyOf(files.kustomization) };
    change(copy);
    return kubernetesCrossProblems(copy);
  };

  it("notices a Service, PDB or HPA that misses the Deployment", () => {
    expect(
      broken((f) => {
        (f.manifests.get("service.yaml")![0] as { spec: { selector: Record<string, string> } }).spec.selector[
          "app.kubernetes.io/name"
        ] = "other";
      }),
    ).toEqual(["Service: selector does not match the Deployment's pods"]);
    expect(
      broken((f) => {
        (f.manifests.get("pdb.yaml")![0] as { spec: { selector: unknown } }).spec.selector = { matchLabels: {} };
      }),
    ).toEqual(["PodDisruptionBudget: selector does not match the Deployment's pods"]);
    expect(
      broken((f) => {
        (f.manifests.get("hpa.yaml")![0] as { spec: { scaleTargetRef: { name: string } } }).spec.scaleTargetRef.name =
          "portal";
      }),
    ).toEqual(["HorizontalPodAutoscaler: does not target the Deployment"]);
  });

  it("notices probes on the wrong paths and a container port that is not PORT", () => {
    const problems = broken((f) => {
      const container = deploymentDoc(f).spec.template.spec.containers[0] as {
        readinessProbe: { httpGet: { path: string } };
        livenessProbe: { httpGet: { path: string } };
        ports: { containerPort: number }[];
      };
      container.readinessProbe.httpGet.path = "/healthz";
      container.livenessProbe.httpGet.path = "/readyz";
      container.ports[0]!.containerPort = 8080;
    });
    expect(problems).toEqual([
      'Deployment: container port "http" is not PORT (3000)',
      "Deployment: readinessProbe is not an HTTP GET of /readyz",
      "Deployment: livenessProbe is not an HTTP GET of /healthz",
    ]);
  });

  it("notices probes on the public port", () => {
    const problems = broken((f) => {
      const container = deploymentDoc(f).spec.template.spec.containers[0] as Record<
        "readinessProbe" | "livenessProbe" | "startupProbe",
        { httpGet: { port: string | number } }
      >;
      container.readinessProbe.httpGet.port = "http";
      container.livenessProbe.httpGet.port = 3000;
      container.startupProbe.httpGet.port = "http";
    });
    expect(problems).toEqual([
      "Deployment: readinessProbe is not on the metrics port (METRICS_PORT 9464)",
      "Deployment: livenessProbe is not on the metrics port (METRICS_PORT 9464)",
      "Deployment: startupProbe is not on the metrics port (METRICS_PORT 9464)",
    ]);
  });

  it("notices a grace period too short for preStop, the drain and the rest of a stop", () => {
    const problems = broken((f) => {
      (
        deploymentDoc(f).spec.template.spec as unknown as { terminationGracePeriodSeconds: number }
      ).terminationGracePeriodSeconds = 20;
    });
    expect(problems).toEqual([
      "Deployment: terminationGracePeriodSeconds (20) is less than preStop (5 s) + SHUTDOWN_DRAIN_MS (15 s) + 5 s",
    ]);
  });

  it("notices a metrics port that is not METRICS_PORT, pods not annotated for it, and a Service publishing it", () => {
    const problems = broken((f) => {
      const pod = deploymentDoc(f).spec.template as unknown as {
        metadata: { annotations: Record<string, string> };
        spec: { containers: { ports: { name: string; containerPort: number }[] }[] };
      };
      pod.spec.containers[0]!.ports.find((p) => p.name === "metrics")!.containerPort = 9100;
      pod.metadata.annotations["prometheus.io/port"] = "9100";
      (f.manifests.get("service.yaml")![0] as { spec: { ports: unknown[] } }).spec.ports.push({
        name: "metrics",
        port: 9464,
        targetPort: "metrics",
      });
    });
    expect(problems).toEqual([
      'Deployment: container port "metrics" is not METRICS_PORT (9464)',
      "Deployment: pods are not annotated for scraping on METRICS_PORT (9464)",
      "Service: publishes the metrics port",
    ]);
  });

  it("notices a secret moved into the ConfigMap, a setting the portal refuses, and a usable placeholder", () => {
    expect(
      broken((f) => {
        const data = (f.manifests.get("configmap.yaml")![0] as { data: Record<string, string> }).data;
        data.SESSION_SECRET = "x".repeat(40);
        data.TRUST_PROXY = "true";
      }),
    ).toEqual([
      "ConfigMap: SESSION_SECRET belongs in the Secret",
      "ConfigMap: the portal refuses it: Invalid configuration: TRUST_PROXY must be a hop count or a list of proxy addresses or CIDRs (never true)",
    ]);
    expect(
      broken((f) => {
        (f.manifests.get("secret.yaml")![0] as { stringData: Record<string, string> }).stringData.SESSION_SECRET =
          "a-real-looking-secret-of-at-least-32-characters";
      }),
    ).toEqual(["Secret: the SESSION_SECRET placeholder is a secret the portal would accept"]);
  });

  it("notices a file the kustomization does not list", () => {
    expect(
      broken((f) => {
        (f.kustomization as { resources: string[] }).resources.pop();
      }),
    ).toEqual(["kustomization.yaml does not list pdb.yaml"]);
  });
});

describe("compose.yaml", () => {
  const files = readComposeFiles();

  it("is valid against the compose-spec schema", () => {
    expect(composeSchemaProblems(files.compose)).toEqual([]);
  });

  it("fails the schema with an unknown key, a bad condition or a bad duration", () => {
    const compose = copyOf(files.compose) as { services: Record<string, Record<string, unknown>> };
    const redis = compose.services.redis!;
    redis.healthchek = redis.healthcheck;
    (compose.services["portal-1"]!.depends_on as Record<string, { condition: string }>).redis!.condition =
      "service_ready";
    (compose.services.sandbox!.healthcheck as { interval: string }).interval = "10 seconds";
    const problems = composeSchemaProblems(compose).join("\n");
    expect(problems).toMatch(/\/services\/redis: must NOT have additional properties.*healthchek/);
    expect(problems).toMatch(
      /\/services\/portal-1\/depends_on\/redis\/condition: must be equal to one of the allowed values/,
    );
    expect(problems).toMatch(/\/services\/sandbox\/healthcheck\/interval: must match format "duration"/);
  });

  it("fits deploy/nginx/, the Dockerfiles and the portal's configuration", () => {
    expect(composeCrossProblems(files)).toEqual([]);
  });

  const broken = (change: (compose: { services: Record<string, Record<string, unknown>> }) => void, more = {}) => {
    const copy: ComposeFiles = { ...files, ...more, compose: copyOf(files.compose) };
    change(copy.compose as { services: Record<string, Record<string, unknown>> });
    return composeCrossProblems(copy);
  };
  const environment = (service: Record<string, unknown>) => service.environment as Record<string, string>;

  it("notices portals that do not share a secret, or miss Redis, the sandbox or a healthy start", () => {
    expect(
      broken((c) => {
        environment(c.services["portal-2"]!).SESSION_SECRET = "${OTHER_SECRET:?}";
      }),
    ).toEqual([
      "the portals do not share one SESSION_SECRET",
      "portal-2: SESSION_SECRET must come from the environment (${SESSION_SECRET:?…}), never a literal",
    ]);
    expect(
      broken((c) => {
        environment(c.services["portal-1"]!).REDIS_URL = "redis://localhost:6379/0";
        environment(c.services["portal-1"]!).PROVIDER_API_URL = "http://sandbox:3002";
        delete c.services["portal-1"]!.depends_on;
      }),
    ).toEqual([
      "portal-1: REDIS_URL does not name the redis service",
      "portal-1: PROVIDER_API_URL does not name the sandbox service",
      "portal-1: does not wait for a healthy redis",
      "portal-1: does not wait for a healthy sandbox",
    ]);
    expect(
      broken((c) => {
        delete c.services.sandbox!.healthcheck;
        c.services["portal-2"]!.ports = ["3000:3000"];
      }),
    ).toEqual([
      "sandbox: no healthcheck",
      "sandbox: the healthcheck does not call SANDBOX_PORT 3001",
      "portal-2: publishes a port (only nginx may reach the portals)",
    ]);
    expect(
      broken((c) => {
        c.services["portal-1"]!.healthcheck = { test: ["CMD", "wget", "http://127.0.0.1:3000/healthz"] };
        c.services["portal-2"]!.stop_grace_period = "10s";
      }),
    ).toEqual([
      "portal-1: the healthcheck is not /healthz on METRICS_PORT 9464",
      "portal-2: stop_grace_period (10 s) is less than SHUTDOWN_DRAIN_MS (15 s) + 5 s",
    ]);
  });

  it("notices nginx upstreams that are not the portals, and local/compose configs drifting apart", () => {
    expect(broken(() => {}, { nginxCompose: files.nginxCompose.replace("portal-2:3000", "portal-2:3002") })).toEqual([
      "deploy/nginx/compose.conf: upstreams portal-1:3000, portal-2:3002 are not the portals portal-1:3000, portal-2:3000",
    ]);
    expect(
      broken(() => {}, {
        nginxLocal: files.nginxLocal.replace("127.0.0.1:3002 max_fails=2", "127.0.0.1:3002 max_fails=5"),
      }),
    ).toEqual(["deploy/nginx: the upstream parameters of local.conf and compose.conf differ"]);
  });

  it("notices sandbox code in the portal's image", () => {
    expect(
      broken(() => {}, {
        dockerignore: files.dockerignore.replace(/^sandbox$/m, ""),
        dockerfile: files.dockerfile.replace(
          "COPY --from=build --chown=node:node /app/server ./server",
          "$&\nCOPY sandbox ./sandbox",
        ),
      }),
    ).toEqual([".dockerignore: sandbox/ is not excluded", "Dockerfile: the runtime image copies sandbox/"]);
    expect(
      broken(() => {}, {
        dockerfile: files.dockerfile.replace("process.env.METRICS_PORT||9464", "process.env.PORT||3000"),
      }),
    ).toEqual(["Dockerfile: the HEALTHCHECK is not /healthz on METRICS_PORT"]);
  });
});

/** Debian's nginx, where it is installed (apt-get install nginx): the configs' syntax, for real. */
const nginx = spawnSync("nginx", ["-v"]).status === 0;

describe.skipIf(!nginx)("deploy/nginx with nginx -t (nginx is installed here)", () => {
  const test = (main: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), "ssp-nginx-"));
    try {
      cpSync(path.join(repoRoot, "deploy/nginx"), dir, { recursive: true });
      writeFileSync(path.join(dir, "main.conf"), main);
      return execFileSync("nginx", ["-t", "-e", "stderr", "-p", dir, "-c", path.join(dir, "main.conf")], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it("local.conf is a configuration nginx accepts", () => {
    expect(() => test(readComposeFiles().nginxLocal)).not.toThrow();
  });

  it("compose.conf, inside the official image's http block, is one too", () => {
    // The image resolves portal-1/portal-2 on its network; here they stand for loopback.
    const conf = readComposeFiles()
      .nginxCompose.replace(/portal-\d:/g, "127.0.0.1:")
      .replaceAll("/etc/nginx/portal-proxy.conf", "portal-proxy.conf")
      .replace("listen 8080", "listen 127.0.0.1:8080");
    const main = `pid nginx.pid;\nevents {}\nhttp {\n  client_body_temp_path body;\n  proxy_temp_path proxy;\n${conf}\n}\n`;
    expect(() => test(main)).not.toThrow();
  });

  it("and a broken one fails", () => {
    expect(() => test(`events {}\nhttp { server { listen 8080; proxy_pas http://x; } }\n`)).toThrow(/proxy_pas/);
  });
});
