import { Outlet } from "react-router";
import { AppHeader } from "#app/components/index.ts";
import { BrandLogo } from "#app/lib/brand-logo.tsx";

/** The sign-in page's frame: the brand's banner (the logo links nowhere: this is where home leads). */
export default function LoginLayout() {
  return (
    <>
      <AppHeader brand={<BrandLogo />} />
      <Outlet />
    </>
  );
}
