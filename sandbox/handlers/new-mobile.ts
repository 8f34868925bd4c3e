import { randomInt } from "node:crypto";
import { z } from "zod";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, ok, parseBody, recordOutbox } from "#sandbox/context.ts";
import { normalizePhone, safeEqual, sha256 } from "#sandbox/util.ts";
import { sendWindowFull } from "./send-window.ts";

/**
 * The new-mobile extension (docs/decisions/060; not in spec §7): before the portal saves a changed
 * mobile (where SMS messages and MFA codes go), a code is sent by SMS to the new number and typed
 * back. One code per account at a time: a new send spends the one before it.
 *
 * - POST authentication/new-mobile/send { phoneMobile } → { sentTo, expiresInSeconds }; 429 when
 *   too many were sent
 * - POST authentication/new-mobile/verify { phoneMobile, code } → { verified: true }; 400 with
 *   { reason: "wrong" | "voided" | "expired", attemptsRemaining }
 */

const CODE_SECONDS = 10 * 60;
const MAX_WRONG = 5;
const SENDS_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60 * 1000;

interface NewMobileCode {
  msn: string;
  codeHash: string;
  expiresAt: string;
  wrong: number;
  sentAt: number;
  /** Used, voided or replaced. */
  spent: boolean;
}

const auMobile = z
  .string()
  .trim()
  .max(20)
  .refine((v) => /^0[45]\d{8}$/.test(normalizePhone(v)), "must be an Australian mobile number (04… or 05…)");

function newest(ctx: Ctx, accountCode: string) {
  return ctx.sb.store.newest<NewMobileCode>("new_mobile_codes", { ref: accountCode });
}

export const newMobileHandlers: NonNullable<HandlerMap["authentication"]> = {
  newMobileSend(ctx) {
    const { phoneMobile } = parseBody(z.object({ phoneMobile: auMobile }), ctx.body);
    const { accountCode } = me(ctx);
    const { store, settings } = ctx.sb;
    const now = ctx.sb.now();
    const limit = Math.max(1, Math.floor(SENDS_PER_WINDOW * settings.rateLimitFactor));
    const full = sendWindowFull<NewMobileCode>(store, "new_mobile_codes", accountCode, (d) => d.sentAt, {
      limit,
      windowMs: WINDOW_MS,
      now,
    });
    if (full) return full;
    const msn = normalizePhone(phoneMobile);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    store.transaction(() => {
      const previous = newest(ctx, accountCode);
      if (previous && !previous.data.spent)
        store.update("new_mobile_codes", previous.id, { ...previous.data, spent: true });
      store.insert<NewMobileCode>("new_mobile_codes", {
        accountCode,
        ref: accountCode,
        data: {
          msn,
          codeHash: sha256(`${accountCode}:${msn}:${code}`),
          expiresAt: new Date(now + CODE_SECONDS * 1000).toISOString(),
          wrong: 0,
          sentAt: now,
          spent: false,
        },
      });
    });
    recordOutbox(
      ctx.sb,
      {
        channel: "sms",
        to: msn,
        subject: "Confirm your new mobile number",
        body: `Your Self Service Portal code to confirm this mobile number is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
        code,
      },
      accountCode,
    );
    return ok({ sentTo: msn, expiresInSeconds: CODE_SECONDS });
  },

  newMobileVerify(ctx) {
    const body = parseBody(
      z.object({
        phoneMobile: auMobile,
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, "must be 6 digits"),
      }),
      ctx.body,
    );
    const { accountCode } = me(ctx);
    const msn = normalizePhone(body.phoneMobile);
    const row = newest(ctx, accountCode);
    if (!row || row.data.spent || row.data.msn !== msn || Date.parse(row.data.expiresAt) <= ctx.sb.now()) {
      fail(400, "There is no code for this number, or it has expired. Request a new code.", { reason: "expired" });
    }
    if (safeEqual(row.data.codeHash, sha256(`${accountCode}:${msn}:${body.code}`))) {
      ctx.sb.store.update("new_mobile_codes", row.id, { ...row.data, spent: true });
      return ok({ verified: true });
    }
    const wrong = row.data.wrong + 1;
    const voided = wrong >= MAX_WRONG;
    ctx.sb.store.update("new_mobile_codes", row.id, { ...row.data, wrong, spent: voided });
    if (voided) fail(400, "Too many wrong codes. Request a new code.", { reason: "voided", attemptsRemaining: 0 });
    fail(400, "The code is not correct.", { reason: "wrong", attemptsRemaining: MAX_WRONG - wrong });
  },
};
