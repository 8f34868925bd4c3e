import { data } from "react-router";
import { z } from "zod";
import { kindOf, serviceLabel } from "#app/domain/services.ts";
import { failureOf, type Failure } from "#app/lib/provider-outcome.server.ts";
import { isProviderError } from "#server/provider/errors.ts";
import { audit, type StaffMember } from "./guard.server.ts";
import { type StaffViewing, viewRead } from "./view.server.ts";

/**
 * Static IPs on the viewed customer's broadband services (docs/staff.md): a supervisor's or an
 * admin's change, made with their own staff token (management/settings/static-ips/assign and
 * /unassign), on a service the view's read-only token shows is the customer's and broadband.
 * The address asked for is checked, and so is the provider's answer.
 */

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export const STATIC_IP_MESSAGES = {
  missing: "Enter the IPv4 address to assign",
  format: "Enter an IPv4 address, like 198.51.100.20",
  unusable: "Enter an address a service can use: not 0.x.x.x, 127.x.x.x, multicast or reserved",
  taken: "This address is assigned to another service. Enter another address",
} as const;

/** The address typed, or why it cannot be assigned. */
export function checkIpv4(typed: string): { ok: true; address: string } | { ok: false; message: string } {
  const address = typed.trim();
  if (!address) return { ok: false, message: STATIC_IP_MESSAGES.missing };
  if (!IPV4.test(address)) return { ok: false, message: STATIC_IP_MESSAGES.format };
  const first = Number(address.split(".")[0]);
  if (first === 0 || first === 127 || first >= 224) return { ok: false, message: STATIC_IP_MESSAGES.unusable };
  return { ok: true, address };
}

const ipv4 = z.string().regex(IPV4);
/** What the provider must answer: the service and the address it now has (or null once taken away). */
const assignedAnswer = z.object({ serviceId: z.number().int(), ipAddress: ipv4 });
const unassignedAnswer = z.object({ serviceId: z.number().int(), ipAddress: z.null().optional() });

/** The viewed customer's broadband service named by `?service=`, or the 404 page. */
export async function viewedBroadbandService(viewing: StaffViewing, url: URL) {
  const raw = url.searchParams.get("service") ?? "";
  const notHere = () => data({ message: "This is not one of the viewed customer's broadband services." }, 404);
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notHere();
  const { services } = await viewRead(viewing.api.account.services({}));
  const service = services.find((s) => s.id === Number(raw));
  if (!service || kindOf(service.type) !== "broadband") throw notHere();
  return { id: service.id, label: serviceLabel(service), staticIp: service.staticIpAddress ?? null };
}

export type StaticIpChange = { ok: true; address: string | null } | { ok: false; taken: boolean; failure: Failure };

const malformed: Failure = {
  message: "The provider's answer did not confirm the change. Check the service's static IP, then try again.",
  detail: null,
  late: false,
};

async function change(
  staff: StaffMember,
  accountCode: string,
  serviceId: number,
  work: () => Promise<unknown>,
  check: (answer: unknown) => string | null | undefined,
  event: "staff.static-ip-assigned" | "staff.static-ip-unassigned",
  addressForAudit: string | null,
): Promise<StaticIpChange> {
  const who = { ...staff.audit, account: accountCode, object: "service" as const, objectId: serviceId };
  let answer: unknown;
  try {
    answer = await work();
  } catch (error) {
    if (!isProviderError(error)) throw error;
    const taken = error.status === 409;
    audit(event, { ...who, outcome: taken || error.isClientError ? "refused" : "error" });
    return { ok: false, taken, failure: failureOf(error) };
  }
  const address = check(answer);
  if (address === undefined) {
    audit(event, { ...who, outcome: "error" });
    return { ok: false, taken: false, failure: malformed };
  }
  audit(event, { ...who, outcome: "ok", ipAddress: address ?? addressForAudit ?? undefined });
  return { ok: true, address };
}

/** Assigns `address`: the provider's answer must name the service and that address. */
export function assignStaticIp(staff: StaffMember, accountCode: string, serviceId: number, address: string) {
  return change(
    staff,
    accountCode,
    serviceId,
    () => staff.api.management.assignStaticIp({ serviceId, ipAddress: address }),
    (answer) => {
      const parsed = assignedAnswer.safeParse(answer);
      return parsed.success && parsed.data.serviceId === serviceId && parsed.data.ipAddress === address
        ? parsed.data.ipAddress
        : undefined;
    },
    "staff.static-ip-assigned",
    address,
  );
}

/** Takes the service's address away: the provider's answer must name the service with no address. */
export function unassignStaticIp(staff: StaffMember, accountCode: string, serviceId: number, had: string | null) {
  return change(
    staff,
    accountCode,
    serviceId,
    () => staff.api.management.unassignStaticIp({ serviceId }),
    (answer) => {
      const parsed = unassignedAnswer.safeParse(answer);
      return parsed.success && parsed.data.serviceId === serviceId ? null : undefined;
    },
    "staff.static-ip-unassigned",
    had,
  );
}
