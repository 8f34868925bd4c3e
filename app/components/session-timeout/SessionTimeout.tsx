import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
import { type SessionTimer, startSessionTimer } from "#app/lib/session-timer.ts";

/** The paths the timer posts to (app/routes/session/…). */
const KEEP_ALIVE_PATH = "/session/keep-alive";
const TIMED_OUT_PATH = "/session/timed-out";

// Loaded when the warning is due: no page pays for the dialog on its first visit. A chunk that
// cannot load (a deploy replaced it) shows no warning; the server's limit holds all the same.
const SessionTimeoutDialog = lazy<ComponentType<{ leftMs: number; onStay: () => Promise<void> }>>(() =>
  import("./SessionTimeoutDialog.tsx").catch(() => ({ default: () => null })),
);

/**
 * The idle limit's warning, with JavaScript (WCAG 2.2.1): two minutes before it, a dialog offers
 * "Stay signed in"; at the limit the page signs out and the sign-in page says why, returning the
 * customer here afterwards. Every navigation and fetch starts the count again.
 */
export function SessionTimeout({ idleSeconds }: { idleSeconds: number }) {
  const [leftMs, setLeftMs] = useState<number | null>(null);
  const timer = useRef<SessionTimer>(null);
  const { key } = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");

  useEffect(() => {
    timer.current = startSessionTimer({
      idleMs: idleSeconds * 1000,
      onWarning: setLeftMs,
      onExpired: () => signOutIdle(),
      storage: safeLocalStorage(),
      events: window,
    });
    return () => timer.current?.stop();
  }, [idleSeconds]);

  // A request starts (the server counts from it) and its answer arrives: both are activity.
  useEffect(() => timer.current?.activity(), [busy, key]);

  if (leftMs === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog
        leftMs={leftMs}
        onStay={async () => {
          const response = await fetch(KEEP_ALIVE_PATH, {
            method: "POST",
            body: new URLSearchParams({ stay: "1" }),
            redirect: "manual",
          });
          if (response.ok) return timer.current?.activity();
          // The guard's redirect to sign in: the session is over already.
          if (response.type === "opaqueredirect") return signOutIdle();
          // Refused for now (the state store down, too many requests): the dialog says try again.
          throw new Error(`keep-alive: ${response.status}`);
        }}
      />
    </Suspense>
  );
}

/** A real form post (a full page load) that signs out, naming this page to come back to. */
function signOutIdle() {
  const form = document.createElement("form");
  form.method = "post";
  form.action = TIMED_OUT_PATH;
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = "page";
  input.value = location.pathname + location.search;
  form.append(input);
  document.body.append(form);
  form.submit();
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
