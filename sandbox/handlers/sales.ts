import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Contract } from "#server/provider/schemas/plans.ts";
import { locatedAddress, type LocatedAddress } from "#server/provider/schemas/sale.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { type BookEntry, NBN_TECHNOLOGY, addressBook, energyAt } from "#sandbox/address-book.ts";
import { addressLookups, findContract, findProduct } from "#sandbox/catalogue.ts";
import type { Ctx, Handler, HandlerMap, Sandbox } from "#sandbox/context.ts";
import { fail, nextReference, ok, parseBody, recordOutbox, requireQuery } from "#sandbox/context.ts";
import { hashPassword } from "#sandbox/passwords.ts";
import type { AccountRecord, HardwareOrderRecord, HistoryRecord } from "#sandbox/records.ts";
import { LINK_TOKEN_SECONDS } from "#sandbox/tokens.ts";
import { insertRequest } from "#sandbox/requests.ts";
import { ageAt, clockText, dayText, isoDate, providerIsoDate } from "#sandbox/util.ts";

/**
 * The sales side of the provider: location-search over the address book,
 * qualification that follows the address, quotes and terms from the plan catalogue, and a new
 * account (account/create) that can sign in by the welcome email's single-use link. None of
 * these needs a customer's token (server.ts: ANONYMOUS_CALLS); each validates its body.
 */

const streetTypeName = (code: string) =>
  addressLookups["street-types"]!.find((t) => t.code === code.toUpperCase())?.name ?? code;
const lookupName = (list: string, code: string | null | undefined) =>
  code ? (addressLookups[list]!.find((t) => t.code === code.toUpperCase())?.name ?? code) : "";

/** "Unit 7, 3 Pacific Highway, Chatswood NSW 2067" (the label location-search answers). */
export function addressLabel(a: LocatedAddress): string {
  const parts: string[] = [];
  if (a.levelNumber) parts.push(`${lookupName("level-types", a.levelType) || "Level"} ${a.levelNumber}`);
  if (a.unitNumber) parts.push(`${lookupName("unit-types", a.unitType) || "Unit"} ${a.unitNumber}`);
  const street = `${a.streetName} ${streetTypeName(a.streetType)}`;
  parts.push(a.lotNumber ? `Lot ${a.lotNumber} ${street}` : `${a.streetNumber} ${street}`);
  return `${parts.join(", ")}, ${a.suburb} ${a.state} ${a.postCode}`;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function searchWords(entry: BookEntry): string[] {
  const a = entry.address;
  return [...words(addressLabel(a)), a.streetType.toLowerCase(), ...(a.unitType ? [a.unitType.toLowerCase()] : [])];
}

/** Every word of the query starts a word of the address ("12 king st newt" finds 12 King Street, Newtown). */
export function searchAddressBook(query: string, limit = 10): BookEntry[] {
  const wanted = words(query);
  if (!wanted.length) return [];
  return addressBook
    .map((entry) => {
      const have = searchWords(entry);
      let score = 0;
      for (const w of wanted) {
        if (have.includes(w)) score += 2;
        else if (have.some((h) => h.startsWith(w))) score += 1;
        else return null;
      }
      return { entry, score };
    })
    .filter((m): m is { entry: BookEntry; score: number } => m !== null)
    .sort((x, y) => y.score - x.score || addressLabel(x.entry.address).localeCompare(addressLabel(y.entry.address)))
    .slice(0, limit)
    .map((m) => m.entry);
}

const same = (x: string | null | undefined, y: string | null | undefined) =>
  (x ?? "").trim().toLowerCase() === (y ?? "").trim().toLowerCase();

/** The book's entry for an address: by its location id, else by its parts (a manual entry). */
export function findAddress(a: LocatedAddress): BookEntry | undefined {
  if (a.locationId) return addressBook.find((e) => e.address.locationId === a.locationId);
  return addressBook.find((e) => {
    const b = e.address;
    return (
      same(b.streetName, a.streetName) &&
      same(b.streetType, a.streetType) &&
      same(b.suburb, a.suburb) &&
      same(b.state, a.state) &&
      same(b.postCode, a.postCode) &&
      same(b.unitNumber, a.unitNumber) &&
      (b.lotNumber
        ? same(b.lotNumber, a.lotNumber) || same(b.lotNumber, a.streetNumber)
        : same(b.streetNumber, a.streetNumber))
    );
  });
}

const qualificationBody = locatedAddress.extend({
  streetName: z.string().trim().min(1, "is required").max(60),
  streetType: z.string().trim().min(1, "is required").max(10),
  suburb: z.string().trim().min(1, "is required").max(60),
  state: z.enum(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"], {
    message: "must be an Australian state or territory code",
  }),
  postCode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
});

