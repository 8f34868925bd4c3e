import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";

/**
 * The sandbox's store: node:sqlite, one table per kind of record, each row a JSON document
 * with an owning account, a lookup key (`ref`) and a creation time. Small and schema-light on
 * purpose: the sandbox imitates a provider, it is not one.
 */

const tables = [
  "accounts", // ref = sign-in email (lower case); data = AccountRecord
  "services", // ref = service code
  "notes", // ref = service id
  "history", // ref = service id
  "usage_daily", // ref = service code; data = { date, downloadedBytes, uploadedBytes }
  "cdrs", // ref = service id
  "invoices", // ref = invoice number
  "transactions",
  "outages", // ref = avcId
  "diagnostic_tests", // ref = testId
  "voip_settings", // ref = service id
  "hardware_orders",
  "support_tickets", // ref = reference
  "payment_plans", // ref = reference
  "service_requests", // ref = reference (plan changes, products, cancellations, moves)
  "request_messages", // ref = a request's reference (replies and answers of its conversation: sandbox/conversations.ts)
  "payment_details_changes",
  "card_auth_keys", // ref = authKey
  "card_tokens", // ref = cardToken
  "payments", // ref = accountCode:idempotencyKey
  "used_tokens", // ref = jti of a spent single-use token
  "mfa_codes", // ref = accountCode
  "mfa_sends", // ref = accountCode
  "new_mobile_codes", // ref = accountCode (codes sent to a mobile the customer is changing to)
  "password_resets", // ref = sha256 of the emailed token
  "outbox",
  "mobile_verifications", // ref = contextId (a SIM activation's codes and identity check)
  "staff_sign_in_codes", // ref = the identity provider's interaction id (sandbox/identity/)
  "access_log", // ref = "sign-in" | "staff-view" (the customer's access log: sandbox/access-log.ts)
  "job_runs", // ref = jobId (one row per job run: sandbox/job-runs.ts)
  // Decision 080: what the distributor was told of life support (ref = service code), the
  // notification preferences (ref = accountCode), a mobile's stored month of data (ref = code:YYYY-MM).
  "distributor_notices",
  "notification_preferences",
  "mobile_usage",
  // Decision 082: each bill's due reminder, claimed before it is sent (ref = invoice number).
  "bill_reminders",
] as const;

export type Table = (typeof tables)[number];

export function isTable(name: string): name is Table {
  return (tables as readonly string[]).includes(name);
}

export interface Row<T> {
  id: number;
  accountCode: string | null;
  ref: string | null;
  data: T;
  createdAt: string;
}

interface RawRow {
  id: number;
  account_code: string | null;
  ref: string | null;
  data: string;
  created_at: string;
}

export interface Where {
  accountCode?: string;
  ref?: string;
  /** Top-level fields of the row's data that must equal these values (e.g. the outbox's `to`). */
  data?: Record<string, string | number>;
  /** A top-level text field of the row's data from `from` to `to`, both included (ISO dates compare as text). */
  between?: { field: string; from: string; to: string };
}

/** Which rows of a list: the newest first (by id) instead of the oldest, and a page of them. */
export interface Page {
  newestFirst?: boolean;
  limit?: number;
  offset?: number;
}

const DATA_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The WHERE clause of `where` and its arguments. */
function whereSql(where: Where): { sql: string; args: (string | number)[] } {
  const clauses: string[] = [];
  const args: (string | number)[] = [];
  if (where.accountCode !== undefined) {
    clauses.push("account_code = ?");
    args.push(where.accountCode);
  }
  if (where.ref !== undefined) {
    clauses.push("ref = ?");
    args.push(where.ref);
  }
  for (const [field, value] of Object.entries(where.data ?? {})) {
    if (!DATA_FIELD.test(field)) throw new Error(`Not a data field: ${field}`);
    clauses.push(`json_extract(data, '$.${field}') = ?`);
    args.push(value);
  }
  if (where.between) {
    const { field, from, to } = where.between;
    if (!DATA_FIELD.test(field)) throw new Error(`Not a data field: ${field}`);
    clauses.push(`json_extract(data, '$.${field}') BETWEEN ? AND ?`);
    args.push(from, to);
  }
  return { sql: clauses.length ? ` WHERE ${clauses.join(" AND ")}` : "", args };
}

export class Store {
  readonly db: DatabaseSync;
  /** Prepared once per SQL text: preparing a statement on every call was a fifth of the sandbox's time under load. */
  readonly #statements = new Map<string, StatementSync>();

