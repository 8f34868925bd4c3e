import { randomBytes } from "node:crypto";
import { z } from "zod";
import { address } from "#server/provider/schemas/profile.ts";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, nextReference, ok, parseBody, recordOutbox, requireQuery } from "#sandbox/context.ts";
import { contracts, findContract, findProduct } from "#sandbox/catalogue.ts";
import { sendConfirmation } from "#sandbox/confirmations.ts";
import type {
  HardwareOrderRecord,
  HistoryRecord,
  NoteRecord,
  RequestRecord,
  VoipSettingsRecord,
} from "#sandbox/records.ts";
import { firstStep, orderProgress, recordRequest, REQUEST_KINDS, requestProgress } from "#sandbox/requests.ts";
import { clockText, dayText, maskEmail, normalizePhone, providerIsoDate, queryList, sha256 } from "#sandbox/util.ts";
import { addressBook } from "#sandbox/address-book.ts";
import { slotOf, visitNeeds, visitSlots } from "#sandbox/appointments.ts";
import { asOf, myService, myServiceByCode, myServices } from "./shared.ts";
import { assignStaticIp } from "./static-ips.ts";
import { serviceWords } from "#sandbox/service-words.ts";

/** account/actions/* writes, plan lookups for a service, hardware orders and the VoIP password reset. */

function addHistory(ctx: Ctx, serviceId: number, event: string, description: string) {
  ctx.sb.store.insert<HistoryRecord>("history", {
    accountCode: me(ctx).accountCode,
    ref: String(serviceId),
    data: { serviceId, date: today(ctx), event, description },
  });
}

function addNote(ctx: Ctx, serviceId: number, text: string) {
  ctx.sb.store.insert<NoteRecord>("notes", {
    accountCode: me(ctx).accountCode,
    ref: String(serviceId),
    data: { serviceId, createdAt: new Date(ctx.sb.now()).toISOString(), author: "Self Service Portal", text },
  });
}

const today = (ctx: Ctx) => providerIsoDate(new Date(ctx.sb.now()));

function activeService(ctx: Ctx, id: number) {
  const row = myService(ctx, id);
  if (asOf(row.data, today(ctx)).serviceStatus === "Cancelled") fail(409, "The service is cancelled");
  return row;
}

const TICKET_KINDS = { complaint: "complaint", fault: "fault", general: "enquiry" } as const;

/** Plans a service may move to: same service type, not its current plan. */
function plansFor(ctx: Ctx, serviceCode: string, types: readonly string[]) {
  const service = myServiceByCode(ctx, serviceCode).data;
  if (!types.includes(service.type)) return [];
  return contracts.filter((c) => c.serviceType === service.type && c.code !== service.planCode);
}

const supportTicket = z.object({
  category: z.enum(["complaint", "fault", "general"]),
  subject: z.string().trim().min(1, "is required").max(120),
  description: z.string().trim().min(10, "must be at least 10 characters").max(5000),
  serviceId: z.number().int().optional(),
  contactPhone: z.string().trim().max(20).optional(),
});

