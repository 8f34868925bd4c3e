import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, Link } from "react-router";
import { AppShell } from "#app/components/app-shell/AppShell.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { BrandLogo } from "#app/components/brand-logo/BrandLogo.tsx";
import * as styles from "./staff-shell.css.ts";

/** Who is signed in to the console, as every staff page names them, and the back-office pages their role opens. */
export type StaffShown = { name: string; roleName: string; backOffice?: readonly { to: string; label: string }[] };

/** "<Page> | Staff console" (the customer pages' titles name the portal). */
export function StaffTitle({ page, hasError = false }: { page: string; hasError?: boolean }) {
  return <title>{`${hasError ? "Error: " : ""}${page} | Staff console`}</title>;
}

/** The staff console's navigation; pages for search, reports and jobs join it as they are built. */
const STAFF_NAV = [
  { to: "/staff", label: "Home", end: true },
  { to: "/staff/customers", label: "Find a customer", end: true },
] as const;

/**
 * The frame of every staff page: the brand and "Staff console", and once signed in the member of
 * staff's name and role with Sign out (a plain POST, no JavaScript anywhere in the console).
 */
export function StaffShell({ member, children }: { member?: StaffShown | null; children: ReactNode }) {
  const brand = (
    <span className={styles.brand}>
      <BrandLogo to="/staff" /> <Link to="/staff">Staff console</Link>
    </span>
  );
  if (!member) return <AppShell brand={brand}>{children}</AppShell>;
  return (
    <AppShell
      brand={brand}
      navItems={[...STAFF_NAV, ...(member.backOffice ?? [])]}
      navLabel="Staff console"
      account={
        <>
          <span>{`${member.name} · ${member.roleName}`}</span>
          <Form method="post" action="/staff/logout" reloadDocument>
            <Button type="submit" size="small" variant="secondary">
              Sign out
            </Button>
          </Form>
        </>
      }
    >
      {children}
    </AppShell>
  );
}

const ERRORS: Record<number, { title: string; text: string }> = {
  403: { title: "You cannot do this", text: "Your staff role does not allow this page or action." },
  404: { title: "Page not found", text: "There is no staff console page at this address." },
  503: { title: "Sorry, there is a problem", text: "We cannot do this right now. Try again shortly." },
};

/** A staff page's error: what happened in plain words (never a stack), and the way back home. */
export function StaffErrorView({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const known = ERRORS[status] ?? { title: "Sorry, there is a problem", text: "Something went wrong. Try again." };
  const detail = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
  return (
    <>
      <StaffTitle page={known.title} />
      <h1>{known.title}</h1>
      <p>{typeof detail === "string" ? detail : known.text}</p>
      <p>
        <Link to="/staff">Go to the staff console home</Link>
      </p>
    </>
  );
}
