// `npm run screenshots`: the main screens as a customer first sees them, and the staff console's
// pages (signed in through the sandbox's identity provider, in each role), on a phone (360 × 740)
// and a laptop (1280 × 800), from a build served with the sandbox, into docs/screens/. The README
// and docs/staff.md show a few; the rest are for reviewing a change beside the previous pictures.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/chromium.ts";
import { ensureBuild, root, startPortal } from "./lib/server.ts";
import { SESSION_COOKIE, verifiedSession } from "./lib/session.ts";
import { staffBrowser, staffFetch, staffSignIn } from "#tests/staff-sign-in.ts";

const SIZES = [
  { name: "phone", width: 360, height: 740 },
  { name: "laptop", width: 1280, height: 800 },
] as const;

/** Each screen: its file name, the page, and whose session shows it (none: signed out). */
/** `service`: the service (its code) chosen with the switcher first, for a page about one kind of service. */
const SCREENS: { name: string; path: string; as?: string; heading?: string; service?: string }[] = [
  { name: "sign-in", path: "/login" },
  { name: "join", path: "/signup" },
  { name: "home", path: "/home", as: "demo@example.com" },
  { name: "home-overdue", path: "/home", as: "fw@example.com" },
  { name: "usage", path: "/home/usage", as: "demo@example.com" },
  { name: "billing", path: "/billing", as: "demo@example.com" },
  { name: "pay", path: "/billing/pay", as: "demo@example.com" },
  { name: "stop-direct-debit", path: "/billing/payment-details/stop-direct-debit", as: "demo@example.com" },
  { name: "requests", path: "/requests", as: "demo@example.com" },
  // The seeded complaint (open, with the ombudsman) and fault (closed): their conversations.
  { name: "request-complaint", path: "/requests/SR-100002", as: "demo@example.com" },
  { name: "request-closed", path: "/requests/SR-100001", as: "demo@example.com" },
  { name: "outages", path: "/home/outages", as: "demo@example.com" },
  { name: "account-activity", path: "/profile/activity", as: "demo@example.com" },
  { name: "not-found", path: "/no-such-page", as: "demo@example.com" },
  // Life support, a lost or stolen SIM, notification preferences (decision 080).
  { name: "home-energy", path: "/home", as: "energy@example.com", service: "E6001" },
  { name: "life-support", path: "/home/life-support", as: "energy@example.com", service: "E6001" },
  { name: "sim-block", path: "/home/sim-block", as: "energy@example.com", service: "M5001" },
  { name: "notifications", path: "/profile/notifications", as: "energy@example.com" },
  // A capped NBN plan's allowance; the SIM activation naming the mobile by its plan (decision 082).
  { name: "home-capped", path: "/home", as: "capped@example.com" },
  { name: "usage-capped", path: "/home/usage", as: "capped@example.com" },
  { name: "activate-sim", path: "/activate-sim", as: "energy@example.com", service: "M5002" },
];

type StaffRole = "agent" | "supervisor" | "admin";
/** The staff console's pages, on its own listener: whose staff session shows each (none: signed out). */
const STAFF_SCREENS: { name: string; path: string | (() => string); as?: StaffRole }[] = [
  { name: "staff-sign-in", path: "/staff/login" },
  { name: "staff-home", path: "/staff", as: "agent" },
  { name: "staff-customers", path: "/staff/customers?q=A10001", as: "agent" },
  { name: "staff-forbidden", path: "/staff/jobs", as: "agent" },
  { name: "staff-reports", path: "/staff/reports", as: "supervisor" },
  { name: "staff-report-form", path: "/staff/reports/nbn-usage", as: "supervisor" },
  { name: "staff-report-ready", path: () => reportPage, as: "supervisor" },
  { name: "staff-jobs", path: "/staff/jobs", as: "admin" },
  { name: "staff-job-check", path: "/staff/jobs/invoices", as: "admin" },
  { name: "staff-job-done", path: () => jobPage, as: "admin" },
  { name: "staff-job-log", path: "/staff/jobs/log", as: "admin" },
  { name: "staff-test-data", path: "/staff/test-data", as: "admin" },
  // The customer view (docs/staff.md): a view of A10001 is started for the agent and the supervisor first.
  { name: "staff-view-start", path: "/staff/customers/A10001/view", as: "agent" },
  { name: "staff-view", path: "/staff/view", as: "agent" },
  { name: "staff-view-billing", path: "/staff/view/billing", as: "agent" },
  { name: "staff-view-requests", path: "/staff/view/requests", as: "agent" },
  { name: "staff-view-static-ip", path: "/staff/view/static-ip?service=1", as: "supervisor" },
];
let reportPage = "/staff/reports";
let jobPage = "/staff/jobs/log";