const NOT_FOUND = "We could not find this address on the network";

const nbnQualification: Handler = (ctx) => {
  const entry = findAddress(parseBody(qualificationBody, ctx.body));
  if (!entry) return ok({ qualified: false, technology: null, locationId: null, reason: NOT_FOUND });
  if (!entry.nbn) {
    return ok({
      qualified: false,
      technology: null,
      locationId: entry.address.locationId,
      reason: "The nbn is not available at this address yet",
    });
  }
  const t = NBN_TECHNOLOGY[entry.nbn];
  return ok({
    qualified: true,
    technology: entry.nbn,
    locationId: entry.address.locationId,
    planContext: t.planContext,
    maxDownloadMbps: t.maxDownloadMbps,
    technicianRequired: t.technician,
  });
};

const dslQualification: Handler = (ctx) => {
  const entry = findAddress(parseBody(qualificationBody, ctx.body));
  if (!entry?.dsl) {
    return ok({
      qualified: false,
      technology: null,
      locationId: entry?.address.locationId ?? null,
      reason: entry ? "ADSL is not available at this address" : NOT_FOUND,
    });
  }
  return ok({
    qualified: true,
    technology: "ADSL2+",
    locationId: entry.address.locationId,
    maxDownloadMbps: 24,
    technicianRequired: false,
  });
};

const mobileQualification: Handler = (ctx) => {
  const entry = findAddress(parseBody(qualificationBody, ctx.body));
  if (!entry?.mobile) {
    return ok({
      qualified: false,
      technology: null,
      locationId: entry?.address.locationId ?? null,
      reason: "No mobile coverage at this address",
    });
  }
  return ok({ qualified: true, technology: "4G/5G", locationId: entry.address.locationId });
};

/** Whether the network sells a broadband plan at an address: its technology, fixed wireless or not, and speed. */
function planSoldAt(plan: Contract, entry: BookEntry): boolean {
  const fixedWirelessPlan = plan.name.includes("FW") || [4, 5, 6].includes(plan.planContext ?? -1);
  if (plan.serviceType === "dsl") return entry.dsl;
  if (plan.serviceType !== "nbn" || !entry.nbn) return false;
  const t = NBN_TECHNOLOGY[entry.nbn];
  if (fixedWirelessPlan !== (entry.nbn === "Fixed Wireless")) return false;
  return (plan.downloadMbps ?? 0) <= t.maxDownloadMbps;
}

const quoteBody = z.object({
  planCode: z.string().trim().min(1, "is required").max(40),
  locationId: z.string().trim().min(1, "is required").max(40),
  hardwareCode: z.string().trim().max(40).optional(),
  voipCode: z.string().trim().max(40).optional(),
});

interface Quote {
  quoteId: string;
  planCode: string;
  planName: string;
  serviceType: string;
  locationId: string;
  hardwareCode: string | null;
  voipCode: string | null;
  monthlyPriceCents: number;
  minimumTermMonths: number;
  upfrontCents: number;
  lines: { description: string; oneOffCents: number; monthlyCents: number }[];
  connectionDate: string | null;
  technicianWindow: { date: string; from: string; to: string } | null;
}

