import type { StateStore } from "#server/state/store.ts";
import { formatDateTime } from "#app/lib/dates/format.ts";
import type { SupplierService } from "#app/domain/services.ts";

/*
 * Diagnostic tests that disrupt the service while they run (a port reset drops the connection).
 * Two rules, both enforced by the run action (a raw post cannot skip them), the page only
 * reflecting them:
 * - they need multi-factor verification, although the diagnostics pages themselves do not
 *   (spec §4): a password alone must not be enough to take a customer's service down;
 * - they run at most once per service per 10 minutes, remembered in the state store (so it
 *   holds across instances), keyed by the supplier's id of the service.
 */

/**
 * Test type codes that disrupt the service, compared without case and punctuation, so the
 * provider's 'port-reset' is also recognised as 'PORT_RESET', 'portReset' or 'Port reset'.
 */
const DISRUPTIVE_TEST_TYPES = new Set(["portreset"]);

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/** True when running a test of this type interrupts the service. The one place for this rule. */
export function isDisruptiveTest(testType: string): boolean {
  return DISRUPTIVE_TEST_TYPES.has(normalise(testType));
}

export const DISRUPTIVE_TEST_INTERVAL_MS = 10 * 60 * 1000;
const INTERVAL_MINUTES = DISRUPTIVE_TEST_INTERVAL_MS / 60_000;

type TestType = { testType: string; name: string };

export type DisruptiveClaim =
  | {
      ok: true;
      /** Gives the claim back, for when the provider certainly did not start the test. */
      release: () => Promise<void>;
    }
  | { ok: false; name: string; retryAt: number };

const keyOf = (service: SupplierService) =>
  `diagnostics:disruptive:${encodeURIComponent(service.supplier)}:${encodeURIComponent(service.supplierServiceId)}`;

/**
 * Claims the service's one disruptive run of the next 10 minutes: ok once, then — until 10
 * minutes after that run — the name of the test that ran and when another may run. Atomic
 * (set-if-absent), so two posts at the same moment get one run between them.
 */
export async function claimDisruptiveRun(
  store: StateStore,
  service: SupplierService,
  test: TestType,
  now: number = Date.now(),
): Promise<DisruptiveClaim> {
  const key = keyOf(service);
  const value = JSON.stringify({ at: now, name: test.name });
  // Twice at most: the other run's claim may expire between our two calls.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await store.setIfAbsent(key, value, DISRUPTIVE_TEST_INTERVAL_MS)) {
      return {
        ok: true,
        release: async () => {
          if ((await store.get(key)) === value) await store.delete(key);
        },
      };
    }
    const held = await store.get(key);
    if (held === undefined) continue;
    return { ok: false, ...heldRun(held, test, now) };
  }
  return { ok: false, name: test.name, retryAt: now + DISRUPTIVE_TEST_INTERVAL_MS };
}

/**
 * The run that still holds the service's 10 minutes, without claiming them: the first post of a
 * disruptive test asks "Are you sure?" and says "too soon" at once rather than after the "Yes".
 * The claim itself is made when the customer confirms (claimDisruptiveRun).
 */
export async function heldDisruptiveRun(
  store: StateStore,
  service: SupplierService,
  test: TestType,
  now: number = Date.now(),
): Promise<{ name: string; retryAt: number } | null> {
  const held = await store.get(keyOf(service));
  if (held === undefined) return null;
  return heldRun(held, test, now);
}

/** The run a stored claim records: which test and when the next may start. */
function heldRun(held: string, test: TestType, now: number): { name: string; retryAt: number } {
  let at = now;
  let name = test.name;
  try {
    const parsed = JSON.parse(held) as { at?: unknown; name?: unknown };
    if (typeof parsed.at === "number" && Number.isFinite(parsed.at)) at = parsed.at;
    if (typeof parsed.name === "string" && parsed.name) name = parsed.name;
  } catch {
    // An unreadable entry still counts as a run now.
  }
  return { name, retryAt: at + DISRUPTIVE_TEST_INTERVAL_MS };
}

/** The "Are you sure?" of a disruptive test: what it does to the service, and the button that runs it. */
export function confirmWords(test: TestType): { question: string; warning: string; button: string } {
  if (normalise(test.testType) === "portreset")
    return {
      question: "Reset the port?",
      warning:
        "A port reset drops your internet connection while the port restarts, usually for a minute or two. Anything downloading and any call on a home phone that uses this connection stops.",
      button: "Yes, reset the port",
    };
  return {
    question: `Run ${aTest(test.name).toLowerCase()}?`,
    warning: `${aTest(test.name)} interrupts your service while it runs.`,
    button: `Yes, run the ${test.name.charAt(0).toLowerCase()}${test.name.slice(1)}`,
  };
}

/** 'A port reset', 'An …': the test's name as a noun in a sentence. */
function aTest(name: string): string {
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  return `${/^[aeiou]/i.test(lower) ? "An" : "A"} ${lower}`;
}

/** Why a disruptive test is refused before MFA. */
export function verifyFirstMessage(test: TestType): string {
  return `${aTest(test.name)} interrupts your service while it runs, so verify your identity before running one.`;
}

/** The text of the link to verify, shown where a disruptive test is not offered yet. */
export function verifyLinkText(test: TestType): string {
  return `Verify your identity to run ${aTest(test.name).toLowerCase()}`;
}

/** Why a disruptive test is refused within 10 minutes of the last one (time as the portal shows times, in the provider's zone). */
export function tooSoonMessage({ name, retryAt }: { name: string; retryAt: number }): string {
  return `${aTest(name)} was run on this service less than ${INTERVAL_MINUTES} minutes ago. You can run it again after ${formatDateTime(retryAt)}.`;
}
