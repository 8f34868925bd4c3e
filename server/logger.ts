import { createHmac } from "node:crypto";
import pino from "pino";
import { config } from "./config.ts";
import { traceLogMixin } from "./tracing/log-fields.ts";

export const logger = pino({
  level: config.LOG_LEVEL,
  base: { service: "portal" },
  mixin: traceLogMixin,
  redact: {
    paths: [
      'req.headers["x-access-token"]',
      "req.headers.cookie",
      "req.headers.authorization",
      'res.headers["set-cookie"]',
      "*.token",
      "*.password",
      "*.currentPassword",
      "*.newPassword",
      "*.code",
      "*.cardNumber",
      "*.cvv",
      "*.securityCode",
    ],
    censor: "[redacted]",
  },
  serializers: {
    err: pino.stdSerializers.err,
  },
});

export type Logger = typeof logger;

const emailLogSecret = createHmac("sha256", config.SESSION_SECRET[0] ?? "")
  .update("portal log keys")
  .digest();

/**
 * An email address as logs and rate limits name it: keyed with a secret (HMAC), so a log reader
 * cannot confirm a guessed address by hashing it.
 */
export function emailLogKey(email: string): string {
  return createHmac("sha256", emailLogSecret).update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}
