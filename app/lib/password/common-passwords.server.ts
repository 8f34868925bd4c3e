// The kept list of commonly used and breached passwords that a new password is checked against
// (app/domain/password.ts): zxcvbn-ts's "passwords-common" dictionary, tens of thousands of
// passwords seen most often in breaches, held in this process. Nothing is sent to a third party.
import { dictionary } from "@zxcvbn-ts/language-common";
import { comparablePassword } from "#app/domain/password.ts";

let common: Set<string> | undefined;

/** Whether `comparable` (see comparablePassword) is on the list. The list is read on first use. */
export function isCommonPassword(comparable: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map(comparablePassword));
  return common.has(comparable);
}
