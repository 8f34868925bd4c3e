import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, ok, parseBody, recordOutbox } from "#sandbox/context.ts";
import { hashPassword, verifyPassword } from "#sandbox/passwords.ts";
import type { AccountRecord } from "#sandbox/records.ts";
import type { Row } from "#sandbox/store.ts";
import { dateTimeText, sha256 } from "#sandbox/util.ts";

/**
 * The password extension (docs/decisions/043; not in spec §7): a reset by an emailed single-use
 * link, a change with the current password, and a first password for an account that joined
 * online without one. Each change is told to the account's email, with no secret in it.
 */

/** How long a reset link works. */
export const RESET_LINK_SECONDS = 30 * 60;
/** Reset emails sent per account in a window; past it the neutral answer is given and nothing is sent. */
export const RESET_SENDS_PER_WINDOW = 3;
export const RESET_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_CHANGED_SUBJECT = "Your password was changed";
export const RESET_SUBJECT = "Reset your password";
const SUPPORT_PHONE = "1300 980 711";

interface ResetRecord {
  expiresAt: string;
  /** Used, or replaced by a newer link. */
  spent: boolean;
  usedAt: string | null;
}

/** The provider's own rules for a new password (the portal checks more before it asks). */
function refuseWeak(password: string, email: string): void {
  const length = [...password.normalize("NFC")].length;
  if (length < 8) fail(400, "The password must be 8 characters or more", { reason: "weak" });
  if (length > 100) fail(400, "The password must be 100 characters or fewer", { reason: "weak" });
  const typed = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  // Checked here too: at a reset the portal does not know the email.
  if (typed === address || typed === address.split("@")[0]) {
    fail(400, "The password must not be the email address", { reason: "weak" });
  }
}

const newPassword = z.string().min(1).max(400);

/** Whether the account has a password it can sign in with (an account that joined online has none until it sets one). */
const hasPassword = (row: Row<AccountRecord>) => row.data.passwordSet !== false;

async function storePassword(ctx: Ctx, row: Row<AccountRecord>, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  // Read again after the (slow) hash: another write may have landed meanwhile.
  const fresh = ctx.sb.store.get<AccountRecord>("accounts", row.id) ?? row;
  ctx.sb.store.update<AccountRecord>("accounts", row.id, { ...fresh.data, passwordHash, passwordSet: true });
}

function notice(ctx: Ctx, row: Row<AccountRecord>, what: "changed" | "reset" | "set"): void {
  const profile = row.data.profile;
  const when = dateTimeText(new Date(ctx.sb.now()));
  const sentence = {
    changed: "The password of your Self Service Portal account was changed",
    reset: "The password of your Self Service Portal account was reset with a link sent to this address",
    set: "A password was set for your Self Service Portal account",
  }[what];
  recordOutbox(
    ctx.sb,
    {
      channel: "email",
      to: profile.email,
      subject: what === "set" ? "Your password was set" : PASSWORD_CHANGED_SUBJECT,
      body: [
        `Hello ${profile.firstName},`,
        "",
        `${sentence} on ${when} (Sydney time).`,
        what === "set" ? "" : "You were signed out of the portal everywhere else.",
        "",
        `If you did not do this, call us on ${SUPPORT_PHONE} straight away.`,
      ].join("\n"),
    },
    row.accountCode,
  );
}

/** The account by its sign-in email, else by its profile email (as get-token finds it). */
function accountByEmail(ctx: Ctx, email: string): Row<AccountRecord> | undefined {
  const wanted = email.trim().toLowerCase();
  return (
    ctx.sb.store.find<AccountRecord>("accounts", { ref: wanted }) ??
    ctx.sb.store.list<AccountRecord>("accounts").find((r) => r.data.profile.email.trim().toLowerCase() === wanted)
  );
}

/** Whether the account asked for its limit of reset emails within the window. */
function overSendLimit(ctx: Ctx, accountCode: string): boolean {
  const limit = Math.max(1, Math.floor(RESET_SENDS_PER_WINDOW * ctx.sb.settings.rateLimitFactor));
  const [oldestCounted] = ctx.sb.store.list<ResetRecord>(
    "password_resets",
    { accountCode },
    { newestFirst: true, limit: 1, offset: limit - 1 },
  );
  return Boolean(oldestCounted && ctx.sb.now() - Date.parse(oldestCounted.createdAt) < RESET_WINDOW_MS);
}

/** The reset a link's token names, when it can still be used; else a 400 saying why. */
function linkInUse(ctx: Ctx, reset: Row<ResetRecord> | undefined): Row<ResetRecord> & { accountCode: string } {
  if (!reset?.accountCode) fail(400, "This link is not valid. Ask for a new one.", { reason: "unknown" });
  if (reset.data.usedAt) fail(400, "This link has already been used.", { reason: "used" });
  if (reset.data.spent || Date.parse(reset.data.expiresAt) <= ctx.sb.now()) {
    fail(400, "This link has expired. Ask for a new one.", { reason: "expired" });
  }
  return reset as Row<ResetRecord> & { accountCode: string };
}