/** The next working day `days` days on. */
function workingDayAfter(now: number, days: number): string {
  const d = new Date(now + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return isoDate(d);
}

/** A quote for a plan at an address, with what it costs and when it connects; a 400/422 when it cannot be sold. */
function quoteFor(sb: Sandbox, body: z.infer<typeof quoteBody>): Quote {
  const entry = addressBook.find((e) => e.address.locationId === body.locationId);
  if (!entry) fail(400, "Invalid request: locationId: is not a known location");
  const plan = findContract(body.planCode);
  if (!plan || !["nbn", "dsl"].includes(plan.serviceType))
    fail(400, "Invalid request: planCode: is not a broadband plan");
  if (!planSoldAt(plan, entry)) fail(422, `${plan.name} is not available at this address`);
  const lines: Quote["lines"] = [{ description: plan.name, oneOffCents: 0, monthlyCents: plan.monthlyPriceCents }];
  let hardwareCode: string | null = null;
  if (body.hardwareCode) {
    const hardware = findProduct(body.hardwareCode);
    if (!hardware || hardware.productType !== "hardware")
      fail(400, "Invalid request: hardwareCode: is not hardware we sell");
    if (hardware.serviceTypes && !hardware.serviceTypes.includes(plan.serviceType))
      fail(422, `${hardware.name} does not work with ${plan.name}`);
    lines.push({
      description: hardware.name,
      oneOffCents: hardware.priceCents ?? 0,
      monthlyCents: hardware.monthlyPriceCents,
    });
    hardwareCode = hardware.code;
  }
  let voipCode: string | null = null;
  if (body.voipCode) {
    const voip = findContract(body.voipCode);
    if (!voip || voip.serviceType !== "voip") fail(400, "Invalid request: voipCode: is not a home phone plan");
    lines.push({ description: voip.name, oneOffCents: 0, monthlyCents: voip.monthlyPriceCents });
    voipCode = voip.code;
  }
  const days = entry.nbn ? NBN_TECHNOLOGY[entry.nbn].connectionDays : 10;
  const technician = entry.nbn ? NBN_TECHNOLOGY[entry.nbn].technician : true;
  const date = workingDayAfter(sb.now(), days);
  return {
    quoteId: `Q${randomBytes(5).toString("hex").toUpperCase()}`,
    planCode: plan.code,
    planName: plan.name,
    serviceType: plan.serviceType,
    locationId: entry.address.locationId!,
    hardwareCode,
    voipCode,
    monthlyPriceCents: lines.reduce((sum, l) => sum + l.monthlyCents, 0),
    minimumTermMonths: plan.termMonths ?? 0,
    upfrontCents: lines.reduce((sum, l) => sum + l.oneOffCents, 0),
    lines,
    connectionDate: technician ? null : date,
    technicianWindow: technician ? { date, from: "08:00", to: "12:00" } : null,
  };
}

const person = {
  firstName: z.string().trim().min(1, "is required").max(50),
  lastName: z.string().trim().min(1, "is required").max(50),
  email: z.email("must be an email address").max(254),
  mobile: z
    .string()
    .trim()
    .regex(/^(\+?61|0)?4\d{8}$/, "must be an Australian mobile number"),
  dateOfBirth: z.iso.date("must be a date (YYYY-MM-DD)"),
};

/** 18 or over on the provider's today, in its own zone. */
function isAdult(dateOfBirth: string, now: number): boolean {
  return ageAt(dateOfBirth, new Date(now)) >= 18;
}

const registerBody = z.object({ quoteId: z.string().trim().min(1, "is required").max(20), ...person });

const createBody = z.object({
  ...person,
  address: locatedAddress,
  planCode: z.string().trim().min(1, "is required").max(40),
  hardwareCode: z.string().trim().max(40).optional(),
  voipCode: z.string().trim().max(40).optional(),
});

const EMAIL_TAKEN = "An account with this email address already exists";
const emailTaken = (sb: Sandbox, email: string) =>
  Boolean(sb.store.find<AccountRecord>("accounts", { ref: email.toLowerCase() }));

function normaliseMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  return digits.startsWith("61") ? `0${digits.slice(2)}` : digits.startsWith("0") ? digits : `0${digits}`;
}

function nextServiceCode(sb: Sandbox, letter: string): string {
  return `${letter}${sb.store.nextNumber(`service-${letter}`, 3001)}`;
}

