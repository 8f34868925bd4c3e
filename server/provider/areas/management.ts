import type { CallDef } from "#server/provider/calls.ts";
import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import { looseObject } from "#server/provider/loose.ts";
import type { LooseBody } from "#server/provider/loose.ts";
import { jobResponse } from "#server/provider/schemas.ts";

const c = calls.management;

/** Administrative calls: test data, static IPs and scheduled-job triggers. */
export function managementApi(http: Http) {
  const trigger =
    (call: CallDef) =>
    (q: { jobId?: string } = {}) =>
      http.json(call, { query: { ...q }, schema: jobResponse });
  const cron = (call: CallDef) => () => http.json(call, { body: {}, schema: jobResponse });
  return {
    usageDataEntry: (body: LooseBody) => http.json(c.usageDataEntry, { body, schema: looseObject }),
    assignStaticIp: (body: { serviceId: number; ipAddress?: string }) =>
      http.json(c.assignStaticIp, { body, schema: looseObject }),
    unassignStaticIp: (body: { serviceId: number }) => http.json(c.unassignStaticIp, { body, schema: looseObject }),
    /** carrier: the VoIP carrier whose CDRs are imported (two carriers exist). */
    importVoipCdrs: (a: { carrier: string; jobId?: string }) =>
      http.json(c.importVoipCdrs, { params: { carrier: a.carrier }, query: { jobId: a.jobId }, schema: jobResponse }),
    copyVoipCdrs: (a: { carrier: string; jobId?: string }) =>
      http.json(c.copyVoipCdrs, { params: { carrier: a.carrier }, query: { jobId: a.jobId }, schema: jobResponse }),
    expiredPasswordNotification: trigger(c.expiredPasswordNotification),
    creditCardExpiryNotification: trigger(c.creditCardExpiryNotification),
    taskEmails: trigger(c.taskEmails),
    issueEmails: trigger(c.issueEmails),
    usageAlerts: trigger(c.usageAlerts),
    pendingCancelation: trigger(c.pendingCancelation),
    syncRadiusUsers: trigger(c.syncRadiusUsers),
    syncRadiusContracts: trigger(c.syncRadiusContracts),
    nbnImportCsv: trigger(c.nbnImportCsv),
    nbnExtractZip: trigger(c.nbnExtractZip),
    nbnDownloadZip: (q: { jobId?: string; queue?: string; seed?: string } = {}) =>
      http.json(c.nbnDownloadZip, { query: { ...q }, schema: jobResponse }),
    payments: trigger(c.payments),
    reminders: trigger(c.reminders),
    failedPayments: trigger(c.failedPayments),
    invoices: trigger(c.invoices),
    overdue: trigger(c.overdue),
    recurringWhatIf: (q: { jobId?: string; to?: string; atDate?: string } = {}) =>
      http.json(c.recurringWhatIf, { query: { ...q }, schema: jobResponse }),
    contractCosts: trigger(c.contractCosts),
    removeAccountsWithoutServices: trigger(c.removeAccountsWithoutServices),
    triggerDataLimitCronJob: cron(c.triggerDataLimitCronJob),
    triggerScheduleGasUsageJobCronJob: cron(c.triggerScheduleGasUsageJobCronJob),
    triggerElectricityUsageCronJob: cron(c.triggerElectricityUsageCronJob),
  };
}
