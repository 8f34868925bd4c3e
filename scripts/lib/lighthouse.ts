// Lighthouse (mobile, default simulated throttling) on Debian's Chromium.

import { existsSync } from "node:fs";
import type lighthouseFn from "lighthouse";
import { CHROMIUM_ARGS } from "#tests/chromium.ts";

export type LighthouseScores = {
  page: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failing: string[];
  error?: string;
};

const CHROMIUM_FLAGS = ["--headless", ...CHROMIUM_ARGS];

function chromiumPath(): string | null {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

/**
 * Scores each page in one Chromium. `cookieFor(page)` gives the Cookie header to send (or none).
 * Throws only when Lighthouse or Chromium cannot start at all; a failing page is reported in its row.
 */
type LighthouseFn = typeof lighthouseFn;

async function scorePage(
  lighthouse: LighthouseFn,
  port: number,
  base: string,
  page: string,
  cookie: string | undefined,
): Promise<LighthouseScores> {
  try {
    const runner = await lighthouse(`${base}${page}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!runner) throw new Error("Lighthouse returned no result");
    const { categories, audits, finalDisplayedUrl, runtimeError } = runner.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== page)
      throw new Error(`ended on ${finalDisplayedUrl} (redirected: session lost?)`);
    return {
      page,
      performance: categories.performance?.score ?? null,
      accessibility: categories.accessibility?.score ?? null,
      bestPractices: categories["best-practices"]?.score ?? null,
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? null,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? null,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? null,
      failing: failingAudits(runner.lhr),
    };
  } catch (error) {
    return {
      page,
      performance: null,
      accessibility: null,
      bestPractices: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      failing: [],
      error: (error as Error).message,
    };
  }
}

export async function runLighthouse(
  base: string,
  pages: string[],
  cookieFor: (page: string) => string | undefined,
): Promise<LighthouseScores[]> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error("no Chromium found (set CHROME_PATH, or apt-get install chromium)");
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  try {
    const results: LighthouseScores[] = [];
    for (const page of pages) {
      const cookie = cookieFor(page);
      let scores: LighthouseScores | undefined;
      // A cold Chromium sometimes fails to record the first trace (NO_NAVSTART): one retry.
      for (let attempt = 1; attempt <= 2 && (scores === undefined || scores.error !== undefined); attempt++) {
        scores = await scorePage(lighthouse, chrome.port, base, page, cookie);
      }
      results.push(scores!);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

type Lhr = {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; scoreDisplayMode?: string } | undefined>;
};

/** Accessibility and best-practices audits that count and did not pass (ids), to say why a score is below 1. */
function failingAudits(lhr: Lhr): string[] {
  const failing: string[] = [];
  for (const key of ["accessibility", "best-practices"]) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(ref.id);
    }
  }
  return failing;
}
