import { createContext, data, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { config } from "#server/config.ts";
import { isProviderError } from "#server/provider/errors.ts";
import { type ProviderClient, providerFor } from "#server/provider/index.ts";
import { failureOf, type Outcome } from "#app/lib/provider-outcome.server.ts";
import { StaffSessionNotRecorded } from "#server/staff/session.ts";
import { endView, type StaffViewRecord, viewStanding } from "#server/staff/view.ts";
import { requireStaff, type StaffMember } from "./guard.server.ts";

/**
 * The customer view's access rules (docs/staff.md "Viewing a customer"), in one place:
 * - `staffViewGuard`: every page of a view needs a view that stands in the staff session; one past
 *   its time is ended here (recorded once) and, like none at all, answered with the "view has
 *   ended" page;
 * - `readOnlyView`: the view's pages take GET only (405 before any loader, action or provider
 *   call); End view, Reveal and the static IP pages are the only places a view takes a POST;
 * - `requireView(context)`: the member, the view, and provider clients carrying the view's
 *   read-only token (never the customer's session, never a cookie for the customer).
 */

export const VIEW_ENDED_URL = "/staff/view/ended";

export type StaffViewing = {
  staff: StaffMember;
  view: StaffViewRecord;
  /** Calls with the view's read-only token (the provider refuses it anything but reading). */
  api: ProviderClient;
  /** The same, with the short budget of a page's secondary calls (decision 047). */
  secondary: ProviderClient;
};

const viewContext = createContext<StaffViewing | null>(null);

export const staffViewGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const staff = requireStaff(context, "customers.view");
  const standing = viewStanding(staff.session);
  if (standing.standing === "none") throw redirect(VIEW_ENDED_URL, 303);
  if (standing.standing === "expired") {
    try {
      await endView(staff.session, staff.audit, "time-limit");
    } catch (error) {
      if (!(error instanceof StaffSessionNotRecorded)) throw error;
    }
    throw redirect(VIEW_ENDED_URL, 303);
  }
  const { view } = standing;
  context.set(viewContext, {
    staff,
    view,
    api: providerFor(request, view.token),
    secondary: providerFor(request, view.token, {
      timeoutMs: Math.min(config.PROVIDER_SECONDARY_TIMEOUT_MS, config.PROVIDER_TIMEOUT_MS),
    }),
  });
  return next();
};

/** Nothing in a view changes the account: its pages answer GET only. */
export const readOnlyView: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD")
    throw data({ message: "A customer view is read only." }, { status: 405, headers: { Allow: "GET, HEAD" } });
  return next();
};

/** The view a page of it shows (set by staffViewGuard); fails closed outside it. */
export function requireView(context: Readonly<RouterContextProvider>): StaffViewing {
  const viewing = context.get(viewContext);
  if (!viewing) throw data({ message: "Start a view of the customer's account first." }, { status: 403 });
  return viewing;
}

/**
 * A view's provider call, kept as an Outcome so one failing section does not sink the page. The
 * view's token running out (401) is the view's end, never the customer's sign-in page.
 */
export async function viewAttempt<T>(work: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.isUnauthorized) throw redirect(VIEW_ENDED_URL, 303);
    return { ok: false, ...failureOf(error) };
  }
}

/** A view's call the page cannot do without: its value, or the error page in plain words (502). */
export async function viewRead<T>(work: Promise<T>): Promise<T> {
  const outcome = await viewAttempt(work);
  if (outcome.ok) return outcome.value;
  throw data({ message: outcome.message, detail: outcome.detail }, { status: 502 });
}

/**
 * A customer page's own loader of an Outcome (this month's usage, …) run with the view's token: a
 * 401 there would send the customer to sign in again; in a view it is the view's end instead.
 */
export async function viewOutcome<T>(work: Promise<Outcome<T>> | null): Promise<Outcome<T> | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Response) throw redirect(VIEW_ENDED_URL, 303);
    throw error;
  }
}
