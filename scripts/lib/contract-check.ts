import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { calls } from "#server/provider/calls.ts";
import type { CallDef } from "#server/provider/call-def.ts";
import { buildUrl } from "#server/provider/http.ts";
import type { QueryValue } from "#server/provider/http.ts";
import type { OpenApiDocument } from "#server/provider/openapi.ts";

/**
 * Checks a provider against the contract (docs/provider-openapi.json): signs in with a test
 * account, makes the portal's read-only calls with what earlier answers gave (a service's id,
 * an invoice's id…), and says, call by call, what does not match: the status, a missing field,
 * a field of the wrong type. It never changes anything: no POST but the sign-in, no GET that
 * starts work (a line test, a VoIP password reset).
 */

export const CONTRACT_FILE = new URL("../../docs/provider-openapi.json", import.meta.url);

export interface ContractRow {
  /** `GET account/status` */
  call: string;
  outcome: "ok" | "mismatch" | "skipped";
  /** What does not match (mismatch), or why the call was not made (skipped). */
  problems: string[];
}

export interface ContractOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** Tests pass a fetch that breaks an answer; the default is the global fetch. */
  fetch?: typeof fetch;
  document?: OpenApiDocument;
}

type Answer = Record<string, unknown>;
type ServiceFacts = {
  id: number;
  code: string;
  type: string;
  avcId?: string | null;
  supplier?: string | null;
  supplierServiceId?: string | null;
};

const BROADBAND = new Set(["nbn", "dsl", "uniti"]);
const ENERGY = new Set(["gas", "electricity"]);

function describe(error: ErrorObject): string {
  const at = error.instancePath ? error.instancePath.slice(1).replaceAll("/", ".") : "(the answer)";
  if (error.keyword === "required") {
    const field = (error.params as { missingProperty: string }).missingProperty;
    return `${error.instancePath ? `${at}.` : ""}${field}: missing`;
  }
  if (error.keyword === "type") return `${at}: expected ${String((error.params as { type: string }).type)}`;
  return `${at}: ${error.message ?? error.keyword}`;
}

/** ajv reports each branch of an anyOf; the shortest list of problems says it best. */
function problemsOf(validate: ValidateFunction): string[] {
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf");
  return [...new Set(errors.map(describe))];
}

export function loadContract(): OpenApiDocument {
  return JSON.parse(readFileSync(CONTRACT_FILE, "utf8")) as OpenApiDocument;
}