export const actionHandlers: HandlerMap["account"] = {
  supportTicket(ctx) {
    const body = parseBody(supportTicket, ctx.body);
    if (body.serviceId !== undefined) myService(ctx, body.serviceId);
    const { accountCode, row } = me(ctx);
    const reference = nextReference(ctx.sb, "SR");
    const createdAt = new Date(ctx.sb.now()).toISOString();
    ctx.sb.store.insert("support_tickets", {
      accountCode,
      ref: reference,
      data: { reference, status: "open", createdAt, ...body },
    });
    const service = body.serviceId !== undefined ? myService(ctx, body.serviceId).data : null;
    recordRequest(ctx, {
      prefix: "SR",
      reference,
      kind: TICKET_KINDS[body.category],
      summary: body.subject,
      serviceId: service?.id ?? null,
      serviceCode: service?.code ?? null,
    });
    recordOutbox(
      ctx.sb,
      {
        channel: "email",
        to: row.data.profile.email,
        subject: `We have received your ${body.category === "general" ? "request" : body.category} (${reference})`,
        // The promise is the request's own first step (sandbox/requests.ts): a fault's differs from an enquiry's.
        body: `Thanks for getting in touch. Your reference number is ${reference}. ${firstStep(TICKET_KINDS[body.category])}`,
      },
      accountCode,
    );
    return ok({ reference, status: "open", createdAt });
  },

  changeContract(ctx) {
    const body = parseBody(
      z.object({ serviceId: z.number().int(), contractCode: z.string().min(1).max(40) }),
      ctx.body,
    );
    const row = activeService(ctx, body.serviceId);
    const plan = findContract(body.contractCode);
    if (!plan || plan.serviceType !== row.data.type)
      fail(400, "Invalid request: contractCode is not available for this service", {
        errors: { contractCode: "is not available for this service" },
      });
    if (plan.code === row.data.planCode) fail(409, "The service is already on this plan");
    const previous = row.data.planName;
    ctx.sb.store.update("services", row.id, {
      ...row.data,
      planCode: plan.code,
      planName: plan.name,
      monthlyPriceCents: plan.monthlyPriceCents,
    });
    const energy = ["electricity", "gas"].includes(row.data.type);
    const reference = recordRequest(ctx, {
      prefix: "CC",
      kind: energy ? "energy-contract-change" : "plan-change",
      summary: `${energy ? "Energy contract" : "Plan"} change for ${row.data.code}: ${previous ?? row.data.planCode} to ${plan.name}`,
      serviceId: row.id,
      serviceCode: row.data.code,
      details: { from: row.data.planCode, to: plan.code },
    });
    addHistory(ctx, row.id, "Plan changed", `Plan changed from ${previous} to ${plan.name} (${reference}).`);
    sendConfirmation(ctx.sb, me(ctx).accountCode, energy ? "energy-contract-change" : "plan-change", {
      reference,
      service: serviceWords(row.data),
      from: previous ?? row.data.planCode ?? "your previous plan",
      to: plan.name,
    });
    return ok({ reference, status: "completed", message: `Your plan is now ${plan.name}.` });
  },

  changeContractContracts: (ctx) =>
    ok({ contracts: plansFor(ctx, requireQuery(ctx, "serviceCode"), ["nbn", "dsl", "uniti", "voip", "mobile"]) }),
  changeContractEnergyContracts: (ctx) =>
    ok({ contracts: plansFor(ctx, requireQuery(ctx, "serviceCode"), ["electricity", "gas"]) }),

  addServiceProduct(ctx) {
    const body = parseBody(
      z.object({
        serviceId: z.number().int(),
        productCode: z.string().min(1).max(40),
        // Hardware only: where to post it, one line; the service's address when not given.
        deliveryAddress: z.string().trim().min(1).max(200).optional(),
      }),
      ctx.body,
    );
    const row = activeService(ctx, body.serviceId);
    const product = findProduct(body.productCode);
    if (!product) fail(400, "Invalid request: productCode is unknown", { errors: { productCode: "is unknown" } });
    if (product.productType === "static-ip" && !["nbn", "dsl", "uniti"].includes(row.data.type))
      fail(400, "Invalid request: a static IP needs a broadband service");
    if (body.deliveryAddress && product.productType !== "hardware")
      fail(400, "Invalid request: deliveryAddress is for hardware only");
    const products = row.data.products ?? [];
    if (products.some((p) => p.code === product.code)) fail(409, "The service already has this product");
    const deliveryAddress =
      product.productType === "hardware" ? (body.deliveryAddress ?? row.data.address ?? null) : null;
    const now = new Date(ctx.sb.now()).toISOString();
    ctx.sb.store.update("services", row.id, {
      ...row.data,
      products: [
        ...products,
        {
          code: product.code,
          name: product.name,
          priceCents: product.priceCents,
          monthlyPriceCents: product.monthlyPriceCents,
          addedAt: now,
        },
      ],
    });
    // The order completes at once, and a static IP order completes with its address assigned.
    if (product.productType === "static-ip") assignStaticIp(ctx, myService(ctx, row.id));
    const reference = recordRequest(ctx, {
      prefix: "PR",
      kind: "product-addition",
      summary: `${product.name} added to ${row.data.code}`,
      serviceId: row.id,
      serviceCode: row.data.code,
      details: { productCode: product.code },
    });
    if (product.productType === "hardware") {
      ctx.sb.store.insert<HardwareOrderRecord>("hardware_orders", {
        accountCode: me(ctx).accountCode,
        data: {
          code: reference,
          productCode: product.code,
          name: product.name,
          status: "Ordered",
          orderedAt: now,
          trackingNumber: null,
          deliveryAddress,
        },
      });
    }
    addHistory(ctx, row.id, "Product added", `${product.name} added (${reference}).`);
    sendConfirmation(ctx.sb, me(ctx).accountCode, "product-order", {
      reference,
      service: serviceWords(row.data),
      product: product.name,
      priceCents: product.priceCents,
      monthlyPriceCents: product.monthlyPriceCents,
      deliveryAddress,
    });
    return ok({ reference, status: "completed", message: `${product.name} has been added to ${row.data.code}.` });
  },

  cancelContract(ctx) {
    const body = parseBody(
      z.object({
        serviceId: z.number().int(),
        reason: z.string().trim().max(1000).optional(),
        cancellationDate: z.iso.date("must be a date (YYYY-MM-DD)").optional(),
      }),
      ctx.body,
    );
    const row = activeService(ctx, body.serviceId);
    if (row.data.serviceStatus === "Pending connection")
      fail(409, "The service is not connected yet: its order is cancelled by phone");
    if (row.data.cancellationReference)
      fail(409, `A cancellation is already requested (${row.data.cancellationReference})`);
    const date = body.cancellationDate ?? today(ctx);
    if (date < today(ctx))
      fail(400, "Invalid request: cancellationDate must not be in the past", {
        errors: { cancellationDate: "must not be in the past" },
      });
    const reference = recordRequest(ctx, {
      prefix: "CX",
      kind: "cancellation",
      summary: `Cancel ${row.data.code} on ${dayText(date)}`,
      serviceId: row.id,
      serviceCode: row.data.code,
      effectiveDate: date,
      details: { reason: body.reason ?? null },
    });
    ctx.sb.store.update("services", row.id, { ...row.data, cancellationDate: date, cancellationReference: reference });
    addNote(ctx, row.id, `Cancellation requested for ${dayText(date)} (${reference}).`);
    sendConfirmation(ctx.sb, me(ctx).accountCode, "cancellation", { reference, service: serviceWords(row.data), date });
    return ok({
      reference,
      status: "requested",
      message: `Your cancellation request has been received. ${row.data.code} will be cancelled on ${dayText(date)}.`,
    });
  },

  /** Extension (docs/decisions/048): the technician's visits a move to this address can book. */
  moveAppointments(ctx) {
    me(ctx);
    const locationId = requireQuery(ctx, "locationId");
    const moveDate = requireQuery(ctx, "moveDate");
    if (!z.iso.date().safeParse(moveDate).success) fail(400, "Invalid request: moveDate: is not a date");
    const entry = addressBook.find((e) => e.address.locationId === locationId);
    if (!entry) fail(400, "Invalid request: locationId: is not a known location");
    const { technicianNeeded, earliest } = visitNeeds(entry, ctx.sb.now());
    return ok({ technicianNeeded, slots: technicianNeeded ? visitSlots(moveDate, earliest) : [] });
  },

  moveAddress(ctx) {
    const body = parseBody(
      z.object({ serviceId: z.number().int(), moveDate: z.iso.date(), address, appointmentId: z.string().optional() }),
      ctx.body,
    );
    const row = activeService(ctx, body.serviceId);
    const visit = body.appointmentId === undefined ? null : slotOf(body.appointmentId, body.moveDate);
    if (body.appointmentId !== undefined && !visit)
      fail(422, "The technician's visit must be one of the times offered, on or after the move date");
    const reference = recordRequest(ctx, {
      prefix: "MV",
      kind: "move",
      summary: `Move ${row.data.code} on ${dayText(body.moveDate)}`,
      serviceId: row.id,
      serviceCode: row.data.code,
      effectiveDate: body.moveDate,
      details: { address: body.address, visit },
    });
    addNote(
      ctx,
      row.id,
      visit
        ? `Move requested for ${dayText(body.moveDate)}, technician visit on ${dayText(visit.date)} between ${clockText(visit.from)} and ${clockText(visit.to)} (${reference}).`
        : `Move requested for ${dayText(body.moveDate)} (${reference}).`,
    );
    sendConfirmation(ctx.sb, me(ctx).accountCode, "move", {
      reference,
      service: serviceWords(row.data),
      moveDate: body.moveDate,
      visit,
      address: oneLine(body.address),
    });
    return ok({ reference, status: "requested", message: "Your move request has been received." });
  },

  voipResetPassword(ctx) {
    const phone = normalizePhone(requireQuery(ctx, "phoneNumber"));
    const { accountCode, row } = me(ctx);
    if (requireQuery(ctx, "accountCode") !== accountCode) fail(403, "The token does not belong to this account");
    const service = myServices(ctx).find(
      (s) => s.data.type === "voip" && normalizePhone(s.data.phoneNumber ?? "") === phone,
    );
    if (!service) fail(404, "No VoIP service with this phone number");
    const settings = ctx.sb.store.find<VoipSettingsRecord>("voip_settings", { ref: String(service.id) });
    const password = randomBytes(9).toString("base64url");
    const resetAt = new Date(ctx.sb.now()).toISOString();
    if (settings)
      ctx.sb.store.update<VoipSettingsRecord>("voip_settings", settings.id, {
        ...settings.data,
        passwordResetAt: resetAt,
      });
    ctx.sb.store.insert("service_requests", {
      accountCode,
      ref: nextReference(ctx.sb, "VP"),
      data: {
        kind: "voip-reset-password",
        status: "completed",
        details: { serviceId: service.id, passwordHash: sha256(password) },
      },
    });
    recordOutbox(
      ctx.sb,
      {
        channel: "email",
        to: row.data.profile.email,
        subject: "Your new VoIP password",
        body: `The new SIP password for ${service.data.phoneNumber} is ${password}. Enter it in your phone or adaptor.`,
      },
      accountCode,
    );
    return ok({
      message: "A new VoIP password has been sent to your email address.",
      sentTo: maskEmail(row.data.profile.email),
    });
  },

  hardwareOrders: (ctx) => ok({ orders: listOrders(ctx, () => true) }),
  modemOrders: (ctx) => ok({ orders: listOrders(ctx, (r) => r.productCode.startsWith("MODEM")) }),

  requests(ctx) {
    const now = ctx.sb.now();
    const orders = new Map(
      ctx.sb.store
        .list<HardwareOrderRecord>("hardware_orders", { accountCode: me(ctx).accountCode })
        .map((row) => [row.data.code, row.data]),
    );
    const requests = ctx.sb.store
      .list<RequestRecord>("service_requests", { accountCode: me(ctx).accountCode })
      .filter((row) => (REQUEST_KINDS as readonly string[]).includes(row.data.kind))
      // Newest first; lodged in the same millisecond, the later row first.
      .sort((a, b) => b.data.lodgedAt.localeCompare(a.data.lodgedAt) || b.id - a.id)
      .map(({ data: r }) => {
        // A product that is posted is where its order is (Ordered, Dispatched, Delivered), not done at once.
        const order = r.kind === "product-addition" ? orders.get(r.reference) : undefined;
        const progress = order ? orderProgress(order, now) : requestProgress(r, now);
        return {
          reference: r.reference,
          kind: r.kind,
          summary: r.summary,
          lodgedAt: r.lodgedAt,
          serviceCode: r.serviceCode,
          effectiveDate: r.effectiveDate,
          status: progress.status,
          nextStep: progress.nextStep,
          // A move says where to (decision 082): the service's home card shows it.
          ...(r.kind === "move" && isMoveAddress(r.details?.address) ? { newAddress: oneLine(r.details.address) } : {}),
        };
      });
    return ok({ requests });
  },
};

