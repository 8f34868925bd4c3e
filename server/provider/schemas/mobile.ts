import { z } from "zod";

/** A mobile SIM's activation and a number's port-in (spec §7 "Mobile"; sandbox shapes). */

/** GET account/services/mobile/sim/validate (sandbox shape). */
export const simValidation = z.looseObject({
  simNumber: z.string().nullish(),
  valid: z.boolean(),
  message: z.string().nullish(),
});
export type SimValidation = z.infer<typeof simValidation>;

/** POST account/services/mobile/personal-details/verify's body (sandbox shape). */
export interface PersonalDetails {
  contextId: string;
  serviceId: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  idType: "driver-licence" | "passport" | "medicare";
  idNumber: string;
}
export const personalDetailsVerified = z.looseObject({ verified: z.boolean() });

/** A code sent (port-in SMS, email): where to, as the provider shows it. */
export const codeSent = z.looseObject({ sentTo: z.string().nullish() });
/** A code or a check accepted. */
export const verifiedResponse = z.looseObject({ verified: z.boolean() });
/** POST mobile/submit-activation's answer. */
export const simActivation = z.looseObject({
  reference: z.string(),
  /** The request's status (as /requests shows it) and what happens next. */
  status: z.string(),
  nextStep: z.string().nullish(),
  /** The service's status after it (e.g. "Number transfer in progress"). */
  serviceStatus: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  message: z.string().nullish(),
});
export type Activation = z.infer<typeof simActivation>;
