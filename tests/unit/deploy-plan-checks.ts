// Checks that tie deploy/k8s/ to the capacity plan (docs/capacity.md) and that the network policy
// lets in and out only what the portal needs. Used by deploy-plan.test.ts on the real files and on
// broken copies. Each check returns a list of problems (empty: fine).

import type { IHorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import type { IDeployment } from "kubernetes-models/apps/v1/Deployment";
import type { INetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";

type INetworkPolicyPort = { port?: number | string; protocol?: string };
import type { KubernetesFiles } from "./deploy-checks.ts";

/** The sizes the capacity plan gives the manifests: its ```capacity block of `key: value` lines. */
export function capacityPlan(markdown: string): Record<string, string> {
  const block = /```capacity\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (!block) return {};
  const plan: Record<string, string> = {};
  for (const line of block.split("\n")) {
    const at = line.indexOf(":");
    if (at > 0) plan[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return plan;
}

function find<T>(files: KubernetesFiles, kind: string): T[] {
  return [...files.manifests.values()].flat().filter((d) => (d as { kind?: string }).kind === kind) as T[];
}

const SPREAD_KEYS = ["topology.kubernetes.io/zone", "kubernetes.io/hostname"];

/** The Deployment's and the HPA's sizes are the plan's, and the pods spread across zones and nodes. */
export function planProblems(files: KubernetesFiles, plan: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of ["cpu-request", "memory", "hpa-target-cpu-percent", "hpa-max-replicas"]) {
    if (!plan[key]) problems.push(`docs/capacity.md: the plan gives no ${key}`);
  }
  const [deployment] = find<IDeployment>(files, "Deployment");
  const [hpa] = find<IHorizontalPodAutoscaler>(files, "HorizontalPodAutoscaler");
  const resources = deployment?.spec?.template.spec?.containers[0]?.resources;
  if (String(resources?.requests?.cpu) !== plan["cpu-request"])
    problems.push(
      `Deployment: CPU request ${String(resources?.requests?.cpu)} is not the plan's ${plan["cpu-request"]}`,
    );
  if (String(resources?.requests?.memory) !== plan.memory)
    problems.push(`Deployment: memory request ${String(resources?.requests?.memory)} is not the plan's ${plan.memory}`);
  if (String(resources?.limits?.memory) !== plan.memory)
    problems.push(`Deployment: memory limit ${String(resources?.limits?.memory)} is not the plan's ${plan.memory}`);
  if (String(hpa?.spec?.maxReplicas) !== plan["hpa-max-replicas"])
    problems.push(
      `HorizontalPodAutoscaler: maxReplicas ${hpa?.spec?.maxReplicas} is not the plan's ${plan["hpa-max-replicas"]}`,
    );
  const cpu = hpa?.spec?.metrics?.find((m) => m.type === "Resource" && m.resource?.name === "cpu");
  if (String(cpu?.resource?.target.averageUtilization) !== plan["hpa-target-cpu-percent"])
    problems.push(`HorizontalPodAutoscaler: CPU target is not the plan's ${plan["hpa-target-cpu-percent"]} %`);
  const spread = deployment?.spec?.template.spec?.topologySpreadConstraints ?? [];
  for (const key of SPREAD_KEYS) {
    if (!spread.some((c) => c.topologyKey === key)) problems.push(`Deployment: pods do not spread across ${key}`);
  }
  return problems;
}

const hasPort = (ports: INetworkPolicyPort[] | undefined, port: number | string, protocol = "TCP") =>
  (ports ?? []).some((p) => p.port === port && (p.protocol ?? "TCP") === protocol);

/**
 * One NetworkPolicy selects the portal's pods, for both directions: in, only to the public port (from
 * the ingress controller) and the metrics port (from Prometheus), each from a named source; out, only
 * DNS, HTTPS outside private ranges (the provider), Redis and the OTLP collector.
 */
export function networkPolicyProblems(files: KubernetesFiles): string[] {
  const problems: string[] = [];
  const policies = find<INetworkPolicy>(files, "NetworkPolicy");
  if (policies.length !== 1) return [`expected exactly one NetworkPolicy, found ${policies.length}`];
  const policy = policies[0]!;
  const [deployment] = find<IDeployment>(files, "Deployment");
  const podLabels = deployment?.spec?.template.metadata?.labels ?? {};
  const selector = policy.spec?.podSelector?.matchLabels ?? {};
  if (Object.keys(selector).length === 0 || Object.entries(selector).some(([key, value]) => podLabels[key] !== value)) {
    problems.push("NetworkPolicy: does not select the Deployment's pods");
  }
  const types = policy.spec?.policyTypes ?? [];
  if (!types.includes("Ingress") || !types.includes("Egress"))
    problems.push("NetworkPolicy: does not govern both Ingress and Egress");

  const ingress = policy.spec?.ingress ?? [];
  for (const rule of ingress) {
    if (!rule.from?.length) problems.push("NetworkPolicy: an ingress rule admits every source");
    const ports = rule.ports ?? [];
    if (ports.length === 0) problems.push("NetworkPolicy: an ingress rule admits every port");
    for (const p of ports) {
      if (p.port !== "http" && p.port !== "metrics")
        problems.push(`NetworkPolicy: ingress to port ${String(p.port)}, neither http nor metrics`);
    }
  }
  for (const port of ["http", "metrics"]) {
    if (!ingress.some((rule) => hasPort(rule.ports, port))) problems.push(`NetworkPolicy: no ingress to ${port}`);
  }

  const egress = policy.spec?.egress ?? [];
  for (const rule of egress) {
    if (!rule.to?.length) problems.push("NetworkPolicy: an egress rule allows every destination");
    if (!rule.ports?.length) problems.push("NetworkPolicy: an egress rule allows every port");
  }
  const egressTo = (port: number, protocol = "TCP") => egress.some((rule) => hasPort(rule.ports, port, protocol));
  if (!egressTo(53, "UDP") || !egressTo(53, "TCP")) problems.push("NetworkPolicy: no egress to DNS");
  if (!egressTo(6379)) problems.push("NetworkPolicy: no egress to Redis");
  if (!egressTo(4318)) problems.push("NetworkPolicy: no egress to the OTLP collector");
  const https = egress.find((rule) => hasPort(rule.ports, 443));
  const block = https?.to?.find((peer) => peer.ipBlock)?.ipBlock;
  if (!https) problems.push("NetworkPolicy: no egress to the provider (HTTPS)");
  else if (block?.cidr === "0.0.0.0/0" && !["10.0.0.0/8", "169.254.0.0/16"].every((c) => block.except?.includes(c)))
    problems.push("NetworkPolicy: HTTPS egress reaches private addresses or the metadata endpoint");
  return problems;
}