type MoveAddress = z.infer<typeof address>;

const isMoveAddress = (value: unknown): value is MoveAddress => address.safeParse(value).success;

/** "3/12 King St, Newtown NSW 2042": an address as the provider's messages write it (a street type's code as a word, "St"). */
function oneLine(a: MoveAddress): string {
  const type = a.streetType.charAt(0).toUpperCase() + a.streetType.slice(1).toLowerCase();
  return `${a.unitNumber ? `${a.unitNumber}/` : ""}${a.streetNumber} ${a.streetName} ${type}, ${a.suburb} ${a.state} ${a.postCode}`;
}

/** The account's hardware orders (`?codes` filters), newest first, as they stand now. */
function listOrders(ctx: Ctx, keep: (order: HardwareOrderRecord) => boolean) {
  const codes = queryList(ctx.query, "codes");
  const now = ctx.sb.now();
  return ctx.sb.store
    .list<HardwareOrderRecord>("hardware_orders", { accountCode: me(ctx).accountCode })
    .filter((r) => keep(r.data) && (codes.length ? codes.includes(r.data.code) : true))
    .sort((a, b) => b.data.orderedAt.localeCompare(a.data.orderedAt))
    .map((r) => ({ id: r.id, ...r.data, ...orderProgress(r.data, now) }));
}
