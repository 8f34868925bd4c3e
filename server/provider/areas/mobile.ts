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

/** Mobile activation and port-in (spec §7 Mobile; the answers' shapes are the sandbox's). */
export function mobileApi(http: Http) {
  return {
    initiateEmailVerification: (body: EmailVerificationBody) => http.json(c.initiateEmailVerification, { body }),
    handleEmailVerification: (body: EmailVerificationBody & { verificationCode: string }) =>
      http.json(c.handleEmailVerification, { body }),
    initiatePortInVerification: (body: PortInBody) => http.json(c.initiatePortInVerification, { body }),
    validatePortInVerification: (body: PortInBody & { verificationCode: string }) =>
      http.json(c.validatePortInVerification, { body }),
    submitActivation: (body: ActivationBody) => http.json(c.submitActivation, { body }),
  };
}
