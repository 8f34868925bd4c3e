// The SIM activation's questions (docs/decisions/024): used by the actions, and lazily by the
// browser for inline checks (docs/screens.md, Forms). The rules are in app/domain/sim.ts.

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { bornBefore, isAdultAt } from "#app/domain/age.ts";
import { ID_TYPES, type IdType, idNumberProblem, normaliseIdNumber } from "#app/domain/identity-documents.ts";
import { iccidProblem, normaliseIccid, SIM_MESSAGES } from "#app/domain/sim.ts";
import { dateInputSchema } from "#app/components/date-input/date-input.schemas.ts";
import { auMobileSchema, emailSchema, sixDigitCodeSchema } from "#app/lib/schemas.ts";

export const simSchema = z.object({
  simNumber: z
    .string({ error: SIM_MESSAGES.required })
    .transform((v) => normaliseIccid(v))
    .superRefine((v, ctx) => {
      const problem = iccidProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: SIM_MESSAGES[problem] });
    }),
});
export type SimFields = z.input<typeof simSchema>;
export const validateSim = (formData: FormData) => parseWithZod(formData, { schema: simSchema });

export const numberChoiceSchema = z.object({
  numberChoice: z.enum(["keep", "new"], { error: "Choose whether to keep your existing number or get a new one" }),
});
export type NumberChoiceFields = z.input<typeof numberChoiceSchema>;
export const validateNumberChoice = (formData: FormData) => parseWithZod(formData, { schema: numberChoiceSchema });

const MOBILE_REQUIRED = "Enter the mobile number you want to keep";
export const keepNumberSchema = z.object({
  portInMsn: auMobileSchema(MOBILE_REQUIRED),
});
export type KeepNumberFields = z.input<typeof keepNumberSchema>;
export const validateKeepNumber = (formData: FormData) => parseWithZod(formData, { schema: keepNumberSchema });

export const codeSchema = z.object({ code: sixDigitCodeSchema });
export type CodeFields = z.input<typeof codeSchema>;
export const validateCode = (formData: FormData) => parseWithZod(formData, { schema: codeSchema });

export const emailStepSchema = z.object({ emailAddress: emailSchema });
export type EmailFields = z.input<typeof emailStepSchema>;
export const validateEmail = (formData: FormData) => parseWithZod(formData, { schema: emailStepSchema });

const idTypes = ID_TYPES.map((t) => t.value) as [IdType, ...IdType[]];
/** The identity question at the instant `now` returns (a function, for tests); age is counted in the provider's zone. */
export function createIdentitySchema(now: () => Date) {
  return z
    .object({
      dateOfBirth: dateInputSchema({
        subject: "Date of birth",
        required: "Enter your date of birth",
        check: (iso) => {
          const at = now();
          if (!bornBefore(iso, at)) return "Date of birth must be in the past";
          return isAdultAt(iso, at) ? null : "You must be 18 or over to activate a mobile service";
        },
      }),
      idType: z.enum(idTypes, { error: "Choose the identity document you will use" }),
      idNumber: z
        .string({ error: "Enter the document number" })
        .transform(normaliseIdNumber)
        .pipe(z.string().min(1, { error: "Enter the document number", abort: true }).max(20)),
    })
    .superRefine((value, ctx) => {
      const problem = idNumberProblem(value.idType, value.idNumber);
      if (problem) ctx.addIssue({ code: "custom", path: ["idNumber"], message: problem });
    });
}
export const identitySchema = createIdentitySchema(() => new Date());
export type IdentityFields = z.input<typeof identitySchema>;
export const validateIdentity = (formData: FormData) => parseWithZod(formData, { schema: identitySchema });

/** The check page's form: no answers (they are on the server), only the button that activates. */
export const activateSchema = z.object({});
