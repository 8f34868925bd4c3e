// A new password checked on the server: the rules of app/domain/password.ts with the kept list of
// common passwords and the account's email (nothing is sent to a third party).
import { passwordProblem } from "#app/domain/password.ts";
import { isCommonPassword } from "./common-passwords.server.ts";

/** Why the password may not be used (the message for its field), or null. */
export function newPasswordProblem(password: string, email?: string | null): string | null {
  return passwordProblem(password, { email, isCommon: isCommonPassword });
}
