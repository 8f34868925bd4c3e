import type { CallDef } from "#server/provider/call-def.ts";
import { calls } from "#server/provider/calls.ts";
import type { Http } from "#server/provider/http.ts";
import type { LooseBody } from "#server/provider/loose.ts";
import { customerSearchQuery } from "#server/provider/schemas/staff.ts";

const c = calls.management;

/** Administrative calls: test data, static IPs, scheduled-job triggers and the customer search. */
export function managementApi(http: Http) {
  const trigger =
    <T>(call: CallDef<T>) =>
    (q: { jobId?: string } = {}) =>
      http.json(call, { query: { ...q } });
  const cron =
    <T>(call: CallDef<T>) =>
    () =>
      http.json(call, { body: {} });
  return {
    usageDataEntry: (body: LooseBody) => http.json(c.usageDataEntry, { body }),
    assignStaticIp: (body: { serviceId: number; ipAddress?: string }) => http.json(c.assignStaticIp, { body }),
    unassignStaticIp: (body: { serviceId: number }) => http.json(c.unassignStaticIp, { body }),
    /** carrier: the VoIP carrier whose CDRs are imported (two carriers exist). */
    importVoipCdrs: (a: { carrier: string; jobId?: string }) =>
      http.json(c.importVoipCdrs, { params: { carrier: a.carrier }, query: { jobId: a.jobId } }),
    copyVoipCdrs: (a: { carrier: string; jobId?: string }) =>
      http.json(c.copyVoipCdrs, { params: { carrier: a.carrier }, query: { jobId: a.jobId } }),
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
      http.json(c.nbnDownloadZip, { query: { ...q } }),
    payments: trigger(c.payments),
    reminders: trigger(c.reminders),
    failedPayments: trigger(c.failedPayments),
    invoices: trigger(c.invoices),
    overdue: trigger(c.overdue),
    recurringWhatIf: (q: { jobId?: string; to?: string; atDate?: string } = {}) =>
      http.json(c.recurringWhatIf, { query: { ...q } }),
    contractCosts: trigger(c.contractCosts),
    removeAccountsWithoutServices: trigger(c.removeAccountsWithoutServices),
    triggerDataLimitCronJob: cron(c.triggerDataLimitCronJob),
    triggerScheduleGasUsageJobCronJob: cron(c.triggerScheduleGasUsageJobCronJob),
    triggerElectricityUsageCronJob: cron(c.triggerElectricityUsageCronJob),
    /** GET management/customers/search?q= (extension, decision 071; staff only) → { customers, more } */
    customerSearch: (a: { q: string }) => http.json(c.customerSearch, { query: { q: customerSearchQuery.parse(a.q) } }),
  };
}
