import { recordOutbox, type Sandbox } from "#sandbox/context.ts";
import {
  type ConfirmationData,
  type ConfirmationTemplate,
  renderConfirmation,
} from "#sandbox/confirmation-templates.ts";
import type { AccountRecord, OutboxRecord } from "#sandbox/records.ts";
import { normalizePhone } from "#sandbox/util.ts";

/**
 * Sends the confirmation of a change, as a provider does as part of the call that made it: the
 * portal asks for nothing more, and a call the provider answers from an earlier one (a repeated
 * idempotency key) sends nothing again. By the account's preferred message type: SMS to the first
 * contact's mobile, Email (and Post, which the sandbox cannot send) to the account's email; an
 * SMS account without a mobile gets the email.
 */
export function sendConfirmation<T extends ConfirmationTemplate>(
  sb: Sandbox,
  accountCode: string,
  template: T,
  data: ConfirmationData[T],
): OutboxRecord | null {
  const account = sb.store.find<AccountRecord>("accounts", { accountCode });
  if (!account) return null;
  const { profile } = account.data;
  const message = renderConfirmation(template, data, profile.firstName);
  const mobile = normalizePhone(profile.contacts[0]?.phoneMobile ?? "");
  const bySms = profile.preferredMessageType.toLowerCase() === "sms" && mobile !== "";
  return recordOutbox(
    sb,
    bySms
      ? {
          channel: "sms",
          to: mobile,
          subject: message.subject,
          body: message.sms,
          reference: message.reference,
          template,
        }
      : {
          channel: "email",
          to: profile.email,
          subject: message.subject,
          body: message.body,
          reference: message.reference,
          template,
        },
    accountCode,
  );
}
