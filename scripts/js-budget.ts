// Part of `npm test`: the gzip bytes of JavaScript each main page loads on a first visit, from the
// build manifest (deterministic, not a timing), against the 115 KiB budget (issue 17). Exit 1 when
// any page is over; each line says how much room is left.
import { JS_BUDGET_BYTES, jsWeights, MAIN_PAGES } from "./lib/js-weight.ts";

const weights = jsWeights(MAIN_PAGES);
const width = Math.max(...weights.map((w) => w.page.length)) + 2;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
for (const w of weights) {
  const room = JS_BUDGET_BYTES - w.gzipBytes;
  console.log(`${w.page.padEnd(width)} ${kib(w.gzipBytes).padStart(6)} KiB  ${room >= 0 ? `ok (${kib(room)} KiB left)` : `OVER BUDGET by ${kib(-room)} KiB`}`);
}
const over = weights.filter((w) => w.gzipBytes > JS_BUDGET_BYTES).length;
console.log(`${weights.length - over} passed, ${over} failed (budget ${JS_BUDGET_BYTES / 1024} KiB gzip)`);
process.exit(over > 0 ? 1 : 0);
