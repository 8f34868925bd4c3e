import type { Reply, Sandbox } from "./context.ts";
import { HttpError } from "./context.ts";
import { addMessage, CONVERSATION_KINDS } from "./conversations.ts";
import { faultList } from "./faults.ts";
import type { OutboxRecord, RequestRecord } from "./records.ts";
import { seed } from "./seed.ts";
import { isTable } from "./store.ts";
import { addData } from "./usage-alerts.ts";
import { sendBillReminders } from "./bill-reminders.ts";
import type { Service } from "#server/provider/schemas/services.ts";

/**
 * The sandbox's own endpoints under /__sandbox/ (never faulted, no token):
 *   GET  /__sandbox/health
 *   GET  /__sandbox/outbox            newest first: { id, channel, to, subject, body, code?, link?, sentAt };
 *                                     ?to= only messages to that address (as shown, e.g. masked),
 *                                     ?limit= only the newest n (`npm run load` reads its codes so)
 *   DELETE /__sandbox/outbox
 *   GET|POST|DELETE /__sandbox/faults
 *   POST /__sandbox/reset             restores the seed and real time (also clears MFA counters, outbox, payments…)
 *   GET  /__sandbox/records/{table}   ?accountCode&ref — stored rows, for tests to assert persistence
 *   GET  /__sandbox/calls             provider calls received since start (or the last DELETE):
 *                                     { total, byCall: { "GET /api/v1/…": n } }, for `npm run load`
 *   DELETE /__sandbox/calls
 *   POST /__sandbox/usage              {"serviceCode": "M5001", "addBytes": n}: adds to a mobile's (or a capped
 *                                     broadband service's) data this month, as the network's usage feed would,
 *                                     and sends the data alerts the total crosses (decisions 080, 082);
 *                                     answers { alerts: [50, 80…] }; 404 for a service with no allowance
 *   POST /__sandbox/bill-reminders     the billing system's daily run at the sandbox's clock: one reminder per
 *                                     unpaid bill due within 5 days, to accounts that chose it, each bill once
 *                                     (decision 082); answers { sent: [invoice numbers] }
 *   POST /__sandbox/requests/{reference}/answer  {"text": …} adds our answer to a ticket's conversation
 *                                     now (decision 079); 404 for no such ticket, complaint or fault
 *   GET|POST|DELETE /__sandbox/clock  the sandbox's clock, for tests of what happens at a given time:
 *                                     POST {"at": "2026-11-25T13:15:00Z"} sets it there (it then runs on
 *                                     from it), DELETE puts it back to real time; each answers { now }.
 *                                     Tokens keep real time (a moved clock must not expire a session).
 */

const SECRET_FIELDS = new Set(["passwordHash", "codeHash"]);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? "[redacted]" : redact(v)]),
    );
  }
  return value;
}

