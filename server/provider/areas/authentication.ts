import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import * as s from "#server/provider/schemas.ts";

const c = calls.authentication;

export interface Credentials {
  email: string;
  password: string;
}

export function authenticationApi(http: Http) {
  return {
    /** POST authentication/get-token — email + password → { token }. No token sent. */
    getToken: (body: Credentials) => http.json(c.getToken, { body, schema: s.tokenResponse }),
    /** GET authentication/refresh-token — a fresh { token } for the current one. */
    refreshToken: () => http.json(c.refreshToken, { schema: s.tokenResponse }),
    /** GET authentication/test-token — (sandbox only) is the current token valid? */
    testToken: () => http.json(c.testToken, { schema: s.testTokenResponse }),
    /** POST authentication/get-oss-token — { token }; singleUse for the invoice PDF. */
    getOssToken: (body: { accountCode: string; singleUse: boolean }) =>
      http.json(c.getOssToken, { body, schema: s.tokenResponse }),
    /** POST authentication/authenticate-via-email — emails a sign-in link (wid = wholesaler code). No token sent. */
    authenticateViaEmail: (body: { email: string; wid: string }) =>
      http.json(c.authenticateViaEmail, { body, schema: s.messageResponse }),
    /** POST authentication/mfa/send (extension) — sends a one-time code by SMS or email. */
    mfaSend: (body: { channel: s.MfaChannel }) => http.json(c.mfaSend, { body, schema: s.mfaSendResponse }),
    /** POST authentication/mfa/verify (extension) — checks the code; 400 with { message } when wrong. */
    mfaVerify: (body: { code: string }) => http.json(c.mfaVerify, { body, schema: s.mfaVerifyResponse }),
  };
}

export type AuthenticationApi = ReturnType<typeof authenticationApi>;
