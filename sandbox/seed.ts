import type { Service } from "#server/provider/schemas.ts";
import { findContract, findProduct } from "./catalogue.ts";
import { distributorFor } from "./distributors.ts";
import { hashPassword } from "./passwords.ts";
import type {
  AccountRecord,
  CdrRecord,
  DiagnosticRecord,
  HardwareOrderRecord,
  HistoryRecord,
  InvoiceRecord,
  NoteRecord,
  OutageRecord,
  TransactionRecord,
  UsageRecord,
  VoipSettingsRecord,
} from "./records.ts";
import type { Store } from "./store.ts";
import { insertRequest } from "./requests.ts";
import { seedAccessLog } from "./seed-access-log.ts";
import { addDays, addMonths, isoDate, prng, seedOf, sha256, startOfToday } from "./util.ts";

/**
 * The demo data of DESIGN.md §5. Deterministic: the same day gives the same data (a fixed
 * PRNG seed per record); dates are relative to today so the demo always looks current.
 */

export const DEMO_PASSWORD = "demo-password";

interface DemoService {
  code: string;
  type: string;
  serviceStatus: string;
  planCode: string;
  avcId?: string;
  planContext?: number;
  phoneNumber?: string;
}

interface DemoAccount {
  accountCode: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneMobile: string;
  address: {
    streetNumber: string;
    streetName: string;
    streetType: string;
    suburb: string;
    state: string;
    postCode: string;
  };
  services: DemoService[];
  /** Unpaid invoices at the end (the newest); 2 makes the older one overdue. */
  unpaid: number;
}

const demoAccounts: readonly DemoAccount[] = [
  {
    accountCode: "A10001",
    email: "demo@example.com",
    firstName: "Alex",
    lastName: "Citizen",
    phoneMobile: "0412 345 678",
    address: {
      streetNumber: "12",
      streetName: "Harbour",
      streetType: "St",
      suburb: "Sydney",
      state: "NSW",
      postCode: "2000",
    },
    services: [
      {
        code: "N1001",
        type: "nbn",
        serviceStatus: "Active",
        planCode: "NBN100-20",
        avcId: "AVC000000000001",
        planContext: 1,
      },
      { code: "V2001", type: "voip", serviceStatus: "Active", planCode: "VOIP-UNL", phoneNumber: "02 9876 5432" },
      { code: "D4001", type: "dsl", serviceStatus: "Cancelled", planCode: "ADSL-UNL" },
    ],
    unpaid: 1,
  },
  {
    accountCode: "A10002",
    email: "voip@example.com",
    firstName: "Sam",
    lastName: "Caller",
    phoneMobile: "0413 222 333",
    address: {
      streetNumber: "5",
      streetName: "Collins",
      streetType: "St",
      suburb: "Melbourne",
      state: "VIC",
      postCode: "3000",
    },
    services: [
      { code: "V2101", type: "voip", serviceStatus: "Active", planCode: "VOIP-PAYG", phoneNumber: "03 9123 4567" },
    ],
    unpaid: 1,
  },
  {
    accountCode: "A10003",
    email: "energy@example.com",
    firstName: "Jo",
    lastName: "Energy",
    phoneMobile: "0414 444 555",
    address: {
      streetNumber: "88",
      streetName: "Queen",
      streetType: "St",
      suburb: "Brisbane City",
      state: "QLD",
      postCode: "4000",
    },
    services: [
      { code: "E6001", type: "electricity", serviceStatus: "Active", planCode: "ELEC-SAVER" },
      { code: "G7001", type: "gas", serviceStatus: "Active", planCode: "GAS-SAVER" },
      { code: "M5001", type: "mobile", serviceStatus: "Active", planCode: "MOB-12GB", phoneNumber: "0423 456 789" },
      // A SIM sent by post, waiting to be activated (activate a SIM and keep a number).
      { code: "M5002", type: "mobile", serviceStatus: "Pending activation", planCode: "MOB-40GB" },
    ],
    unpaid: 1,
  },
  {
    accountCode: "A10004",
    email: "fw@example.com",
    firstName: "Pat",
    lastName: "Rural",
    phoneMobile: "0415 666 777",
    address: {
      streetNumber: "1402",
      streetName: "Mitchell",
      streetType: "Hwy",
      suburb: "Dubbo",
      state: "NSW",
      postCode: "2830",
    },
    services: [
      {
        code: "N1501",
        type: "nbn",
        serviceStatus: "Active",
        planCode: "NBNFW25-5",
        avcId: "AVC000000000002",
        planContext: 5,
      },
    ],
    unpaid: 2,
  },
];

