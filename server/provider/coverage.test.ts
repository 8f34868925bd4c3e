import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { listCalls } from "./calls.ts";
import { createProviderClient } from "./index.ts";

/**
 * Every call of spec §7 is in the catalogue and the client. The list below is §7 with the
 * paths resolved as docs/decisions/002-provider-paths.md says; path parameters are `{}`.
 * When ../shared/spec/portal-spec.md is beside the clone, its §7 is also read and every path
 * and every hyphenated call name in it must appear in the catalogue.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const specPath = resolve(repoRoot, "../shared/spec/portal-spec.md");

const SPEC_CALLS = `
POST templates/render
POST service-qualification/nbn/by-address
POST service-qualification/mobile/by-address
POST service-qualification/dsl/by-address
GET service-qualification/energy/by-post-code?postCode
POST service-qualification/energy
POST sale/product
POST sale/order/summary
POST sale/energy
POST sale/mobile
POST sale/voip
POST sale/broadband
POST sale/broadband/register-details
POST sale/broadband/quote
GET sale/broadband/terms/{}?hardwareCode&nbnLocId&voipCode&voipPortNumberFlag
POST v2:sale/order/summary
GET superloop/location-search
POST superloop/service-qualification
GET superloop-group/service-management/voip-services/{}
PATCH superloop-group/service-management/update-voip-services/{}
GET superloop-group/outage-management?avcId
GET superloop/diagnostics?supplierServiceId&supplier
GET superloop/diagnostics/create-test?supplierServiceId&testType&supplier
GET superloop/diagnostics/history?supplierServiceId&supplier
GET superloop/diagnostics/get-result?testId
GET reports/nbn/services.{}?isActive
GET reports/nbn/usage.{}?year&month
GET reports/financial/failed-payments.{}?fromDate&toDate
POST mobile/initiate-email-verification
POST mobile/handle-email-verification
POST mobile/initiate-port-in-verification
POST mobile/submit-activation
POST mobile/validate-port-in-verification
POST management/test-data-entry/usage-data-entry
POST management/settings/static-ips/assign
POST management/settings/static-ips/unassign
GET management/jobs/voip/import-cdrs/{}?jobId
GET management/jobs/voip/copy-cdrs/{}?jobId
GET management/jobs/notifications/expired-passwords?jobId
GET management/jobs/emails/tasks?jobId
GET management/jobs/usage/alerts?jobId
GET management/jobs/services/pending-cancelation?jobId
GET management/jobs/radius/sync-users?jobId
GET management/jobs/radius/sync-contracts?jobId
GET management/jobs/nbn/import-csv?jobId
GET management/jobs/nbn/extract-zip?jobId
GET management/jobs/nbn/download-zip?jobId&queue&seed
GET management/jobs/emails/issues?jobId
GET management/jobs/billing/payments?jobId
GET management/jobs/billing/reminders?jobId
GET management/jobs/billing/failed-payments?jobId
GET management/jobs/billing/invoices?jobId
GET management/jobs/billing/overdue?jobId
GET management/jobs/billing/recurring-what-if?jobId&to&atDate
GET management/jobs/contracts/costs?jobId
GET management/jobs/accounts/remove-without-services?jobId
GET management/jobs/notifications/credit-card-expiry?jobId
POST management/jobs/services/trigger-data-limit-cron-job
POST management/jobs/services/trigger-schedule-gas-usage-job-cron-job
POST management/jobs/services/trigger-electricity-usage-cron-job
GET lookup/payment/available-payment-methods
GET lookup/settings
GET lookup/products/service?serviceCode&codes&productType
GET lookup/products/hardware?codes
GET lookup/network-status
GET lookup/contracts/voip?codes
GET lookup/contracts/mobile?codes
GET lookup/contracts/energy/gas?codes
GET lookup/contracts/energy/electricity?codes
GET lookup/contracts/broadband/nbn?codes
GET lookup/contracts/broadband/uniti?codes
GET lookup/contracts/broadband/dsl?codes
GET lookup/address/unit-types
GET lookup/address/street-types
GET lookup/address/level-types
GET lookup/address/lot-types
GET lookup/address/location-states
GET lookup/account/invoice/{}
POST credit-card/token-receipt/{}/{}
POST credit-card/take-payment
GET credit-card/auth-token/{}/{}?customerRef
GET authentication/test-token
GET authentication/refresh-token
POST authentication/get-token
POST authentication/get-oss-token
POST authentication/authenticate-via-email
GET account/transactions?from&to
GET account/status
GET v2:account/details/{}
GET account/services?codes&types
GET v2:account/services?codes&types
GET account/services/voip?codes
GET account/services/voip/usage/{}?from&to&uninvoiced
GET account/services/voip/unbilled-cdrs
GET account/services/voip/reset-password?phoneNumber&accountCode
GET account/services/mobile/usage/monthly/{}/{}/{}
GET account/services/mobile/sim/validate?simNumber
POST account/services/mobile/personal-details/verify
GET account/services/energy
GET account/services/energy/gas?codes
GET account/services/gas/usage/{}?skip&take
GET account/services/energy/electricity?codes
GET account/services/electricity/usage/{}?skip&take
GET account/services/electricity/usage/monthly/{}/{}
GET account/services/electricity/usage/yearly/{}
GET account/services/broadband
GET account/services/broadband/nbn?codes
GET account/services/broadband/dsl?codes
GET account/services/broadband/usage/{}?year
GET account/services/broadband/usage/daily/{}/{}/{}
GET account/services/broadband/usage/monthly/{}/{}
GET account/services/broadband/usage/yearly/{}
GET account/services/broadband/usage/hourly/{}/{}
GET account/services/broadband/is-in-radius?serviceId&avcId
GET account/services/history?serviceId
GET account/services/notes?serviceId
GET account/orders/hardware?codes
GET account/orders/hardware/modem?codes
GET account/invoices/summary?from&to
GET account/invoices/full/{}
GET account/invoices/full/pdf/{}?download&jwt
POST account/create
GET account/contacts?contactTypes
GET account/contacts/user-details
POST account/contacts/update
POST account/communications/emails/sendgrid-events
POST account/actions/cancel-contract
POST account/actions/payment-plan
POST account/actions/update-credit-card
POST account/actions/update-payment-details
POST account/actions/support-ticket
POST account/actions/move-address
POST account/actions/change-contract
POST account/actions/add-service-product
GET account/actions/change-contract/energy-contracts?serviceCode
GET account/actions/change-contract/contracts?serviceCode
POST account/check
POST account/verify
POST account/verify/sale-quote
POST account/sale-quote/summary
`;

const EXTENSION_CALLS = ["POST authentication/mfa/send", "POST authentication/mfa/verify"];

const normalize = (path: string) => path.replace(/\{\w*\}/g, "{}");

const catalogue = listCalls().map((c) => ({
  ...c,
  key: `${c.method} ${c.version === 2 ? "v2:" : ""}${normalize(c.path)}${c.query.length ? `?${c.query.join("&")}` : ""}`,
  norm: normalize(c.path),
}));

describe("spec §7 coverage", () => {
  const expected = SPEC_CALLS.trim().split("\n");

  it.each(expected)("the catalogue has %s", (line) => {
    expect(catalogue.map((c) => c.key)).toContain(line);
  });

  it("has nothing beyond spec §7 and the MFA extension", () => {
    const extra = catalogue.filter((c) => !expected.includes(c.key)).map((c) => c.key);
    expect(extra.sort()).toEqual(EXTENSION_CALLS.sort());
    expect(
      catalogue
        .filter((c) => c.extension)
        .map((c) => `${c.method} ${c.path}`)
        .sort(),
    ).toEqual(EXTENSION_CALLS.sort());
  });

  it("has a client function for every call", () => {
    const api = createProviderClient({ baseUrl: "http://unused.test" }) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    const missing = catalogue
      .filter((c) => typeof api[c.area]?.[c.name] !== "function")
      .map((c) => `${c.area}.${c.name}`);
    expect(missing).toEqual([]);
  });

  it.runIf(existsSync(specPath))("covers every path and call name in the spec file's §7", () => {
    const spec = readFileSync(specPath, "utf8");
    const section = spec.slice(spec.indexOf("## 7."), spec.indexOf("## 8."));
    expect(section.length).toBeGreaterThan(1000);
    const paths = catalogue.map((c) => `/${c.norm}`);

    // Every path-like token (with a slash) is a run of segments of some catalogue path.
    const tokens = [...section.matchAll(/[A-Za-z0-9{}.-]*\/[A-Za-z0-9{}./-]*/g)]
      .map((m) =>
        normalize(m[0])
          .replace(/^\/?api\/v\d\//, "")
          .replace(/^\/+|\/+$/g, "")
          .replace(/\.$/, ""),
      )
      .filter((t) => t !== "" && !/^(api\/)?v\d$/.test(t));
    const missingPaths = tokens.filter((t) => !paths.some((p) => `${p}/`.includes(`/${t}/`) || p.endsWith(`/${t}`)));
    expect(missingPaths).toEqual([]);

    // Every hyphenated name (handle-email-verification, payment-plan…) is in some path.
    const names = [...new Set([...section.matchAll(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g)].map((m) => m[0]))];
    const missingNames = names.filter((n) => !paths.some((p) => p.includes(n)));
    expect(missingNames).toEqual([]);
  });
});