  #sql(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  constructor(path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new DatabaseSync(path);
    this.db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
    this.db.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    for (const t of tables) {
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${t} (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_code TEXT,
        ref TEXT,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`);
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${t}_account ON ${t} (account_code)`);
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${t}_ref ON ${t} (ref)`);
    }
    // A service's days in a range (a month's usage, a day's hours) are found, not scanned for.
    this.db.exec(`CREATE INDEX IF NOT EXISTS usage_daily_date ON usage_daily (ref, json_extract(data, '$.date'))`);
  }

  close(): void {
    this.#statements.clear();
    if (this.db.isOpen) this.db.close();
  }

  getMeta(key: string): string | undefined {
    const row = this.#sql("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined;
    return row?.value;
  }

  setMeta(key: string, value: string): void {
    this.#sql("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(
      key,
      value,
    );
  }

  /** Next number of a named counter (receipts, references), kept across restarts. */
  nextNumber(counter: string, start: number): number {
    const current = Number(this.getMeta(`counter:${counter}`) ?? start - 1) + 1;
    this.setMeta(`counter:${counter}`, String(current));
    return current;
  }

  insert<T>(
    table: Table,
    row: { accountCode?: string | null; ref?: string | null; data: T; createdAt?: string },
  ): number {
    const result = this.#sql(`INSERT INTO ${table} (account_code, ref, data, created_at) VALUES (?, ?, ?, ?)`).run(
      row.accountCode ?? null,
      row.ref ?? null,
      JSON.stringify(row.data),
      row.createdAt ?? new Date().toISOString(),
    );
    return Number(result.lastInsertRowid);
  }

  /**
   * Inserts the row only when no row of the table has its `ref` yet, in one statement (so two
   * requests cannot both pass a check made before the insert); its id, or undefined when the
   * ref was taken.
   */
  insertUniqueRef<T>(
    table: Table,
    row: { accountCode?: string | null; ref: string; data: T; createdAt?: string },
  ): number | undefined {
    const result = this.#sql(
      `INSERT INTO ${table} (account_code, ref, data, created_at) SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ref = ?)`,
    ).run(
      row.accountCode ?? null,
      row.ref,
      JSON.stringify(row.data),
      row.createdAt ?? new Date().toISOString(),
      row.ref,
    );
    return result.changes === 0 ? undefined : Number(result.lastInsertRowid);
  }

  update<T>(table: Table, id: number, data: T): void {
    this.#sql(`UPDATE ${table} SET data = ? WHERE id = ?`).run(JSON.stringify(data), id);
  }

  get<T>(table: Table, id: number): Row<T> | undefined {
    const raw = this.#sql(`SELECT * FROM ${table} WHERE id = ?`).get(id) as RawRow | undefined;
    return raw ? toRow<T>(raw) : undefined;
  }

  /** The oldest row matching `where` (one row read, however many match). */
  find<T>(table: Table, where: Where): Row<T> | undefined {
    return this.list<T>(table, where, { limit: 1 })[0];
  }

  /** The newest row matching `where`. */
  newest<T>(table: Table, where: Where): Row<T> | undefined {
    return this.list<T>(table, where, { newestFirst: true, limit: 1 })[0];
  }

  /**
   * Rows matching `where`, oldest first (or newest first), all of them or a page: only the rows
   * of the page are read and parsed, so a page costs the same however many rows a run stored.
   */
  list<T>(table: Table, where: Where = {}, page: Page = {}): Row<T>[] {
    const { sql, args } = whereSql(where);
    let paging = "";
    if (page.limit !== undefined || page.offset !== undefined) {
      paging = " LIMIT ? OFFSET ?";
      args.push(page.limit ?? -1, page.offset ?? 0);
    }
    const order = page.newestFirst ? " DESC" : "";
    return (
      this.#sql(`SELECT * FROM ${table}${sql} ORDER BY id${order}${paging}`).all(...args) as unknown as RawRow[]
    ).map((r) => toRow<T>(r));
  }

  /** Whether a row matches `where`, without reading it. */
  exists(table: Table, where: Where): boolean {
    const { sql, args } = whereSql(where);
    return this.#sql(`SELECT 1 FROM ${table}${sql} LIMIT 1`).get(...args) !== undefined;
  }

  count(table: Table, where: Where = {}): number {
    const { sql, args } = whereSql(where);
    return Number((this.#sql(`SELECT COUNT(*) AS n FROM ${table}${sql}`).get(...args) as { n: number }).n);
  }

  deleteWhere(table: Table, where: Where): void {
    const { sql, args } = whereSql(where);
    if (!sql) throw new Error("deleteWhere needs a condition");
    this.#sql(`DELETE FROM ${table}${sql}`).run(...args);
  }

  /** Empties every table (not meta's signing secret). */
  clear(): void {
    for (const t of tables) this.db.exec(`DELETE FROM ${t}; DELETE FROM sqlite_sequence WHERE name = '${t}'`);
    this.db.exec("DELETE FROM meta WHERE key LIKE 'counter:%' OR key = 'seededAt'");
  }

  transaction<T>(fn: () => T): T {
    this.db.exec("BEGIN");
    try {
      const result = fn();
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }
}

function toRow<T>(raw: RawRow): Row<T> {
  return {
    id: raw.id,
    accountCode: raw.account_code,
    ref: raw.ref,
    data: JSON.parse(raw.data) as T,
    createdAt: raw.created_at,
  };
}
