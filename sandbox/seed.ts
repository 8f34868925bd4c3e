import type { Service } from "#server/provider/schemas/services.ts";
import { findContract } from "./catalogue.ts";
import { distributorFor } from "./distributors.ts";
import { hashPassword } from "./passwords.ts";
import type { AccountRecord } from "./records.ts";
import type { Store } from "./store.ts";
import { addMonths, isoDate, prng, seedOf, sha256, startOfToday } from "./util.ts";
import { seedBills } from "./seed/billing.ts";
import type { DemoAccount } from "./seed/demo-account.ts";
import { demoAccount } from "./seed/demo.ts";
import { energyAccount } from "./seed/energy.ts";
import { fixedWirelessAccount } from "./seed/fixed-wireless.ts";
import { cappedAccount } from "./seed/capped.ts";
import { seedLineTests, seedOutages } from "./seed/network.ts";
import { seedNotesAndHistory } from "./seed/service-records.ts";
import { seedBroadbandUsage, seedCallsAndSettings } from "./seed/usage.ts";
import { voipAccount } from "./seed/voip.ts";
import { seedAccessLog } from "./seed/access-log.ts";

/**
 * The demo data of DESIGN.md §5, one file per demo account in ./seed/. Deterministic: the same
 * day gives the same data (a fixed PRNG seed per record); dates are relative to today so the
 * demo always looks current.
 */

export const DEMO_PASSWORD = "demo-password";

const demoAccounts: readonly DemoAccount[] = [
  demoAccount,
  voipAccount,
  energyAccount,
  fixedWirelessAccount,
  cappedAccount,
];

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
    for (const account of demoAccounts) account.extras?.(store, now);
    seedAccessLog(store, now);
    store.setMeta("seededAt", new Date(now).toISOString());
  });
}

function seedAccount(store: Store, a: DemoAccount, passwordHash: string, today: Date): void {
  const rand = prng(seedOf(a.accountCode));
  const accountCode = a.accountCode;
  const created = addMonths(today, -26);

  const services: Service[] = [];
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
    services.push(service);
  }

  seedNotesAndHistory(store, accountCode, services, today);
  seedBroadbandUsage(store, accountCode, services, today);
  seedCallsAndSettings(store, accountCode, services, today);
  const balance = seedBills(store, accountCode, services, today, a.unpaid, rand);

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

  seedOutages(store, accountCode, services, today, a.currentOutage ?? false);
  seedLineTests(store, accountCode, services, today);
}
