import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTIVITY_KEY, sessionPhase, startSessionTimer } from "./session-timer.ts";

const MINUTE = 60_000;
const IDLE = 30 * MINUTE;

describe("sessionPhase", () => {
  it("warns two minutes before the idle limit and expires at it", () => {
    expect(sessionPhase(0, 0, IDLE)).toEqual({ phase: "active", warnInMs: 28 * MINUTE });
    expect(sessionPhase(0, 28 * MINUTE - 1, IDLE)).toEqual({ phase: "active", warnInMs: 1 });
    expect(sessionPhase(0, 28 * MINUTE, IDLE)).toEqual({ phase: "warning", leftMs: 2 * MINUTE });
    expect(sessionPhase(0, IDLE - 1, IDLE)).toEqual({ phase: "warning", leftMs: 1 });
    expect(sessionPhase(0, IDLE, IDLE)).toEqual({ phase: "expired" });
  });

  it("warns halfway through a limit shorter than four minutes", () => {
    expect(sessionPhase(0, 30_000, MINUTE)).toEqual({ phase: "warning", leftMs: 30_000 });
    expect(sessionPhase(0, 29_999, MINUTE)).toEqual({ phase: "active", warnInMs: 1 });
  });
});

/** localStorage as two tabs share it, with the "storage" event the other tab gets. */
function sharedStorage() {
  const items = new Map<string, string>();
  const tabs: EventTarget[] = [];
  return {
    tab() {
      const events = new EventTarget();
      tabs.push(events);
      const storage = {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => {
          items.set(key, value);
          for (const other of tabs) {
            if (other === events) continue;
            other.dispatchEvent(Object.assign(new Event("storage"), { key }));
          }
        },
      };
      return { storage, events };
    },
  };
}

describe("startSessionTimer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  function start(tab?: ReturnType<ReturnType<typeof sharedStorage>["tab"]>) {
    const warnings: (number | null)[] = [];
    const onExpired = vi.fn();
    const timer = startSessionTimer({
      idleMs: IDLE,
      onWarning: (left) => warnings.push(left),
      onExpired,
      storage: tab?.storage,
      events: tab?.events,
    });
    return { timer, onExpired, lastWarning: () => warnings.at(-1) };
  }

  it("shows the warning at 28 minutes, counts down each second, and expires at 30", () => {
    const { onExpired, lastWarning } = start();
    expect(lastWarning()).toBeNull();
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(lastWarning()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(lastWarning()).toBe(2 * MINUTE);
    vi.advanceTimersByTime(1000);
    expect(lastWarning()).toBe(2 * MINUTE - 1000);
    vi.advanceTimersByTime(2 * MINUTE - 1001);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("starts again on activity, and activity closes a warning", () => {
    const { timer, onExpired, lastWarning } = start();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(lastWarning()).toBe(MINUTE);
    timer.activity();
    expect(lastWarning()).toBeNull();
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(lastWarning()).toBeNull();
    vi.advanceTimersByTime(2 * MINUTE + 1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("activity in another tab keeps this tab's session too", () => {
    const browser = sharedStorage();
    const one = start(browser.tab());
    const two = start(browser.tab());
    vi.advanceTimersByTime(29 * MINUTE);
    expect(one.lastWarning()).toBe(MINUTE);
    two.timer.activity();
    expect(one.lastWarning()).toBeNull();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(one.onExpired).not.toHaveBeenCalled();
    expect(one.lastWarning()).toBe(MINUTE);
    vi.advanceTimersByTime(MINUTE);
    expect(one.onExpired).toHaveBeenCalledTimes(1);
    expect(two.onExpired).toHaveBeenCalledTimes(1);
  });

  it("a tab opened after another's activity counts from its own start, not an old stored time", () => {
    const browser = sharedStorage();
    const tab = browser.tab();
    tab.storage.setItem(ACTIVITY_KEY, String(-IDLE * 10));
    const { onExpired } = start(tab);
    vi.advanceTimersByTime(IDLE - 1);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("stop() ends it: no warning, no sign-out", () => {
    const { timer, onExpired, lastWarning } = start();
    timer.stop();
    vi.advanceTimersByTime(2 * IDLE);
    expect(lastWarning()).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });
});
