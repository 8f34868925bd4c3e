import { describe, expect, it } from "vitest";
import {
  capabilitiesOf,
  diagnosable,
  isCancelled,
  kindOf,
  orderServices,
  serviceAddress,
  serviceLabel,
  startDateShown,
  serviceName,
  serviceTypeName,
  statusText,
  withServiceNames,
} from "./services.ts";

const service = (type: string, serviceStatus = "Active", code = "X1") => ({ code, type, serviceStatus });

describe("orderServices (spec §4)", () => {
  it("puts voip after the others and cancelled services last, keeping order otherwise", () => {
    const services = [
      { code: "V1", type: "voip", serviceStatus: "Active" },
      { code: "D1", type: "dsl", serviceStatus: "Cancelled" },
      { code: "N1", type: "nbn", serviceStatus: "Active" },
      { code: "V2", type: "VOIP", serviceStatus: "Cancelled" },
      { code: "M1", type: "mobile", serviceStatus: "Active" },
    ];
    expect(orderServices(services).map((s) => s.code)).toEqual(["N1", "M1", "V1", "D1", "V2"]);
  });
});

describe("kinds, names and status", () => {
  it("groups service types, in any case", () => {
    expect(["nbn", "DSL", "uniti", "voip", "mobile", "gas", "electricity", "other"].map(kindOf)).toEqual([
      "broadband",
      "broadband",
      "broadband",
      "voip",
      "mobile",
      "energy",
      "energy",
      "other",
    ]);
  });

  it("names types, keeping an unknown one as written", () => {
    expect(["nbn", "VOIP", "uniti", "electricity", "satellite"].map(serviceTypeName)).toEqual([
      "NBN",
      "VoIP",
      "Uniti",
      "Electricity",
      "satellite",
    ]);
  });

  it("knows a cancelled service in any case, and an absent status as not cancelled", () => {
    expect(isCancelled({ serviceStatus: "Cancelled" })).toBe(true);
    expect(isCancelled({ serviceStatus: "CANCELLED" })).toBe(true);
    expect(isCancelled({ serviceStatus: "Active" })).toBe(false);
    expect(isCancelled({ serviceStatus: null })).toBe(false);
  });

  it("shows the provider's status word", () => {
    expect(statusText({ serviceStatus: "Active" })).toBe("Active");
    expect(statusText({ serviceStatus: "" })).toBe("Not known");
  });

  it("names a service by what its customer knows: its number, its street, its plan; never its code", () => {
    const at = { address: "12 Harbour St, Sydney NSW 2000" };
    expect(serviceName({ ...service("nbn", "Active", "N1001"), ...at })).toBe("NBN at 12 Harbour St");
    expect(serviceName({ ...service("mobile", "Active", "M5001"), ...at, phoneNumber: "0423456789" })).toBe(
      "Mobile 0423 456 789",
    );
    expect(serviceName({ ...service("voip", "Active", "V2001"), ...at, phoneNumber: "02 9876 5432" })).toBe(
      "VoIP (02) 9876 5432",
    );
    // A mobile is not where it was sent: without a number, its plan.
    expect(serviceName({ ...service("mobile", "Pending activation", "M5002"), ...at, planName: "Mobile 40GB" })).toBe(
      "Mobile 40GB plan",
    );
    expect(serviceName({ ...service("gas", "Active", "G7001"), planName: "Home Saver" })).toBe("Gas, Home Saver plan");
    expect(serviceName(service("nbn", "Active", "N1001"))).toBe("NBN service N1001");
  });

  it("labels a service with its state when it is not simply active", () => {
    const at = { address: "12 Harbour St, Sydney NSW 2000" };
    expect(serviceLabel({ ...service("nbn", "Active", "N1001"), ...at })).toBe("NBN at 12 Harbour St");
    expect(serviceLabel({ ...service("dsl", "cancelled", "D4001"), ...at })).toBe("DSL at 12 Harbour St (Cancelled)");
    expect(serviceLabel({ ...service("mobile", "Pending activation", "M5002"), planName: "Mobile 40GB" })).toBe(
      "Mobile 40GB plan (Pending activation)",
    );
    expect(serviceLabel({ ...service("nbn", "Pending connection", "N9"), ...at })).toBe(
      "NBN at 12 Harbour St (Pending connection)",
    );
  });
});

