import { describe, expect, it } from "vitest";
import { createMemoryStore } from "#server/state/memory.ts";
import {
  DISRUPTIVE_TEST_INTERVAL_MS,
  claimDisruptiveRun,
  confirmWords,
  heldDisruptiveRun,
  isDisruptiveTest,
  tooSoonMessage,
} from "./disruptive-tests.server.ts";

const service = { supplier: "superloop", supplierServiceId: "SL-N1001" };
const other = { supplier: "superloop", supplierServiceId: "SL-N1501" };
const portReset = { testType: "port-reset", name: "Port reset" };

describe("which test types disrupt the service", () => {
  it.each(["port-reset", "PORT_RESET", "portReset", "Port Reset", " port-reset "])("%s does", (code) => {
    expect(isDisruptiveTest(code)).toBe(true);
  });

  it.each(["line-state", "ncd-status", "speed-profile", "", "port", "reset", "port-reset-status"])(
    "%s does not",
    (code) => {
      expect(isDisruptiveTest(code)).toBe(false);
    },
  );
});

describe("a disruptive test runs at most once per service per 10 minutes", () => {
  it("allows the first run, refuses another within 10 minutes and says when, allows it after", async () => {
    let now = Date.parse("2026-03-05T03:35:00Z"); // 2:35 pm in Sydney
    const store = createMemoryStore(() => now);
    expect(await claimDisruptiveRun(store, service, portReset, now)).toMatchObject({ ok: true });

    now += 9 * 60_000 + 59_999;
    const refused = await claimDisruptiveRun(store, service, portReset, now);
    expect(refused).toEqual({ ok: false, name: "Port reset", retryAt: Date.parse("2026-03-05T03:45:00Z") });

    now = Date.parse("2026-03-05T03:45:00Z");
    expect(await claimDisruptiveRun(store, service, portReset, now)).toMatchObject({ ok: true });
    expect(DISRUPTIVE_TEST_INTERVAL_MS).toBe(600_000);
  });

  it("counts each service on its own", async () => {
    let now = 1_000_000;
    const store = createMemoryStore(() => now);
    expect(await claimDisruptiveRun(store, service, portReset, now)).toMatchObject({ ok: true });
    expect(await claimDisruptiveRun(store, other, portReset, now)).toMatchObject({ ok: true });
    now += 1;
    expect(await claimDisruptiveRun(store, service, portReset, now)).toMatchObject({ ok: false });
  });

  it("gives two runs at the same moment one claim", async () => {
    const now = 5_000;
    const store = createMemoryStore(() => now);
    const results = await Promise.all([1, 2, 3].map(() => claimDisruptiveRun(store, service, portReset, now)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("can give the claim back when the provider did not start the test", async () => {
    const now = 5_000;
    const store = createMemoryStore(() => now);
    const claim = await claimDisruptiveRun(store, service, portReset, now);
    expect(claim.ok).toBe(true);
    if (claim.ok) await claim.release();
    expect(await claimDisruptiveRun(store, service, portReset, now)).toMatchObject({ ok: true });
  });

  it("says what ran and when it can run again, in Sydney time", () => {
    expect(tooSoonMessage({ name: "Port reset", retryAt: Date.parse("2026-03-05T03:45:00Z") })).toBe(
      "A port reset was run on this service less than 10 minutes ago. You can run it again after 5 March 2026 at 2:45pm.",
    );
  });
});

describe("asking before a disruptive test", () => {
  it("words the port reset's question and its button", () => {
    expect(confirmWords(portReset)).toMatchObject({ question: "Reset the port?", button: "Yes, reset the port" });
    expect(confirmWords({ testType: "line-reboot", name: "Line reboot" })).toMatchObject({
      question: "Run a line reboot?",
      button: "Yes, run the line reboot",
    });
  });

  it("reads the run that holds the 10 minutes without taking them", async () => {
    let now = Date.parse("2026-03-05T03:35:00Z");
    const store = createMemoryStore(() => now);
    expect(await heldDisruptiveRun(store, service, portReset, now)).toBeNull();
    // Reading twice takes nothing: the claim is still free.
    expect(await heldDisruptiveRun(store, service, portReset, now)).toBeNull();
    expect((await claimDisruptiveRun(store, service, portReset, now)).ok).toBe(true);
    now += 60_000;
    expect(await heldDisruptiveRun(store, service, portReset, now)).toEqual({
      name: "Port reset",
      retryAt: Date.parse("2026-03-05T03:35:00Z") + DISRUPTIVE_TEST_INTERVAL_MS,
    });
  });
});
