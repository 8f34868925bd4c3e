import { existsSync } from "node:fs";

/**
 * Debian's Chromium, as the screenshots and the bench (Lighthouse) start it. Without the
 * background-networking flags Chromium keeps trying hosts this machine cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The e2e suite's browser: Debian's Chromium headless shell (package chromium-headless-shell),
 * the same Blink without the full browser around it: the suite spends most of its CPU in the
 * browser, and the shell needs about a third less of it. Chromium itself where the shell is
 * not installed.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const E2E_BROWSER_PATH =
  process.env.E2E_BROWSER_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
];
