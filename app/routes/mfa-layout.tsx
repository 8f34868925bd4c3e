import { Outlet } from "react-router";
import { AppHeader, MainContent } from "#app/components/index.ts";
import { BrandLogo } from "#app/lib/brand-logo.tsx";
import { SignOutForm } from "./site-shell.tsx";

/** Spec §2: /mfa sits inside a pathless layout of its own: the brand and Sign out, no navigation until verified. */
export default function MfaLayout() {
  return (
    <>
      <AppHeader brand={<BrandLogo />} account={<SignOutForm />} />
      <MainContent>
        <Outlet />
      </MainContent>
    </>
  );
}
