import type { NavItem } from "#app/components/app-shell/AppShell.tsx";

/**
 * The signed-in pages' navigation. Each item is current on its page and the pages below it (a
 * step of "Make a payment" is still Billing), except Home, whose pages have items of their own.
 */
export const SIGNED_IN_NAV: readonly NavItem[] = [
  { to: "/home", label: "Home", end: true },
  { to: "/home/usage", label: "Usage" },
  { to: "/home/plan", label: "Plan" },
  { to: "/home/outages", label: "Outages" },
  { to: "/service/service-tests", label: "Diagnostics", section: "/service" },
  { to: "/billing", label: "Billing" },
  { to: "/billing/payment-details", label: "Payment details" },
  { to: "/profile", label: "Profile" },
  { to: "/requests", label: "Requests" },
  { to: "/support", label: "Support" },
];

/**
 * The sections whose pages are about the selected service (its usage, plan, tests, faults, SIM):
 * the service switcher shows there. Billing, Profile, Requests and moving home are the whole
 * account's, and a switcher there would suggest otherwise.
 */
const SERVICE_SECTIONS = ["/home", "/service", "/support", "/activate-sim"] as const;

/** Whether the service switcher belongs on `pathname`: a service page of an account with a choice to make. */
export function showsServiceSwitcher(pathname: string, serviceCount: number): boolean {
  if (serviceCount < 2) return false;
  return SERVICE_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}