async function createAccount(ctx: Ctx) {
  const body = parseBody(createBody, ctx.body);
  const { sb } = ctx;
  if (!isAdult(body.dateOfBirth, sb.now())) fail(422, "The account holder must be 18 or over");
  if (emailTaken(sb, body.email)) fail(409, EMAIL_TAKEN);
  const entry = body.address.locationId
    ? addressBook.find((e) => e.address.locationId === body.address.locationId)
    : findAddress(body.address);
  if (!entry) fail(422, NOT_FOUND);
  // Everything again: the plan must still be sold at the address, the add-ons must fit it.
  const quote = quoteFor(sb, {
    planCode: body.planCode,
    locationId: entry.address.locationId!,
    hardwareCode: body.hardwareCode,
    voipCode: body.voipCode,
  });
  const nowIso = new Date(sb.now()).toISOString();
  const accountCode = `A${sb.store.nextNumber("account", 20001)}`;
  const email = body.email.toLowerCase();
  const a = entry.address;
  const profile = {
    accountCode,
    email,
    firstName: body.firstName,
    lastName: body.lastName,
    contacts: [
      {
        id: 1,
        contactType: "Primary",
        firstName: body.firstName,
        lastName: body.lastName,
        email,
        phoneMobile: normaliseMobile(body.mobile),
        phoneHome: null,
      },
    ],
    preferredMessageType: "Email",
    address: {
      unitNumber: a.unitNumber ?? null,
      streetNumber: a.lotNumber ? `Lot ${a.lotNumber}` : a.streetNumber,
      streetName: a.streetName,
      streetType: a.streetType,
      suburb: a.suburb,
      state: a.state,
      postCode: a.postCode,
    },
  };
  // No password yet: the welcome link signs in; an unusable random hash until one is set.
  const passwordHash = await hashPassword(randomBytes(24).toString("hex"));
  const account: AccountRecord = {
    profile,
    passwordHash,
    passwordSet: false,
    status: "Active",
    createdAt: nowIso,
    balanceCents: 0,
    paymentMethod: null,
  };
  const plan = findContract(quote.planCode)!;
  const label = addressLabel(a);
  const serviceCode = nextServiceCode(sb, plan.serviceType === "dsl" ? "D" : "N");
  const nbn = entry.nbn ? NBN_TECHNOLOGY[entry.nbn] : null;
  const broadband: Service = {
    id: 0,
    code: serviceCode,
    type: plan.serviceType,
    serviceStatus: "Pending connection",
    avcId: plan.serviceType === "nbn" ? `AVC${randomBytes(6).toString("hex").toUpperCase()}` : null,
    planCode: plan.code,
    planName: plan.name,
    planContext: nbn?.planContext ?? null,
    monthlyPriceCents: plan.monthlyPriceCents,
    supplierServiceId: `SL-${serviceCode}`,
    supplier: "superloop",
    phoneNumber: null,
    address: label,
    startDate: quote.connectionDate ?? quote.technicianWindow?.date ?? null,
    products: [],
  };
  const reference = nextReference(sb, "SO");
  sb.store.transaction(() => {
    // The email is checked above before the (slow) password hash, and again here in the insert
    // itself: two requests for one email may both have passed the first check.
    if (
      sb.store.insertUniqueRef("accounts", { accountCode, ref: email, data: account, createdAt: nowIso }) === undefined
    ) {
      fail(409, EMAIL_TAKEN);
    }
    const id = sb.store.insert("services", { accountCode, ref: serviceCode, data: broadband });
    broadband.id = id;
    sb.store.update("services", id, broadband);
    const when = quote.connectionDate
      ? `connects on ${dayText(quote.connectionDate)}`
      : `technician visit on ${dayText(quote.technicianWindow!.date)} between ${clockText(quote.technicianWindow!.from)} and ${clockText(quote.technicianWindow!.to)}`;
    // The order is a request like any other: /requests follows it until the service connects.
    insertRequest(
      sb.store,
      accountCode,
      {
        prefix: "SO",
        reference,
        kind: "new-service",
        summary: `${plan.name} at ${label}`,
        serviceId: id,
        serviceCode,
        effectiveDate: broadband.startDate,
        details: { planCode: plan.code, hardwareCode: quote.hardwareCode, voipCode: quote.voipCode },
      },
      sb.now(),
    );
    sb.store.insert<HistoryRecord>("history", {
      accountCode,
      ref: String(id),
      data: {
        serviceId: id,
        date: providerIsoDate(new Date(sb.now())),
        event: "Ordered",
        description: `Joined online (${reference}); ${when}.`,
      },
    });
    if (quote.voipCode) {
      const voip = findContract(quote.voipCode)!;
      const voipService: Service = {
        ...broadband,
        id: 0,
        code: nextServiceCode(sb, "V"),
        type: "voip",
        avcId: null,
        planCode: voip.code,
        planName: voip.name,
        planContext: null,
        monthlyPriceCents: voip.monthlyPriceCents,
        supplierServiceId: null,
      };
      const voipId = sb.store.insert("services", { accountCode, ref: voipService.code, data: voipService });
      sb.store.update("services", voipId, { ...voipService, id: voipId });
    }
    if (quote.hardwareCode) {
      const hardware = findProduct(quote.hardwareCode)!;
      sb.store.insert<HardwareOrderRecord>("hardware_orders", {
        accountCode,
        data: {
          code: reference,
          productCode: hardware.code,
          name: hardware.name,
          status: "Ordered",
          orderedAt: nowIso,
          trackingNumber: null,
        },
      });
    }
  });
  const token = await sb.tokens.issue({ sub: accountCode, email, typ: "link", su: true }, LINK_TOKEN_SECONDS);
  const link = `${sb.settings.portalUrl.replace(/\/$/, "")}/home?token=${encodeURIComponent(token)}`;
  recordOutbox(
    sb,
    {
      channel: "email",
      to: email,
      subject: "Welcome: your sign-in link",
      body: `Hello ${body.firstName},\n\nWelcome! Your account number is ${accountCode} and your ${plan.name} service ${serviceCode} is on its way (order ${reference}).\n\nUse this link to sign in to the Self Service Portal. It works once, within 15 minutes; after that, ask for a new link on the sign-in page.\n\n${link}\n\nIf you did not join, call us on 1300 980 711.`,
      link,
    },
    accountCode,
  );
  return ok({ accountCode, serviceCode, orderReference: reference, quote }, 201);
}

