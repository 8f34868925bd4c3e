import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exposedMetricNames, metricNamesIn } from "#tests/metric-names.ts";
import { parseYaml } from "#tests/unit/deploy-checks.ts";

/**
 * The alert rules and the example Prometheus configuration in deploy/prometheus/, checked by
 * Prometheus's own promtool (Debian's prometheus package; .ci/run installs it when missing): the
 * rules parse, each alert fires on the series of its firing case and stays quiet on its quiet one
 * (alerts.test.yml for alerts.yml, slo.test.yml for slo.yml), every rule reads only metrics the
 * portal exports (or a rule records), and a short provider outage pages while it lasts.
 */
const folder = path.resolve(import.meta.dirname, "../../deploy/prometheus");
/** Each rule file and its unit tests. */
const RULE_FILES = [
  ["alerts.yml", "alerts.test.yml"],
  ["slo.yml", "slo.test.yml"],
  ["slo.yml", "slo-outage.test.yml"],
] as const;
/** promtool evaluates hours of series step by step: tens of seconds on a busy machine. */
const SLOW = { timeout: 120_000 };

type Rule = { alert?: string; record?: string; expr: string };

function promtool(args: string[], cwd = folder) {
  const run = spawnSync("promtool", args, { cwd, encoding: "utf8", timeout: 110_000 });
  if (run.error) throw new Error(`promtool could not run (install Debian's prometheus package): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("deploy/prometheus", () => {
  it.each([...new Set(RULE_FILES.map(([rules]) => rules))])("promtool check rules: %s is valid", (rules) => {
    const run = promtool(["check", "rules", rules]);
    expect(run.output).toContain("SUCCESS");
    expect(run.status, run.output).toBe(0);
  });

  it.each(RULE_FILES)(
    "promtool test rules: every alert of %s fires on its firing case and stays quiet on its quiet one (%s)",
    SLOW,
    (_rules, tests) => {
      const run = promtool(["test", "rules", tests]);
      expect(run.status, run.output).toBe(0);
      expect(run.output).toContain("SUCCESS");
    },
  );

  it("promtool check config: the example scrape configuration is valid and loads every rule file", () => {
    const run = promtool(["check", "config", "prometheus.yml"]);
    expect(run.status, run.output).toBe(0);
    for (const [rules] of RULE_FILES) expect(run.output).toContain(rules);
  });

  it("every alert has a firing and a quiet case, and reads only metrics the portal exposes or a rule records", async () => {
    const exposed = new Set(await exposedMetricNames());
    const rules = [...new Set(RULE_FILES.map(([file]) => file))].flatMap((file) => {
      const [parsed] = parseYaml(readFileSync(path.join(folder, file), "utf8"), file) as [
        { groups: { rules: Rule[] }[] },
      ];
      return parsed.groups.flatMap((g) => g.rules);
    });
    const cases = RULE_FILES.flatMap(([, file]) => {
      const [parsed] = parseYaml(readFileSync(path.join(folder, file), "utf8"), file) as [
        { tests: { alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[] }[] },
      ];
      return parsed.tests.flatMap((t) => t.alert_rule_test ?? []);
    });
    for (const { record } of rules) if (record) exposed.add(record);
    const alerts = rules.filter((rule): rule is Rule & { alert: string } => rule.alert !== undefined);
    expect(alerts.length).toBeGreaterThan(0);
    for (const { alert, expr } of rules.map((r) => ({ alert: r.alert ?? r.record!, expr: r.expr }))) {
      expect(
        metricNamesIn(expr).filter((name) => !exposed.has(name)),
        alert,
      ).toEqual([]);
    }
    for (const { alert } of alerts) {
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

  it("a 95 s provider outage pages while it lasts (scraped every 15 s)", SLOW, () => {
    // Ten page views a second for an hour; then the provider's account/* calls fail for 95 s:
    // 9 page views in 10 fail (answered 200 with a failure notice, as designed) and 3 provider
    // calls a page fail; then all is well again. Samples every 15 s, as a scrape.
    const STEPS_BEFORE = 260; // 1h5m: the longest window that can page in time is 1 h
    const series = (before: number, during: number, after: number) => {
      const values = [0];
      const add = (step: number, times: number) => {
        for (let i = 0; i < times; i++) values.push(values.at(-1)! + step);
      };
      add(before, STEPS_BEFORE);
      add(during, 6); // 90 s
      add((during + 2 * after) / 3, 1); // the last 5 s, then back
      add(after, 40);
      return values.join(" ");
    };
    const at = (labels: string, values: string) => ({ series: `${labels}`, values });
    const job = 'job="portal", instance="portal-a:9464"';
    const input_series = [
      at(`portal_page_outcomes_total{${job}, route="/home", outcome="ok"}`, series(150, 15, 150)),
      at(`portal_page_outcomes_total{${job}, route="/home", outcome="failed"}`, series(0, 135, 0)),
      at(
        `portal_http_request_duration_seconds_count{${job}, route="/home", method="GET", status_class="2xx"}`,
        series(150, 150, 150),
      ),
      at(
        `portal_http_request_duration_seconds_bucket{${job}, route="/home", method="GET", status_class="2xx", le="2.5"}`,
        series(150, 150, 150),
      ),
      at(
        `portal_provider_call_duration_seconds_count{${job}, call="account/status", outcome="ok"}`,
        series(450, 45, 450),
      ),
      at(
        `portal_provider_call_duration_seconds_count{${job}, call="account/status", outcome="server_error"}`,
        series(0, 405, 0),
      ),
    ];
    const firingPages = 'count(ALERTS{alertstate="firing", severity="page"}) > bool 0';
    const test = {
      rule_files: RULE_FILES.map(([rules]) => path.join(folder, rules)),
      evaluation_interval: "15s",
      tests: [
        {
          interval: "15s",
          input_series,
          promql_expr_test: [
            // Nothing pages before the outage; something does 90 s into it, while it lasts.
            { expr: firingPages, eval_time: "1h5m", exp_samples: [] },
            { expr: firingPages, eval_time: "1h6m30s", exp_samples: [{ labels: "{}", value: 1 }] },
          ],
        },
      ],
    };
    const dir = mkdtempSync(path.join(tmpdir(), "outage-"));
    writeFileSync(path.join(dir, "outage.test.yml"), JSON.stringify(test));
    const run = promtool(["test", "rules", "outage.test.yml"], dir);
    expect(run.status, run.output).toBe(0);
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
