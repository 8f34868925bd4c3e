import type { CatalogueEntry } from "#server/provider/calls.ts";
import { HttpError } from "./context.ts";
import type { TokenClaims } from "./tokens.ts";

/**
 * A staff view's token is read-only (decision 071): it reads what the customer sees and changes
 * nothing. Every call but a GET is refused, and so are the GETs that start work or change
 * something (a line test, a VoIP password reset, a token refresh, jobs and reports). The one
 * exception, `get-oss-token`, is narrowed by its handler to a single-use token for the viewed
 * account (an invoice's PDF).
 */

const GETS_THAT_CHANGE = new Set([
  "wholesale.createDiagnosticTest",
  "account.voipResetPassword",
  "authentication.refreshToken",
]);
const STAFF_AREAS = new Set(["management", "reports"]);

export function refuseWhenReadOnly(entry: CatalogueEntry, claims: TokenClaims): void {
  if (!claims.ro) return;
  const call = `${entry.area}.${entry.name}`;
  if (call === "authentication.getOssToken") return;
  if (entry.method === "GET" && !GETS_THAT_CHANGE.has(call) && !STAFF_AREAS.has(entry.area)) return;
  throw new HttpError(403, "A staff view's token is read-only");
}