const MB = 1_048_576;

/** A support call of the kind each service gets: evening speeds are a broadband matter only. */
const SUPPORT_NOTES: Record<string, string> = {
  nbn: "Customer called about speeds in the evening; line tested OK.",
  dsl: "Customer called about speeds in the evening; line tested OK.",
  uniti: "Customer called about speeds in the evening; line tested OK.",
  voip: "Customer asked how to forward calls to a mobile; walked through the VoIP settings.",
  mobile: "Customer asked about using the service overseas; explained roaming charges.",
  electricity: "Customer asked when the meter is read; confirmed the quarterly read dates.",
  gas: "Customer asked when the meter is read; confirmed the quarterly read dates.",
};

/**
 * Numbers a VoIP service calls, of each kind, as Australians write them: 10 digits for a landline,
 * a mobile (04xx xxx xxx) or a 1300 number; a New Zealand number with its country code.
 */
export const CALL_KINDS = [
  { type: "local", rate: 0, number: (d: string) => `02 9${d.slice(0, 3)} ${d.slice(3, 7)}` },
  { type: "national", rate: 0, number: (d: string) => `03 8${d.slice(0, 3)} ${d.slice(3, 7)}` },
  { type: "mobile", rate: 12, number: (d: string) => `04${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)}` },
  { type: "13/1300", rate: 25, number: (d: string) => `1300 ${d.slice(0, 3)} ${d.slice(3, 6)}` },
  { type: "international", rate: 35, number: (d: string) => `+64 9 ${d.slice(0, 3)} ${d.slice(3, 7)}` },
] as const;

// Hashing is slow on purpose; a process hashes each demo password once.
const hashCache = new Map<string, Promise<string>>();
function demoHash(email: string): Promise<string> {
  let hash = hashCache.get(email);
  if (!hash) {
    // A salt derived from the email keeps the seed deterministic.
    hash = hashPassword(DEMO_PASSWORD, Buffer.from(sha256(email).slice(0, 32), "hex"));
    hashCache.set(email, hash);
  }
  return hash;
}

export async function seed(store: Store, now = Date.now()): Promise<void> {
  const hashes = await Promise.all(demoAccounts.map((a) => demoHash(a.email)));
  const today = startOfToday(now);
  store.transaction(() => {
    demoAccounts.forEach((account, i) => seedAccount(store, account, hashes[i]!, today));
    seedRequests(store, now);
    seedAccessLog(store, now);
    store.setMeta("seededAt", new Date(now).toISOString());
  });
}

