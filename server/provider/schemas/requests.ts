import { z } from "zod";
import { id, isoDate } from "./common.ts";

/** What a customer asks for: the answers of account/actions/*, support tickets, requests and hardware orders, a move's visit slots. */

/** (sandbox shape) Answer of the account/actions/* writes. */
export const actionResponse = z.object({ reference: z.string(), status: z.string(), message: z.string() });
export type ActionResponse = z.infer<typeof actionResponse>;

export const supportTicketResponse = z.object({ reference: z.string(), status: z.string(), createdAt: isoDate });
export type SupportTicketResponse = z.infer<typeof supportTicketResponse>;

/** (extension, decision 023) GET account/requests: everything the customer lodged, newest first. */
export const customerRequest = z.object({
  reference: z.string(),
  kind: z.string(),
  summary: z.string(),
  lodgedAt: isoDate,
  serviceCode: z.string().nullish(),
  effectiveDate: isoDate.nullish(),
  status: z.string(),
  nextStep: z.string(),
  /** (extension, decision 082) A move's new address, one line ("1 Harbour Street, Sydney NSW 2000"). */
  newAddress: z.string().nullish(),
});
export type CustomerRequest = z.infer<typeof customerRequest>;
export const requestsResponse = z.object({ requests: z.array(customerRequest) });

/** (sandbox shape) */
export const hardwareOrdersResponse = z.object({
  orders: z.array(
    z.object({
      id,
      code: z.string(),
      productCode: z.string(),
      name: z.string(),
      status: z.string(),
      orderedAt: isoDate,
      trackingNumber: z.string().nullish(),
      /** (sandbox shape) The carrier's tracking page, once dispatched; what happens next. */
      trackingUrl: z.string().nullish(),
      nextStep: z.string().nullish(),
      /** (sandbox shape) Where it is posted, one line. */
      deliveryAddress: z.string().nullish(),
    }),
  ),
});
export type HardwareOrdersResponse = z.infer<typeof hardwareOrdersResponse>;

/** A technician's visit window (extension, decision 048): a day and wall times in the provider's zone. */
export const visitSlot = z.object({ id: z.string(), date: z.string(), from: z.string(), to: z.string() });
export type VisitSlot = z.infer<typeof visitSlot>;
export const moveAppointmentsResponse = z.object({ technicianNeeded: z.boolean(), slots: z.array(visitSlot) });

/** (extension, decision 079) A message of a request's conversation: the customer's, or our answer. */
export const requestMessage = z.object({
  id,
  from: z.enum(["customer", "provider"]),
  sentAt: isoDate,
  text: z.string(),
});
export type RequestMessage = z.infer<typeof requestMessage>;

/**
 * (extension, decision 079) GET account/requests/{reference}: a support ticket, complaint or fault
 * of the account with its messages, oldest first. `closed` once it is resolved or answered: no
 * reply is taken then. The service's address (when the request names a service) says which
 * ombudsman an energy complaint goes to. Another account's reference, or none: 404.
 */
export const requestConversationResponse = z.object({
  request: customerRequest.extend({
    closed: z.boolean(),
    serviceType: z.string().nullish(),
    serviceAddress: z.string().nullish(),
  }),
  messages: z.array(requestMessage),
});
export type RequestConversation = z.infer<typeof requestConversationResponse>;

/** (extension, decision 079) POST account/requests/{reference}/messages { text }: the reply as kept. 409 when closed. */
export const requestReplyResponse = z.object({ message: requestMessage });
