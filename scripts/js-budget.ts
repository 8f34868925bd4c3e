// Part of `npm test`: the gzip bytes of JavaScript of each main page, from the build manifest
// (deterministic, not a timing). Gates what a customer downloads (scripts/lib/js-weight.ts): a whole
// first visit and the worst client navigation to each page; exits 1 when a page is over either.
// Each page's own script beyond the framework is reported with its change against the figures
// recorded in docs/js-sizes.json, never gated: `npm run test:budget -- --record` records this build's.
import {
  changeOf,
  FIRST_VISIT_BUDGET_BYTES,
  jsWeights,
  MAIN_PAGES,
  NAVIGATION_BUDGET_BYTES,
  overBudget,
  readRecordedSizes,
  recordSizes,
} from "./lib/js-weight.ts";

const weights = jsWeights(MAIN_PAGES);
const recorded = readRecordedSizes();
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = [
  ["page", "framework", "app-own", "change", "first visit", "worst navigation", "from", "result"],
  ...weights.map((w) => {
    const over = overBudget(w);
    return [
      w.page,
      kib(w.frameworkBytes),
      kib(w.appBytes),
      changeOf(w, recorded),
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
      .map((cell, i) => (i === 0 || i >= 6 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}
const grew = weights.filter((w) => recorded[w.page] !== undefined && w.appBytes > recorded[w.page]!);
if (grew.length > 0) {
  console.log(`app-own grew on ${grew.length} page(s) against docs/js-sizes.json (reported, not gated)`);
}
if (process.argv.includes("--record")) {
  recordSizes(weights);
  console.log("recorded this build's app-own figures in docs/js-sizes.json");
}
const failed = weights.filter((w) => overBudget(w).length > 0).length;
console.log(
  `${weights.length - failed} passed, ${failed} failed (KiB gzip; budgets: first visit ≤ ${kib(FIRST_VISIT_BUDGET_BYTES)}, ` +
    `navigation ≤ ${kib(NAVIGATION_BUDGET_BYTES)}; app-own reported)`,
);
process.exit(failed > 0 ? 1 : 0);
