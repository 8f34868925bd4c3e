import { z } from "zod";
import type { Service } from "#server/provider/schemas/services.ts";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, ok, parseBody } from "#sandbox/context.ts";
import { addMessage, CONVERSATION_KINDS, conversationOf, isClosed } from "#sandbox/conversations.ts";
import type { RequestRecord } from "#sandbox/records.ts";
import { requestProgress } from "#sandbox/requests.ts";

/** A ticket's conversation and the customer's reply (extension, decision 079). */

/** The account's ticket, complaint or fault by reference; anyone else's (or none) is 404, as for invoices. */
function myConversation(ctx: Ctx): RequestRecord {
  const { accountCode } = me(ctx);
  const row = ctx.sb.store.find<RequestRecord>("service_requests", { accountCode, ref: ctx.params.reference ?? "" });
  if (!row || !CONVERSATION_KINDS.includes(row.data.kind)) fail(404, "Request not found");
  return row.data;
}

const reply = z.object({ text: z.string().trim().min(1, "is required").max(5000) });

export const conversationHandlers: HandlerMap["account"] = {
  request(ctx) {
    const request = myConversation(ctx);
    const now = ctx.sb.now();
    const service =
      request.serviceId === null ? undefined : ctx.sb.store.get<Service>("services", request.serviceId)?.data;
    return ok({
      request: {
        reference: request.reference,
        kind: request.kind,
        summary: request.summary,
        lodgedAt: request.lodgedAt,
        serviceCode: request.serviceCode,
        effectiveDate: request.effectiveDate,
        ...requestProgress(request, now),
        closed: isClosed(request, now),
        serviceType: service?.type ?? null,
        serviceAddress: service?.address ?? null,
      },
      messages: conversationOf(ctx.sb.store, me(ctx).accountCode, request, now),
    });
  },

  requestReply(ctx) {
    const request = myConversation(ctx);
    const { text } = parseBody(reply, ctx.body);
    if (isClosed(request, ctx.sb.now())) fail(409, "This request is closed");
    const message = addMessage(ctx.sb.store, me(ctx).accountCode, request.reference, {
      from: "customer",
      sentAt: new Date(ctx.sb.now()).toISOString(),
      text,
    });
    return ok({ message }, 201);
  },
};
