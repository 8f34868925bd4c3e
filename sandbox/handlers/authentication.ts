import { randomInt } from "node:crypto";
import { z } from "zod";
import { mfaChannel } from "#server/provider/schemas/authentication.ts";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, ok, parseBody, recordOutbox } from "#sandbox/context.ts";
import { recordSignIn } from "#sandbox/access-log.ts";
import { verifyPassword } from "#sandbox/passwords.ts";
import type { AccountRecord } from "#sandbox/records.ts";
import { LINK_TOKEN_SECONDS, OSS_TOKEN_SECONDS } from "#sandbox/tokens.ts";
import { maskEmail, maskPhone, safeEqual, sha256 } from "#sandbox/util.ts";
import { sendWindowFull } from "./send-window.ts";
import { staffPrincipal } from "#sandbox/staff-principal.ts";
import { issueStaffViewToken, issueTokenWithinView } from "./staff-views.ts";

/** Sign-in, tokens and the MFA extension. */

const MFA_CODE_SECONDS = 10 * 60;
const MFA_MAX_WRONG = 5;
const MFA_SENDS_PER_WINDOW = 3;
const MFA_WINDOW_MS = 10 * 60 * 1000;

interface MfaCodeRecord {
  codeHash: string;
  channel: "sms" | "email";
  expiresAt: string;
  wrong: number;
  /** used, voided or replaced */
  spent: boolean;
}

/**
 * The account's code that may still be used, if any. Only the newest can be: sending a code spends
 * the one before it, so the others need not be read.
 */
function activeCode(ctx: Ctx, accountCode: string) {
  const newest = ctx.sb.store.newest<MfaCodeRecord>("mfa_codes", { ref: accountCode });
  return newest && !newest.data.spent ? newest : undefined;
}

const credentials = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) });

/**
 * The account signing in: by its sign-in email (the row's ref), else by its profile email, which
 * the customer may have changed on the portal (the portal re-authenticates with that one).
 */
function findAccountByEmail(ctx: Ctx, email: string) {
  const wanted = email.trim().toLowerCase();
  return (
    ctx.sb.store.find<AccountRecord>("accounts", { ref: wanted }) ??
    ctx.sb.store.list<AccountRecord>("accounts").find((r) => r.data.profile.email.trim().toLowerCase() === wanted)
  );
}

async function issueAccessToken(ctx: Ctx, accountCode: string, email: string) {
  return ctx.sb.tokens.issue({ sub: accountCode, email, typ: "access" });
}

