import { Outlet } from "react-router";
import { formatTime, machineDateTime } from "#app/lib/dates/format.ts";
import { can } from "#app/lib/staff/roles.server.ts";
import { requireView, staffViewGuard } from "#app/lib/staff/view.server.ts";
import { type BannerShown, ViewBanner } from "./banner.tsx";
import type { Route } from "./+types/view";

/**
 * Every page of a customer view: a view that stands in the staff session (else the "view has
 * ended" page), and the banner above the page.
 */
export const middleware: Route.MiddlewareFunction[] = [staffViewGuard];

export function loader({ context }: Route.LoaderArgs): BannerShown {
  const { staff, view } = requireView(context);
  return {
    accountCode: view.accountCode,
    name: view.name,
    staffName: staff.name,
    roleName: staff.roleName,
    endsAt: { text: formatTime(view.endsAt), iso: machineDateTime(view.endsAt) },
    canChangeStaticIp: can(staff.role, "static-ips.change"),
  };
}

export default function StaffView({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ViewBanner shown={loaderData} />
      <Outlet />
    </>
  );
}
