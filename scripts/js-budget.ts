// Part of `npm test`: the gzip bytes of JavaScript of each main page, from the build manifest
// (deterministic, not a timing), against the three budgets of scripts/lib/js-weight.ts. Prints one
// line per page and exits 1 when any page is over any budget.
import {
  APP_BUDGET_BYTES,
  FIRST_VISIT_BUDGET_BYTES,
  jsWeights,
  MAIN_PAGES,
  NAVIGATION_BUDGET_BYTES,
  overBudget,
} from "./lib/js-weight.ts";

const weights = jsWeights(MAIN_PAGES);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = [
  ["page", "framework", "app-own", "first visit", "worst navigation", "from", "result"],
  ...weights.map((w) => {
    const over = overBudget(w);
    return [
      w.page,
      kib(w.frameworkBytes),
      kib(w.appBytes),
      kib(w.gzipBytes),
      kib(w.navigation.bytes),
      w.navigation.from,
      over.length === 0 ? "ok" : `OVER: ${over.join("; ")}`,
    ];
  }),
];
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
for (const row of rows) {
  console.log(
    row
      .map((cell, i) => (i === 0 || i >= 5 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}
const failed = weights.filter((w) => overBudget(w).length > 0).length;
console.log(
  `${weights.length - failed} passed, ${failed} failed (KiB gzip; budgets: app-own ≤ ${kib(APP_BUDGET_BYTES)}, ` +
    `first visit ≤ ${kib(FIRST_VISIT_BUDGET_BYTES)}, navigation ≤ ${kib(NAVIGATION_BUDGET_BYTES)})`,
);
process.exit(failed > 0 ? 1 : 0);