export async function checkContract(options: ContractOptions): Promise<ContractRow[]> {
  const doc = options.document ?? loadContract();
  const fetchFn = options.fetch ?? fetch;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();
  const rows: ContractRow[] = [];
  let token = "";

  function validatorFor(call: CallDef<unknown>): ValidateFunction | undefined {
    const op = doc.paths[`/api/v${call.version}/${call.path}`]?.[call.method.toLowerCase()];
    const ref = (op?.responses["200"]?.content as Record<string, { schema?: { $ref?: string } }> | undefined)?.[
      "application/json"
    ]?.schema?.$ref;
    const name = ref?.replace("#/components/schemas/", "");
    if (!name || !doc.components.schemas[name]) return undefined;
    if (!validators.has(name)) validators.set(name, ajv.compile(doc.components.schemas[name]));
    return validators.get(name);
  }

  async function make(
    call: CallDef<unknown>,
    req: { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown } = {},
  ): Promise<Answer | undefined> {
    const label = `${call.method} ${call.version === 2 ? "v2 " : ""}${call.path}`;
    // The report keeps the order the calls were made in, whatever order they answer in.
    const row: ContractRow = { call: label, outcome: "ok", problems: [] };
    rows.push(row);
    const problems = row.problems;
    const headers: Record<string, string> = { accept: "application/json" };
    if (!call.noToken && token) headers["x-access-token"] = token;
    if (req.body !== undefined) headers["content-type"] = "application/json";
    let answer: unknown;
    try {
      const response = await fetchFn(buildUrl(options.baseUrl, call, req.params, req.query), {
        method: call.method,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status !== 200) problems.push(`status ${response.status}, expected 200`);
      try {
        answer = JSON.parse(text);
      } catch {
        problems.push("the answer is not JSON");
      }
    } catch (error) {
      problems.push(`no answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!problems.length) {
      const validate = validatorFor(call);
      if (!validate) problems.push("the contract has no answer schema for this call");
      else if (!validate(answer)) problems.push(...problemsOf(validate));
    }
    if (problems.length) row.outcome = "mismatch";
    return problems.length ? undefined : (answer as Answer);
  }

  function skip(call: CallDef<unknown>, why: string) {
    rows.push({ call: `${call.method} ${call.path}`, outcome: "skipped", problems: [why] });
  }

  const a = calls.account;
  const l = calls.lookup;
  const w = calls.wholesale;
  const signedIn = await make(calls.authentication.getToken, {
    body: { email: options.email, password: options.password },
  });
  if (!signedIn) return rows;
  token = String(signedIn.token);

  const today = new Date();
  const ymd = (d: Date) => d.toISOString().slice(0, 10);
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()));

  const [, , , , invoices, servicesAnswer] = await Promise.all([
    make(calls.authentication.testToken),
    make(calls.authentication.passwordStatus),
    make(a.status),
    make(a.userDetails),
    make(a.invoicesSummary, { query: { from: ymd(yearAgo), to: ymd(today) } }),
    make(a.services),
    make(a.transactions, { query: { from: ymd(yearAgo), to: ymd(today) } }),
    make(a.contacts),
    make(a.requests),
    make(a.accessLog),
    make(a.hardwareOrders),
    make(l.availablePaymentMethods),
    make(l.hardwareProducts),
    make(l.networkStatus),
    ...[l.nbnContracts, l.dslContracts, l.voipContracts, l.mobileContracts, l.gasContracts, l.electricityContracts].map(
      (call) => make(call),
    ),
    ...[l.unitTypes, l.streetTypes, l.levelTypes, l.locationStates].map((call) => make(call)),
  ]);

  const firstInvoice = (invoices?.invoices as { id: number }[] | undefined)?.[0];
  const services = (servicesAnswer?.services as ServiceFacts[] | undefined) ?? [];
  const ofKind = (kinds: Set<string>) => services.find((s) => kinds.has(s.type.toLowerCase()));
  const broadband = ofKind(BROADBAND);
  const voip = ofKind(new Set(["voip"]));
  const mobile = ofKind(new Set(["mobile"]));
  const energy = services.filter((s) => ENERGY.has(s.type.toLowerCase()));
  const none = (kind: string) => `no ${kind} service on this account`;

  const more: Promise<unknown>[] = [];
  if (firstInvoice) more.push(make(a.invoiceFull, { params: { id: firstInvoice.id } }));
  else skip(a.invoiceFull, "no invoice on this account");
  const any = services[0];
  if (any) {
    more.push(make(a.serviceNotes, { query: { serviceId: any.id } }));
    more.push(make(a.serviceHistory, { query: { serviceId: any.id } }));
  } else for (const call of [a.serviceNotes, a.serviceHistory]) skip(call, "no service on this account");
  if (broadband) {
    const query = { serviceId: broadband.id, avcId: broadband.avcId ?? undefined };
    more.push(make(a.radiusStatus, { query }));
    more.push(
      make(a.broadbandMonthlyUsage, {
        params: { serviceCode: broadband.code, start: ymd(monthStart), end: ymd(today) },
      }),
    );
    more.push(make(a.changeContractContracts, { query: { serviceCode: broadband.code } }));
    more.push(make(l.serviceProducts, { query: { serviceCode: broadband.code } }));
    if (broadband.avcId) more.push(make(w.outages, { query: { avcId: broadband.avcId } }));
    else skip(w.outages, "the broadband service has no AVC id");
    if (broadband.supplierServiceId && broadband.supplier) {
      const line = { supplierServiceId: broadband.supplierServiceId, supplier: broadband.supplier };
      more.push(make(w.diagnostics, { query: line }), make(w.diagnosticHistory, { query: line }));
    } else for (const call of [w.diagnostics, w.diagnosticHistory]) skip(call, "no supplier service id");
  } else {
    for (const call of [
      a.radiusStatus,
      a.broadbandMonthlyUsage,
      a.changeContractContracts,
      l.serviceProducts,
      w.outages,
    ])
      skip(call, none("broadband"));
  }
  if (voip) {
    more.push(make(a.voipUsage, { params: { id: voip.id }, query: { from: ymd(monthStart), to: ymd(today) } }));
    more.push(make(w.voipService, { params: { id: voip.id } }));
  } else for (const call of [a.voipUsage, w.voipService]) skip(call, none("VoIP"));
  if (mobile) {
    const month = { serviceCode: mobile.code, year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
    more.push(make(a.mobileMonthlyUsage, { params: month }));
  } else skip(a.mobileMonthlyUsage, none("mobile"));
  for (const service of energy) {
    const usage = service.type.toLowerCase() === "gas" ? a.gasUsage : a.electricityUsage;
    more.push(make(usage, { params: { id: service.id }, query: { skip: 0, take: 12 } }));
    more.push(make(a.changeContractEnergyContracts, { query: { serviceCode: service.code } }));
  }
  if (!energy.length)
    for (const call of [a.electricityUsage, a.gasUsage, a.changeContractEnergyContracts]) skip(call, none("energy"));
  await Promise.all(more);
  return rows;
}

/** The report a person reads: one line per call, the problems under it. */
export function formatContractReport(rows: readonly ContractRow[], heading: string): string {
  const mark = { ok: "ok  ", mismatch: "FAIL", skipped: "skip" } as const;
  const lines = [heading];
  for (const row of rows) {
    lines.push(`  ${mark[row.outcome]} ${row.call}`);
    for (const problem of row.problems) lines.push(`         ${problem}`);
  }
  const count = (o: ContractRow["outcome"]) => rows.filter((r) => r.outcome === o).length;
  lines.push(`  ${count("ok")} match, ${count("mismatch")} do not, ${count("skipped")} not checked`);
  return lines.join("\n");
}
