import type { NextFunction, Request, Response } from "express";
import { logger } from "#server/logger.ts";

/**
 * Form bodies are bounded before any parser sees them (DESIGN §6). conform builds nested objects
 * and arrays from field names (`contacts[0].firstName`), so a hostile name can make it build a
 * sparse array of 100 million entries (`email[99999999]`) or recurse thousands of levels deep
 * (`x[0][0]…`): out of memory, a stalled event loop, a stack overflow. The raw body's field names
 * are checked here, in one linear pass and before React Router reads the body; no form of the
 * portal comes near these limits.
 */
export const FORM_LIMITS = {
  /** Fields in one body (empty `&&` sequences are not fields). */
  fields: 100,
  /** Characters (UTF-16 code units, as JavaScript counts them) in one field name, after percent-decoding. */
  nameLength: 100,
  /** Array indexes are below this: any all-digit segment, `[n]` or `a.7` (conform indexes an array with both). */
  index: 50,
  /** Path segments in one name, split as conform splits it: `a.b.c.d` and `a[0][1][2]` are 4. */
  depth: 4,
} as const;

export type FormLimit = "fields" | "nameLength" | "index" | "depth";

/** What the person sees (spec §8's error style: 'Error' and a plain message). Nothing of the body. */
export const LIMIT_MESSAGES: Record<FormLimit, string> = {
  fields: "This form sent more fields than any of our forms has. Go back and try again.",
  nameLength: "This form sent a field name longer than any of our forms uses. Go back and try again.",
  index: "This form sent a list with more entries than any of our forms has. Go back and try again.",
  depth: "This form sent a field nested more deeply than any of our forms uses. Go back and try again.",
};

const AMP = 0x26;
const EQUALS = 0x3d;
const PLUS = 0x2b;
const PERCENT = 0x25;
const SPACE = 0x20;
const DOT = 0x2e;
const OPEN = 0x5b;
const CLOSE = 0x5d;
const ZERO = 0x30;
const NINE = 0x39;

const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });

function hexValue(byte: number): number {
  if (byte >= ZERO && byte <= NINE) return byte - ZERO;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/**
 * A field name as URLSearchParams (and so `request.formData()`) reads it: `+` is a space, `%XX`
 * a byte (a malformed escape stays as it is), the bytes UTF-8 (invalid sequences become U+FFFD).
 */
function decodeName(body: Uint8Array, start: number, end: number): string {
  const bytes = new Uint8Array(end - start);
  let length = 0;
  for (let i = start; i < end; i++) {
    const byte = body[i]!;
    if (byte === PLUS) {
      bytes[length++] = SPACE;
    } else if (byte === PERCENT && i + 2 < end) {
      const high = hexValue(body[i + 1]!);
      const low = hexValue(body[i + 2]!);
      if (high >= 0 && low >= 0) {
        bytes[length++] = (high << 4) | low;
        i += 2;
      } else {
        bytes[length++] = byte;
      }
    } else {
      bytes[length++] = byte;
    }
  }
  return utf8.decode(bytes.subarray(0, length));
}

/**
 * Checks one decoded name against the index and depth limits. Segments are split as conform's
 * parsePath splits them: on `.`, and on `[…]` (an empty `[]` is a segment too). A segment of ASCII
 * digits only is an array index, in brackets or after a dot. One pass, no regular expression.
 */
function checkName(name: string): FormLimit | null {
  if (name.length > FORM_LIMITS.nameLength) return "nameLength";
  let levels = 0;
  let segmentLength = 0;
  let digitsOnly = true;
  let value = 0;
  let inBrackets = false;
  // Ends the current segment; `always` counts it even when empty (`[]`).
  const endSegment = (always: boolean): FormLimit | null => {
    if (segmentLength === 0 && !always) return null;
    levels++;
    if (levels > FORM_LIMITS.depth) return "depth";
    if (segmentLength > 0 && digitsOnly && value >= FORM_LIMITS.index) return "index";
    segmentLength = 0;
    digitsOnly = true;
    value = 0;
    return null;
  };
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    let problem: FormLimit | null = null;
    if (c === DOT) {
      problem = endSegment(false);
    } else if (c === OPEN) {
      problem = endSegment(false);
      inBrackets = true;
    } else if (c === CLOSE) {
      problem = endSegment(inBrackets);
      inBrackets = false;
    } else {
      segmentLength++;
      if (c >= ZERO && c <= NINE) {
        // Capped: only "at least the limit" matters, and a long run of digits must not overflow.
        value = Math.min(value * 10 + (c - ZERO), FORM_LIMITS.index);
      } else {
        digitsOnly = false;
      }
    }
    if (problem) return problem;
  }
  return endSegment(false);
}

