// Part of `npm test`: the gzip bytes of JavaScript each main page loads on a first visit, from the
// build manifest (deterministic, not a timing), against the 120 KiB budget. Exit 1 when over.
import { JS_BUDGET_BYTES, JS_TARGET_BYTES, jsWeights, MAIN_PAGES } from "./lib/js-weight.ts";

const weights = jsWeights(MAIN_PAGES);
let over = 0;
const width = Math.max(...weights.map((w) => w.page.length)) + 2;
for (const w of weights) {
  const ok = w.gzipBytes <= JS_BUDGET_BYTES;
  if (!ok) over += 1;
  console.log(
    `${w.page.padEnd(width)} ${(w.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${ok ? "ok" : "OVER BUDGET"}` +
      (ok && w.gzipBytes > JS_TARGET_BYTES ? ` (over the ${JS_TARGET_BYTES / 1024} KiB target)` : ""),
  );
}
const overTarget = weights.filter((w) => w.gzipBytes > JS_TARGET_BYTES).length;
console.log(`${weights.length - over} passed, ${over} failed; ${overTarget} over the ${JS_TARGET_BYTES / 1024} KiB target`);
process.exit(over > 0 ? 1 : 0);
