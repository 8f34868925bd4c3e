import { randomInt } from "node:crypto";
import { z } from "zod";
import type { Ctx, HandlerMap } from "#sandbox/context.ts";
import { fail, me, ok, parseBody, recordOutbox, requireQuery } from "#sandbox/context.ts";
import { sendConfirmation } from "#sandbox/confirmations.ts";
import { recordRequest, requestProgress } from "#sandbox/requests.ts";
import type { HistoryRecord, MobileVerificationRecord, NoteRecord } from "#sandbox/records.ts";
import { awaitsSimActivation, normaliseIccid, SIM_NUMBER_MESSAGES, simNumberProblem } from "#sandbox/sim-numbers.ts";
import type { Row } from "#sandbox/store.ts";
import { ageAt, maskEmail, normalizePhone, providerIsoDate, safeEqual, sha256 } from "#sandbox/util.ts";
import { myService, myServices } from "./shared.ts";
import { serviceWords } from "#sandbox/service-words.ts";

/**
 * Mobile activation and port-in (spec §7 Mobile): the SIM check, the code sent to the number
 * being kept (port-in), the email check, the identity check and the activation itself. Each
 * activation's checks are kept by the portal's `contextId` in `mobile_verifications`; the codes
 * go to the outbox (GET /__sandbox/outbox), as a real SMS or email would.
 *
 * Shapes (the spec shows only the bodies' names):
 * - GET  account/services/mobile/sim/validate?simNumber → { simNumber, valid, message }
 * - POST mobile/initiate-port-in-verification { contextId, accountCode, portInMsn } → { sentTo }
 * - POST mobile/validate-port-in-verification { …, verificationCode } → { verified: true }
 * - POST mobile/initiate-email-verification { contextId, accountCode, emailAddress } → { sentTo }
 * - POST mobile/handle-email-verification { …, verificationCode } → { verified: true }
 * - POST account/services/mobile/personal-details/verify { contextId, serviceId, firstName, lastName,
 *   dateOfBirth, idType, idNumber } → { verified: true }
 * - POST mobile/submit-activation { contextId, accountCode, serviceId, simNumber, portInMsn?, emailAddress }
 *   → { reference, status, nextStep, serviceStatus, phoneNumber, message } (the request's status, decision 023)
 */

/** Wrong codes allowed before a code is void (a new one must be requested). */
const PORT_IN_MAX_WRONG = 5;
/** An ID number the sandbox's identity service never recognises (README: to see the refusal). */
export const UNVERIFIABLE_ID_NUMBER = "00000000";

const contextId = z.string().trim().min(8, "must be at least 8 characters").max(64);
const auMobile = z
  .string()
  .trim()
  .refine((v) => /^04\d{8}$/.test(normalizePhone(v)), "must be an Australian mobile number (04…)");
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "must be 6 digits");

function verificationOf(ctx: Ctx, id: string): Row<MobileVerificationRecord> {
  const { accountCode } = me(ctx);
  const row = ctx.sb.store.find<MobileVerificationRecord>("mobile_verifications", { accountCode, ref: id });
  if (row) return row;
  const data: MobileVerificationRecord = {
    contextId: id,
    portIn: null,
    email: null,
    identity: null,
    submittedReference: null,
  };
  const rowId = ctx.sb.store.insert("mobile_verifications", { accountCode, ref: id, data });
  return { ...ctx.sb.store.get<MobileVerificationRecord>("mobile_verifications", rowId)! };
}

function openContext(ctx: Ctx, id: string): Row<MobileVerificationRecord> {
  const row = verificationOf(ctx, id);
  if (row.data.submittedReference) fail(409, "This activation has already been submitted");
  return row;
}

