import { useEffect, useRef } from "react";
import { data, Outlet, useLoaderData, useLocation } from "react-router";
import { Alert } from "#app/components/alert/Alert.tsx";
import { AppShell } from "#app/components/app-shell/AppShell.tsx";
import { config } from "#app/lib/server-gateway.server.ts";
import { guard } from "#app/lib/guard.server.ts";
import { sessionLengthNote } from "#app/lib/sign-in-messages.ts";
import { serviceLabel } from "#app/domain/services.ts";
import { BrandLogo } from "#app/components/brand-logo/BrandLogo.tsx";
import { SessionTimeout } from "#app/components/session-timeout/SessionTimeout.tsx";
import { ServiceSwitcher } from "#app/components/service-switcher/ServiceSwitcher.tsx";
import { portalContext } from "#app/lib/portal.server.ts";
import { quietly } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/signed-in";
import { showsServiceSwitcher, SIGNED_IN_NAV } from "./signed-in-nav.ts";
import { SignOutForm } from "./site-shell.tsx";
import * as styles from "./signed-in.css.ts";

/**
 * The route guard (spec §4) on the signed-in layout itself rather than on a layout around it: one
 * pathless level fewer on each of its branches, walked by every request's matches (docs/decisions/085).
 * routes/guarded.tsx carries it for the few pages outside this layout.
 */
export const middleware: Route.MiddlewareFunction[] = [guard];

/** Spec §4 step 4: the profile and services for the layout; failures to load them are ignored. */
export async function loader({ context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const [profile, services, selected] = await Promise.all([
    portal.profile().catch(quietly(null)),
    portal.services().catch(quietly([])),
    portal.selectedService().catch(quietly(undefined)),
  ]);
  const alert = portal.session.get("alert") ?? null;
  return data({
    accountCode: profile?.accountCode ?? null,
    name: profile ? [profile.firstName, profile.lastName].filter(Boolean).join(" ") : null,
    services: services.map((s) => ({ id: String(s.id), label: serviceLabel(s) })),
    selectedId: selected ? String(selected.id) : null,
    isMfaDone: Boolean(portal.session.get("isMfaDone")),
    // An account that joined online has no password until it sets one (app/components/current-password-field/CurrentPasswordField.tsx).
    noPassword: portal.session.get("passwordSet") === false,
    alert,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    sessionNote: sessionLengthNote(config.SESSION_IDLE_MINUTES),
  });
}

function Switcher({ services, selectedId }: { services: { id: string; label: string }[]; selectedId: string | null }) {
  const location = useLocation();
  if (!showsServiceSwitcher(location.pathname, services.length)) return null;
  // Keyed by the shown service: a switch starts the switcher afresh.
  return (
    <ServiceSwitcher
      key={selectedId}
      services={services}
      selectedId={selectedId}
      returnTo={`${location.pathname}${location.search}`}
    />
  );
}

export default function SignedInLayout() {
  const { accountCode, name, services, selectedId, alert, idleMinutes, sessionNote } = useLoaderData<typeof loader>();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const account = (
    <>
      {accountCode && (
        <p className={styles.accountCode}>
          {name ? `${name} · ` : ""}Account {accountCode}
        </p>
      )}
      <SignOutForm />
    </>
  );
  return (
    <AppShell brand={<BrandLogo to="/home" />} account={account} navItems={SIGNED_IN_NAV}>
      <Switcher services={services} selectedId={selectedId} />
      {alert && (
        <div ref={alertRef} tabIndex={-1} className={styles.flash}>
          <Alert type={alert.type}>{alert.message}</Alert>
        </div>
      )}
      <Outlet />
      <p className={styles.sessionNote}>{sessionNote}</p>
      <SessionTimeout idleSeconds={idleMinutes * 60} />
    </AppShell>
  );
}