const outDir = path.join(root, "docs/screens");
const port = Number(process.env.SCREENSHOTS_PORT ?? 3190);

await ensureBuild(process.env.SCREENSHOTS_BUILD === "1");
const staffPort = port + 2;
const portal = await startPortal(
  { port, sandboxPort: port + 1 },
  { STAFF_PORT: String(staffPort), SANDBOX_IDP_PORT: "0" },
);
const staffUrl = `http://localhost:${staffPort}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(outDir, { recursive: true });
  const sessions = new Map<string, string>();
  for (const email of new Set(SCREENS.flatMap((s) => (s.as ? [s.as] : [])))) {
    const cookie = await verifiedSession(portal.url, portal.sandboxUrl, email);
    sessions.set(email, cookie.slice(`${SESSION_COOKIE}=`.length));
  }
  const staffSessions = new Map<StaffRole, string>();
  for (const role of ["agent", "supervisor", "admin"] as const) {
    const staff = staffBrowser(staffUrl, portal.sandboxUrl);
    await staffSignIn(staff, `${role}@staff.example`);
    staffSessions.set(role, staff.portal.get("ssp_staff")!);
    // A view of A10001 started, for the customer view's pages.
    if (role !== "admin")
      await staffFetch(staff, "/staff/customers/A10001/view", { reason: "Customer called about their latest bill" });
    // A report ready and a job run, for their pages.
    if (role === "supervisor")
      reportPage = (await staffFetch(staff, "/staff/reports/nbn-services", { activeOnly: "yes" })).headers.get(
        "Location",
      )!;
    if (role === "admin") {
      const check = await (await staffFetch(staff, "/staff/jobs/invoices")).text();
      const jobId = /name="jobId" value="(\w+)"/.exec(check)![1]!;
      jobPage = (await staffFetch(staff, "/staff/jobs/invoices", { jobId })).headers.get("Location")!;
    }
  }
  for (const size of SIZES) {
    for (const screen of STAFF_SCREENS) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const session = screen.as ? staffSessions.get(screen.as) : undefined;
      if (session) await context.addCookies([{ name: "ssp_staff", value: session, url: staffUrl }]);
      const page = await context.newPage();
      await page.goto(staffUrl + (typeof screen.path === "string" ? screen.path : screen.path()));
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const file = path.join(outDir, `${screen.name}-${size.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(root, file));
      await context.close();
    }
    for (const screen of SCREENS) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const session = screen.as ? sessions.get(screen.as) : undefined;
      if (session) await context.addCookies([{ name: SESSION_COOKIE, value: session, url: portal.url }]);
      const page = await context.newPage();
      if (screen.service) {
        // The switcher names services, not codes: the service's id comes from the sandbox's records.
        const answer = await fetch(`${portal.sandboxUrl}/__sandbox/records/services?ref=${screen.service}`);
        const [row] = (await answer.json()) as { id: number; data: { id?: number } }[];
        await context.request.post(`${portal.url}/switch-service`, {
          form: { serviceId: String(row?.data.id || row?.id || "") },
          headers: { Origin: portal.url },
        });
      }
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