function ownAccount(ctx: Ctx, accountCode: string) {
  if (accountCode !== me(ctx).accountCode) fail(403, "The token does not belong to this account");
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
const hashOf = (id: string, value: string) => sha256(`${id}:${value}`);

type Check = { codeHash: string; wrong: number; verified: boolean };

/** Compares a code; a wrong one counts, and too many void the code. */
function checkCode(ctx: Ctx, row: Row<MobileVerificationRecord>, key: "portIn" | "email", given: string) {
  const check: Check | null = row.data[key];
  if (!check || !check.codeHash) fail(400, "There is no code to check. Request a new code.", { reason: "expired" });
  if (safeEqual(check.codeHash, hashOf(row.data.contextId, given))) {
    ctx.sb.store.update("mobile_verifications", row.id, {
      ...row.data,
      [key]: { ...check, codeHash: "", verified: true },
    });
    return ok({ verified: true });
  }
  const wrong = check.wrong + 1;
  const voided = wrong >= PORT_IN_MAX_WRONG;
  ctx.sb.store.update("mobile_verifications", row.id, {
    ...row.data,
    [key]: { ...check, wrong, codeHash: voided ? "" : check.codeHash },
  });
  if (voided) fail(400, "Too many wrong codes. Request a new code.", { reason: "voided", attemptsRemaining: 0 });
  fail(400, "The code is not correct.", { reason: "wrong", attemptsRemaining: PORT_IN_MAX_WRONG - wrong });
}

const ID_FORMATS: Record<string, RegExp> = {
  "driver-licence": /^[A-Z0-9]{4,10}$/,
  passport: /^[A-Z]{1,2}\d{7}$/,
  medicare: /^\d{10}$/,
};

function pendingMobile(ctx: Ctx, id: number) {
  const row = myService(ctx, id);
  if (!awaitsSimActivation(row.data)) fail(409, "This service is not waiting for a SIM to be activated");
  return row;
}

export const mobileHandlers: HandlerMap["mobile"] = {
  initiatePortInVerification(ctx) {
    const body = parseBody(z.object({ contextId, accountCode: z.string(), portInMsn: auMobile }), ctx.body);
    ownAccount(ctx, body.accountCode);
    const msn = normalizePhone(body.portInMsn);
    if (myServices(ctx).some((s) => normalizePhone(s.data.phoneNumber ?? "") === msn))
      fail(409, "This number is already a service on your account");
    const row = openContext(ctx, body.contextId);
    const value = newCode();
    ctx.sb.store.update("mobile_verifications", row.id, {
      ...row.data,
      portIn: { msn, codeHash: hashOf(body.contextId, value), wrong: 0, verified: false },
    });
    recordOutbox(
      ctx.sb,
      {
        channel: "sms",
        to: msn,
        subject: "Keep your number",
        body: `Your code to keep this number with Self Service Portal is ${value}. If you did not ask to move your number, ignore this message.`,
        code: value,
      },
      me(ctx).accountCode,
    );
    return ok({ sentTo: msn });
  },

  validatePortInVerification(ctx) {
    const body = parseBody(
      z.object({ contextId, accountCode: z.string(), portInMsn: auMobile, verificationCode: code }),
      ctx.body,
    );
    ownAccount(ctx, body.accountCode);
    const row = openContext(ctx, body.contextId);
    if (row.data.portIn?.msn !== normalizePhone(body.portInMsn))
      fail(400, "There is no code for this number. Request a new code.", { reason: "expired" });
    return checkCode(ctx, row, "portIn", body.verificationCode);
  },

  initiateEmailVerification(ctx) {
    const body = parseBody(
      z.object({ contextId, accountCode: z.string(), emailAddress: z.email("must be an email address").max(254) }),
      ctx.body,
    );
    ownAccount(ctx, body.accountCode);
    const row = openContext(ctx, body.contextId);
    const value = newCode();
    const address = body.emailAddress.toLowerCase();
    ctx.sb.store.update("mobile_verifications", row.id, {
      ...row.data,
      email: { address, codeHash: hashOf(body.contextId, value), wrong: 0, verified: false },
    });
    recordOutbox(
      ctx.sb,
      {
        channel: "email",
        to: address,
        subject: "Confirm your email address",
        body: `Your code to confirm this email address for your new mobile service is ${value}.`,
        code: value,
      },
      me(ctx).accountCode,
    );
    return ok({ sentTo: maskEmail(address) });
  },

  handleEmailVerification(ctx) {
    const body = parseBody(
      z.object({ contextId, accountCode: z.string(), emailAddress: z.email().max(254), verificationCode: code }),
      ctx.body,
    );
    ownAccount(ctx, body.accountCode);
    const row = openContext(ctx, body.contextId);
    if (row.data.email?.address !== body.emailAddress.toLowerCase())
      fail(400, "There is no code for this email address. Request a new code.", { reason: "expired" });
    return checkCode(ctx, row, "email", body.verificationCode);
  },

  submitActivation(ctx) {
    const body = parseBody(
      z.object({
        contextId,
        accountCode: z.string(),
        serviceId: z.number().int(),
        simNumber: z.string(),
        portInMsn: auMobile.optional(),
        emailAddress: z.email().max(254),
      }),
      ctx.body,
    );
    ownAccount(ctx, body.accountCode);
    const service = pendingMobile(ctx, body.serviceId);
    const problem = simNumberProblem(body.simNumber);
    if (problem) fail(400, `Invalid request: simNumber: ${SIM_NUMBER_MESSAGES[problem]}`);
    const row = openContext(ctx, body.contextId);
    const checks = row.data;
    if (body.portInMsn && !(checks.portIn?.verified && checks.portIn.msn === normalizePhone(body.portInMsn)))
      fail(409, "The number to keep has not been verified");
    if (!(checks.email?.verified && checks.email.address === body.emailAddress.toLowerCase()))
      fail(409, "The email address has not been verified");
    if (!checks.identity?.verified) fail(409, "The identity check has not been passed");

    const { accountCode } = me(ctx);
    const now = new Date(ctx.sb.now());
    const kept = body.portInMsn ? normalizePhone(body.portInMsn) : null;
    const phoneNumber = (kept ?? `04${String((body.serviceId * 7919) % 100_000_000).padStart(8, "0")}`).replace(
      /^(\d{4})(\d{3})(\d{3})$/,
      "$1 $2 $3",
    );
    const serviceStatus = kept ? "Number transfer in progress" : "Activation in progress";
    const simNumber = normaliseIccid(body.simNumber);
    let reference = "";
    ctx.sb.store.transaction(() => {
      // The activation as a request the customer can follow on /requests (decision 023).
      reference = recordRequest(ctx, {
        prefix: "SA",
        kind: "sim-activation",
        summary: kept
          ? `Activate the SIM of ${service.data.code}, keeping ${phoneNumber}`
          : `Activate the SIM of ${service.data.code} with a new number`,
        serviceId: service.id,
        serviceCode: service.data.code,
        details: { simNumber, phoneNumber, keepsNumber: Boolean(kept) },
      });
      ctx.sb.store.update("mobile_verifications", row.id, { ...checks, submittedReference: reference });
      ctx.sb.store.update("services", service.id, { ...service.data, serviceStatus, phoneNumber, simNumber });
      ctx.sb.store.insert<HistoryRecord>("history", {
        accountCode,
        ref: String(service.id),
        data: {
          serviceId: service.id,
          date: providerIsoDate(now),
          event: "SIM activation",
          description: `Activation requested (${reference}).`,
        },
      });
      ctx.sb.store.insert<NoteRecord>("notes", {
        accountCode,
        ref: String(service.id),
        data: {
          serviceId: service.id,
          createdAt: now.toISOString(),
          author: "Self Service Portal",
          text: kept
            ? `SIM activation requested, keeping ${phoneNumber} (${reference}).`
            : `SIM activation requested with the new number ${phoneNumber} (${reference}).`,
        },
      });
    });
    sendConfirmation(ctx.sb, accountCode, "sim-activation", {
      reference,
      service: serviceWords(service.data),
      phoneNumber,
      keepsNumber: Boolean(kept),
    });
    const progress = requestProgress(
      { kind: "sim-activation", lodgedAt: now.toISOString(), effectiveDate: null },
      now.getTime(),
    );
    return ok({
      reference,
      status: progress.status,
      serviceStatus,
      nextStep: progress.nextStep,
      phoneNumber,
      message: kept
        ? "Your SIM will be active once your number has moved, usually within 2 hours."
        : "Your SIM will be active within 2 hours.",
    });
  },
};

/** The two Mobile calls that sit under account/services. */
export const mobileAccountHandlers: NonNullable<HandlerMap["account"]> = {
  mobileSimValidate(ctx) {
    me(ctx);
    const sim = normaliseIccid(requireQuery(ctx, "simNumber"));
    const problem = simNumberProblem(sim);
    const inUse = !problem && myServices(ctx).some((s) => (s.data as { simNumber?: string }).simNumber === sim);
    const message = problem ? SIM_NUMBER_MESSAGES[problem] : inUse ? "This SIM is already in use" : "SIM is valid";
    return ok({ simNumber: sim, valid: !problem && !inUse, message });
  },

  mobilePersonalDetailsVerify(ctx) {
    const body = parseBody(
      z.object({
        contextId,
        serviceId: z.number().int(),
        firstName: z.string().trim().min(1).max(100),
        lastName: z.string().trim().min(1).max(100),
        dateOfBirth: z.iso.date(),
        idType: z.enum(["driver-licence", "passport", "medicare"]),
        idNumber: z.string().trim().toUpperCase().max(20),
      }),
      ctx.body,
    );
    pendingMobile(ctx, body.serviceId);
    if (!ID_FORMATS[body.idType]!.test(body.idNumber.replace(/\s/g, "")))
      fail(400, "Invalid request: idNumber: is not a valid number for this document");
    const profile = me(ctx).row.data.profile;
    const same = (a: string, b: string | null | undefined) => a.trim().toLowerCase() === (b ?? "").trim().toLowerCase();
    const now = new Date(ctx.sb.now());
    if (body.dateOfBirth >= providerIsoDate(now)) fail(400, "Invalid request: dateOfBirth: must be in the past");
    if (ageAt(body.dateOfBirth, now) < 18)
      fail(422, "The account holder must be 18 or over to activate a mobile service");
    if (!same(body.firstName, profile.firstName) || !same(body.lastName, profile.lastName))
      fail(422, "The name does not match the account holder's name");
    if (body.idNumber === UNVERIFIABLE_ID_NUMBER)
      fail(422, "We could not verify this identity document. Check the details, or call us.");
    const row = openContext(ctx, body.contextId);
    ctx.sb.store.update("mobile_verifications", row.id, {
      ...row.data,
      identity: { verified: true, verifiedAt: new Date(ctx.sb.now()).toISOString() },
    });
    return ok({ verified: true });
  },
};
