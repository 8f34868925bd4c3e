import type { z } from "zod";
import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import {
  type MfaChannel,
  newMobileSendBody,
  newMobileVerifyBody,
  passwordChangeBody,
  passwordResetBody,
  passwordResetCheckBody,
  passwordResetRequestBody,
  passwordSetBody,
} from "#server/provider/schemas/authentication.ts";
import { staffViewTokenBody } from "#server/provider/schemas/staff.ts";
import type { StaffViewTokenBody } from "#server/provider/schemas/staff.ts";

const c = calls.authentication;

export interface Credentials {
  email: string;
  password: string;
}

export function authenticationApi(http: Http) {
  return {
    /** POST authentication/get-token — email + password → { token }. No token sent. */
    getToken: (body: Credentials) => http.json(c.getToken, { body }),
    /** GET authentication/refresh-token — a fresh { token } for the current one. */
    refreshToken: () => http.json(c.refreshToken),
    /** GET authentication/test-token — (sandbox only) is the current token valid? */
    testToken: () => http.json(c.testToken),
    /** POST authentication/get-oss-token — { token }; singleUse for the invoice PDF. */
    getOssToken: (body: { accountCode: string; singleUse: boolean }) => http.json(c.getOssToken, { body }),
    /**
     * POST authentication/get-oss-token with a staff access token (decision 071) — a read-only { token }
     * for the account, naming the member of staff; the provider records the view and its reason in the
     * account's access log.
     */
    getStaffViewToken: (body: StaffViewTokenBody) => http.json(c.getOssToken, { body: staffViewTokenBody.parse(body) }),
    /** POST authentication/authenticate-via-email — emails a sign-in link (wid = wholesaler code). No token sent. */
    authenticateViaEmail: (body: { email: string; wid: string }) => http.json(c.authenticateViaEmail, { body }),
    /** POST authentication/mfa/send (extension) — sends a one-time code by SMS or email. */
    mfaSend: (body: { channel: MfaChannel }) => http.json(c.mfaSend, { body }),
    /** POST authentication/mfa/verify (extension) — checks the code; 400 with { message } when wrong. */
    mfaVerify: (body: { code: string }) => http.json(c.mfaVerify, { body }),
    /** GET authentication/password (extension) — { passwordSet }: false for an account that joined online and set none. */
    passwordStatus: () => http.json(c.passwordStatus),
    /**
     * POST authentication/password/reset-request (extension) — emails a single-use reset link (30 minutes).
     * The same { message } whether or not the email has an account. No token sent.
     */
    passwordResetRequest: (body: z.input<typeof passwordResetRequestBody>) =>
      http.json(c.passwordResetRequest, { body: passwordResetRequestBody.parse(body) }),
    /**
     * POST authentication/password/reset-check (extension) — whether a link's token can still be used,
     * spending nothing → { message }; 400 { message, reason: "used" | "expired" | "unknown" }. No token sent.
     */
    passwordResetCheck: (body: z.input<typeof passwordResetCheckBody>) =>
      http.json(c.passwordResetCheck, { body: passwordResetCheckBody.parse(body) }),
    /** POST authentication/password/reset (extension) — the link's token and the new password → { message, accountCode }; 400 { message, reason: "used" | "expired" | "unknown" | "weak" }. No token sent. */
    passwordReset: (body: z.input<typeof passwordResetBody>) =>
      http.json(c.passwordReset, { body: passwordResetBody.parse(body) }),
    /** POST authentication/password/change (extension) — 400 { reason: "wrong-password" | "weak" }, 409 { reason: "no-password" }. */
    passwordChange: (body: z.input<typeof passwordChangeBody>) =>
      http.json(c.passwordChange, { body: passwordChangeBody.parse(body) }),
    /** POST authentication/password/set (extension) — a first password, for an account with none; 409 { reason: "password-set" } otherwise. */
    passwordSet: (body: z.input<typeof passwordSetBody>) =>
      http.json(c.passwordSet, { body: passwordSetBody.parse(body) }),
    /** POST authentication/new-mobile/send (extension, decision 060) — an SMS code to the number being changed to; 429 when too many. */
    newMobileSend: (body: z.input<typeof newMobileSendBody>) =>
      http.json(c.newMobileSend, { body: newMobileSendBody.parse(body) }),
    /** POST authentication/new-mobile/verify (extension) — 400 { reason: "wrong" | "voided" | "expired", attemptsRemaining }. */
    newMobileVerify: (body: z.input<typeof newMobileVerifyBody>) =>
      http.json(c.newMobileVerify, { body: newMobileVerifyBody.parse(body) }),
  };
}

export type AuthenticationApi = ReturnType<typeof authenticationApi>;
