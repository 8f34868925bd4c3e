import type { SubmissionResult } from "@conform-to/react";

// The server half of our forms: what an action answers a failed post with (conform's
// `submission.reply`, never echoing secrets). The browser reads it as `lastResult` (./client.ts).

/** Fields whose values are never sent back to the browser after a failed post. */
export const SECRET_FIELDS = [
  "password",
  "currentPassword",
  "newPassword",
  "code",
  "cardNumber",
  "securityCode",
  "accountNumber",
];

/**
 * A form-level error (shown in the error summary, not tied to a field), keeping what was typed
 * except secrets.
 */
export function formError<
  T extends { reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => SubmissionResult<string[]> },
>(submission: T, message: string): SubmissionResult<string[]> {
  return submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS });
}

/** Field errors from a failed parse, keeping what was typed except secrets. */
export function fieldErrors<T extends { reply: (options?: { hideFields?: string[] }) => SubmissionResult<string[]> }>(
  submission: T,
): SubmissionResult<string[]> {
  return submission.reply({ hideFields: SECRET_FIELDS });
}
