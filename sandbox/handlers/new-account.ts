import { randomBytes } from "node:crypto";
import { z } from "zod";
import { locatedAddress } from "#server/provider/schemas/sale.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { NBN_TECHNOLOGY, addressBook } from "#sandbox/address-book.ts";
import { findContract, findProduct } from "#sandbox/catalogue.ts";
import type { Ctx, Handler, Sandbox } from "#sandbox/context.ts";
import { fail, nextReference, ok, parseBody, recordOutbox } from "#sandbox/context.ts";
import { hashPassword } from "#sandbox/passwords.ts";
import type { AccountRecord, HardwareOrderRecord, HistoryRecord } from "#sandbox/records.ts";
import { LINK_TOKEN_SECONDS } from "#sandbox/tokens.ts";
import { insertRequest } from "#sandbox/requests.ts";
import { ageAt, clockText, dayText, providerIsoDate } from "#sandbox/util.ts";
import { addressLabel, findAddress } from "./location-search.ts";
import { NOT_FOUND } from "./qualification.ts";
import { quoteFor } from "./quotes.ts";

/**
 * A new customer (account/create): the account holder checked (18 or over, an email not yet
 * taken), the plan quoted again at the address, the account, its services, the order as a
 * request, and a welcome email whose single-use link signs in.
 */

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

/** sale/broadband/register-details: the account holder checked before the account is created. */
export const registerDetails: Handler = (ctx) => {
  const body = parseBody(registerBody, ctx.body);
  if (!isAdult(body.dateOfBirth, ctx.sb.now())) fail(422, "The account holder must be 18 or over");
  if (emailTaken(ctx.sb, body.email)) fail(409, EMAIL_TAKEN);
  return ok({ quoteId: body.quoteId, status: "registered" });
};

export const accountCreateHandler = { create: createAccount };