export const authenticationHandlers: HandlerMap["authentication"] = {
  async getToken(ctx) {
    const { email, password } = parseBody(credentials, ctx.body);
    const row = findAccountByEmail(ctx, email);
    // Check a password even for unknown emails so timing does not tell which exist.
    const valid = await verifyPassword(
      password,
      row?.data.passwordHash ?? "scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    );
    if (!row || !valid || !row.accountCode) fail(401, "Invalid email or password");
    recordSignIn(ctx.sb, row.accountCode, "password");
    return ok({ token: await issueAccessToken(ctx, row.accountCode, row.data.profile.email) });
  },

  async refreshToken(ctx) {
    // An OSS token (read-only, minted for one task, by staff for any account) never becomes a
    // customer's access token: whoever held one could otherwise become that customer.
    if (ctx.auth?.claims.typ === "oss") fail(403, "An OSS token cannot be exchanged for an access token");
    const { accountCode, row } = me(ctx);
    // An emailed link exchanged for an access token is a sign-in; a session's refresh is not.
    if (ctx.auth?.claims.typ === "link") recordSignIn(ctx.sb, accountCode, "email-link");
    return ok({ token: await issueAccessToken(ctx, accountCode, row.data.profile.email) });
  },

  testToken(ctx) {
    const { accountCode } = me(ctx);
    return ok({ valid: true, accountCode, exp: ctx.auth!.claims.exp });
  },

  async getOssToken(ctx) {
    // A member of staff viewing an account, or a view's token asking for an invoice's (decision 071).
    const staff = staffPrincipal(ctx);
    if (staff) return issueStaffViewToken(ctx, staff);
    if (ctx.auth?.claims.ro) return issueTokenWithinView(ctx);
    const body = parseBody(
      z.object({ accountCode: z.string().min(1), singleUse: z.boolean().default(false) }),
      ctx.body,
    );
    // A customer asks for their own account's only.
    const { accountCode, row } = me(ctx);
    if (body.accountCode !== accountCode) fail(403, "The token does not belong to this account");
    const token = await ctx.sb.tokens.issue(
      { sub: accountCode, email: row.data.profile.email, typ: "oss", su: body.singleUse },
      OSS_TOKEN_SECONDS,
    );
    return ok({ token });
  },

  async authenticateViaEmail(ctx) {
    const { email, wid } = parseBody(
      z.object({ email: z.email().max(254), wid: z.string().max(16).optional() }),
      ctx.body,
    );
    const row = ctx.sb.store.find<AccountRecord>("accounts", { ref: email.toLowerCase() });
    if (row?.accountCode) {
      const token = await ctx.sb.tokens.issue(
        { sub: row.accountCode, email: row.data.profile.email, typ: "link", su: true },
        LINK_TOKEN_SECONDS,
      );
      const link = `${ctx.sb.settings.portalUrl.replace(/\/$/, "")}/home?token=${encodeURIComponent(token)}`;
      recordOutbox(
        ctx.sb,
        {
          channel: "email",
          to: row.data.profile.email,
          subject: "Your sign-in link",
          body: `Hello ${row.data.profile.firstName},\n\nUse this link to sign in to the Self Service Portal${wid ? ` (${wid.toUpperCase()})` : ""}. It works once, within 15 minutes.\n\n${link}\n\nIf you did not ask for it, ignore this email.`,
          link,
        },
        row.accountCode,
      );
    }
    // The same answer whether or not the address is registered.
    return ok({ message: "If the email address is registered, a sign-in link has been sent to it." });
  },

  mfaSend(ctx) {
    const { channel } = parseBody(z.object({ channel: mfaChannel }), ctx.body);
    const { accountCode, row } = me(ctx);
    const { store, settings } = ctx.sb;
    const now = ctx.sb.now();
    const limit = Math.max(1, Math.floor(MFA_SENDS_PER_WINDOW * settings.rateLimitFactor));
    const full = sendWindowFull<{ at: number }>(store, "mfa_sends", accountCode, (d) => d.at, {
      limit,
      windowMs: MFA_WINDOW_MS,
      now,
    });
    if (full) return full;
    const profile = row.data.profile;
    const mobile = profile.contacts[0]?.phoneMobile;
    if (channel === "sms" && !mobile) fail(400, "There is no mobile number on the account");
    const destination = channel === "sms" ? maskPhone(mobile!) : maskEmail(profile.email);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    store.transaction(() => {
      const previous = activeCode(ctx, accountCode);
      if (previous) store.update("mfa_codes", previous.id, { ...previous.data, spent: true });
      store.insert<MfaCodeRecord>("mfa_codes", {
        accountCode,
        ref: accountCode,
        data: {
          codeHash: sha256(`${accountCode}:${code}`),
          channel,
          expiresAt: new Date(now + MFA_CODE_SECONDS * 1000).toISOString(),
          wrong: 0,
          spent: false,
        },
      });
      store.insert("mfa_sends", { accountCode, ref: accountCode, data: { at: now, channel } });
    });
    recordOutbox(
      ctx.sb,
      {
        channel,
        to: destination,
        subject: "Your verification code",
        body: `Your Self Service Portal verification code is ${code}. It expires in 10 minutes.`,
        code,
      },
      accountCode,
    );
    return ok({ channel, destination, expiresInSeconds: MFA_CODE_SECONDS });
  },

  mfaVerify(ctx) {
    const { code } = parseBody(
      z.object({
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, "must be 6 digits"),
      }),
      ctx.body,
    );
    const { accountCode } = me(ctx);
    const { store } = ctx.sb;
    const active = activeCode(ctx, accountCode);
    if (!active || Date.parse(active.data.expiresAt) <= ctx.sb.now()) {
      fail(400, "The code has expired or has already been used. Request a new code.", { reason: "expired" });
    }
    if (safeEqual(active.data.codeHash, sha256(`${accountCode}:${code}`))) {
      store.update("mfa_codes", active.id, { ...active.data, spent: true });
      return ok({ verified: true });
    }
    const wrong = active.data.wrong + 1;
    const voided = wrong >= MFA_MAX_WRONG;
    store.update("mfa_codes", active.id, { ...active.data, wrong, spent: voided });
    if (voided) fail(400, "Too many wrong codes. Request a new code.", { reason: "voided", attemptsRemaining: 0 });
    fail(400, "The code is not correct.", { reason: "wrong", attemptsRemaining: MFA_MAX_WRONG - wrong });
  },
};