export async function admin(sb: Sandbox, method: string, url: URL, body: unknown): Promise<Reply> {
  const path = url.pathname;
  const route = `${method} ${path.replace(/\/$/, "")}`;
  switch (route) {
    case "GET /__sandbox/health":
      return { json: { ok: true } };
    case "GET /__sandbox/outbox": {
      const to = url.searchParams.get("to");
      const limit = url.searchParams.get("limit");
      if (limit !== null && !/^[1-9]\d{0,5}$/.test(limit))
        throw new HttpError(400, "limit must be a whole number from 1 to 999999");
      return {
        json: sb.store
          .list<OutboxRecord>("outbox", to === null ? {} : { data: { to } }, {
            newestFirst: true,
            limit: limit === null ? undefined : Number(limit),
          })
          .map((r) => ({ id: r.id, ...r.data })),
      };
    }
    case "DELETE /__sandbox/outbox":
      sb.store.db.exec("DELETE FROM outbox");
      return { status: 204 };
    case "GET /__sandbox/faults":
      return { json: sb.faults.list() };
    case "POST /__sandbox/faults": {
      const parsed = faultList.safeParse(body);
      if (!parsed.success) throw new HttpError(400, `Invalid fault: ${parsed.error.issues[0]?.message ?? "invalid"}`);
      sb.faults.add(parsed.data);
      return { status: 201, json: sb.faults.list() };
    }
    case "DELETE /__sandbox/faults":
      sb.faults.clear();
      return { status: 204 };
    case "GET /__sandbox/calls": {
      const byCall = Object.fromEntries([...sb.calls].sort((a, b) => b[1] - a[1]));
      return { json: { total: [...sb.calls.values()].reduce((sum, n) => sum + n, 0), byCall } };
    }
    case "DELETE /__sandbox/calls":
      sb.calls.clear();
      return { status: 204 };
    case "GET /__sandbox/clock":
      return { json: { now: new Date(sb.now()).toISOString() } };
    case "POST /__sandbox/clock": {
      const at = (body as { at?: unknown } | undefined)?.at;
      const instant = typeof at === "string" && /(Z|[+-]\d{2}:\d{2})$/.test(at) ? Date.parse(at) : Number.NaN;
      if (!Number.isFinite(instant)) throw new HttpError(400, 'Send {"at": an ISO date-time with a zone}');
      sb.clock.offsetMs = instant - Date.now();
      return { json: { now: new Date(sb.now()).toISOString() } };
    }
    case "DELETE /__sandbox/clock":
      sb.clock.offsetMs = 0;
      return { json: { now: new Date(sb.now()).toISOString() } };
    case "POST /__sandbox/usage": {
      const { serviceCode, addBytes } = (body ?? {}) as { serviceCode?: unknown; addBytes?: unknown };
      const service =
        typeof serviceCode === "string" ? sb.store.find<Service>("services", { ref: serviceCode }) : undefined;
      if (typeof addBytes !== "number" || !Number.isSafeInteger(addBytes) || addBytes < 0)
        throw new HttpError(400, "addBytes must be a whole number of bytes");
      const alerts = service ? addData(sb, service, addBytes) : null;
      if (alerts === null) throw new HttpError(404, "No such mobile or capped broadband service");
      return { json: { alerts } };
    }
    case "POST /__sandbox/bill-reminders":
      return { json: { sent: sendBillReminders(sb) } };
    case "POST /__sandbox/reset":
      sb.clock.offsetMs = 0;
      sb.store.clear();
      await seed(sb.store, sb.now());
      return { json: { ok: true } };
  }
  const answer = /^POST \/__sandbox\/requests\/([A-Z]+-\d+)\/answer$/.exec(route);
  if (answer) return answerRequest(sb, answer[1]!, body);
  const records = /^GET \/__sandbox\/records\/(\w+)$/.exec(route);
  if (records) {
    const table = records[1]!;
    if (!isTable(table)) throw new HttpError(404, `No such table: ${table}`);
    const accountCode = url.searchParams.get("accountCode") ?? undefined;
    const ref = url.searchParams.get("ref") ?? undefined;
    return { json: redact(sb.store.list(table, { accountCode, ref })) };
  }
  throw new HttpError(404, `No such sandbox endpoint: ${method} ${path}`);
}

/** A test's answer from our support team, added to a ticket's conversation now. */
function answerRequest(sb: Sandbox, reference: string, body: unknown): Reply {
  const text = (body as { text?: unknown } | undefined)?.text;
  if (typeof text !== "string" || !text.trim() || text.length > 5000)
    throw new HttpError(400, 'Send {"text": the answer, 1 to 5000 characters}');
  const row = sb.store.find<RequestRecord>("service_requests", { ref: reference });
  if (!row?.accountCode || !CONVERSATION_KINDS.includes(row.data.kind))
    throw new HttpError(404, `No ticket, complaint or fault ${reference}`);
  const message = addMessage(sb.store, row.accountCode, reference, {
    from: "provider",
    sentAt: new Date(sb.now()).toISOString(),
    text: text.trim(),
  });
  return { status: 201, json: { message } };
}
