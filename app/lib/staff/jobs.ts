/**
 * The provider's scheduled jobs an admin can run from the staff console (spec §7 "Management"),
 * grouped by area, each said in plain words. `call` is the job's name in the provider client
 * (server/provider/areas/management.ts); `carrier` the VoIP carrier its path names.
 */

export type JobCall =
  | "payments"
  | "reminders"
  | "failedPayments"
  | "invoices"
  | "overdue"
  | "recurringWhatIf"
  | "contractCosts"
  | "expiredPasswordNotification"
  | "creditCardExpiryNotification"
  | "taskEmails"
  | "issueEmails"
  | "usageAlerts"
  | "pendingCancelation"
  | "removeAccountsWithoutServices"
  | "triggerDataLimitCronJob"
  | "triggerScheduleGasUsageJobCronJob"
  | "triggerElectricityUsageCronJob"
  | "syncRadiusUsers"
  | "syncRadiusContracts"
  | "nbnImportCsv"
  | "nbnExtractZip"
  | "nbnDownloadZip"
  | "importVoipCdrs"
  | "copyVoipCdrs";

export type Job = { key: string; title: string; description: string; call: JobCall; carrier?: string };

/** The provider's two VoIP carriers, as its job paths name them (the sandbox's names; a real provider's go here). */
const VOIP_CARRIERS = [
  { id: "carrier-a", name: "carrier A" },
  { id: "carrier-b", name: "carrier B" },
] as const;

export const JOB_AREAS: { area: string; jobs: Job[] }[] = [
  {
    area: "Billing",
    jobs: [
      {
        key: "invoices",
        title: "Create invoices",
        description: "Makes this period's invoices for every account due one.",
        call: "invoices",
      },
      {
        key: "payments",
        title: "Take payments due",
        description: "Takes the payments due today by card or direct debit.",
        call: "payments",
      },
      {
        key: "reminders",
        title: "Send payment reminders",
        description: "Reminds customers whose bill is due soon.",
        call: "reminders",
      },
      {
        key: "overdue",
        title: "Mark overdue accounts",
        description: "Marks accounts whose bill is past its due date as overdue.",
        call: "overdue",
      },
      {
        key: "failed-payments",
        title: "List failed payments",
        description: "Collects the payments that failed, for follow-up.",
        call: "failedPayments",
      },
      {
        key: "recurring-what-if",
        title: "Preview recurring charges",
        description: "Works out the next recurring charges without charging anyone.",
        call: "recurringWhatIf",
      },
      {
        key: "contract-costs",
        title: "Update contract costs",
        description: "Recalculates the costs of customers' contracts.",
        call: "contractCosts",
      },
    ],
  },
  {
    area: "Emails and notices",
    jobs: [
      {
        key: "expired-passwords",
        title: "Expired password notices",
        description: "Tells customers whose password has expired.",
        call: "expiredPasswordNotification",
      },
      {
        key: "credit-card-expiry",
        title: "Card expiry notices",
        description: "Tells customers whose saved card expires soon.",
        call: "creditCardExpiryNotification",
      },
      {
        key: "task-emails",
        title: "Task emails",
        description: "Sends the emails of open tasks to the people they are assigned to.",
        call: "taskEmails",
      },
      {
        key: "issue-emails",
        title: "Issue emails",
        description: "Sends the emails about open issues and tickets.",
        call: "issueEmails",
      },
      {
        key: "usage-alerts",
        title: "Usage alerts",
        description: "Tells customers near or over their data allowance.",
        call: "usageAlerts",
      },
    ],
  },
  {
    area: "Services and accounts",
    jobs: [
      {
        key: "pending-cancelation",
        title: "Cancel services due to end",
        description: "Ends the services whose cancellation date has come.",
        call: "pendingCancelation",
      },
      {
        key: "remove-accounts-without-services",
        title: "Remove empty accounts",
        description: "Removes accounts that no longer have any service.",
        call: "removeAccountsWithoutServices",
      },
      {
        key: "data-limit",
        title: "Check data limits now",
        description: "Runs the scheduled data-limit check now rather than at its time.",
        call: "triggerDataLimitCronJob",
      },
      {
        key: "gas-usage",
        title: "Schedule gas usage readings now",
        description: "Runs the scheduled gas usage job now rather than at its time.",
        call: "triggerScheduleGasUsageJobCronJob",
      },
      {
        key: "electricity-usage",
        title: "Import electricity usage now",
        description: "Runs the scheduled electricity usage job now rather than at its time.",
        call: "triggerElectricityUsageCronJob",
      },
    ],
  },
  {
    area: "Network",
    jobs: [
      {
        key: "radius-users",
        title: "Sync RADIUS users",
        description: "Brings the broadband sign-in (RADIUS) users in line with active services.",
        call: "syncRadiusUsers",
      },
      {
        key: "radius-contracts",
        title: "Sync RADIUS contracts",
        description: "Brings RADIUS speed and plan settings in line with contracts.",
        call: "syncRadiusContracts",
      },
      {
        key: "nbn-download-zip",
        title: "Download NBN files",
        description: "Downloads the latest NBN wholesale files.",
        call: "nbnDownloadZip",
      },
      {
        key: "nbn-extract-zip",
        title: "Unpack NBN files",
        description: "Unpacks the downloaded NBN wholesale files.",
        call: "nbnExtractZip",
      },
      {
        key: "nbn-import-csv",
        title: "Import NBN files",
        description: "Imports the unpacked NBN wholesale files into the accounts.",
        call: "nbnImportCsv",
      },
    ],
  },
  {
    area: "Phone (VoIP) call records",
    jobs: VOIP_CARRIERS.flatMap((carrier) => [
      {
        key: `voip-import-${carrier.id}`,
        title: `Import call records from ${carrier.name}`,
        description: `Fetches the latest call records from ${carrier.name}.`,
        call: "importVoipCdrs" as const,
        carrier: carrier.id,
      },
      {
        key: `voip-copy-${carrier.id}`,
        title: `Copy call records of ${carrier.name}`,
        description: `Copies ${carrier.name}'s imported call records to customers' accounts.`,
        call: "copyVoipCdrs" as const,
        carrier: carrier.id,
      },
    ]),
  },
];

const BY_KEY = new Map(JOB_AREAS.flatMap(({ jobs }) => jobs.map((job) => [job.key, job] as const)));

export function jobByKey(key: string | undefined): Job | undefined {
  return key === undefined ? undefined : BY_KEY.get(key);
}
