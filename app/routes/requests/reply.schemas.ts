// The reply form's schema (/requests/<reference>): checked by the action; the browser sends the
// form as it is (no inline checks for one field).
import { z } from "zod";
import { hasControlCharacterBesidesLineBreaks } from "#app/domain/text.ts";

/** As long as a support ticket's message. */
export const REPLY_MAX_LENGTH = 2000;

const ENTER = "Enter your reply";

export const replySchema = z.object({
  text: z
    .string({ error: ENTER })
    // A browser sends line breaks as CRLF: each counts as one character, as the customer sees it.
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, { error: ENTER, abort: true })
        .max(REPLY_MAX_LENGTH, {
          error: `Your reply must be ${REPLY_MAX_LENGTH.toLocaleString("en-AU")} characters or fewer`,
        })
        .refine((v) => !hasControlCharacterBesidesLineBreaks(v), {
          error: "Your reply must not contain special control characters",
        }),
    ),
});
export type ReplyFields = z.input<typeof replySchema>;