const saleBody = z.object({
  locationId: z.string().trim().min(1, "is required").max(40),
  planCode: z.string().trim().min(1, "is required").max(40),
});

/** A sale of one kind of service: the plan must be of that kind (and, for broadband, sold at the address). */
const sale =
  (serviceTypes: readonly string[]): Handler =>
  (ctx) => {
    const body = parseBody(saleBody, ctx.body);
    const plan = findContract(body.planCode);
    if (!plan || !serviceTypes.includes(plan.serviceType))
      fail(400, `Invalid request: planCode: is not a ${serviceTypes.join(" or ")} plan`);
    const entry = addressBook.find((e) => e.address.locationId === body.locationId);
    if (!entry) fail(400, "Invalid request: locationId: is not a known location");
    if (["nbn", "dsl"].includes(plan.serviceType) && !planSoldAt(plan, entry))
      fail(422, `${plan.name} is not available at this address`);
    if (plan.serviceType === "mobile" && !entry.mobile) fail(422, "No mobile coverage at this address");
    if (
      ["electricity", "gas"].includes(plan.serviceType) &&
      !energyAt(entry.address.postCode)[plan.serviceType as "gas"]
    ) {
      fail(422, `${plan.name} is not sold in postcode ${entry.address.postCode}`);
    }
    return ok({
      saleId: nextReference(ctx.sb, "SL"),
      status: "received",
      planCode: plan.code,
      locationId: body.locationId,
    });
  };

const orderSummary: Handler = (ctx) => {
  const body = parseBody(quoteBody, ctx.body);
  const quote = quoteFor(ctx.sb, body);
  return ok({ ...quote, summary: quote.lines.map((l) => l.description) });
};

export const locationHandlers: Pick<NonNullable<HandlerMap["wholesale"]>, "locationSearch" | "serviceQualification"> = {
  locationSearch(ctx) {
    const query = requireQuery(ctx, "query");
    if (query.length < 3) fail(400, "Invalid request: query must be at least 3 characters");
    if (query.length > 120) fail(400, "Invalid request: query must be at most 120 characters");
    return ok({
      results: searchAddressBook(query).map((e) => ({
        locationId: e.address.locationId,
        label: addressLabel(e.address),
        address: e.address,
      })),
    });
  },
  serviceQualification(ctx) {
    const body = parseBody(z.object({ locationId: z.string().trim().min(1, "is required").max(40) }), ctx.body);
    const entry = addressBook.find((e) => e.address.locationId === body.locationId);
    if (!entry) fail(404, "Location not found");
    return ok({ locationId: body.locationId, technology: entry.nbn, serviceable: entry.nbn !== null });
  },
};