describe("serviceAddress", () => {
  it("is the address a place-bound page names, else the address of the service's name", () => {
    const power = service("electricity", "Active", "E6001");
    expect(serviceAddress({ ...power, address: "88 Queen St, Melbourne VIC 3000" })).toBe(
      "88 Queen St, Melbourne VIC 3000",
    );
    expect(serviceAddress({ ...power, planName: "Flexi" })).toBe("the address of Electricity, Flexi plan");
  });
});

describe("capabilitiesOf", () => {
  it("an active NBN service: plans, outages, connection status, diagnostics, online fault reports with the modem question", () => {
    expect(capabilitiesOf(service("nbn"))).toEqual({
      kind: "broadband",
      isCancelled: false,
      isPending: false,
      canChangePlan: true,
      canAddProduct: true,
      canCancel: true,
      canMove: true,
      cancellationPending: false,
      changesEnergyContract: false,
      canCheckOutages: true,
      hasConnectionStatus: true,
      hasDiagnostics: true,
      hasVoipSettings: false,
      offersFaultReport: true,
      canReportFault: true,
      faultReportBlock: null,
      faultReportAsksModem: true,
      usageView: "broadband",
    });
  });

  it("a service with a cancellation requested says so and cannot be cancelled twice (decision 023)", () => {
    const pending = { ...service("nbn"), cancellationDate: "2026-12-01" };
    expect(capabilitiesOf(pending)).toMatchObject({ canCancel: false, cancellationPending: true, canChangePlan: true });
    expect(serviceLabel(pending)).toBe("NBN service X1 (Cancellation requested)");
    const done = { ...service("nbn", "Cancelled"), cancellationDate: "2026-11-01" };
    expect(capabilitiesOf(done)).toMatchObject({ canCancel: false, cancellationPending: false });
    expect(serviceLabel(done)).toBe("NBN service X1 (Cancelled)");
    expect(capabilitiesOf(service("electricity")).changesEnergyContract).toBe(true);
  });

  it("a cancelled broadband service can no longer be changed, tested or reported, but its usage is still shown", () => {
    const caps = capabilitiesOf(service("dsl", "Cancelled"));
    expect(caps.isCancelled).toBe(true);
    expect(caps.canChangePlan).toBe(false);
    expect(caps.canAddProduct).toBe(false);
    expect(caps.canCheckOutages).toBe(false);
    expect(caps.hasConnectionStatus).toBe(false);
    expect(caps.hasDiagnostics).toBe(false);
    expect(caps.canReportFault).toBe(false);
    expect(caps.faultReportBlock).toBe("cancelled");
    // Spec §2: the Support page's button depends on the type alone; the form explains the rest.
    expect(caps.offersFaultReport).toBe(true);
    expect(caps.usageView).toBe("broadband");
  });

  it("an active VoIP service has VoIP settings (when the brand offers VoIP) and no online fault report (spec §2)", () => {
    const caps = capabilitiesOf(service("voip"));
    expect(caps.hasVoipSettings).toBe(true);
    expect(capabilitiesOf(service("voip"), { voip: false }).hasVoipSettings).toBe(false);
    expect(capabilitiesOf(service("voip", "Cancelled")).hasVoipSettings).toBe(false);
    expect(caps.offersFaultReport).toBe(false);
    expect(caps.canReportFault).toBe(false);
    expect(caps.faultReportBlock).toBe("voip");
    expect(capabilitiesOf(service("voip", "Cancelled")).faultReportBlock).toBe("voip");
    expect(caps.hasDiagnostics).toBe(false);
    expect(caps.usageView).toBe("voip");
  });

  it("mobile and energy services: their own usage views, no modem question, no diagnostics", () => {
    for (const [type, view] of [
      ["mobile", "mobile"],
      ["gas", "energy"],
      ["electricity", "energy"],
    ] as const) {
      const caps = capabilitiesOf(service(type));
      expect(caps.usageView).toBe(view);
      expect(caps.faultReportAsksModem).toBe(false);
      expect(caps.hasDiagnostics).toBe(false);
      expect(caps.hasConnectionStatus).toBe(false);
      expect(caps.canReportFault).toBe(true);
    }
  });

  it("a service still to be connected has no connection, no line tests, no fault report, and is not cancelled or moved online", () => {
    const caps = capabilitiesOf(service("nbn", "Pending connection"));
    expect(caps).toMatchObject({
      isPending: true,
      hasConnectionStatus: false,
      hasDiagnostics: false,
      canCancel: false,
      canMove: false,
      canReportFault: false,
      faultReportBlock: "pending",
      // Its order can still change before it connects.
      canChangePlan: true,
      canAddProduct: true,
    });
    expect(capabilitiesOf(service("nbn", "Active")).isPending).toBe(false);
  });

  it("an unknown type has no usage view", () => {
    expect(capabilitiesOf(service("satellite")).usageView).toBe("none");
  });
});

