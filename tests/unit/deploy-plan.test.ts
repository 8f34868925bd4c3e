import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type KubernetesFiles, readKubernetesFiles, repoRoot } from "./deploy-checks.ts";
import { capacityPlan, networkPolicyProblems, planProblems } from "./deploy-plan-checks.ts";

/**
 * The manifests are sized by the capacity plan (one source: docs/capacity.md's ```capacity block),
 * spread across zones, and fenced by a NetworkPolicy. Each check is also fed a broken copy.
 */

const files = readKubernetesFiles(["deployment.yaml", "hpa.yaml", "networkpolicy.yaml"]);
const plan = capacityPlan(readFileSync(path.join(repoRoot, "docs/capacity.md"), "utf8"));

function broken(change: (copy: KubernetesFiles) => void): KubernetesFiles {
  const copy: KubernetesFiles = { manifests: structuredClone(files.manifests), kustomization: undefined };
  change(copy);
  return copy;
}

type Doc = { spec: Record<string, unknown> };
const doc = (f: KubernetesFiles, file: string) => f.manifests.get(file)![0] as Doc;
const container = (f: KubernetesFiles) =>
  (
    doc(f, "deployment.yaml").spec.template as {
      spec: { containers: { resources: Record<string, Record<string, string>> }[] };
    }
  ).spec.containers[0]!;

describe("deploy/k8s is sized by docs/capacity.md", () => {
  it("reads the plan", () => {
    expect(plan).toMatchObject({ memory: "1Gi", "hpa-max-replicas": "12" });
  });

  it("has no problem", () => {
    expect(planProblems(files, plan)).toEqual([]);
  });

  it("notices a memory limit or an HPA maximum that drifted from the plan, and no zone spread", () => {
    const drifted = broken((f) => {
      container(f).resources.limits!.memory = "768Mi";
      doc(f, "hpa.yaml").spec.maxReplicas = 10;
      const pod = (doc(f, "deployment.yaml").spec.template as { spec: { topologySpreadConstraints: unknown[] } }).spec;
      pod.topologySpreadConstraints = pod.topologySpreadConstraints.slice(1);
    });
    expect(planProblems(drifted, plan)).toEqual([
      "Deployment: memory limit 768Mi is not the plan's 1Gi",
      "HorizontalPodAutoscaler: maxReplicas 10 is not the plan's 12",
      "Deployment: pods do not spread across topology.kubernetes.io/zone",
    ]);
    expect(planProblems(files, {})).toContain("docs/capacity.md: the plan gives no memory");
  });
});

describe("deploy/k8s/networkpolicy.yaml", () => {
  it("has no problem", () => {
    expect(networkPolicyProblems(files)).toEqual([]);
  });

  it("notices a policy that admits anyone, to any port, or lets the pods reach anything", () => {
    const open = broken((f) => {
      const spec = doc(f, "networkpolicy.yaml").spec as {
        ingress: { from?: unknown; ports?: { port: unknown }[] }[];
        egress: { to?: unknown; ports?: unknown }[];
      };
      delete spec.ingress[0]!.from;
      spec.ingress[1]!.ports = [{ port: 8080 }];
      spec.egress = spec.egress.filter((rule) => !JSON.stringify(rule.ports).includes("4318"));
      spec.egress.push({ to: [{ ipBlock: { cidr: "0.0.0.0/0" } }] });
    });
    expect(networkPolicyProblems(open)).toEqual([
      "NetworkPolicy: an ingress rule admits every source",
      "NetworkPolicy: ingress to port 8080, neither http nor metrics",
      "NetworkPolicy: no ingress to metrics",
      "NetworkPolicy: an egress rule allows every port",
      "NetworkPolicy: no egress to the OTLP collector",
    ]);
    const elsewhere = broken((f) => {
      (doc(f, "networkpolicy.yaml").spec.podSelector as { matchLabels: Record<string, string> }).matchLabels[
        "app.kubernetes.io/name"
      ] = "other";
    });
    expect(networkPolicyProblems(elsewhere)).toEqual(["NetworkPolicy: does not select the Deployment's pods"]);
  });
});
