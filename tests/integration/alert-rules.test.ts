import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exposedMetricNames, metricNamesIn } from "#tests/metric-names.ts";
import { parseYaml } from "#tests/unit/deploy-checks.ts";

/**
 * The alert rules and the example Prometheus configuration in deploy/prometheus/, checked by
 * Prometheus's own promtool (Debian's prometheus package; .ci/run installs it when missing): the
 * rules parse, each alert fires on the series of its firing case and stays quiet on its quiet one
 * (alerts.test.yml), and every rule reads only metrics the portal exports.
 */
const folder = path.resolve(import.meta.dirname, "../../deploy/prometheus");

function promtool(...args: string[]) {
  const run = spawnSync("promtool", args, { cwd: folder, encoding: "utf8", timeout: 60_000 });
  if (run.error) throw new Error(`promtool could not run (install Debian's prometheus package): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("deploy/prometheus", () => {
  it("promtool check rules: the alert rules are valid", () => {
    const run = promtool("check", "rules", "alerts.yml");
    expect(run.output).toContain("SUCCESS");
    expect(run.status, run.output).toBe(0);
  });

  it("promtool test rules: every alert fires on its firing case and stays quiet on its quiet one", () => {
    const run = promtool("test", "rules", "alerts.test.yml");
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain("SUCCESS");
  });

  it("promtool check config: the example scrape configuration is valid", () => {
    const run = promtool("check", "config", "prometheus.yml");
    expect(run.status, run.output).toBe(0);
  });

  it("every alert has a firing and a quiet case, and reads only metrics the portal exposes", async () => {
    const exposed = await exposedMetricNames();
    const [rules] = parseYaml(readFileSync(path.join(folder, "alerts.yml"), "utf8"), "alerts.yml") as [
      { groups: { rules: { alert: string; expr: string }[] }[] },
    ];
    const [tests] = parseYaml(readFileSync(path.join(folder, "alerts.test.yml"), "utf8"), "alerts.test.yml") as [
      { tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[] },
    ];
    const cases = tests.tests.flatMap((t) => t.alert_rule_test);
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.length).toBeGreaterThan(0);
    for (const { alert, expr } of alerts) {
      expect(
        metricNamesIn(expr).filter((name) => !exposed.has(name)),
        alert,
      ).toEqual([]);
      const mine = cases.filter((c) => c.alertname === alert);
      expect(
        mine.some((c) => c.exp_alerts.length > 0),
        `${alert} fires in a case`,
      ).toBe(true);
      expect(
        mine.some((c) => c.exp_alerts.length === 0),
        `${alert} stays quiet in a case`,
      ).toBe(true);
    }
  });

  it("finds the metric names in an expression, and only those", () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.95, sum by (job, le) (rate(portal_http_request_duration_seconds_bucket{route!="other"}[5m]))) > 1',
      ),
    ).toEqual(["portal_http_request_duration_seconds_bucket"]);
    expect(metricNamesIn("process_resident_memory_bytes > 0.85 * 768 * 1024 * 1024 and up == 1")).toEqual([
      "process_resident_memory_bytes",
      "up",
    ]);
    expect(metricNamesIn("rate(portal_http_requests_total[$__rate_interval])")).toEqual(["portal_http_requests_total"]);
  });
});
