/**
 * The energy distributor of a gas or electricity service, by fuel and state: the business that
 * owns the poles, wires and pipes, fixes outages and answers emergencies (a retailer does neither).
 * Sandbox data for the demo: the main distributor of each state's capital city, with the phone
 * lines it publishes.
 */
export interface DistributorRecord {
  name: string;
  outagesPhone: string;
  emergencyPhone: string;
}

const DISTRIBUTORS: Record<"electricity" | "gas", Record<string, DistributorRecord>> = {
  electricity: {
    NSW: { name: "Ausgrid", outagesPhone: "13 13 88", emergencyPhone: "13 13 88" },
    VIC: { name: "CitiPower", outagesPhone: "13 12 80", emergencyPhone: "13 12 80" },
    QLD: { name: "Energex", outagesPhone: "13 62 62", emergencyPhone: "13 19 62" },
  },
  gas: {
    NSW: { name: "Jemena", outagesPhone: "131 909", emergencyPhone: "131 909" },
    QLD: { name: "Australian Gas Networks", outagesPhone: "1800 427 532", emergencyPhone: "1800 427 532" },
  },
};

/** The distributor of a gas or electricity service in `state`; null for other services or a state not in the demo data. */
export function distributorFor(serviceType: string, state: string): DistributorRecord | null {
  const fuel = serviceType === "electricity" || serviceType === "gas" ? serviceType : null;
  return fuel ? (DISTRIBUTORS[fuel][state] ?? null) : null;
}
