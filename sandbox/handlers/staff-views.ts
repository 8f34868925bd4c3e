import { z } from "zod";
import { staffViewTokenBody } from "#server/provider/schemas/staff.ts";
import type { Ctx, HandlerMap, Reply } from "#sandbox/context.ts";
import { fail, me, ok, parseBody } from "#sandbox/context.ts";
import { accessLogOf, recordStaffView } from "#sandbox/access-log.ts";
import type { AccountRecord } from "#sandbox/records.ts";
import type { StaffPrincipal } from "#sandbox/staff-principal.ts";
import { highestRole } from "#sandbox/staff-principal.ts";
import { OSS_TOKEN_SECONDS } from "#sandbox/tokens.ts";

/**
 * A member of staff viewing a customer's account (decision 071): `get-oss-token` with a staff
 * access token answers a read-only token for the account that names them, and records the view,
 * its role and its reason in the account's access log, which the customer reads with
 * `GET account/access-log`. Within the view, the view's own token may ask for a single-use token
 * for the same account (an invoice's PDF); nothing else it asks changes anything
 * (sandbox/read-only.ts).
 */

export async function issueStaffViewToken(ctx: Ctx, principal: StaffPrincipal): Promise<Reply> {
  if (principal.roles.length === 0) fail(403, "This call needs a staff access token with a role");
  const body = parseBody(staffViewTokenBody, ctx.body);
  const account = ctx.sb.store.find<AccountRecord>("accounts", { accountCode: body.accountCode });
  if (!account?.accountCode) fail(404, "No such account");
  const now = ctx.sb.now();
  const view = recordStaffView(ctx.sb, account.accountCode, {
    at: new Date(now).toISOString(),
    endsAt: new Date(now + body.minutes * 60_000).toISOString(),
    staffSubject: principal.subject,
    staffName: principal.name,
    role: highestRole(principal),
    reason: body.reason,
    ticketReference: body.ticketReference || null,
  });
  const token = await ctx.sb.tokens.issue(
    {
      sub: account.accountCode,
      email: account.data.profile.email,
      typ: "oss",
      ro: true,
      staff: { sub: principal.subject, name: principal.name, role: highestRole(principal), view },
    },
    body.minutes * 60,
  );
  return ok({ token });
}

/** A view's token asking for an invoice's single-use token: the same account, read-only, within the view. */
export async function issueTokenWithinView(ctx: Ctx): Promise<Reply> {
  const claims = ctx.auth!.claims;
  const body = parseBody(z.object({ accountCode: z.string().min(1), singleUse: z.boolean().default(false) }), ctx.body);
  if (!body.singleUse || body.accountCode !== claims.sub)
    fail(403, "A view's token may ask only for a single-use token for the account it views");
  const left = claims.exp - Math.floor(Date.now() / 1000);
  const token = await ctx.sb.tokens.issue(
    {
      sub: claims.sub,
      email: claims.email,
      typ: "oss",
      su: true,
      ro: true,
      ...(claims.staff ? { staff: claims.staff } : {}),
    },
    Math.max(1, Math.min(OSS_TOKEN_SECONDS, left)),
  );
  return ok({ token });
}

export const accessLogHandlers: NonNullable<HandlerMap["account"]> = {
  accessLog(ctx) {
    return ok(accessLogOf(ctx.sb, me(ctx).accountCode));
  },
};
