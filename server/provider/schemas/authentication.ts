import { z } from "zod";
import { messageResponse } from "./common.ts";

/** Authentication: tokens, MFA codes, a new mobile's code, passwords (spec §7 "Authentication" and our extensions). */

export const tokenResponse = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** (sandbox shape) */
export const testTokenResponse = z.object({ valid: z.boolean(), accountCode: z.string(), exp: z.number().int() });
export type TestTokenResponse = z.infer<typeof testTokenResponse>;

export const mfaChannel = z.enum(["sms", "email"]);
export type MfaChannel = z.infer<typeof mfaChannel>;

/** (extension) */
export const mfaSendResponse = z.object({
  channel: mfaChannel,
  /** Masked, e.g. "04•• ••• 678" or "d•••@example.com". */
  destination: z.string(),
  expiresInSeconds: z.number().int(),
});
export type MfaSendResponse = z.infer<typeof mfaSendResponse>;

/** (extension) */
export const mfaVerifyResponse = z.object({ verified: z.literal(true) });
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponse>;

/**
 * The new-mobile extension (decision 060): a code sent by SMS to a mobile number the customer is
 * changing to, and its check, so a number never receives MFA codes before it proved it is theirs.
 */
export const newMobileSendBody = z.object({ phoneMobile: z.string().min(1).max(20) });
export const newMobileVerifyBody = newMobileSendBody.extend({ code: z.string().regex(/^\d{6}$/) });
/** (extension) `sentTo` is the number as the provider holds it, e.g. "0400111222". */
export const newMobileSendResponse = z.object({ sentTo: z.string(), expiresInSeconds: z.number().int() });
export const newMobileVerifyResponse = z.object({ verified: z.literal(true) });

/** GET authentication/password (extension, decision 043): whether the account can sign in with a password. */
export const passwordStatusResponse = z.object({ passwordSet: z.boolean() });
export type PasswordStatusResponse = z.infer<typeof passwordStatusResponse>;

/** Bodies of the password extension's calls (decision 043). Passwords are never logged (server/logger.ts). */
export const passwordResetRequestBody = z.object({ email: z.string().min(1).max(254), wid: z.string().max(16) });
export const passwordResetBody = z.object({ token: z.string().min(1).max(200), newPassword: z.string().min(1) });
/** A reset link's token, to ask whether it can still be used (before the portal keeps anything for it). */
export const passwordResetCheckBody = z.object({ token: z.string().min(1).max(200) });
export const passwordChangeBody = z.object({ currentPassword: z.string().min(1), newPassword: z.string().min(1) });
export const passwordSetBody = z.object({ newPassword: z.string().min(1) });
/** A reset's answer names the account, so that the portal can end its sign-ins. */
export const passwordResetResponse = messageResponse.extend({ accountCode: z.string().min(1).max(64).optional() });
