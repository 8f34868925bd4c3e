import { randomBytes } from "node:crypto";
import { observeStaffReport } from "#server/staff/metrics.ts";
import type { StreamResponse } from "#server/provider/stream.ts";
import { reportStateFailure, state } from "#server/state/index.ts";

/**
 * A report prepared for one member of staff (docs/staff.md "Reports"). The provider's CSV is read
 * as it arrives and written to the state store in pieces with a lifetime, so any instance can show
 * its progress and hand it out, and no instance ever holds it whole: memory holds one piece at a
 * time, whether preparing or downloading. Kept 15 minutes once ready; only its asker may have it.
 * The instance that prepares it notes its progress; a report whose progress stops (that instance
 * went away) is said to have failed rather than shown as preparing for ever.
 */

export const REPORT_KEEP_MINUTES = 15;
/** The longest a report may take to prepare; its pieces live this long and the keeping time after. */
const PREPARE_LIMIT_MS = 10 * 60_000;
/** Characters in a piece: the most of a report in memory at once. */
export const REPORT_PIECE_CHARS = 256 * 1024;
/** No progress for this long while preparing: the instance preparing it has gone. */
const STALLED_MS = 60_000;

export type ReportFailure = { message: string; detail?: string | null };

/** What the text goes through on its way to the store (the CSV made safe to open): pieces in, text out. */
export type ReportCleaner = { push(text: string): string; end(): string };
const AS_IS: ReportCleaner = { push: (text) => text, end: () => "" };

export type PreparedReport = {
  /** The identity provider's subject of the member of staff who asked: the only one who may have it. */
  owner: string;
  kind: string;
  /** The file's name: the report and the day, e.g. nbn-services-2026-11-28.csv. */
  fileName: string;
  status: "preparing" | "ready" | "failed";
  pieces: number;
  bytes: number;
  /** The provider's Content-Length, when it said it. */
  length?: number;
  startedAt: number;
  updatedAt: number;
  failure?: ReportFailure;
};

const metaKey = (id: string) => `staff-report:${id}`;
const pieceKey = (id: string, n: number) => `staff-report:${id}:${n}`;
const KEEP_MS = REPORT_KEEP_MINUTES * 60_000;

/** The state store could not record the report: the request is refused (503, try again shortly). */
export class ReportNotRecorded extends Error {
  override readonly name = "ReportNotRecorded";
}

export const isReportId = (id: unknown): id is string => typeof id === "string" && /^[\w-]{24}$/.test(id);

/**
 * Starts preparing a report: its record first (refused when the store is down), then the
 * provider's answer, piece by piece, in the background. `done` settles when it is ready or failed.
 */
export async function startReport(
  init: { owner: string; kind: string; fileName: string },
  open: () => Promise<StreamResponse>,
  describe: (error: unknown) => ReportFailure,
  clean: ReportCleaner = AS_IS,
): Promise<{ id: string; done: Promise<PreparedReport> }> {
  const id = randomBytes(18).toString("base64url");
  const now = Date.now();
  const meta: PreparedReport = { ...init, status: "preparing", pieces: 0, bytes: 0, startedAt: now, updatedAt: now };
  try {
    await state.set(metaKey(id), JSON.stringify(meta), PREPARE_LIMIT_MS + KEEP_MS);
  } catch (error) {
    reportStateFailure(error);
    throw new ReportNotRecorded("the report could not be recorded", { cause: error });
  }
  return { id, done: prepare(id, meta, open, describe, clean) };
}

async function prepare(
  id: string,
  meta: PreparedReport,
  open: () => Promise<StreamResponse>,
  describe: (error: unknown) => ReportFailure,
  clean: ReportCleaner,
): Promise<PreparedReport> {
  const save = (ttl: number) => state.set(metaKey(id), JSON.stringify({ ...meta, updatedAt: Date.now() }), ttl);
  const writePiece = async (text: string) => {
    await state.set(pieceKey(id, meta.pieces), text, PREPARE_LIMIT_MS + KEEP_MS);
    meta.pieces += 1;
    await save(PREPARE_LIMIT_MS + KEEP_MS);
  };
  try {
    const answer = await open();
    if (answer.length !== undefined) meta.length = answer.length;
    const decoder = new TextDecoder();
    let pending = "";
    for await (const piece of answer.body) {
      if (Date.now() - meta.startedAt > PREPARE_LIMIT_MS) throw new Error("the report took too long to prepare");
      meta.bytes += piece.byteLength;
      pending += clean.push(decoder.decode(piece, { stream: true }));
      while (pending.length >= REPORT_PIECE_CHARS) {
        await writePiece(pending.slice(0, REPORT_PIECE_CHARS));
        pending = pending.slice(REPORT_PIECE_CHARS);
      }
    }
    pending += clean.push(decoder.decode()) + clean.end();
    if (pending !== "" || meta.pieces === 0) await writePiece(pending);
    meta.status = "ready";
    await save(KEEP_MS);
  } catch (error) {
    meta.status = "failed";
    meta.failure = describe(error);
    await save(KEEP_MS).catch(reportStateFailure);
  }
  observeStaffReport(meta.kind, meta.status === "ready" ? "ok" : "error", (Date.now() - meta.startedAt) / 1000);
  return meta;
}

/**
 * The report `id` if `owner` asked for it, else undefined (another member's report does not exist
 * for them). A report whose progress stopped is failed. Throws when the store cannot be read.
 */
export async function readReport(id: string, owner: string): Promise<PreparedReport | undefined> {
  if (!isReportId(id)) return undefined;
  const raw = await state.get(metaKey(id));
  if (raw === undefined) return undefined;
  const meta = JSON.parse(raw) as PreparedReport;
  if (meta.owner !== owner) return undefined;
  if (meta.status === "preparing" && Date.now() - meta.updatedAt > STALLED_MS)
    return { ...meta, status: "failed", failure: { message: "The report stopped being prepared. Ask for it again." } };
  return meta;
}

/** A ready report's text as a stream: one piece read from the store at a time, as the browser takes it. */
export function reportBody(id: string, meta: PreparedReport): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (next >= meta.pieces) return controller.close();
        const text = await state.get(pieceKey(id, next));
        if (text === undefined) return controller.error(new Error("a piece of the report has gone"));
        next += 1;
        controller.enqueue(encoder.encode(text));
      },
    },
    { highWaterMark: 0 },
  );
}
