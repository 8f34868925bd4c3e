// `npm run screenshots`: the main screens as a customer first sees them, on a phone (360 × 740)
// and a laptop (1280 × 800), from a build served with the sandbox, into docs/screens/. The README
// shows a few; the rest are for reviewing a change side by side with the previous pictures.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/chromium.ts";
import { ensureBuild, root, startPortal } from "./lib/server.ts";
import { SESSION_COOKIE, verifiedSession } from "./lib/session.ts";

const SIZES = [
  { name: "phone", width: 360, height: 740 },
  { name: "laptop", width: 1280, height: 800 },
] as const;

/** Each screen: its file name, the page, and whose session shows it (none: signed out). */
const SCREENS: { name: string; path: string; as?: string; heading?: string }[] = [
  { name: "sign-in", path: "/login" },
  { name: "join", path: "/signup" },
  { name: "home", path: "/home", as: "demo@example.com" },
  { name: "home-overdue", path: "/home", as: "fw@example.com" },
  { name: "usage", path: "/home/usage", as: "demo@example.com" },
  { name: "billing", path: "/billing", as: "demo@example.com" },
  { name: "pay", path: "/billing/pay", as: "demo@example.com" },
  { name: "stop-direct-debit", path: "/billing/payment-details/stop-direct-debit", as: "demo@example.com" },
  { name: "requests", path: "/requests", as: "demo@example.com" },
  { name: "outages", path: "/home/outages", as: "demo@example.com" },
  { name: "not-found", path: "/no-such-page", as: "demo@example.com" },
];

const outDir = path.join(root, "docs/screens");
const port = Number(process.env.SCREENSHOTS_PORT ?? 3190);

await ensureBuild(process.env.SCREENSHOTS_BUILD === "1");
const portal = await startPortal({ port, sandboxPort: port + 1 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(outDir, { recursive: true });
  const sessions = new Map<string, string>();
  for (const email of new Set(SCREENS.flatMap((s) => (s.as ? [s.as] : [])))) {
    const cookie = await verifiedSession(portal.url, portal.sandboxUrl, email);
    sessions.set(email, cookie.slice(`${SESSION_COOKIE}=`.length));
  }
  for (const size of SIZES) {
    for (const screen of SCREENS) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const session = screen.as ? sessions.get(screen.as) : undefined;
      if (session) await context.addCookies([{ name: SESSION_COOKIE, value: session, url: portal.url }]);
      const page = await context.newPage();
      await page.goto(portal.url + screen.path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const file = path.join(outDir, `${screen.name}-${size.name}.png`);
      await page.screenshot({ path: file });
      console.log(path.relative(root, file));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}
