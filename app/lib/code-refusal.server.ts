import { recoverable } from "./provider-outcome.server.ts";

/**
 * The provider's reason for refusing a code sent by SMS or email (a SIM activation's, a new
 * mobile's), said plainly; null when the call failed for another reason than the code.
 */
export function codeRefusal(error: unknown): string | null {
  const failure = recoverable(error);
  if (!failure.isRefusal) return null;
  const body = (failure.data ?? {}) as { reason?: string; attemptsRemaining?: number };
  if (body.reason === "wrong") {
    const left = body.attemptsRemaining ?? 0;
    return `The code is not correct. Check the code and try again (${left} ${left === 1 ? "try" : "tries"} left), or send a new code.`;
  }
  if (body.reason === "voided") return "You have entered too many wrong codes. Send a new code.";
  if (body.reason === "expired") return "This code can no longer be used. Send a new code.";
  return failure.customerMessage;
}
