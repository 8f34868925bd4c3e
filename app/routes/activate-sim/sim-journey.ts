// The SIM activation's shape (docs/decisions/042): the SIM number, keep a number or get a new one
// (the number kept and its SMS code), the email address and its code, the identity check, then
// check your answers. Pure, so the pages and the tests share it.

import { awaitsSimActivation } from "#app/domain/sim.ts";
import type { IdType } from "#app/domain/identity-documents.ts";
import { defineJourney } from "#app/lib/journey/journey.ts";
import type { Service } from "#server/provider/schemas/services.ts";
import { SIM_URLS } from "./urls.ts";

export type SimAnswers = {
  serviceId: number;
  serviceCode: string;
  /** The provider's id for this activation's checks (port-in, email, identity). */
  contextId: string;
  simNumber?: string;
  numberChoice?: "keep" | "new";
  portInMsn?: string;
  portInVerified?: boolean;
  /** A new code was asked for on the code's page (it says so). */
  portInResent?: boolean;
  emailAddress?: string;
  emailVerified?: boolean;
  emailResent?: boolean;
  /** What the identity check passed with (the document number only as its last 4 characters). */
  identity?: { dateOfBirth: string; idType: IdType; idNumberEnd: string };
};

/** What the confirmation shows: submit-activation's answer, its reference first. */
export type SimDone = {
  serviceCode: string;
  /** The service as its customer knows it (serviceName); absent in a confirmation kept from before it was recorded. */
  serviceName?: string;
  kept: boolean;
  reference: string;
  status: string;
  nextStep: string | null;
  serviceStatus: string | null;
  phoneNumber: string | null;
  message: string | null;
};

export type SimQuestion = "sim" | "number" | "keepNumber" | "numberCode" | "email" | "emailCode" | "identity";

export const simJourney = defineJourney<SimQuestion, SimAnswers>({
  name: "sim-activation",
  urls: SIM_URLS,
  answered: {
    sim: (a) => Boolean(a.simNumber),
    number: (a) => Boolean(a.numberChoice),
    keepNumber: (a) => Boolean(a.portInMsn),
    numberCode: (a) => Boolean(a.portInVerified),
    email: (a) => Boolean(a.emailAddress),
    emailCode: (a) => Boolean(a.emailVerified),
    identity: (a) => Boolean(a.identity),
  },
  // A new number has nothing to transfer.
  skipped: (a, step) => (step === "keepNumber" || step === "numberCode") && a.numberChoice === "new",
  exit: "/home",
});

/** The service a SIM is activated for: the chosen one when it waits for activation, else the first that does. */
export function pendingService(services: readonly Service[], selected: Service | undefined): Service | undefined {
  if (selected && awaitsSimActivation(selected)) return selected;
  return services.find(awaitsSimActivation);
}
