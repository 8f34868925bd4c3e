import pino from "pino";
import { sandboxConfig } from "./config.ts";

/** The sandbox's own log lines (service "sandbox"); it never sees a portal session. */
export const logger = pino({
  level: sandboxConfig.LOG_LEVEL,
  base: { service: "sandbox" },
  redact: { paths: ['req.headers["x-access-token"]', "*.token", "*.password", "*.code"], censor: "[redacted]" },
});
