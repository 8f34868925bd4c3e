import { useEffect, useRef, useState } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
import { type SessionTimer, startSessionTimer } from "#app/lib/session-timer.ts";
import SessionTimeoutDialog from "./SessionTimeoutDialog.tsx";

/** The paths the timer posts to (app/routes/session/…). */
const KEEP_ALIVE_PATH = "/session/keep-alive";
const TIMED_OUT_PATH = "/session/timed-out";
/** Typing tells the server at most this often (the server counts idle time from its last request). */
const TYPING_TELLS_SERVER_MS = 5 * 60_000;

/** "Stay signed in" at the server: true when it answered; the guard's redirect means the session is over. */
async function keepAlive(): Promise<"kept" | "over"> {
  const response = await fetch(KEEP_ALIVE_PATH, {
    method: "POST",
    body: new URLSearchParams({ stay: "1" }),
    redirect: "manual",
  });
  if (response.ok) return "kept";
  // The guard's redirect to sign in: the session is over already.
  if (response.type === "opaqueredirect") return "over";
  // Refused for now (the state store down, too many requests): the dialog says try again.
  throw new Error(`keep-alive: ${response.status}`);
}

/**
 * The idle limit's warning, with JavaScript (WCAG 2.2.1): two minutes before it, a dialog offers
 * "Stay signed in"; at the limit the page signs out and the sign-in page says why, returning the
 * customer here afterwards. Every navigation and fetch starts the count again, and so does typing:
 * someone writing a long message is not idle. Typing is told to the server (a keep-alive, at most
 * every few minutes), since the server's own limit counts from its last request.
 */
export function SessionTimeout({ idleSeconds }: { idleSeconds: number }) {
  const [leftMs, setLeftMs] = useState<number | null>(null);
  const timer = useRef<SessionTimer>(null);
  const { key } = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const lastToldServer = useRef(0);

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
  useEffect(() => {
    lastToldServer.current = Date.now();
    timer.current?.activity();
  }, [busy, key]);

  useEffect(() => {
    const onTyping = () => {
      if (Date.now() - lastToldServer.current < TYPING_TELLS_SERVER_MS) return;
      lastToldServer.current = Date.now();
      keepAlive().then(
        (kept) => (kept === "kept" ? timer.current?.activity() : undefined),
        () => undefined, // not told this time: the warning still comes, and says what to do
      );
    };
    document.addEventListener("input", onTyping, true);
    return () => document.removeEventListener("input", onTyping, true);
  }, []);

  if (leftMs === null) return null;
  return (
    <SessionTimeoutDialog
      leftMs={leftMs}
      onStay={async () => {
        if ((await keepAlive()) === "kept") return timer.current?.activity();
        return signOutIdle();
      }}
    />
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
