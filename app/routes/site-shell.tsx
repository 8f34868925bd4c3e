import type { ReactNode } from "react";
import { Form } from "react-router";
import { AppShell } from "#app/components/app-shell/AppShell.tsx";
import { Button } from "#app/components/button/Button.tsx";
import { BrandLogo } from "#app/components/brand-logo/BrandLogo.tsx";
import { SIGNED_IN_NAV } from "./signed-in-nav.ts";

/** The header's sign-out button: a plain post, so it works without JavaScript. */
export function SignOutForm() {
  return (
    <Form method="post" action="/logout">
      <Button type="submit" size="small" variant="secondary">
        Sign out
      </Button>
    </Form>
  );
}

/**
 * The frame of a page outside the signed-in layout (not found, errors): the banner with the
 * logo, and for a signed-in customer the signed-in navigation and Sign out, so the page is no
 * dead end.
 */
export function SiteShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  if (!signedIn) return <AppShell brand={<BrandLogo to="/" />}>{children}</AppShell>;
  return (
    <AppShell brand={<BrandLogo to="/home" />} account={<SignOutForm />} navItems={SIGNED_IN_NAV}>
      {children}
    </AppShell>
  );
}
