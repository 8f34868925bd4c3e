/**
 * The browser's copy of the idle limit (WCAG 2.2.1: warn before the time runs out). The server's
 * limit runs from each request (server/session.ts); this one from each navigation or fetch seen
 * in any tab of the browser, which comes a moment after the server saw the request, so the
 * warning and the sign-out never come before the server's own limit.
 */

/** How long before the idle limit the warning shows. */
const WARN_BEFORE_MS = 2 * 60_000;

/** Where the tabs of one browser share the time of the last activity (any tab keeps every tab's session). */
export const ACTIVITY_KEY = "ssp:last-activity";

export type SessionPhase =
  { phase: "active"; warnInMs: number } | { phase: "warning"; leftMs: number } | { phase: "expired" };

/**
 * Where the session stands at `nowMs`, the last activity at `lastActivityMs`. The warning comes
 * WARN_BEFORE_MS before the limit, or halfway through a limit shorter than twice that.
 */
export function sessionPhase(lastActivityMs: number, nowMs: number, idleMs: number): SessionPhase {
  const leftMs = lastActivityMs + idleMs - nowMs;
  if (leftMs <= 0) return { phase: "expired" };
  const warnFor = Math.min(WARN_BEFORE_MS, idleMs / 2);
  return leftMs <= warnFor ? { phase: "warning", leftMs } : { phase: "active", warnInMs: leftMs - warnFor };
}

type SharedStorage = Pick<Storage, "getItem" | "setItem">;

export type SessionTimerOptions = {
  idleMs: number;
  /** The warning's time left (ms) while it shows, null otherwise; called again at least every second. */
  onWarning: (leftMs: number | null) => void;
  /** The idle limit has passed in every tab: sign out. Called once; the timer stops. */
  onExpired: () => void;
  /** Shared between tabs (localStorage); without it each tab counts alone. */
  storage?: SharedStorage | null;
  /** Where "storage" and "visibilitychange" events arrive (window); none in tests. */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
};

export type SessionTimer = {
  /** A navigation or fetch reached the server now: the idle limit starts again (in every tab). */
  activity: () => void;
  stop: () => void;
};

export function startSessionTimer({
  idleMs,
  onWarning,
  onExpired,
  storage,
  events,
}: SessionTimerOptions): SessionTimer {
  let own = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const shared = () => {
    try {
      return Number(storage?.getItem(ACTIVITY_KEY)) || 0;
    } catch {
      return 0;
    }
  };

  const check = () => {
    clearTimeout(timer);
    if (stopped) return;
    const now = Date.now();
    const state = sessionPhase(Math.max(own, shared()), now, idleMs);
    if (state.phase === "expired") {
      stop();
      onExpired();
      return;
    }
    onWarning(state.phase === "warning" ? state.leftMs : null);
    // While warning, once a second (the countdown); otherwise not before the warning is due.
    timer = setTimeout(check, state.phase === "warning" ? Math.min(1000, state.leftMs) : state.warnInMs);
  };

  const onEvent = (event: Event) => {
    if (event.type !== "storage" || (event as StorageEvent).key === ACTIVITY_KEY) check();
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    events?.removeEventListener("storage", onEvent);
    events?.removeEventListener("visibilitychange", onEvent);
  }

  events?.addEventListener("storage", onEvent);
  // A tab woken from sleep (timers paused) checks at once.
  events?.addEventListener("visibilitychange", onEvent);
  check();

  return {
    activity() {
      own = Date.now();
      try {
        storage?.setItem(ACTIVITY_KEY, String(own));
      } catch {
        // storage full or refused: this tab counts alone
      }
      check();
    },
    stop,
  };
}