export const qualificationHandlers: HandlerMap["qualification"] = {
  nbnByAddress: nbnQualification,
  dslByAddress: dslQualification,
  mobileByAddress: mobileQualification,
  energyByPostCode(ctx) {
    const postCode = requireQuery(ctx, "postCode");
    if (!/^\d{4}$/.test(postCode)) fail(400, "Invalid request: postCode must be 4 digits");
    return ok({ postCode, ...energyAt(postCode) });
  },
  energy(ctx) {
    const body = parseBody(
      z.object({
        postCode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
        fuel: z.enum(["electricity", "gas"]).optional(),
      }),
      ctx.body,
    );
    const energy = energyAt(body.postCode);
    return ok({
      postCode: body.postCode,
      ...energy,
      qualified: body.fuel ? energy[body.fuel] : energy.electricity || energy.gas,
    });
  },
};

export const saleHandlers: HandlerMap["sale"] = {
  product: (ctx) => {
    const body = parseBody(
      z.object({
        serviceCode: z.string().trim().min(1, "is required").max(20),
        productCode: z.string().trim().min(1, "is required").max(40),
      }),
      ctx.body,
    );
    const product = findProduct(body.productCode);
    if (!product) fail(400, "Invalid request: productCode: is not a product we sell");
    return ok({
      saleId: nextReference(ctx.sb, "SL"),
      status: "received",
      productCode: product.code,
      serviceCode: body.serviceCode,
    });
  },
  orderSummary,
  orderSummaryV2: orderSummary,
  energy: sale(["electricity", "gas"]),
  mobile: sale(["mobile"]),
  voip: sale(["voip"]),
  broadband: sale(["nbn", "dsl"]),
  broadbandQuote(ctx) {
    return ok(quoteFor(ctx.sb, parseBody(quoteBody, ctx.body)));
  },
  broadbandRegisterDetails(ctx) {
    const body = parseBody(registerBody, ctx.body);
    if (!isAdult(body.dateOfBirth, ctx.sb.now())) fail(422, "The account holder must be 18 or over");
    if (emailTaken(ctx.sb, body.email)) fail(409, EMAIL_TAKEN);
    return ok({ quoteId: body.quoteId, status: "registered" });
  },
  broadbandTerms(ctx) {
    const plan = findContract(ctx.params.code ?? "");
    if (!plan || !["nbn", "dsl"].includes(plan.serviceType)) fail(404, "No terms for this plan");
    const hardwareCode = ctx.query.get("hardwareCode");
    if (hardwareCode && findProduct(hardwareCode)?.productType !== "hardware")
      fail(400, "Invalid request: hardwareCode is not hardware we sell");
    const voipCode = ctx.query.get("voipCode");
    if (voipCode && findContract(voipCode)?.serviceType !== "voip")
      fail(400, "Invalid request: voipCode is not a home phone plan");
    const term = plan.termMonths ?? 0;
    const summary = [
      term
        ? `A minimum term of ${term} months; leaving earlier costs the months left of the plan's price.`
        : "No lock-in contract: leave with 30 days' notice.",
      "Charged monthly in advance from the day the service connects.",
      "Speeds are the most the plan allows; the speed you get depends on your line and the network's busy hours.",
    ];
    if (hardwareCode) summary.push("Hardware is yours to keep; the one-off price is charged on the first invoice.");
    if (voipCode)
      summary.push(`Home phone: ${findContract(voipCode)!.name}; emergency calls (000) need power to the modem.`);
    return ok({
      code: plan.code,
      title: `${plan.name}: critical information`,
      summary,
      minimumTermMonths: term,
      cancellationFeeCents: term ? (plan.earlyExitFeeCents ?? 0) : 0,
    });
  },
};

export const accountCreateHandler = { create: createAccount };
