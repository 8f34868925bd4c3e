import { createHmac } from "node:crypto";
import pino from "pino";
import { config } from "#server/config.ts";
import { logger } from "#server/logger.ts";
import { countAccountEvent, countStaffEvent } from "#server/metrics.ts";
import { currentRequest, type RequestInfo } from "#server/request-context.ts";
import { countStaffAccountView, staffRef } from "#server/staff/metrics.ts";

/**
 * The audit trail: one JSON line per account event, saying who (the account, a keyed hash of the
 * session), what (the event and its outcome), and from where (the request id, the client's
 * address as TRUST_PROXY allows). Into the log stream by default; into its own file, appended,
 * when AUDIT_LOG names one. A line carries only the fields below: never a password, a code, a card
 * number, a token, a message's text or anything else a customer typed (docs/decisions/051).
 */

/** Every event the trail can write: the type below is made from it, so a test can list them all. */
export const AUDIT_EVENTS = [
  "sign-in.succeeded",
  "sign-in.failed",
  "sign-in.locked",
  "mfa.verified",
  "mfa.failed",
  "password.changed",
  "password.reset",
  "profile.changed",
  "payment-details.changed",
  "payment.taken",
  "payment.failed",
  "payment-plan.requested",
  "plan.changed",
  "product.ordered",
  "service.cancel-requested",
  "move.requested",
  "sim.activation-requested",
  "complaint.made",
  "fault.reported",
  "enquiry.made",
  "voip-settings.changed",
  // Life support, a lost or stolen SIM, notification preferences (decision 080).
  "life-support.registered",
  "life-support.removed",
  "sim.blocked",
  "sim.unblocked",
  "notifications.changed",
  "voip-password.reset",
  "sign-out",
  "account.switched",
  "session.timed-out",
  "access.refused",
  // Security events outside the provider's changing calls (decision 064): a wrong current password
  // on a check page and its limit, the emailed links asked for and a used or expired reset link
  // refused, an account opened by joining online, MFA's limits, a session a failed token refresh ended.
  "reauth.failed",
  "reauth.locked",
  "password-reset.requested",
  "password-reset.link-refused",
  "sign-in-link.requested",
  "account.created",
  "mfa.locked",
  "session.refresh-failed",
  // The staff console (docs/staff.md): each line names its actor, the member of staff and their role.
  // A customer view (with its reason), its end, a contact detail revealed, a static IP changed:
  "staff.view-started",
  "staff.view-ended",
  "staff.contact-revealed",
  "staff.static-ip-assigned",
  "staff.static-ip-unassigned",
  "staff.signed-in",
  "staff.sign-in-refused",
  "staff.signed-out",
  // The staff console's back office: a report prepared, a job run, test data entered.
  "staff.report-prepared",
  "staff.job-run",
  "staff.test-data-entered",
] as const;

export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/**
 * - ok: done (the provider accepted it, the session started or ended);
 * - refused: the provider said no (a wrong password or code, a declined card, a rule), or a limit did,
 *   or the portal did (an object that is not the account's: access.refused);
 * - error: the provider could not be asked or failed: whether the change happened is not known;
 * - unconfirmed: a sign-out the state store could not record.
 */
export type AuditOutcome = "ok" | "refused" | "error" | "unconfirmed";

export type AuditFields = {
  outcome: AuditOutcome;
  /** The account code (the provider token's subject); null when no account is known (a failed sign-in). */
  account?: string | null;
  /** The session's id as it is; only its keyed hash is written. */
  sid?: string | null;
  /** How the customer signed in. */
  method?: "password" | "link";
  /** The provider call behind the event (its catalogue path, never with ids). */
  call?: string;
  /** The sign-in's email as logs key it (emailLogKey), so repeated attempts at one address show. */
  emailKey?: string;
  /** access.refused: the kind of object asked for that is not the account's. */
  object?: AccessObject;
  /** access.refused: its id as the request named it; written only when it looks like an id. */
  objectId?: string | number;
  /** A member of staff's action: who (the identity provider's subject) in which role (none: refused). */
  actor?: AuditActor;
  /** Why a staff sign-in was refused, as a short fixed word. */
  refusal?: StaffRefusal;
  /** staff.view-started: the reason the member of staff gave (the customer reads it too) and the ticket. */
  reason?: string;
  ticket?: string;
  /** staff.view-ended: how it ended. */
  ended?: "end-view" | "time-limit" | "new-view" | "sign-out";
  /** staff.contact-revealed: which detail (never its value). */
  revealed?: "email" | "phone";
  /** staff.static-ip-*: the address assigned or taken away. */
  ipAddress?: string;
};

/** The member of staff behind a staff console event. */
export type AuditActor = { sub: string; role: "agent" | "supervisor" | "admin" | null };

/** An audit line's actor: the member's subject and role, and `ref`, the opaque name metrics give them (staffRef). */
type AuditLineActor = AuditActor & { ref: string };

/** The event of a view of a customer's account starting; counted per member of staff for the harvesting alert. */
const VIEW_STARTED: AuditEvent = "staff.view-started";

