import { calls } from "../calls.ts";
import type { Http } from "../http.ts";
import { looseObject } from "../loose.ts";

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

/** Mobile activation and port-in (no screen; answers not shown in the spec). */
export function mobileApi(http: Http) {
  return {
    initiateEmailVerification: (body: EmailVerificationBody) =>
      http.json(c.initiateEmailVerification, { body, schema: looseObject }),
    handleEmailVerification: (body: EmailVerificationBody & { verificationCode: string }) =>
      http.json(c.handleEmailVerification, { body, schema: looseObject }),
    initiatePortInVerification: (body: PortInBody) =>
      http.json(c.initiatePortInVerification, { body, schema: looseObject }),
    validatePortInVerification: (body: PortInBody & { verificationCode: string }) =>
      http.json(c.validatePortInVerification, { body, schema: looseObject }),
    submitActivation: (body: Record<string, unknown>) => http.json(c.submitActivation, { body, schema: looseObject }),
  };
}
