// A new password checked on the server: the rules of app/domain/password.ts with the kept list of
// common passwords, the account's email and the words of this portal's context (nothing is sent to
// a third party).
import { passwordProblem } from "#app/domain/password.ts";
import { config } from "#server/config.ts";
import { PRODUCT_TITLE } from "#app/lib/product.ts";
import { isCommonPassword } from "./common-passwords.server.ts";

/**
 * The words a password must not be built on (NIST SP 800-63B, "context-specific words"), besides
 * the email's local part: the product's name and the parts people shorten it to, the branded
 * variant's name (the OE wholesaler's), and the network provider the API names (spec §7).
 */
export function contextWords(): string[] {
  const words = [PRODUCT_TITLE, "Self Service", "Service Portal", "Superloop"];
  if (config.wholesaler.name) words.push(config.wholesaler.name);
  return words;
}

/** Why the password may not be used (the message for its field), or null. */
export function newPasswordProblem(password: string, email?: string | null): string | null {
  return passwordProblem(password, { email, isCommon: isCommonPassword, contextWords: contextWords() });
}
