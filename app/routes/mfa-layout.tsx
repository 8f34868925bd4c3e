import { Outlet } from "react-router";
import { AppHeader } from "#app/components/app-shell/AppShell.tsx";
import { MainContent } from "#app/components/main-content/MainContent.tsx";
import { BrandLogo } from "#app/components/brand-logo/BrandLogo.tsx";
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