function seedAccount(store: Store, a: DemoAccount, passwordHash: string, today: Date): void {
  const rand = prng(seedOf(a.accountCode));
  const accountCode = a.accountCode;
  const created = addMonths(today, -26);

  const serviceIds: { service: Service; demo: DemoService }[] = [];
  for (const demo of a.services) {
    const plan = findContract(demo.planCode);
    const distributor = distributorFor(demo.type, a.address.state);
    const service: Service = {
      id: 0,
      code: demo.code,
      type: demo.type,
      serviceStatus: demo.serviceStatus,
      avcId: demo.avcId ?? null,
      planCode: demo.planCode,
      planName: plan?.name ?? null,
      planContext: demo.planContext ?? null,
      monthlyPriceCents: plan?.monthlyPriceCents ?? null,
      supplierServiceId: ["nbn", "dsl", "uniti"].includes(demo.type) ? `SL-${demo.code}` : null,
      supplier: ["nbn", "dsl", "uniti", "voip"].includes(demo.type) ? "superloop" : null,
      phoneNumber: demo.phoneNumber ?? null,
      address: `${a.address.streetNumber} ${a.address.streetName} ${a.address.streetType}, ${a.address.suburb} ${a.address.state} ${a.address.postCode}`,
      startDate: demo.serviceStatus === "Pending activation" ? null : isoDate(addMonths(created, 1)),
      products: [],
      ...(distributor ? { distributor } : {}),
    };
    const id = store.insert("services", { accountCode, ref: demo.code, data: service });
    service.id = id;
    store.update("services", id, service);
    serviceIds.push({ service, demo });
  }

  // Notes and history.
  for (const { service } of serviceIds) {
    if (service.serviceStatus === "Pending activation") {
      seedPendingActivation(store, accountCode, service, today);
      continue;
    }
    const start = new Date(`${service.startDate}T00:00:00Z`);
    const notes: NoteRecord[] = [
      {
        serviceId: service.id,
        createdAt: addDays(start, 2).toISOString(),
        author: "Provisioning",
        text: `Service ${service.code} activated on ${service.planName}.`,
      },
      {
        serviceId: service.id,
        createdAt: addDays(today, -40).toISOString(),
        author: "Support",
        text: SUPPORT_NOTES[service.type] ?? "Customer called with a question about the service; answered on the call.",
      },
    ];
    if (service.serviceStatus === "Cancelled") {
      notes.push({
        serviceId: service.id,
        createdAt: addDays(today, -90).toISOString(),
        author: "Retention",
        text: "Cancelled at the customer's request.",
      });
    }
    for (const note of notes) store.insert("notes", { accountCode, ref: String(service.id), data: note });
    const history: HistoryRecord[] = [
      {
        serviceId: service.id,
        date: isoDate(start),
        event: "Ordered",
        description: `Order placed for ${service.planName}.`,
      },
      {
        serviceId: service.id,
        date: isoDate(addDays(start, 2)),
        event: "Activated",
        description: "Service connected.",
      },
    ];
    if (service.serviceStatus === "Cancelled")
      history.push({
        serviceId: service.id,
        date: isoDate(addDays(today, -90)),
        event: "Cancelled",
        description: "Service cancelled.",
      });
    for (const h of history) store.insert("history", { accountCode, ref: String(service.id), data: h });
  }

  // Broadband daily usage: from the first day of the month 13 months ago until yesterday.
  for (const { service } of serviceIds.filter((s) => ["nbn", "dsl", "uniti"].includes(s.service.type))) {
    const r = prng(seedOf(service.code));
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 13, 1));
    const last = service.serviceStatus === "Cancelled" ? addDays(today, -90) : addDays(today, -1);
    const heavy = service.planContext === 5 ? 0.6 : 1;
    for (let d = first; d <= last; d = addDays(d, 1)) {
      const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6 ? 1.4 : 1;
      const usage: UsageRecord = {
        date: isoDate(d),
        downloadedBytes: Math.round((1500 + r() * 6000) * MB * weekend * heavy),
        uploadedBytes: Math.round((150 + r() * 900) * MB * weekend * heavy),
      };
      store.insert("usage_daily", { accountCode, ref: service.code, data: usage });
    }
  }

  // VoIP call records: 100 days, a few calls a day; calls before this month are invoiced.
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  for (const { service } of serviceIds.filter((s) => s.service.type === "voip")) {
    const r = prng(seedOf(`${service.code}:cdr`));
    for (let day = 100; day >= 1; day--) {
      const calls = Math.floor(r() * 4);
      for (let c = 0; c < calls; c++) {
        const kind = CALL_KINDS[Math.floor(r() * CALL_KINDS.length)]!;
        const started = new Date(addDays(today, -day).getTime() + Math.floor((8 + r() * 13) * 3600_000));
        const duration = Math.floor(20 + r() * 1200);
        const number = kind.number(String(Math.floor(r() * 1e8)).padStart(8, "0"));
        const cdr: CdrRecord = {
          serviceId: service.id,
          startedAt: started.toISOString(),
          callingNumber: service.phoneNumber ?? "",
          calledNumber: number,
          callType: kind.type,
          durationSeconds: duration,
          costCents:
            kind.type === "local" || kind.type === "national"
              ? service.planCode === "VOIP-PAYG"
                ? 10
                : 0
              : Math.ceil((duration / 60) * kind.rate),
          invoiced: started < monthStart,
        };
        store.insert("cdrs", { accountCode, ref: String(service.id), data: cdr });
      }
    }
    const settings: VoipSettingsRecord = {
      id: service.id,
      phoneNumber: service.phoneNumber ?? "",
      callerIdBlocked: false,
      callForwardingEnabled: false,
      callForwardingNumber: null,
      voicemailEnabled: true,
      doNotDisturb: false,
      passwordResetAt: null,
    };
    store.insert("voip_settings", { accountCode, ref: String(service.id), data: settings });
  }

  // Twelve monthly invoices and the transactions that go with them.
  // A service still waiting for activation has not been billed yet.
  const billed = serviceIds.filter((s) => s.service.serviceStatus === "Active");
  let balance = 0;
  const transactions: TransactionRecord[] = [];
  for (let m = 11; m >= 0; m--) {
    // Issued 10 days ago (and monthly before that), due 14 days after issue: the newest is
    // due in 4 days; an older unpaid one is overdue.
    const issue = addMonths(addDays(today, -10), -m);
    const due = addDays(issue, 14);
    const periodStart = issue;
    const periodEnd = addDays(addMonths(issue, 1), -1);
    const lines: InvoiceRecord["lines"] = billed.map(({ service }) => ({
      description: `${service.planName} (${isoDate(periodStart)} to ${isoDate(periodEnd)})`,
      serviceCode: service.code,
      amountCents: service.monthlyPriceCents ?? 0,
    }));
    const usageCharge = billed.some((s) => ["voip", "electricity", "gas", "mobile"].includes(s.service.type))
      ? Math.round(500 + rand() * 6000)
      : 0;
    if (usageCharge) lines.push({ description: "Usage charges", serviceCode: null, amountCents: usageCharge });
    const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
    const invoiceNumber = `INV-${accountCode.slice(1)}-${issue.getUTCFullYear()}${String(issue.getUTCMonth() + 1).padStart(2, "0")}`;
    const paid = m >= a.unpaid;
    const invoice: InvoiceRecord = {
      invoiceNumber,
      issueDate: isoDate(issue),
      dueDate: isoDate(due),
      periodStart: isoDate(periodStart),
      periodEnd: isoDate(periodEnd),
      amountCents,
      paidCents: paid ? amountCents : 0,
      lines,
    };
    store.insert("invoices", { accountCode, ref: invoiceNumber, data: invoice, createdAt: issue.toISOString() });
    balance += amountCents;
    transactions.push({
      date: isoDate(issue),
      type: "invoice",
      description: `Invoice ${invoiceNumber}`,
      amountCents,
      balanceCents: balance,
      reference: invoiceNumber,
    });
    if (paid) {
      balance -= amountCents;
      transactions.push({
        date: isoDate(addDays(due, -3)),
        type: "payment",
        description: "Payment received - direct debit",
        amountCents: -amountCents,
        balanceCents: balance,
        reference: `DD-${invoiceNumber.slice(4)}`,
      });
    }
  }
  for (const t of transactions)
    store.insert("transactions", { accountCode, data: t, createdAt: `${t.date}T00:00:00.000Z` });

  const profile = {
    accountCode,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    contacts: [
      {
        id: 1,
        contactType: "Primary",
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        phoneMobile: a.phoneMobile,
        phoneHome: null,
      },
    ],
    preferredMessageType: "Email",
    address: { unitNumber: null, ...a.address },
  };
  const account: AccountRecord = {
    profile,
    passwordHash,
    status: "Active",
    createdAt: created.toISOString(),
    balanceCents: balance,
    paymentMethod: {
      type: "directDebit",
      accountName: `${a.firstName} ${a.lastName}`,
      maskedBsb: "062-•••",
      maskedAccountNumber: `••••${String(1000 + Math.floor(rand() * 9000))}`,
    },
  };
  store.insert("accounts", { accountCode, ref: a.email, data: account, createdAt: created.toISOString() });

  // Outages for the avcIds: one current for A10001, a resolved planned one for each.
  for (const { service } of serviceIds.filter((s) => s.service.avcId)) {
    const avcId = service.avcId!;
    const outages: OutageRecord[] = [
      {
        avcId,
        type: "planned",
        status: "resolved",
        title: "Planned network maintenance",
        description: "Upgrade work in your area. Services were interrupted for up to 4 hours overnight.",
        startAt: new Date(addDays(today, -20).getTime() + 0 * 3600_000).toISOString(),
        endAt: new Date(addDays(today, -20).getTime() + 4 * 3600_000).toISOString(),
      },
    ];
    if (accountCode === "A10001") {
      outages.push({
        avcId,
        type: "unplanned",
        status: "active",
        title: "Service disruption in your area",
        description: "A fault in the local network is slowing or interrupting services. Technicians are on site.",
        startAt: new Date(today.getTime() - 2 * 3600_000).toISOString(),
        // Expected end: tomorrow (UTC) 06:00, always ahead of the demo's clock.
        endAt: new Date(today.getTime() + 30 * 3600_000).toISOString(),
      });
    }
    for (const o of outages) store.insert("outages", { accountCode: null, ref: avcId, data: o, createdAt: o.startAt });
  }

  // Diagnostics history: three completed tests per broadband service in use.
  for (const { service } of serviceIds.filter(
    (s) => s.service.supplierServiceId && s.service.serviceStatus !== "Cancelled",
  )) {
    const types = ["line-state", "speed-profile", "ncd-status"];
    types.forEach((testType, i) => {
      const started = new Date(addDays(today, -(30 - i * 9)).getTime() + 10 * 3600_000);
      const record: DiagnosticRecord = {
        testId: `T${service.code}${String(i + 1).padStart(4, "0")}`,
        testType,
        supplierServiceId: service.supplierServiceId!,
        serviceId: service.id,
        startedAt: started.toISOString(),
        completesAt: new Date(started.getTime() + 30_000).toISOString(),
      };
      store.insert("diagnostic_tests", { accountCode, ref: record.testId, data: record, createdAt: record.startedAt });
    });
  }
}

