import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exposedMetricNames, metricNamesIn } from "#tests/metric-names.ts";

/**
 * deploy/grafana/portal-dashboard.json: valid JSON, every panel queries Prometheus, reads only the
 * metrics the portal exports, and is valid PromQL (promtool parses each query as a rule, with the
 * dashboard's variables filled in).
 */
const file = path.resolve(import.meta.dirname, "../../deploy/grafana/portal-dashboard.json");

type Panel = { type: string; title: string; targets?: { expr: string }[]; panels?: Panel[] };
type Dashboard = { uid: string; title: string; panels: Panel[] };

const dashboard = JSON.parse(readFileSync(file, "utf8")) as Dashboard;
const panels = dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]).filter((p) => p.type !== "row");
const queries = panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));

/** A query as Prometheus receives it from Grafana. */
const filled = (expr: string) =>
  expr.replaceAll("$__rate_interval", "5m").replaceAll("$__range", "6h").replaceAll("$job", "portal");

describe("the Grafana dashboard", () => {
  it("has panels for every signal the alerts watch, each with a query", () => {
    expect(dashboard.uid).toBeTruthy();
    expect(panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of panels) expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    const all = queries.map((q) => q.expr).join("\n");
    for (const metric of [
      "portal_page_outcomes_total",
      "portal_http_request_duration_seconds_bucket",
      "portal_provider_call_duration_seconds_bucket",
      "portal_state_store_up",
      "portal_state_store_failures_total",
      "portal_rate_limit_refusals_total",
      "portal_account_events_total",
      "process_resident_memory_bytes",
    ]) {
      expect(all).toContain(metric);
    }
  });

  it("shows what customers saw: page outcomes, failed and degraded pages by route, the SLOs", () => {
    const titles = panels.map((p) => p.title);
    for (const title of ["Page outcomes", "Failed and degraded pages by route", "Availability over the range"])
      expect(titles).toContain(title);
    const outcomes = queries.filter((q) => q.expr.includes("portal_page_outcomes_total"));
    expect(outcomes.some((q) => /by \(outcome\)/.test(q.expr))).toBe(true);
    expect(outcomes.some((q) => /by \(route, outcome\)/.test(q.expr))).toBe(true);
  });

  it("reads only metrics the portal exposes", async () => {
    const exposed = await exposedMetricNames();
    for (const { panel, expr } of queries) {
      const names = metricNamesIn(filled(expr));
      expect(names.length, panel).toBeGreaterThan(0);
      expect(
        names.filter((name) => !exposed.has(name)),
        panel,
      ).toEqual([]);
    }
  });

  it("every query is valid PromQL (promtool check rules)", () => {
    const rules = {
      groups: [
        { name: "dashboard", rules: queries.map((q, i) => ({ record: `dashboard:query_${i}`, expr: filled(q.expr) })) },
      ],
    };
    const dir = mkdtempSync(path.join(tmpdir(), "dashboard-"));
    // JSON is YAML: promtool reads it as it is.
    writeFileSync(path.join(dir, "queries.yml"), JSON.stringify(rules));
    const run = spawnSync("promtool", ["check", "rules", "queries.yml"], { cwd: dir, encoding: "utf8" });
    if (run.error)
      throw new Error(`promtool could not run (install Debian's prometheus package): ${run.error.message}`);
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });
});