describe("diagnosable", () => {
  const nbn = { ...service("nbn", "Active", "N1001"), supplier: "superloop", supplierServiceId: "SL-N1001" };

  it("gives the supplier's ids of an active service that has them", () => {
    expect(diagnosable(nbn)).toEqual({ ok: true, supplier: { supplier: "superloop", supplierServiceId: "SL-N1001" } });
  });

  it("says why not: no service, a cancelled one, or one without supplier ids", () => {
    expect(diagnosable(undefined)).toEqual({ ok: false, reason: "There is no service on your account to test." });
    expect(diagnosable({ ...nbn, serviceStatus: "Cancelled" })).toEqual({
      ok: false,
      reason: "Diagnostics are not available for NBN service N1001: the service is cancelled.",
    });
    expect(
      diagnosable({ ...service("voip", "Active", "V2001"), supplier: "superloop", supplierServiceId: null }),
    ).toEqual({
      ok: false,
      reason: "Diagnostics are not available for VoIP service V2001.",
    });
    expect(diagnosable({ ...nbn, serviceStatus: "Pending connection" })).toEqual({
      ok: false,
      reason:
        "Diagnostics are not available for NBN service N1001: the service is not connected yet. They can be run once it is.",
    });
  });
});

describe("startDateShown", () => {
  const today = "2026-11-25";
  it("a connected service started on its date", () => {
    expect(startDateShown({ serviceStatus: "Active", startDate: "2024-10-25" }, today)).toEqual({
      label: "Started",
      date: "2024-10-25",
    });
    expect(startDateShown({ serviceStatus: "Active", startDate: null }, today)).toBeNull();
  });
  it("a pending service is expected to connect, never 'started', and a passed date is not shown", () => {
    expect(startDateShown({ serviceStatus: "Pending connection", startDate: "2026-11-30" }, today)).toEqual({
      label: "Expected connection",
      date: "2026-11-30",
    });
    expect(startDateShown({ serviceStatus: "Pending connection", startDate: today }, today)?.date).toBe(today);
    expect(startDateShown({ serviceStatus: "Pending connection", startDate: "2026-11-24" }, today)).toEqual({
      label: "Expected connection",
      date: null,
    });
    expect(startDateShown({ serviceStatus: "Pending connection", startDate: null }, today)).toEqual({
      label: "Expected connection",
      date: null,
    });
  });
});

describe("withServiceNames", () => {
  const services = [
    { code: "N1001", type: "nbn", serviceStatus: "Active", address: "12 Harbour St, Sydney NSW 2000" },
    { code: "N10011", type: "nbn", serviceStatus: "Active", address: "1 Other Rd, Sydney NSW 2000" },
    { code: "M5001", type: "mobile", serviceStatus: "Active", phoneNumber: "0423456789" },
  ];
  it("says each of the account's codes in the provider's words as the service's name, whole codes only", () => {
    expect(withServiceNames("Wi-Fi 6 modem added to N1001", services)).toBe(
      "Wi-Fi 6 modem added to NBN at 12 Harbour St",
    );
    expect(withServiceNames("Move N10011 and M5001", services)).toBe("Move NBN at 1 Other Rd and Mobile 0423 456 789");
    expect(withServiceNames("Plan change: NBN100-20 to NBN 50/20", services)).toBe(
      "Plan change: NBN100-20 to NBN 50/20",
    );
  });
});