export const passwordHandlers: HandlerMap["authentication"] = {
  passwordStatus(ctx) {
    return ok({ passwordSet: hasPassword(me(ctx).row) });
  },

  passwordResetRequest(ctx) {
    const { email, wid } = parseBody(
      z.object({ email: z.email().max(254), wid: z.string().max(16).optional() }),
      ctx.body,
    );
    const row = accountByEmail(ctx, email);
    if (row?.accountCode && !overSendLimit(ctx, row.accountCode)) {
      const { store } = ctx.sb;
      const token = randomBytes(32).toString("base64url");
      const now = ctx.sb.now();
      store.transaction(() => {
        // A new link replaces the ones before it.
        for (const previous of store.list<ResetRecord>("password_resets", { accountCode: row.accountCode! })) {
          if (!previous.data.spent) store.update("password_resets", previous.id, { ...previous.data, spent: true });
        }
        store.insert<ResetRecord>("password_resets", {
          accountCode: row.accountCode,
          ref: sha256(token),
          data: { expiresAt: new Date(now + RESET_LINK_SECONDS * 1000).toISOString(), spent: false, usedAt: null },
          createdAt: new Date(now).toISOString(),
        });
      });
      const link = `${ctx.sb.settings.portalUrl.replace(/\/$/, "")}/password/reset?token=${token}`;
      recordOutbox(
        ctx.sb,
        {
          channel: "email",
          to: row.data.profile.email,
          subject: RESET_SUBJECT,
          body: `Hello ${row.data.profile.firstName},\n\nUse this link to choose a new password for the Self Service Portal${wid ? ` (${wid.toUpperCase()})` : ""}. It works once, within 30 minutes.\n\n${link}\n\nIf you did not ask for it, ignore this email: your password stays as it is.`,
          link,
        },
        row.accountCode,
      );
    }
    // The same answer whether or not the address has an account.
    return ok({ message: "If the email address is registered, a link to reset the password has been sent to it." });
  },

  passwordResetCheck(ctx) {
    const { token } = parseBody(z.object({ token: z.string().min(1).max(200) }), ctx.body);
    linkInUse(ctx, ctx.sb.store.find<ResetRecord>("password_resets", { ref: sha256(token) }));
    return ok({ message: "This link can be used." });
  },

  async passwordReset(ctx) {
    const body = parseBody(z.object({ token: z.string().min(1).max(200), newPassword }), ctx.body);
    const { store } = ctx.sb;
    const reset = linkInUse(ctx, store.find<ResetRecord>("password_resets", { ref: sha256(body.token) }));
    const row = store.find<AccountRecord>("accounts", { accountCode: reset.accountCode });
    if (!row) fail(400, "This link is not valid. Ask for a new one.", { reason: "unknown" });
    refuseWeak(body.newPassword, row.data.profile.email);
    // Spent before the (slow) hash, so a second use at the same moment is refused.
    const usedAt = new Date(ctx.sb.now()).toISOString();
    const claimed = store.db
      .prepare("UPDATE password_resets SET data = ? WHERE id = ? AND data = ?")
      .run(JSON.stringify({ ...reset.data, spent: true, usedAt }), reset.id, JSON.stringify(reset.data));
    if (claimed.changes === 0) fail(400, "This link has already been used.", { reason: "used" });
    await storePassword(ctx, row, body.newPassword);
    notice(ctx, row, "reset");
    // The account, so that the portal can end its sign-ins.
    return ok({ message: "Your password has been changed.", accountCode: row.accountCode });
  },

  async passwordChange(ctx) {
    const body = parseBody(z.object({ currentPassword: z.string().min(1).max(400), newPassword }), ctx.body);
    const { row } = me(ctx);
    if (!hasPassword(row)) fail(409, "There is no password to change: set one.", { reason: "no-password" });
    if (!(await verifyPassword(body.currentPassword, row.data.passwordHash))) {
      fail(400, "The current password is not correct.", { reason: "wrong-password" });
    }
    refuseWeak(body.newPassword, row.data.profile.email);
    await storePassword(ctx, row, body.newPassword);
    notice(ctx, row, "changed");
    return ok({ message: "Your password has been changed." });
  },

  async passwordSet(ctx) {
    const body = parseBody(z.object({ newPassword }), ctx.body);
    const { row } = me(ctx);
    if (hasPassword(row)) fail(409, "The account has a password: change it instead.", { reason: "password-set" });
    refuseWeak(body.newPassword, row.data.profile.email);
    await storePassword(ctx, row, body.newPassword);
    notice(ctx, row, "set");
    return ok({ message: "Your password has been set." });
  },
};