/** A mobile service ordered a week ago whose SIM was posted and waits for activation. */
function seedPendingActivation(store: Store, accountCode: string, service: Service, today: Date): void {
  const ref = String(service.id);
  const history: HistoryRecord[] = [
    {
      serviceId: service.id,
      date: isoDate(addDays(today, -7)),
      event: "Ordered",
      description: `Order placed for ${service.planName}.`,
    },
    {
      serviceId: service.id,
      date: isoDate(addDays(today, -5)),
      event: "SIM sent",
      description: "SIM card sent by post.",
    },
  ];
  for (const h of history) store.insert("history", { accountCode, ref, data: h });
  const note: NoteRecord = {
    serviceId: service.id,
    createdAt: addDays(today, -5).toISOString(),
    author: "Provisioning",
    text: "SIM card sent by post. The customer activates it online.",
  };
  store.insert("notes", { accountCode, ref, data: note });
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Requests and hardware orders at known ages (decision 023), so /requests shows each status:
 * demo@example.com has a complaint being investigated, a resolved fault, a plan change, a modem
 * on its way (Dispatched, with tracking) and a delivered mesh kit; energy@example.com has a
 * payment plan just received. Ages are from `now`, so the statuses hold whenever the seed runs.
 */
function seedRequests(store: Store, now: number): void {
  const service = (code: string) => store.find<Service>("services", { ref: code })!.data;
  const n1001 = service("N1001");
  insertRequest(
    store,
    "A10001",
    {
      prefix: "SR",
      kind: "fault",
      summary: "Internet drops out every evening",
      serviceId: n1001.id,
      serviceCode: n1001.code,
    },
    now - 12 * DAY_MS,
  );
  insertRequest(
    store,
    "A10001",
    {
      prefix: "SR",
      kind: "complaint",
      summary: "Billed twice for October",
      serviceId: n1001.id,
      serviceCode: n1001.code,
    },
    now - 3 * DAY_MS,
  );
  const modemOrdered = now - 2 * DAY_MS;
  const meshOrdered = now - 20 * DAY_MS;
  const modem = insertRequest(
    store,
    "A10001",
    {
      prefix: "PR",
      kind: "product-addition",
      summary: "Wi-Fi 6 modem added to N1001",
      serviceId: n1001.id,
      serviceCode: n1001.code,
      details: { productCode: "MODEM-AX" },
    },
    modemOrdered,
  );
  const mesh = insertRequest(
    store,
    "A10001",
    {
      prefix: "PR",
      kind: "product-addition",
      summary: "Mesh Wi-Fi (2 pack) added to N1001",
      serviceId: n1001.id,
      serviceCode: n1001.code,
      details: { productCode: "MESH-2PK" },
    },
    meshOrdered,
  );
  const order = (code: string, productCode: string, name: string, orderedAt: number): HardwareOrderRecord => ({
    code,
    productCode,
    name,
    status: "Ordered",
    orderedAt: new Date(orderedAt).toISOString(),
    trackingNumber: null,
  });
  store.insert("hardware_orders", {
    accountCode: "A10001",
    data: order(mesh, "MESH-2PK", "Mesh Wi-Fi (2 pack)", meshOrdered),
  });
  store.insert("hardware_orders", {
    accountCode: "A10001",
    data: order(modem, "MODEM-AX", "Wi-Fi 6 modem", modemOrdered),
  });
  // What was ordered is on the service, as an order made in the portal leaves it.
  const n1001Row = store.find<Service>("services", { ref: "N1001" })!;
  store.update("services", n1001Row.id, {
    ...n1001Row.data,
    products: [
      ...(n1001Row.data.products ?? []),
      ...[
        { code: "MESH-2PK", at: meshOrdered },
        { code: "MODEM-AX", at: modemOrdered },
      ].map(({ code, at }) => {
        const product = findProduct(code)!;
        return {
          code,
          name: product.name,
          priceCents: product.priceCents,
          monthlyPriceCents: product.monthlyPriceCents,
          addedAt: new Date(at).toISOString(),
        };
      }),
    ],
  });
  insertRequest(
    store,
    "A10003",
    { prefix: "PP", kind: "payment-plan", summary: "More time to pay: $40.00 fortnightly", details: {} },
    now - 2 * HOUR_MS,
  );
}
