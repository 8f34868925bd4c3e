import { z } from "zod";
import { id, isoDate } from "./common.ts";

/** The wholesale network: outages, the network's status, line tests, a VoIP service's settings. */

export const outage = z.object({
  id,
  avcId: z.string().nullish(),
  /** planned, unplanned */
  type: z.string(),
  /** active, scheduled, resolved */
  status: z.string(),
  title: z.string(),
  description: z.string(),
  startAt: isoDate,
  endAt: isoDate.nullish(),
});
export type Outage = z.infer<typeof outage>;
export const outagesResponse = z.object({ outages: z.array(outage) });
export type OutagesResponse = z.infer<typeof outagesResponse>;

/** (sandbox shape) */
export const networkStatus = z.object({
  /** operational, degraded, outage */
  status: z.string(),
  updatedAt: isoDate,
  incidents: z.array(z.object({ id, title: z.string(), region: z.string(), status: z.string(), startedAt: isoDate })),
});
export type NetworkStatus = z.infer<typeof networkStatus>;

export const diagnosticTestType = z.object({
  testType: z.string(),
  name: z.string(),
  description: z.string(),
  durationSeconds: z.number().int(),
});
export type DiagnosticTestType = z.infer<typeof diagnosticTestType>;
export const diagnosticTestsResponse = z.object({ tests: z.array(diagnosticTestType) });
export type DiagnosticTestsResponse = z.infer<typeof diagnosticTestsResponse>;

export const diagnosticResult = z.object({
  testId: z.string(),
  testType: z.string(),
  name: z.string(),
  /** pending, completed, failed */
  status: z.string(),
  /** pass, fail; null while pending */
  result: z.string().nullable(),
  summary: z.string().nullable(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  startedAt: isoDate,
  completedAt: isoDate.nullable(),
});
export type DiagnosticResult = z.infer<typeof diagnosticResult>;
export const diagnosticHistoryResponse = z.object({ history: z.array(diagnosticResult) });
export type DiagnosticHistoryResponse = z.infer<typeof diagnosticHistoryResponse>;
export const createTestResponse = z.object({ testId: z.string(), testType: z.string(), status: z.string() });
export type CreateTestResponse = z.infer<typeof createTestResponse>;

export const voipSettings = z.object({
  id,
  phoneNumber: z.string(),
  callerIdBlocked: z.boolean(),
  callForwardingEnabled: z.boolean(),
  callForwardingNumber: z.string().nullable(),
  voicemailEnabled: z.boolean(),
  doNotDisturb: z.boolean(),
  passwordResetAt: isoDate.nullable(),
});
export type VoipSettings = z.infer<typeof voipSettings>;

/** The VoIP settings a caller may change (PATCH body). */
export const voipSettingsUpdate = voipSettings
  .pick({
    callerIdBlocked: true,
    callForwardingEnabled: true,
    callForwardingNumber: true,
    voicemailEnabled: true,
    doNotDisturb: true,
  })
  .partial();
export type VoipSettingsUpdate = z.infer<typeof voipSettingsUpdate>;

/** (sandbox shape) The new password goes to the account's email, never into the answer. */
export const voipResetPasswordResponse = z.object({ message: z.string(), sentTo: z.string() });
export type VoipResetPasswordResponse = z.infer<typeof voipResetPasswordResponse>;
