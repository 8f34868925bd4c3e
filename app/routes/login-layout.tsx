import { Outlet } from "react-router";
import { AppHeader } from "#app/components/app-shell/AppShell.tsx";
import { BrandLogo } from "#app/components/brand-logo/BrandLogo.tsx";

/** The sign-in page's frame: the brand's banner (the logo links nowhere: this is where home leads). */
export default function LoginLayout() {
  return (
    <>
      <AppHeader brand={<BrandLogo />} />
      <Outlet />
    </>
  );
}