/**
 * The first limit a urlencoded form body breaks, or null. Only the field names are looked at;
 * the body's size is bounded before this (MAX_BODY_BYTES). Linear in the body's length.
 */
export function checkFormBody(body: Uint8Array | string): FormLimit | null {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  let fields = 0;
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(AMP, start);
    if (end === -1) end = bytes.length;
    if (end > start) {
      fields++;
      if (fields > FORM_LIMITS.fields) return "fields";
      // Searched within this field only: the scan stays linear.
      const equals = bytes.subarray(start, end).indexOf(EQUALS);
      const problem = checkName(decodeName(bytes, start, equals === -1 ? end : start + equals));
      if (problem) return problem;
    }
    start = end + 1;
  }
  return null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The page of a refused form: spec §8's route error screen ('Error' and the message) as plain
 * HTML. The body is never read into it. Inline style attributes only (the CSP allows those).
 */
function formLimitPage(message: string, brandName?: string | null): string {
  const product = brandName ? `${brandName} Self Service Portal` : "Self Service Portal";
  return [
    "<!DOCTYPE html>",
    '<html lang="en-AU">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>Error | ${escapeHtml(product)}</title>`,
    "</head>",
    '<body style="margin:0;font-family:system-ui,sans-serif;line-height:1.5">',
    '<main id="main-content" style="max-width:40rem;margin:0 auto;padding:2rem 1rem">',
    '<h1 id="route-error-heading">Error</h1>',
    `<p>${escapeHtml(message)}</p>`,
    '<p><a href="/">Go to the home page</a></p>',
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}

/**
 * Reads a body of `length` bytes without ending the stream, so that it can be put back with
 * `unshift` for the next reader (React Router reads `req` itself: @react-router/express turns it
 * into the Fetch Request's body). `done` runs synchronously in the last 'readable' event, before
 * the stream could emit 'end'.
 */
function readBody(req: Request, length: number, done: (error: Error | null, body?: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const cleanup = () => {
    req.off("readable", onReadable);
    req.off("error", onError);
    req.off("end", onEnd);
    req.off("close", onClose);
  };
  function onReadable() {
    let chunk: Buffer | null;
    while (size < length && (chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk);
      size += chunk.length;
    }
    if (size >= length) {
      cleanup();
      done(null, Buffer.concat(chunks, size));
    }
  }
  function onError(error: Error) {
    cleanup();
    done(error);
  }
  function onEnd() {
    cleanup();
    done(new Error("The request body ended before its Content-Length"));
  }
  function onClose() {
    cleanup();
    done(new Error("The connection closed before the request body arrived"));
  }
  req.on("readable", onReadable);
  req.once("error", onError);
  req.once("end", onEnd);
  req.once("close", onClose);
}

/**
 * Checks every request body (every method but GET and HEAD) against FORM_LIMITS before React
 * Router sees it: a body that breaks one gets 400 and the error page; any other goes on with the
 * same bytes. Sits after `bodyLimit` (which bounds the size and refuses a body without a
 * Content-Length) and `formBodiesOnly`.
 */
export function formLimits(options: { brandName?: string | null } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = req.get("content-length");
    if (declared === undefined) {
      // No length: no body, unless one is chunked (refused by bodyLimit; refused here too).
      if (req.get("transfer-encoding") === undefined) return next();
      res.status(411).type("text/plain").send("Length required: send the request body with a Content-Length");
      req.resume();
      return;
    }
    const length = Number(declared);
    if (!(length > 0)) return next();
    readBody(req, length, (error, body) => {
      if (error || !body) {
        next(Object.assign(error ?? new Error("No request body"), { status: 400 }));
        return;
      }
      const problem = checkFormBody(body);
      if (problem) {
        logger.warn({ reqId: res.locals.requestId as string, limit: problem }, "form body refused");
        res
          .status(400)
          .setHeader("Cache-Control", "no-store")
          .type("html")
          .send(formLimitPage(LIMIT_MESSAGES[problem], options.brandName));
        return;
      }
      // Synchronously, before the stream could emit 'end': React Router reads these bytes next.
      req.unshift(body);
      next();
    });
  };
}
