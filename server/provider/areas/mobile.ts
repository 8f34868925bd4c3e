import { z } from "zod";
import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";

const c = calls.mobile;

export interface EmailVerificationBody {
  contextId: string;
  accountCode: string;
  emailAddress: string;
}
export interface PortInBody {
  contextId: string;
  accountCode: string;
  portInMsn: string;
}
export interface ActivationBody {
  contextId: string;
  accountCode: string;
  serviceId: number;
  simNumber: string;
  /** The number kept (ported in); absent for a new number. */
  portInMsn?: string;
  emailAddress: string;
}

/** A code sent (port-in SMS, email): where to, as the provider shows it. */
const codeSent = z.looseObject({ sentTo: z.string().nullish() });
/** A code or a check accepted. */
const verified = z.looseObject({ verified: z.boolean() });
/** POST mobile/submit-activation's answer. */
const activation = z.looseObject({
  reference: z.string(),
  /** The request's status (as /requests shows it) and what happens next. */
  status: z.string(),
  nextStep: z.string().nullish(),
  /** The service's status after it (e.g. "Number transfer in progress"). */
  serviceStatus: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  message: z.string().nullish(),
});
export type Activation = z.infer<typeof activation>;

/** Mobile activation and port-in (spec §7 Mobile; the answers' shapes are the sandbox's). */
export function mobileApi(http: Http) {
  return {
    initiateEmailVerification: (body: EmailVerificationBody) =>
      http.json(c.initiateEmailVerification, { body, schema: codeSent }),
    handleEmailVerification: (body: EmailVerificationBody & { verificationCode: string }) =>
      http.json(c.handleEmailVerification, { body, schema: verified }),
    initiatePortInVerification: (body: PortInBody) =>
      http.json(c.initiatePortInVerification, { body, schema: codeSent }),
    validatePortInVerification: (body: PortInBody & { verificationCode: string }) =>
      http.json(c.validatePortInVerification, { body, schema: verified }),
    submitActivation: (body: ActivationBody) => http.json(c.submitActivation, { body, schema: activation }),
  };
}
