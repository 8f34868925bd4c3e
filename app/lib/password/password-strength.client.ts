// The strength hint of a new password (zxcvbn-ts, with its common-words dictionaries and keyboard
// layouts), loaded only when the customer first types in a new-password field: it is large, and
// nothing about the password leaves the browser. The server's check (new-password.server.ts) is
// the one that refuses.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH } from "#app/domain/password.ts";

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** 0 (guessed at once) to 4 (very hard to guess), as zxcvbn scores it. */
export function strengthOf(password: string, userInputs: string[]): 0 | 1 | 2 | 3 | 4 {
  return zxcvbn.check(password.slice(0, PASSWORD_MAX_LENGTH * 2), userInputs).score;
}
