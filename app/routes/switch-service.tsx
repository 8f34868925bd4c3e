import { redirect } from "react-router";
import { portalContext } from "#app/lib/portal.server.ts";
import { quietly } from "#app/lib/provider-outcome.server.ts";
import { MainContent } from "#app/components/main-content/MainContent.tsx";
import { ErrorView } from "#app/components/error-screen/ErrorView.tsx";
import { serviceLabel } from "#app/domain/services.ts";
import { safeRedirectPath } from "#app/lib/validation.ts";
import type { Route } from "./+types/switch-service";

/** The service switcher's form: remember the chosen service, then go back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const portal = context.get(portalContext);
  const form = await request.formData();
  const serviceId = String(form.get("serviceId") ?? "");
  const back = safeRedirectPath(form.get("returnTo"), "/home");
  // One of the account's own services; another id is refused and recorded in the audit trail.
  const chosen = await portal.ownService(serviceId).catch(quietly(undefined));
  if (chosen) {
    portal.session.set("serviceId", String(chosen.id));
    portal.session.flash("alert", { type: "info", message: `Showing ${serviceLabel(chosen)}.` });
  } else {
    portal.session.flash("alert", {
      type: "warning",
      message: "That service could not be found. Choose one from the list.",
    });
  }
  return redirect(back);
}

export function loader() {
  return redirect("/home");
}

/**
 * No page of its own, but an error boundary makes this a page route rather than a resource route:
 * a post refused before the action runs (the guard's 503 while the state store is down) is then
 * answered with the error screen in the portal's style, where a resource route would send the
 * refusal's data as raw JSON.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MainContent>
      <ErrorView error={error} />
    </MainContent>
  );
}