/** Why the console refused a sign-in: no role for it, no second factor, a callback it did not start or already used. */
export type StaffRefusal = "no-role" | "not-multi-factor" | "bad-callback";

/** The kinds of object a request names by id, which the portal refuses when they are not the account's. */
export type AccessObject = "invoice" | "service" | "receipt" | "diagnostic-test" | "request";

/**
 * An id from a URL or a form, as the line may carry it: letters, digits and a few separators, at
 * most 40 characters. Anything else (text typed in place of an id) is left out, never echoed.
 */
const ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,39}$/;

export type AuditLine = {
  kind: "audit";
  event: AuditEvent;
  outcome: AuditOutcome;
  account: string | null;
  session: string | null;
  requestId: string;
  clientIp: string;
  objectId?: string;
  actor?: AuditLineActor;
} & Pick<
  AuditFields,
  "method" | "call" | "emailKey" | "object" | "refusal" | "reason" | "ticket" | "ended" | "revealed" | "ipAddress"
>;

const sessionKey = createHmac("sha256", config.SESSION_SECRET[0] ?? "")
  .update("portal audit session ids")
  .digest();

/**
 * A session id as the audit trail names it: keyed (HMAC) with a key derived from SESSION_SECRET,
 * so the lines of one sign-in can be joined while the id itself, which would let a log reader
 * find the session's record, never appears. A new first SESSION_SECRET gives new hashes.
 */
export function sessionHash(sid: string): string {
  return createHmac("sha256", sessionKey).update(sid).digest("hex").slice(0, 32);
}

/** The line `audit` writes, built only from the named fields (anything else given is dropped). */
export function auditLine(event: AuditEvent, fields: AuditFields, request: RequestInfo = currentRequest()): AuditLine {
  const line: AuditLine = {
    kind: "audit",
    event,
    outcome: fields.outcome,
    account: fields.account ?? null,
    session: fields.sid ? sessionHash(fields.sid) : null,
    requestId: request.id,
    clientIp: request.clientIp,
  };
  if (fields.method) line.method = fields.method;
  if (fields.call) line.call = fields.call;
  if (fields.emailKey) line.emailKey = fields.emailKey;
  if (fields.object) line.object = fields.object;
  // A subject is the identity provider's id for a person, never an email; kept only in that shape.
  if (fields.actor) {
    const sub = ID_SHAPE.test(fields.actor.sub) ? fields.actor.sub : "(unreadable)";
    line.actor = { sub, role: fields.actor.role, ref: staffRef(fields.actor.sub) };
  }
  if (fields.refusal) line.refusal = fields.refusal;
  // Staff typed these: one line each, no control characters, bounded.
  if (fields.reason) line.reason = oneLine(fields.reason, 500);
  if (fields.ticket) line.ticket = oneLine(fields.ticket, 40);
  if (fields.ended) line.ended = fields.ended;
  if (fields.revealed) line.revealed = fields.revealed;
  if (fields.ipAddress && /^[0-9a-fA-F.:]{2,45}$/.test(fields.ipAddress)) line.ipAddress = fields.ipAddress;
  const objectId = fields.objectId === undefined ? "" : String(fields.objectId);
  if (ID_SHAPE.test(objectId)) line.objectId = objectId;
  return line;
}

/** Text typed by a member of staff, as one bounded line (control characters become spaces). */
const oneLine = (text: string, max: number) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .trim()
    .slice(0, max);

export type AuditSink = { info(line: AuditLine, message: string): void };

/**
 * The log stream's audit lines: written at info whatever LOG_LEVEL says (an operator quietening
 * the logs keeps the record), unless the logs are silenced altogether.
 */
function logStreamSink(): AuditSink {
  return logger.child({}, { level: config.LOG_LEVEL === "silent" ? "silent" : "info" });
}

/**
 * A file of its own: appended, and written before `audit` returns (sync), so a crash just after
 * an event cannot lose its line; account events are few enough for a write each.
 */
export function fileSink(path: string): AuditSink {
  return pino(
    { base: { service: "portal" }, level: "info" },
    pino.destination({ dest: path, append: true, sync: true, mkdir: true }),
  );
}

let sink: AuditSink | undefined;

/** Where audit lines go from now on (tests); unset, the configured place. */
export function setAuditSink(next: AuditSink | undefined): void {
  sink = next;
}

/**
 * Records an account event. Never throws: a trail that cannot be written is reported in the log,
 * and the customer's change, already made, stands.
 */
export function audit(event: AuditEvent, fields: AuditFields): void {
  countAccountEvent(event);
  if (fields.actor || event.startsWith("staff.")) countStaffEvent(event, fields.outcome);
  if (event === VIEW_STARTED && fields.outcome === "ok" && fields.actor) countStaffAccountView(fields.actor.sub);
  try {
    sink ??= config.AUDIT_LOG ? fileSink(config.AUDIT_LOG) : logStreamSink();
    sink.info(auditLine(event, fields), "audit");
  } catch (error) {
    logger.error({ err: error, event }, "audit line not written");
  }
}
